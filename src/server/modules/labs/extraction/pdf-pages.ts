/**
 * PDF reading through unpdf (pdf.js, no worker, no network): the text layer rebuilt as printed
 * lines of placed words, and pages rendered to PNG for OCR when a PDF is a scan with no text layer.
 */
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { MAX_OCR_PIXELS, MAX_PDF_TEXT_CHARS } from './extraction-limits';
import { LabExtractionError } from './lab-extraction-error';
import { withoutLoneBars } from './lone-bars';
import { placedLineText, splitIntoWords, type PlacedLine } from './placed-lines';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
/** A text item as unpdf's extractTextItems gives it, read here page by page. */
interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // A copy: pdf.js may take over (detach) the buffer it is given, and the caller still owns it.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch {
    throw new LabExtractionError('UNREADABLE_FILE', 'This PDF could not be read.');
  }
}

/**
 * Each page's printed lines: its items grouped into lines by their baseline, their words placed
 * left to right (placed-lines.ts). Pages are read one after another so that a text layer longer
 * than `maxChars` is refused at the page that passes it, not after every page has been held in
 * memory.
 */
export async function readPdfPageLines(
  pdf: PdfDocument,
  maxChars = MAX_PDF_TEXT_CHARS,
): Promise<PlacedLine[][]> {
  const pages: PlacedLine[][] = [];
  let chars = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const items = await pageTextItems(pdf, number);
    for (const item of items) chars += item.str.length;
    if (chars > maxChars) {
      throw new LabExtractionError(
        'TEXT_TOO_LONG',
        `This PDF holds more than ${maxChars.toLocaleString('en')} characters of text; ` +
          'lab reports are far shorter. Please upload the report alone, or enter your results by hand.',
      );
    }
    pages.push(withoutLoneBars(linesOf(items, number)));
  }
  return pages;
}

/** One string per page (its lines as placedLineText writes them). */
export async function readPdfPageTexts(
  pdf: PdfDocument,
  maxChars = MAX_PDF_TEXT_CHARS,
): Promise<string[]> {
  const pages = await readPdfPageLines(pdf, maxChars);
  return pages.map((lines) => lines.map(placedLineText).join('\n'));
}

/** The page's text items with their position and size, as unpdf's extractTextItems reads them. */
async function pageTextItems(pdf: PdfDocument, pageNumber: number): Promise<TextItem[]> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
    items.push({
      str: item.str,
      x: e,
      y: f,
      width: item.width,
      height: item.height,
      fontSize: Math.hypot(c, d),
    });
  }
  return items;
}

/** An item's type size: its font size, or its height where the PDF gives none. */
const sizeOf = (item: TextItem) => item.fontSize || item.height || 10;

/** How far apart (a share of the type size) two baselines of one printed line may stand. */
const BASELINE_TOLERANCE = 0.4;
/** Two items whose sizes differ by less than this share are set in about the same type. */
const SAME_SIZE_SHARE = 0.25;

/**
 * Whether an item stands on `line` (its items so far, the first the highest): its baseline level
 * with the first item's, or with an item's of about its own size. Cards set large values a size
 * apart to fit them ('214' in 14 points and '62' in 15, with 'mg/dL' in 8 beside each): measured
 * against the small unit first met, the larger value fell a line below its neighbours, and the
 * grid's values line lost a card's value (set 270).
 */
function isOnLine(item: TextItem, line: readonly TextItem[]): boolean {
  const tolerance = Math.max(2, sizeOf(item) * BASELINE_TOLERANCE);
  const isLevelWith = (other: TextItem) => Math.abs(other.y - item.y) <= tolerance;
  if (isLevelWith(line[0]!)) return true;
  const size = sizeOf(item);
  return line.some(
    (other) =>
      Math.abs(sizeOf(other) - size) < Math.max(sizeOf(other), size) * SAME_SIZE_SHARE &&
      isLevelWith(other),
  );
}

/**
 * A rule drawn in text: a run of underscores, or a long run of hyphens or equals signs, set under
 * a table's header ('Component  Your Value  Standard Range' with '_____…' 4 points below, as a
 * portal prints). It is drawing, not words: on the header's line it would make one long word of
 * 'Component_____…' and its column would swallow the value column.
 */
const TEXT_RULE = /^\s*(?:_{3,}|-{10,}|={10,})\s*$/;

