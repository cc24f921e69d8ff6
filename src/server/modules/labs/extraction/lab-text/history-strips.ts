/**
 * A strip of earlier results set to the right of each result block, as a patient portal prints
 * it ('6.4 mmol/L  HIGH    Past results' then '2024-09-11  5.9', '2024-02-02  6.1' under the
 * label; 'Haemoglobin    11-Mar-25 (current)  02-Dec-24  19-Aug-24' over '12.1    12.1  11.4
 * 10.8'): the strip's words are earlier visits, dated, and no part of the block's result. Left
 * in, they stood beside the value as cells nothing could read, and the block was no row. They
 * are taken off the line that opens the strip (its label, or a date marked current) and off the
 * lines under it whose words there are dates and numbers alone. A table whose header names its
 * columns ('Test  Result  Previous') is read by its columns and left as it is.
 */
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { isAnyUnitText } from './rewritten-lines';
import { cellsApart } from './side-by-side';
import { headingRoleOf } from './table-header';

/** The label a strip of earlier results opens with, in the languages we read. */
const HISTORY_LABEL =
  /^(?:past results|previous results?|prior results?|earlier results?|history|verlauf|vorwerte?|frühere (?:werte|ergebnisse|befunde)|historique|antériorités?|résultats (?:antérieurs|précédents)|historial|histórico|(?:resultados|valores) anteriores|storico|(?:risultati|valori) precedenti)\b/iu;
/** A date column marked as this visit's: the strip's dates start there. */
const CURRENT_DATE = /\d.*\((?:current|actuel|aktuell|actual|attuale|this visit)\)/iu;
/**
 * Words of a strip's lines: dates, times, numbers and a flag beside them, and a body surface's
 * 'm²' closing a filtration rate's unit ('88 mL/min/1.73 m²').
 */
const STRIP_WORD =
  /^(?:[<>]?\d[\d.,:/-]*|\d{1,2}[-/.\s]?\p{L}{3}[-/.\s]?\d{2,4}|[HL]|HH|LL|[↑↓▲▼]|\(\w+\)|m[²2])$/u;
/** Lines under the opening line a strip may run. */
const MAX_STRIP_LINES = 6;

/** Where the strip opens on the line (its left edge), or null when it opens none. */
function stripOpening(line: PlacedLine): number | null {
  const cells = cellsApart(line, 1.5);
  const at = cells.findIndex(
    (cell, index) => index > 0 && (HISTORY_LABEL.test(cell.text) || CURRENT_DATE.test(cell.text)),
  );
  if (at < 0) return null;
  const isTableHeader = cells.some(
    (cell, index) => index !== at && headingRoleOf(cell.text) !== null,
  );
  return isTableHeader ? null : cells[at]!.x0;
}

const withWords = (line: PlacedLine, words: PlacedWord[]): PlacedLine => ({ ...line, words });

/** The lines with each strip of earlier results taken off. */
export function withoutHistoryStrips(input: readonly PlacedLine[]): PlacedLine[] {
  const out = [...input];
  for (let index = 0; index < out.length; index++) {
    const opening = stripOpening(out[index]!);
    if (opening === null) continue;
    const from = opening - out[index]!.height;
    const isLeft = (word: PlacedWord) => word.x0 < from;
    out[index] = withWords(out[index]!, out[index]!.words.filter(isLeft));
    for (let below = index + 1; below <= index + MAX_STRIP_LINES && below < out.length; below++) {
      const line = out[below]!;
      const right = line.words.filter((word) => !isLeft(word));
      // A strip may print each earlier result's unit beside it ('05/sep/2024  104 mg/dL').
      const isStripWord = (word: PlacedWord) =>
        STRIP_WORD.test(word.text) || isAnyUnitText(word.text);
      if (right.length === 0 || !right.every(isStripWord)) break;
      out[below] = withWords(line, line.words.filter(isLeft));
    }
  }
  return out.filter((line) => line.words.length > 0);
}
