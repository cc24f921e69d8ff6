/**
 * Rule tests' reading of text placed where a lab would put it: drawn into a text PDF, then read
 * through the text PDF reader as an upload is.
 */
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import {
  makePlacedTextPdf,
  type PlacedText,
} from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import type { ExtractedRow } from './extraction.types';
import { parseLabText } from './parse-lab-text';
import { openPdf, readPdfPageLines } from './pdf-pages';

const reference = biomarkerReferenceFromFiles();

export async function readPlacedPdf(items: PlacedText[]): Promise<ExtractedRow[]> {
  const pdf = await openPdf(new Uint8Array(await makePlacedTextPdf(items)));
  try {
    return parseLabText((await readPdfPageLines(pdf)).flat(), reference);
  } finally {
    await pdf.destroy();
  }
}
