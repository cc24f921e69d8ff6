/**
 * PDF reading through unpdf (pdf.js, no worker, no network): the text layer rebuilt as printed
 * lines, and pages rendered to PNG for OCR when a PDF is a scan with no text layer.
 */
import { extractTextItems, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { LabExtractionError } from './lab-extraction-error';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type TextItem = Awaited<ReturnType<typeof extractTextItems>>['items'][number][number];

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // A copy: pdf.js may take over (detach) the buffer it is given, and the caller still owns it.
    return await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch {
    throw new LabExtractionError('UNREADABLE_FILE', 'This PDF could not be read.');
  }
}

/**
 * One string per page, its items grouped into lines by their baseline and ordered left to right,
 * with a wide gap between two items kept as two spaces so table columns stay apart.
 */
export async function readPdfPageTexts(pdf: PdfDocument): Promise<string[]> {
  const { items } = await extractTextItems(pdf);
  return items.map((pageItems) => linesOf(pageItems).join('\n'));
}

function linesOf(pageItems: TextItem[]): string[] {
  const words = pageItems
    .filter((item) => item.str.trim() !== '')
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextItem[][] = [];
  for (const item of words) {
    const line = lines.at(-1);
    const tolerance = Math.max(2, (item.fontSize || item.height || 10) * 0.4);
    if (line && Math.abs(line[0]!.y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const item of line) {
      const gap = item.x - end;
      const size = item.fontSize || 10;
      if (text !== '') text += gap > size ? '  ' : gap > size * 0.15 ? ' ' : '';
      text += item.str;
      end = item.x + item.width;
    }
    return text.trim();
  });
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
