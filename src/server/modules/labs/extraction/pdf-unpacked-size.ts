/**
 * Measures what a PDF's streams unpack to before pdf.js sees the file, against budgets, without
 * holding the unpacked data: each `stream … endstream` is run through its filters and only the
 * bytes coming out are counted, stopping as soon as a budget is passed. pdf.js reads streams
 * lazily and would otherwise parse whatever a 100 kB deflated stream unpacks to.
 *
 * The walk reads the raw bytes, not pdf.js's object model: every stream of a PDF, including
 * object and cross-reference streams, sits in the file as `N G obj << … >> stream … endstream`
 * (streams never nest), so scanning for the keyword finds them all, used or not. It cannot see
 * inside an encrypted file's streams (pdf.js decrypts them first); those, like any cost this walk
 * does not foresee, are left to the worker's time and heap limits (ADR 017).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate, createInflateRaw } from 'node:zlib';
import {
  MAX_OCR_PIXELS,
  MAX_PDF_UNPACKED_BYTES,
  MAX_PDF_UNPACKED_IMAGE_BYTES,
} from './extraction-limits';
import { LabExtractionError } from './lab-extraction-error';

export interface UnpackedSizeLimits {
  maxUnpackedBytes: number;
  maxUnpackedImageBytes: number;
  maxImagePixels: number;
}

export const DEFAULT_UNPACKED_SIZE_LIMITS: UnpackedSizeLimits = {
  maxUnpackedBytes: MAX_PDF_UNPACKED_BYTES,
  maxUnpackedImageBytes: MAX_PDF_UNPACKED_IMAGE_BYTES,
  maxImagePixels: MAX_OCR_PIXELS,
};

export interface UnpackedSize {
  streams: number;
  /** Every stream but images: what pdf.js parses to read the text layer. */
  unpackedBytes: number;
  /**
   * The part of unpackedBytes that is drawing (page contents, forms, patterns; not fonts, object
   * or cross-reference streams): what rendering a page for OCR executes.
   */
  drawingBytes: number;
  unpackedImageBytes: number;
}

const MB = 1024 * 1024;
/** How far back from `stream` the object's dictionary is looked for. */
const MAX_DICTIONARY_BYTES = 64 * 1024;

/** Thrown inside a filter when the bytes it has produced pass the budget it was given. */
class OverBudget extends Error {}

function tooLarge(what: string, limitBytes: number): LabExtractionError {
  return new LabExtractionError(
    'DECOMPRESSED_TOO_LARGE',
    `This PDF is too large once unpacked: its ${what} unpack to more than ${Math.round(limitBytes / MB)} MB, ` +
      'far more than a lab report needs. Please upload the report as your lab issued it, a photo of it, ' +
      'or enter your results by hand.',
  );
}

const latin1 = (bytes: Buffer, start: number, end: number) =>
  bytes.toString('latin1', Math.max(0, start), Math.min(bytes.length, end));

const isWhite = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** The filter names of a stream dictionary, in order; null when they are not written in it. */
function filtersOf(dictionary: string): string[] | null {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)/.exec(dictionary);
  if (!match) return [];
  if (/R$/.test(match[1]!)) return null; // an indirect filter: not readable without the object model
  return [...match[1]!.matchAll(/\/([^\s/[\]<>()]+)/g)].map((m) => m[1]!);
}

const numberIn = (dictionary: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

/** Colour components of an image, from its colour space; 4 when unknown (the most any has). */
function componentsOf(dictionary: string): number {
  if (/\/ImageMask\s+true/.test(dictionary)) return 1;
  const space = /\/ColorSpace\s*\/(\w+)/.exec(dictionary)?.[1];
  if (space === 'DeviceGray' || space === 'G' || space === 'CalGray' || space === 'Indexed')
    return 1;
  if (space === 'DeviceRGB' || space === 'RGB' || space === 'CalRGB' || space === 'Lab') return 3;
  return 4;
}

/** Not a font program, nor an object or cross-reference stream, nor an image: drawn when rendered. */
function isDrawing(dictionary: string): boolean {
  return !/\/Length[123]\s|\/Subtype\s*\/(Type1C|CIDFontType0C|OpenType)\b|\/Type\s*\/(XRef|ObjStm)\b/.test(
    dictionary,
  );
}

/**
 * Runs `data` through `filters` and returns how many bytes come out, throwing OverBudget once
 * more than `budget` have. Filters that only unpack pixels within the image's declared size (DCT,
 * JPX, JBIG2, CCITT) end the chain: what they produce is bounded by the pixel check.
 */
async function unpackedLength(data: Buffer, filters: string[], budget: number): Promise<number> {
  let current: Buffer = data;
  for (const [i, filter] of filters.entries()) {
    // The last filter's output is only counted, never kept.
    const keep = i < filters.length - 1;
    let next: Decoded;
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        next = await inflateCounted(current, budget, keep);
        break;
      case 'LZWDecode':
      case 'LZW':
        next = lzwDecode(current, budget, keep);
        break;
      case 'RunLengthDecode':
      case 'RL':
        next = runLengthDecode(current, budget, keep);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        next = whole(asciiHexDecode(current));
        break;
      case 'ASCII85Decode':
      case 'A85':
        next = whole(ascii85Decode(current));
        break;
      default:
        // Image codecs (DCTDecode, JPXDecode, JBIG2Decode, CCITTFaxDecode) and Crypt: stop here.
        return current.length;
    }
    if (next.length > budget) throw new OverBudget();
    if (!next.data) return next.length;
    current = next.data;
  }
  return current.length;
}

