/**
 * Result cards that print a plain-words caption under the test's name and the value, large,
 * beside the caption, as direct-to-consumer labs print a check-up's cards two to a row:
 *
 *   Hemoglobina                                       Hematocrito
 *   Transporta el oxígeno a tus tejidos   12,6 g/dL   % de sangre ocupado por…   38,2 %
 *   Rango de referencia: 12,0 – 15,5 g/dL             Rango de referencia: 36,0 – 46,0 %
 *
 * The large value stands level with the caption, not the name, so by lines the caption is the
 * value's name ('Hormona tiroidea activa 1,08 ng/dL') and the test's name is a line of names with
 * no values: every such card was read as an unknown test, or lost. Where a line of test names
 * alone stands over a line that prints, under each name and starting where it starts, words that
 * are no test's name and then a value, the captions are taken for what they are and each name set
 * in its caption's place; the cards are then read as any card grid (side-by-side.ts).
 */
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { CELL_GAP_HEIGHTS, STARTS_WITH_VALUE } from './name-over-value-cards';
import { cellsApart, type Cell } from './side-by-side';

/** A caption starts within this many of the name line's text heights of its name's start. */
const SAME_START_HEIGHTS = 1;
/** A caption is a phrase: at least this many words ('Reservas de hierro del organismo'). */
const LEAST_CAPTION_WORDS = 3;

interface Names {
  isTestName: (name: string) => boolean;
  testOf: (name: string) => string | null;
}

/**
 * Whether `caption` is a caption under `name`, not the rest of a name wrapped onto the next line
 * ('Hemoglobin' over 'A1c  5.4 %'), nor another test's name.
 */
function isCaptionOf(caption: Cell, name: Cell, names: Names): boolean {
  if (caption.words.length < LEAST_CAPTION_WORDS || /\d/.test(caption.text)) return false;
  if (names.isTestName(`${name.text} ${caption.text}`)) return false;
  return !names.isTestName(caption.text) || names.testOf(caption.text) === names.testOf(name.text);
}

/**
 * The value line with each caption replaced by the name over it, or null when `nameLine` is not a
 * line of names over captions and values.
 */
function namedValueLine(nameLine: PlacedLine, line: PlacedLine, names: Names): PlacedLine | null {
  if (nameLine.page !== line.page || nameLine.words.some((w) => STARTS_WITH_VALUE.test(w.text)))
    return null;
  const nameCells = cellsApart(nameLine, CELL_GAP_HEIGHTS);
  if (!nameCells.every((cell) => names.isTestName(cell.text))) return null;
  const cells = cellsApart(line, CELL_GAP_HEIGHTS);
  const replaced = new Map<Cell, PlacedWord[]>();
  for (const [index, name] of nameCells.entries()) {
    const end = nameCells[index + 1]?.x0 ?? Infinity;
    const at = cells.findIndex(
      (cell) => Math.abs(cell.x0 - name.x0) <= SAME_START_HEIGHTS * nameLine.height,
    );
    const caption = cells[at];
    const value = cells[at + 1];
    if (!caption || !value || value.x0 >= end || !STARTS_WITH_VALUE.test(value.text)) return null;
    if (!isCaptionOf(caption, name, names)) return null;
    replaced.set(caption, name.words);
  }
  return {
    ...line,
    words: cells.flatMap((cell) => replaced.get(cell) ?? cell.words),
  };
}

/** Lines with every line of card names over captions folded into the line of their values. */
export function withCardNamesOverCaptions(lines: PlacedLine[], names: Names): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines[i + 1];
    const named = next ? namedValueLine(lines[i]!, next, names) : null;
    if (named) {
      out.push(named);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}
