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
import { createOcrEngine, type OcrEngine, type OcrModel } from './ocr-engine';
import { parseLabReport } from './parse-lab-text';
import { hasTextLayer, openPdf, readPdfPageLines, renderPdfPageToPng } from './pdf-pages';
import { placedLineText, type PlacedLine } from './placed-lines';
import { checkOcrImage } from './check-ocr-image';
import {
  MAX_PDF_PAGES,
  MAX_SCANNED_PAGES,
  MAX_SCANNED_PDF_DRAWING_BYTES,
} from './extraction-limits';
import { checkPdfUnpackedSize } from './pdf-unpacked-size';
import { decodeGreyPng, encodePgm, greyFromRenderedPng, type GreyImage } from './grey-image';
import { preparePageForOcr } from './photo-preprocess';
import { linesFromWords } from './word-rows';
import { withColumnDatesReadAgain } from './column-dates-second-reading';
import { withoutDotLeaders } from './dot-leaders';
import { readPointsSeenInPictures } from './point-in-picture';
import { readUnitsAgain } from './unit-second-reading';
import { holdValuesReadTwiceDifferently, withoutValueBoxes } from './value-second-reading';

export interface LabExtractor {
  extract(bytes: Uint8Array, kind: LabFileKind): Promise<ExtractionResult>;
  /** Optional, at server start: starts the OCR workers so the first image does not wait for them. */
  warmUp(): Promise<void>;
  /** Stops the OCR workers, if they were started. */
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
  options: {
    ocrTimeoutMs?: number;
    /**
     * Benches only: wraps each OCR engine (a cache of recognitions by image, so that a changed
     * rule is measured again without reading every picture again). Production passes nothing.
     */
    wrapOcrEngine?: (engine: OcrEngine, model: OcrModel) => OcrEngine;
  } = {},
): LabExtractor {
  const wrap = options.wrapOcrEngine ?? ((engine: OcrEngine) => engine);
  const ocr = wrap(createOcrEngine({ timeoutMs: options.ocrTimeoutMs }), 'lstm');
  // The second opinion on values read from pictures (value-second-reading.ts): another model.
  const shapes = wrap(
    createOcrEngine({ timeoutMs: options.ocrTimeoutMs, model: 'shapes' }),
    'shapes',
  );

  /**
   * A page picture read as a photo: flattened, levelled, evenly lit and scaled (photo-preprocess),
   * then its rows rebuilt from where OCR found each word (word-rows), one printed row per line.
   * The prepared picture is kept in `prepared` for the values' second reading.
   */
  async function readPagePicture(
    page: GreyImage,
    pageNumber: number,
    prepared: Map<number, GreyImage>,
  ): Promise<PlacedLine[]> {
    const { image } = preparePageForOcr(page);
    prepared.set(pageNumber, image);
    return linesFromWords(await ocr.recogniseWords(encodePgm(image)), pageNumber);
  }

  /** Parses lines OCR read, then reads each value shown as right a second time. */
  async function parsePictures(lines: PlacedLine[], prepared: Map<number, GreyImage>) {
    const readWords = (image: GreyImage) => ocr.recogniseWords(encodePgm(image));
    const dated = await withColumnDatesReadAgain(withoutDotLeaders(lines), prepared, readWords);
    const parsed = parseLabReport(dated, reference, new Date(), { isOcr: true });
    const withPoints = readPointsSeenInPictures(parsed.rows, prepared, reference);
    const withUnits = await readUnitsAgain(withPoints, prepared, readWords, reference);
    const rows = await holdValuesReadTwiceDifferently(withUnits, prepared, readWords, (image) =>
      shapes.recogniseWords(encodePgm(image)),
    );
    return { ...parsed, rows: withoutValueBoxes(rows) };
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
      const pageLines = await readPdfPageLines(pdf);
      if (hasTextLayer(pageLines.map((lines) => lines.map(placedLineText).join('\n')))) {
        return { method: 'pdf-text', ...parseLabReport(pageLines.flat(), reference), pages };
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
      const scannedLines: PlacedLine[] = [];
      const prepared = new Map<number, GreyImage>();
      for (let page = 1; page <= pages; page++) {
        const rendered = await renderPdfPageToPng(pdf, page);
        const grey = await greyFromRenderedPng(rendered);
        scannedLines.push(...(await readPagePicture(grey, page, prepared)));
      }
      return { method: 'pdf-ocr', ...(await parsePictures(scannedLines, prepared)), pages };
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
        const greyPng = await ocr.readGreyscale(checkOcrImage(bytes)).catch(refuseUnreadableImage);
        const prepared = new Map<number, GreyImage>();
        const lines = await readPagePicture(decodeGreyPng(greyPng), 1, prepared);
        result = { method: 'ocr', ...(await parsePictures(lines, prepared)), pages: 1 };
      }
      return { ...result, durationMs: Math.round(performance.now() - started) };
    },
    warmUp: async () => {
      await Promise.all([ocr.warmUp(), shapes.warmUp()]);
    },
    close: async () => {
      await Promise.all([ocr.close(), shapes.close()]);
    },
  };
}