/** What a filter produced: its length, and the bytes when a later filter needs them. */
interface Decoded {
  length: number;
  data: Buffer | null;
}
const whole = (data: Buffer): Decoded => ({ length: data.length, data });

/**
 * Inflates, keeping the output only when a later filter needs it. A damaged stream counts the
 * bytes that came out before the damage, as pdf.js would read them.
 */
async function inflateCounted(data: Buffer, budget: number, keep: boolean): Promise<Decoded> {
  const chunks: Buffer[] = [];
  let total = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > budget) return done(new OverBudget());
      if (keep) chunks.push(chunk);
      done();
    },
  });
  // A stream without the zlib header (seen in the wild; pdf.js accepts some) is tried raw.
  const hasHeader =
    data.length >= 2 && (data[0]! & 0x0f) === 8 && (data[0]! * 256 + data[1]!) % 31 === 0;
  try {
    await pipeline(
      async function* () {
        yield data;
      },
      hasHeader ? createInflate() : createInflateRaw(),
      sink,
    );
  } catch (error) {
    if (error instanceof OverBudget) throw error;
  }
  return { length: total, data: keep ? Buffer.concat(chunks) : null };
}

function runLengthDecode(data: Buffer, budget: number, keep: boolean): Decoded {
  const out: number[] = [];
  let total = 0;
  for (let i = 0; i < data.length;) {
    const length = data[i]!;
    if (length === 128) break;
    const count = length < 128 ? length + 1 : 257 - length;
    total += count;
    if (total > budget) throw new OverBudget();
    if (keep) {
      if (length < 128) out.push(...data.subarray(i + 1, i + 1 + count));
      else for (let k = 0; k < count; k++) out.push(data[i + 1] ?? 0);
    }
    i += length < 128 ? count + 1 : 2;
  }
  return { length: total, data: keep ? Buffer.from(out) : null };
}

/** LZW as PDF writes it (EarlyChange 1 assumed; 0 only changes code widths one code later). */
function lzwDecode(data: Buffer, budget: number, keep: boolean): Decoded {
  // Each dictionary entry is (prefix entry, last byte, length); strings are rebuilt only when kept.
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    lengths[i] = 1;
  }
  const out: Buffer[] = [];
  let total = 0;
  let next = 258;
  let width = 9;
  let previous = -1;
  let bitBuffer = 0;
  let bits = 0;
  const firstByte = (code: number) => {
    while (prefix[code]! !== -1) code = prefix[code]!;
    return suffix[code]!;
  };
  const emit = (code: number) => {
    total += lengths[code]!;
    if (total > budget) throw new OverBudget();
    if (!keep) return;
    const bytes = Buffer.alloc(lengths[code]!);
    for (let at = bytes.length - 1; at >= 0; at--, code = prefix[code]!) bytes[at] = suffix[code]!;
    out.push(bytes);
  };
  for (const byte of data) {
    bitBuffer = ((bitBuffer << 8) | byte) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (bitBuffer >> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        next = 258;
        width = 9;
        previous = -1;
        continue;
      }
      if (code === 257) break;
      if (previous === -1) {
        if (code > 255) break;
        emit(code);
      } else {
        const known = code < next;
        if (!known && code !== next) break; // damaged data: pdf.js stops here too
        if (next < 4096) {
          prefix[next] = previous;
          suffix[next] = firstByte(known ? code : previous);
          lengths[next] = lengths[previous]! + 1;
          next++;
        }
        emit(code);
      }
      previous = code;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
  }
  return { length: total, data: keep ? Buffer.concat(out) : null };
}