function linesOf(pageItems: TextItem[], page: number): PlacedLine[] {
  const words = pageItems
    .filter((item) => item.str.trim() !== '' && !TEXT_RULE.test(item.str))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const byBaseline: TextItem[][] = [];
  for (const item of words) {
    const line = byBaseline.at(-1);
    if (line && isOnLine(item, line)) line.push(item);
    else byBaseline.push([item]);
  }
  return withSmallTextBesideTallJoined(byBaseline).map((line) => {
    line.sort((a, b) => a.x - b.x);
    const sizes = line.map(sizeOf).sort((a, b) => a - b);
    // Items drawn touching are one word ('5.7' and 'H', a subscript): joined before splitting.
    const runs: { str: string; x0: number; x1: number }[] = [];
    for (const item of line) {
      const last = runs.at(-1);
      if (last && item.x - last.x1 <= (item.fontSize || 10) * 0.15) {
        last.str += item.str;
        last.x1 = item.x + item.width;
      } else runs.push({ str: item.str, x0: item.x, x1: item.x + item.width });
    }
    const placed = runs.flatMap((run) => splitIntoWords(run.str, run.x0, run.x1));
    // Text height, not font size: a font's capitals stand about 0.7 of its size.
    return { words: placed, height: (sizes[Math.floor(sizes.length / 2)] ?? 10) * 0.7, page };
  });
}

/**
 * A font's tallest letters stand about this share of its size above the baseline (DejaVu 0.93,
 * Helvetica and Arial 0.9 to 0.95): text set with the tops of its lines level shares this top.
 */
const ASCENT = 0.92;

/** How far (points) a small line may stand out of a tall one's height and still be beside it. */
const BESIDE_SLACK = 1.5;

/** The span from a line's lowest baseline to its tallest letters' top (PDF y, up). */
function heightSpan(line: TextItem[]): { low: number; high: number } {
  return {
    low: Math.min(...line.map((item) => item.y)),
    high: Math.max(...line.map((item) => item.y + sizeOf(item) * ASCENT)),
  };
}

/**
 * A line of small text set beside large numbers with its top level with theirs ('218' in 18-point
 * type and 'mg/dL  Above range' in 8-point beside it, as a consumer lab's result cards print): by
 * baselines alone the two are two lines, the unit read a line above its value. A line whose text
 * lies wholly within the height of the line next to it, none of its words over one of that line's
 * words, is part of that line.
 */
function withSmallTextBesideTallJoined(lines: TextItem[][]): TextItem[][] {
  const joined: TextItem[][] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous && (isBeside(line, previous) || isBeside(previous, line))) previous.push(...line);
    else joined.push([...line]);
  }
  return joined;
}

/** Whether `small` stands within `tall`'s height, clear of its words, in smaller type. */
function isBeside(small: TextItem[], tall: TextItem[]): boolean {
  const smallSize = Math.max(...small.map(sizeOf));
  const tallSize = Math.max(...tall.map(sizeOf));
  if (smallSize >= tallSize * 0.75) return false;
  const inner = heightSpan(small);
  const outer = heightSpan(tall);
  if (inner.low < outer.low - BESIDE_SLACK || inner.high > outer.high + BESIDE_SLACK) return false;
  return small.every((word) =>
    tall.every((other) => word.x + word.width <= other.x || other.x + other.width <= word.x),
  );
}

/** Fewer printed characters than this per page means a scan: its text is in pictures, not in the text layer. */
const MIN_TEXT_CHARS_PER_PAGE = 40;

export function hasTextLayer(pageTexts: string[]): boolean {
  const printed = pageTexts.join('').replace(/\s+/g, '').length;
  return printed >= MIN_TEXT_CHARS_PER_PAGE * Math.max(1, pageTexts.length);
}

/** The width OCR reads a page at: about 2,000 px (240 dpi on A4) reads lab tables without wasting time. */
const OCR_PAGE_WIDTH_PX = 2000;

export async function renderPdfPageToPng(pdf: PdfDocument, pageNumber: number): Promise<Buffer> {
  installTransferToFixedLength();
  const page = await pdf.getPage(pageNumber);
  const { width } = page.getViewport({ scale: 1 });
  const scale = Math.min(5, Math.max(1, OCR_PAGE_WIDTH_PX / width));
  // A page's size is whatever its MediaBox says: a huge or very long page would be a huge bitmap.
  const { width: pixelsWide, height: pixelsHigh } = page.getViewport({ scale });
  if (Math.ceil(pixelsWide) * Math.ceil(pixelsHigh) > MAX_OCR_PIXELS) {
    throw new LabExtractionError(
      'IMAGE_TOO_LARGE',
      `Page ${pageNumber} of this scanned PDF is too large to read (over ${MAX_OCR_PIXELS / 1e6} megapixels at reading size).`,
    );
  }
  const image = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  return Buffer.from(image);
}

/**
 * pdf.js renders through ArrayBuffer.prototype.transferToFixedLength (ES2024), which Node 20
 * lacks; a copy gives the same bytes (the original is simply not detached).
 */
function installTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: unknown };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const size = length ?? this.byteLength;
      const copy = new ArrayBuffer(size);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
      return copy;
    },
  });
}
