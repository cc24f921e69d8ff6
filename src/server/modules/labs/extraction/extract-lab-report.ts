/**
 * Offline extraction of a lab report: a PDF with a text layer is read through
 * unpdf; an image, or a PDF that is a scan, through tesseract.js on this server. A picture is
 * treated as a photo of the page (found, flattened, levelled, evenly lit and scaled first) and its
 * rows are rebuilt from the words' positions. Either way the text goes through parseLabReport, so
 * every layout is read by the same rules.
 *
 * This reader works in the thread that calls it, and pdf.js blocks that thread while it parses.
 * The server runs it inside the workers of extraction-pool.ts; tests and benches may call it
 * directly. The limits of extraction-limits.ts are checked here, so both get them.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractionResult, LabFileKind } from './extraction.types';
import { LabExtractionError } from './lab-extraction-error';
import { createOcrEngine } from './ocr-engine';
import { parseLabReport } from './parse-lab-text';
import { hasTextLayer, openPdf, readPdfPageTexts, renderPdfPageToPng } from './pdf-pages';
import { checkOcrImage } from './check-ocr-image';
import {
  MAX_PDF_PAGES,
  MAX_SCANNED_PAGES,
  MAX_SCANNED_PDF_DRAWING_BYTES,
} from './extraction-limits';
import { checkPdfUnpackedSize } from './pdf-unpacked-size';
import { decodeGreyPng, encodePgm, greyFromRenderedPng, type GreyImage } from './grey-image';
import { preparePageForOcr } from './photo-preprocess';
import { rowsFromWords } from './word-rows';

export interface LabExtractor {
  extract(bytes: Uint8Array, kind: LabFileKind): Promise<ExtractionResult>;
  /** Optional, at server start: starts the OCR worker so the first image does not wait for it. */
  warmUp(): Promise<void>;
  /** Stops the OCR worker, if one was started. */
  close(): Promise<void>;
}

export { MAX_PDF_PAGES, MAX_SCANNED_PAGES };

/** Tesseract refuses an image its decoder cannot read (truncated, corrupt): that is the file's fault, not ours. */
function refuseUnreadableImage(error: unknown): never {
  if (/read image/i.test(String(error))) {
    throw new LabExtractionError('UNREADABLE_FILE', 'This image could not be read.');
  }
  throw error;
}

export function createLabExtractor(
  reference: BiomarkerReference,
  options: { ocrTimeoutMs?: number } = {},
): LabExtractor {
  const ocr = createOcrEngine({ timeoutMs: options.ocrTimeoutMs });

  /**
   * A page picture read as a photo: flattened, levelled, evenly lit and scaled (photo-preprocess),
   * then its rows rebuilt from where OCR found each word (word-rows), one printed row per line.
   */
  async function readPagePicture(page: GreyImage): Promise<string> {
    const prepared = preparePageForOcr(page);
    return rowsFromWords(await ocr.recogniseWords(encodePgm(prepared.image))).join('\n');
  }

  async function readUploadedImage(image: Buffer): Promise<string> {
    const greyPng = await ocr.readGreyscale(image).catch(refuseUnreadableImage);
    return readPagePicture(decodeGreyPng(greyPng));
  }

  async function extractPdf(bytes: Uint8Array): Promise<Omit<ExtractionResult, 'durationMs'>> {
    // Before pdf.js sees the file: it would parse whatever the streams unpack to.
    const unpacked = await checkPdfUnpackedSize(bytes);
    const pdf = await openPdf(bytes);
    try {
      const pages = pdf.numPages;
      if (pages > MAX_PDF_PAGES) {
        throw new LabExtractionError(
          'TOO_MANY_PAGES',
          `This PDF has ${pages} pages; lab reports of up to ${MAX_PDF_PAGES} pages can be read.`,
        );
      }
      const pageTexts = await readPdfPageTexts(pdf);
      if (hasTextLayer(pageTexts)) {
        return { method: 'pdf-text', ...parseLabReport(pageTexts.join('\n'), reference), pages };
      }
      if (pages > MAX_SCANNED_PAGES) {
        throw new LabExtractionError(
          'TOO_MANY_PAGES',
          `This scanned PDF has ${pages} pages; scans of up to ${MAX_SCANNED_PAGES} pages can be read.`,
        );
      }
      if (unpacked.drawingBytes > MAX_SCANNED_PDF_DRAWING_BYTES) {
        throw new LabExtractionError(
          'DECOMPRESSED_TOO_LARGE',
          `This PDF has no text to read and draws too much to read as a scan ` +
            `(over ${MAX_SCANNED_PDF_DRAWING_BYTES / 1024 / 1024} MB of drawing). Please upload a photo ` +
            'or a scan of the report, or enter your results by hand.',
        );
      }
      const scannedTexts: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const rendered = await renderPdfPageToPng(pdf, page);
        scannedTexts.push(await readPagePicture(await greyFromRenderedPng(rendered)));
      }
      const parsed = parseLabReport(scannedTexts.join('\n'), reference, new Date(), {
        isOcr: true,
      });
      return { method: 'pdf-ocr', ...parsed, pages };
    } finally {
      await pdf.destroy();
    }
  }

  return {
    async extract(bytes, kind) {
      const started = performance.now();
      let result: Omit<ExtractionResult, 'durationMs'>;
      if (kind === 'pdf') {
        result = await extractPdf(bytes);
      } else {
        const text = await readUploadedImage(checkOcrImage(bytes));
        const parsed = parseLabReport(text, reference, new Date(), { isOcr: true });
        result = { method: 'ocr', ...parsed, pages: 1 };
      }
      return { ...result, durationMs: Math.round(performance.now() - started) };
    },
    warmUp: () => ocr.warmUp(),
    close: () => ocr.close(),
  };
}