function asciiHexDecode(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const hex = (end === -1 ? text : text.slice(0, end)).replace(/[^0-9a-f]/gi, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function ascii85Decode(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('~>');
  const body = (end === -1 ? text : text.slice(0, end)).replace(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  for (const char of body) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) continue;
    group.push(digit);
    if (group.length === 5) {
      const value = group.reduce((sum, d) => sum * 85 + d, 0);
      out.push((value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255);
      group = [];
    }
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, d) => sum * 85 + d, 0);
    out.push(...[(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255].slice(0, kept));
  }
  return Buffer.from(out);
}

/**
 * Checks every stream of the PDF against the limits; throws a LabExtractionError (422) naming what
 * was too large. Returns what was measured, for logs and tests.
 */
export async function checkPdfUnpackedSize(
  input: Uint8Array,
  limits: UnpackedSizeLimits = DEFAULT_UNPACKED_SIZE_LIMITS,
): Promise<UnpackedSize> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const result: UnpackedSize = {
    streams: 0,
    unpackedBytes: 0,
    drawingBytes: 0,
    unpackedImageBytes: 0,
  };
  // Encrypted files are walked too (nothing is skipped on a marker an attacker could write): their
  // ciphertext does not inflate and counts as what it is.

  let from = 0;
  for (;;) {
    const at = bytes.indexOf('stream', from, 'latin1');
    if (at === -1) break;
    from = at + 6;
    // `endstream` ends a stream; `stream` as the keyword follows the dictionary's `>>` or white.
    if (latin1(bytes, at - 3, at) === 'end') continue;
    const before = bytes[at - 1];
    if (!(before === 0x3e || isWhite(before))) continue;
    let start = at + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    else if (bytes[start - 1] !== 0x0d) continue; // not followed by an end of line: not the keyword

    const dictionaryStart = Math.max(
      bytes.lastIndexOf('obj', at, 'latin1'),
      at - MAX_DICTIONARY_BYTES,
    );
    const dictionary = latin1(bytes, dictionaryStart, at);
    const declared = numberIn(dictionary, 'Length');
    let end: number;
    if (
      declared !== null &&
      latin1(bytes, start + declared, start + declared + 12).includes('endstream')
    ) {
      end = start + declared;
    } else {
      end = bytes.indexOf('endstream', start, 'latin1');
      if (end === -1) end = bytes.length;
    }
    from = Math.max(from, end);
    result.streams++;

    const filters = filtersOf(dictionary);
    if (filters === null) {
      throw new LabExtractionError(
        'UNREADABLE_FILE',
        'This PDF could not be read: it is built in a way we do not read safely.',
      );
    }
    const data = bytes.subarray(start, end);
    const isImage = /\/Subtype\s*\/Image\b/.test(dictionary);
    try {
      if (isImage) {
        const width = numberIn(dictionary, 'Width') ?? numberIn(dictionary, 'W') ?? 0;
        const height = numberIn(dictionary, 'Height') ?? numberIn(dictionary, 'H') ?? 0;
        if (width * height > limits.maxImagePixels) {
          throw new LabExtractionError(
            'IMAGE_TOO_LARGE',
            `This PDF holds an image of ${Math.round((width * height) / 1e6)} megapixels; ` +
              `images of up to ${Math.round(limits.maxImagePixels / 1e6)} megapixels can be read.`,
          );
        }
        // An image's data need not be larger than its pixels (a predictor adds a byte a row);
        // a stream that unpacks to more is not the image it says it is.
        const bitsPerComponent = numberIn(dictionary, 'BitsPerComponent') ?? 8;
        const ownBound =
          (Math.ceil((width * componentsOf(dictionary) * Math.min(16, bitsPerComponent)) / 8) + 1) *
          height;
        const left = limits.maxUnpackedImageBytes - result.unpackedImageBytes;
        const length = await unpackedLength(data, filters, Math.min(ownBound, left)).catch(
          (error: unknown) => {
            if (error instanceof OverBudget && ownBound < left) {
              throw new LabExtractionError(
                'DECOMPRESSED_TOO_LARGE',
                `This PDF holds an image whose data unpacks to more than its ${width} × ${height} pixels need. ` +
                  'Please upload the report as your lab issued it, a photo of it, or enter your results by hand.',
              );
            }
            throw error;
          },
        );
        result.unpackedImageBytes += length;
      } else {
        const budget = limits.maxUnpackedBytes - result.unpackedBytes;
        const length = await unpackedLength(data, filters, budget);
        result.unpackedBytes += length;
        if (isDrawing(dictionary)) result.drawingBytes += length;
      }
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      throw isImage
        ? tooLarge('images', limits.maxUnpackedImageBytes)
        : tooLarge('pages and fonts', limits.maxUnpackedBytes);
    }
  }
  return result;
}
