/**
 * The font every PDF we make is written in. pdfkit's built-in Helvetica covers Latin-1 only
 * (WinAnsi): '≥' printed as '"e', and 'Łukasiewicz', Greek 'µ' look-alikes or Cyrillic names were
 * garbled. DejaVu Sans (the `dejavu-fonts-ttf` package; a free licence that allows embedding and
 * redistribution) covers Latin, Greek, Cyrillic, and the maths and arrow signs lab reports use;
 * pdfkit embeds only the glyphs a document uses, so a report stays small.
 *
 * The file comes from an npm dependency, so it is there wherever `npm ci` ran, offline. Should it
 * be missing all the same (a broken install), documents fall back to Helvetica rather than fail:
 * a report with a few wrong signs beats no report.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function resolveFont(): string | undefined {
  try {
    const path = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The path of the Unicode font for `new PDFDocument({ font })`; undefined means pdfkit's default. */
export const PDF_FONT: string | undefined = resolveFont();
