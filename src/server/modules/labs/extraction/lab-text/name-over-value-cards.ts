/**
 * Result cards that print the test's name on a line of its own and its value, large, under it,
 * with the range labelled beside them and a bar drawn where the value lies, as patient portals
 * print a blood count's components:
 *
 *   WBC                       Standard range: 3.4 - 10.8 x10E3/uL
 *   7.9 x10E3/uL   ▼ Low      L [------|=====●===|------] H
 *
 * Read as they stand, the name has no value on its line and the value no name. Each card becomes
 * the one line a table would print (its name, result, status and range), the card grid's way
 * (side-by-side.ts); the bar says nothing the value does not.
 */
import { looksLikeUnitByShape } from '../lab-line-tokens';
import type { PlacedLine } from '../placed-lines';
import { fieldRoleOf } from './field-list-cards';
import { fieldLabelRole, STARTS_LIKE_NAME } from './labelled-cards';
import {
  cardLine,
  cellsApart,
  isEarlierResultText,
  isLabelledRange,
  isLabelOnly,
  isStatusText,
  peelStatus,
  statusCells,
  type Cell,
} from './side-by-side';
import { headingRoleOf } from './table-header';

/** Cells of a line stand this many text heights apart. */
export const CELL_GAP_HEIGHTS = 1.5;
/** A value under its name starts within this many heights of the name's start. */
const UNDER_HEIGHTS = 1.5;
/**
 * A bar drawn in brackets, rules and a dot ('L [---|==●==|---] H', '|---[====]--◆-|',
 * '●|────────|'), in hyphens or box-drawing rules.
 */
const DRAWN_BAR = /[[\]|=●◆○◇•\-─━═▬]{4,}/u;
export const STARTS_WITH_VALUE = /^[<>≤≥]?\d/;
const IS_VALUE = /^[<>≤≥]?\d[\d.,]*$/;

/**
 * A line about the sample between a card's name and its value ('Specimen: Serum   Method: CLIA'):
 * its first cell a label of a card's sample field (labelled-cards.ts) or a method column's
 * heading (table-header.ts), a colon and what it says.
 */
function isSampleLine(cell: string): boolean {
  const label = /^([^:]{2,30}):\s*\S/u.exec(cell)?.[1]?.trim();
  return !!label && (fieldLabelRole(label) === 'aside' || headingRoleOf(label) === 'method');
}

/**
 * A line of a card's field labels over its value ('Result   Reference / Interpretation'): it
 * starts with the result's label (field-list-cards.ts) and prints no number.
 */
const isLabelsLine = (line: PlacedLine) => {
  if (line.words.some((word) => /\d/.test(word.text))) return false;
  const cells = cellsApart(line, CELL_GAP_HEIGHTS);
  // 'Normal range' alone over the value line, whose bar its bounds stand at the ends of.
  if (cells.length === 1 && isLabelOnly(cells[0]!.text)) return true;
  return fieldRoleOf(cells[0]?.text ?? '') === 'value';
};

interface NamedCard {
  name: Cell;
  /** A status set apart at the line's end ('Ferritin  ...  Below range'). */
  status: Cell | null;
}

/**
 * The line's name when it is a name alone (letters first, no value), or a name and its status set
 * apart; else null.
 */
function nameAlone(line: PlacedLine, isTestName: (name: string) => boolean): NamedCard | null {
  const cells = cellsApart(line, CELL_GAP_HEIGHTS);
  const status = cells.length === 2 && isStatusText(cells[1]!.text) ? cells[1]! : null;
  if (cells.length !== (status ? 2 : 1) || !STARTS_LIKE_NAME.test(cells[0]!.text)) return null;
  if (line.words.some((word) => STARTS_WITH_VALUE.test(word.text) && !/\p{L}/u.test(word.text)))
    return null;
  return isTestName(peelStatus(cells[0]!).name.text) ? { name: cells[0]!, status } : null;
}

/**
 * The line without a drawn bar and the letters at its ends ('L [---|==●==|---] H'), or those
 * letters alone where the bar was taken out before (history-strips.ts).
 */
