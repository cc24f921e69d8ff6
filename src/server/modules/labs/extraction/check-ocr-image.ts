/**
 * What an uploaded image must pass before OCR: a PNG, GIF or JPEG header with a sane size, read
 * from the header alone so a small file cannot unpack into a huge bitmap. The bytes then go to
 * tesseract as they are (its own decoder reads all three formats inside WebAssembly); they are
 * never decoded natively in this process, because @napi-rs/canvas crashes the whole process
 * (SIGSEGV) on a truncated PNG.
 */
import { LabExtractionError } from './lab-extraction-error';

/** 40 megapixels: any phone camera, not a decompression bomb. */
export const MAX_OCR_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from the PNG, GIF or JPEG header; null when the header is not one of them. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    bytes.length >= 24 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  ) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return readJpegSize(bytes, view);
  return null;
}

function readJpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Start-of-frame markers (baseline, progressive, ...) carry the size; C4, C8 and CC do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2; // markers without a length
      continue;
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** The image bytes for OCR, or a LabExtractionError saying why they cannot be read. */
export function checkOcrImage(bytes: Uint8Array): Buffer {
  const size = readImageSize(bytes);
  if (!size || size.width === 0 || size.height === 0) {
    throw new LabExtractionError('UNREADABLE_FILE', 'This image could not be read.');
  }
  if (size.width * size.height > MAX_OCR_PIXELS) {
    throw new LabExtractionError(
      'IMAGE_TOO_LARGE',
      'This image is too large to read; please upload a photo under 40 megapixels.',
    );
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
