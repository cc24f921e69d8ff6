/**
 * An 8-bit greyscale bitmap, the form photo-preprocess.ts works on, with the two ways in and the
 * way out. An uploaded image is never decoded natively here (check-ocr-image.ts: @napi-rs/canvas
 * crashes the process on a truncated file): tesseract's own decoder, inside WebAssembly, turns it
 * into a greyscale PNG, and that PNG, which leptonica wrote, is unpacked by decodeGreyPng with
 * zlib. Pages we rendered ourselves (a scanned PDF's) are decoded with @napi-rs/canvas.
 */
import { inflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';

export interface GreyImage {
  width: number;
  height: number;
  /** Row-major, one byte per pixel, 0 black to 255 white. */
  data: Uint8Array;
}

export function createGreyImage(width: number, height: number, fill = 255): GreyImage {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

const PNG_SIGNATURE = '89504e470d0a1a0a';

/**
 * Decodes an 8-bit greyscale, non-interlaced PNG (what leptonica writes for tesseract's greyscale
 * image). Anything else is refused: this is not a general PNG reader.
 */
export function decodeGreyPng(png: Uint8Array): GreyImage {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) throw new Error('Not a PNG.');
  let width = 0;
  let height = 0;
  const compressed: Buffer[] = [];
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || colourType !== 0 || interlace !== 0) {
        throw new Error('Only 8-bit greyscale, non-interlaced PNGs are read here.');
      }
    } else if (type === 'IDAT') compressed.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const stride = width + 1;
  // The output size is known: a stream that unpacks to more is not the image its header claims.
  const raw = inflateSync(Buffer.concat(compressed), { maxOutputLength: stride * height });
  if (width === 0 || raw.length !== stride * height) throw new Error('Truncated PNG.');
  return { width, height, data: unfilterRows(raw, width, height) };
}

/** PNG's per-row filters (None, Sub, Up, Average, Paeth) undone, one byte per pixel. */
function unfilterRows(raw: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)]!;
    const source = y * (width + 1) + 1;
    const row = y * width;
    const above = row - width;
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? out[row + x - 1]! : 0;
      const up = y > 0 ? out[above + x]! : 0;
      const upLeft = x > 0 && y > 0 ? out[above + x - 1]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      out[row + x] = (raw[source + x]! + predicted) & 0xff;
    }
  }
  return out;
}

/** A PNG this server rendered (a scanned PDF page), as greyscale luminance. */
export async function greyFromRenderedPng(png: Buffer): Promise<GreyImage> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, image.width, image.height).data;
  const grey = createGreyImage(image.width, image.height);
  for (let i = 0, p = 0; i < grey.data.length; i++, p += 4) {
    grey.data[i] = (rgba[p]! * 77 + rgba[p + 1]! * 150 + rgba[p + 2]! * 29) >> 8;
  }
  return grey;
}

/** Binary PGM: the cheapest file tesseract (leptonica) reads; no compression to spend time on. */
export function encodePgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.data]);
}