function withoutBar(line: PlacedLine): PlacedLine {
  const words = line.words;
  const bar = words.findIndex((word) => DRAWN_BAR.test(word.text));
  const ends = words.findIndex((word, at) => word.text === 'L' && words[at + 1]?.text === 'H');
  if (bar >= 0) {
    // A bar with its bounds at its ends ('30 ●|────|  400') draws the range: a dash stands for it.
    const isBound = (at: number) => IS_VALUE.test(words[at]?.text ?? '');
    if (isBound(bar - 1) && isBound(bar + 1))
      return {
        ...line,
        words: words.map((word, at) => (at === bar ? { ...word, text: '-' } : word)),
      };
    const from = words[bar - 1]?.text === 'L' ? bar - 1 : bar;
    const to = words[bar + 1]?.text === 'H' ? bar + 2 : bar + 1;
    return { ...line, words: [...words.slice(0, from), ...words.slice(to)] };
  }
  if (ends > 0) return { ...line, words: [...words.slice(0, ends), ...words.slice(ends + 2)] };
  return line;
}

/** The most words a result's label before its colon prints ('Su resultado:', 'Result:'). */
const MOST_LABEL_WORDS = 3;

/**
 * A value line that starts with the result's label and a colon ('Resultado:  6,82 µUI/ml  Valor
 * de referencia: 0,35 - 4,94', as a patient portal prints each test under its name): the cells
 * after the label, and where the label starts, which is what stands under the name.
 */
function afterResultLabel(cells: readonly Cell[]): { cells: Cell[]; x0: number } | null {
  const first = cells[0];
  const colon = first?.words.findIndex((word) => word.text.endsWith(':')) ?? -1;
  if (!first || colon < 0 || colon >= MOST_LABEL_WORDS) return null;
  const label = first.words.slice(0, colon + 1);
  if (fieldRoleOf(label.map((word) => word.text).join(' ')) !== 'value') return null;
  const rest = first.words.slice(colon + 1);
  const head: Cell[] = rest.length
    ? [{ words: rest, x0: rest[0]!.x0, x1: first.x1, text: rest.map((w) => w.text).join(' ') }]
    : [];
  const after = [...head, ...cells.slice(1)];
  return after.length > 0 ? { cells: after, x0: first.x0 } : null;
}

const startsWithResultLabel = (line: PlacedLine) =>
  afterResultLabel(cellsApart(line, CELL_GAP_HEIGHTS)) !== null;

/** The line's cells when it starts with a value (or the result's label) under `name`; else null. */
function valueUnder(line: PlacedLine, name: Cell): Cell[] | null {
  const all = cellsApart(withoutBar(line), CELL_GAP_HEIGHTS);
  const labelled = afterResultLabel(all);
  const cells = labelled?.cells ?? all;
  const first = cells[0];
  // The value is a number ('7.9', '<0.5'), never a name's locant ('25-OH vitamine D'); after the
  // result's label, a word result too ('Resultado:  Negativo').
  if (!first || !(IS_VALUE.test(first.words[0]!.text) || labelled)) return null;
  // A histogram's axis under its label ('PLT' over '0  100  200  250fL') is no value.
  const isAxis =
    line.words.length >= 3 && line.words.every((word) => STARTS_WITH_VALUE.test(word.text));
  if (isAxis) return null;
  if (Math.abs((labelled?.x0 ?? first.x0) - name.x0) > UNDER_HEIGHTS * line.height) return null;
  return cells;
}

interface CardBlock {
  range: PlacedLine | null;
  labels: PlacedLine | null;
  /** A status on a line of its own between the name and the value ('Mangel', 'Below range'). */
  status: Cell | null;
  value: PlacedLine;
  /** A unit alone on the line under a value printed without one. */
  unit?: Cell;
  /** The index of the block's value line. */
  end: number;
}

/** The most lines a card prints between its name and its value. */
const MOST_LINES_BETWEEN = 3;

/**
 * The lines of a card under its name at `index`: between the name and the value, lines that
 * say about the value (a line about the sample, a labelled range, a line of labels, a status
 * alone), then the value line; all on the name's page.
 */
function cardBlock(
  input: readonly PlacedLine[],
  index: number,
  hasStatus: boolean,
): CardBlock | null {
  const page = input[index]!.page;
  const onPage = (at: number) => (input[at]?.page === page ? input[at] : undefined);
  const block: Omit<CardBlock, 'value' | 'end'> = { range: null, labels: null, status: null };
  let at = index + 1;
  for (; at <= index + MOST_LINES_BETWEEN; at++) {
    const line = onPage(at);
    if (!line) return null;
    const cells = cellsApart(line, CELL_GAP_HEIGHTS);
    const first = cells[0]?.text ?? '';
    if (isSampleLine(first)) continue;
    if (!block.range && isLabelledRange(first)) block.range = line;
    else if (!block.labels && isLabelsLine(line)) block.labels = line;
    else if (!block.status && statusCells(line, CELL_GAP_HEIGHTS)?.length === 1)
      block.status = cells[0]!;
    else break;
  }
  const value = onPage(at);
  // A name over its value and nothing between is a card grid's card too (side-by-side.ts reads
  // those, with the range under the value): here only a card with its range or labels between,
  // or with its status set apart beside its name (no table's row prints a status and no value).
  if (!value) return null;
  // Under a name with its status, a value line holds its unit or range too: a number alone may
  // have its unit on a line further down (side-by-side.ts reads that card). A value line with its
  // own bar or status ('5.6 mmol/L  3.6 [───●──] 6.0  Not optimal') is a card's whatever is above.
  const isCardsValueLine =
    value.words.some((word) => DRAWN_BAR.test(word.text) || isStatusText(word.text)) ||
    startsWithResultLabel(value);
  if (at === index + 1 && !isCardsValueLine && (!hasStatus || value.words.length < 2)) return null;
  // A range labelled on the line under the value ('Normal: 13.0 - 17.0 g/dL') is the card's too.
  const under = onPage(at + 1);
  const rangeUnder =
    !block.range && under && isLabelledRange(cellsApart(under, CELL_GAP_HEIGHTS)[0]?.text ?? '');
  if (rangeUnder) return { ...block, range: under, value, end: at + 1 };
  // A unit alone on the line under a value printed without one ('342   Ref 155 - 357' over
  // 'µmol/L'), starting where the value starts: the card's unit, not a line of its own. An
  // earlier result alone, right of the value, may stand between them ('12.4  Ref 11.5 - 15.0'
  // over 'Last: 11.9 (Mar 2024)' over 'g/dL'): history, which the card line leaves out.
  const earlierUnder = under && earlierResultBeside(under, value) ? onPage(at + 2) : undefined;
  const unitUnder = under && unitAloneUnder(earlierUnder ?? under, value);
  if (unitUnder) return { ...block, value, unit: unitUnder, end: at + (earlierUnder ? 2 : 1) };
  return { ...block, value, end: at };
}

/** A line holding only an earlier result ('Last: 11.9 (Mar 2024)'), starting right of `value`'s first cell. */
function earlierResultBeside(line: PlacedLine, value: PlacedLine): boolean {
  const cells = cellsApart(line, CELL_GAP_HEIGHTS);
  const first = cellsApart(value, CELL_GAP_HEIGHTS)[0];
  return (
    cells.length === 1 &&
    first !== undefined &&
    cells[0]!.x0 > first.x1 &&
    isEarlierResultText(cells[0]!.text)
  );
}

/** The unit alone on `line`, standing under the start of `value`'s first cell, when `value` has none. */
function unitAloneUnder(line: PlacedLine, value: PlacedLine): Cell | null {
  const cells = cellsApart(line, CELL_GAP_HEIGHTS);
  const valueCells = cellsApart(value, CELL_GAP_HEIGHTS);
  const only = cells.length === 1 ? cells[0]! : null;
  const first = valueCells[0];
  if (!only || !first || first.words.length > 1) return null;
  if (
    !looksLikeUnitByShape(only.text) ||
    valueCells.some((cell) => looksLikeUnitByShape(cell.text))
  )
    return null;
  return Math.abs(only.x0 - first.x0) <= UNDER_HEIGHTS * line.height ? only : null;
}

/** The lines with every card that prints its value under its name turned into one line. */
export function unfoldNameOverValueCards(
  input: readonly PlacedLine[],
  isTestName: (name: string) => boolean,
): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const named = nameAlone(line, isTestName);
    const name = named?.name;
    const block = name ? cardBlock(input, index, named.status !== null) : null;
    const values = name && block ? valueUnder(block.value, name) : null;
    if (!named || !name || !block || !values) {
      out.push(line);
      continue;
    }
    // Under a label line, only what stands under the result's label is the result's: what
    // stands under 'Reference / Interpretation' may be a table of cut-offs.
    const labelEnd = block.labels
      ? (cellsApart(block.labels, CELL_GAP_HEIGHTS)[1]?.x0 ?? Infinity)
      : Infinity;
    const range = block.range ? cellsApart(block.range, CELL_GAP_HEIGHTS) : [];
    const parts = [
      ...values.filter((cell) => cell.x0 < labelEnd - line.height),
      ...(block.unit ? [block.unit] : []),
      ...range,
    ];
    const peeled = peelStatus(name);
    const status = named.status ?? block.status ?? peeled.status;
    out.push(cardLine(peeled.name, [...parts, ...(status ? [status] : [])], block.value));
    index = block.end;
  }
  return out;
}
