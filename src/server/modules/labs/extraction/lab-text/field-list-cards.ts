/**
 * Result cards that list their fields down the card, a label and its value to a line, as a
 * health record's portal prints them, often two cards side by side:
 *
 *   Hémoglobine                           Leucocytes
 *     Résultat              118 g/L         Résultat              7,4 ×10⁹/L
 *     Valeurs de référence  120 - 160 g/L   Valeurs de référence  4,0 - 11,0 ×10⁹/L
 *     Indicateur            Bas             Indicateur            Normal
 *     Date du prélèvement   2025-03-11      Date du prélèvement   2025-03-11
 *
 * Read as they stand, the name has no value on its line and each value line is named by its
 * label. Each card becomes the one line a table would print (its name, result, range and flag),
 * the card grid's way (side-by-side.ts); fields about the sample (its date, its specimen) are
 * left out.
 */
import { placedLineText, type PlacedLine } from '../placed-lines';
import { THAT_IS } from './count-after-share';
import { fieldLabelRole, type LabelRole } from './labelled-cards';
import { cardLine, cellOf, cellsApart, peelStatus, type Cell } from './side-by-side';
import { readTableHeader } from './table-header';

/** A label and its value stand this many text heights apart at least; a label's words closer. */
const FIELD_GAP_HEIGHTS = 1.5;
/** The plain words a card labels its result with, beyond a portal's 'Your value'. */
const RESULT_LABEL =
  /^(?:result|value|résultat|valeur|resultado|valor|risultato|valore|ergebnis|wert|messwert)$/iu;

interface Field {
  role: LabelRole;
  x0: number;
  value: Cell;
}

/** The field a card's label names, a plain 'Result' or 'Valeur' among them; null if none. */
export const fieldRoleOf = (label: string): LabelRole | null =>
  RESULT_LABEL.test(label.replace(/\s*:$/u, '').trim()) ? 'value' : fieldLabelRole(label);

/**
 * A line's cells, a label set a word's space from its value ('Résultat : 7,2 UI/L') parted at its
 * colon, and the same result given again in a second unit ('42 pg/mL  soit 154 pmol/L', in its
 * cell or in one of its own) left out: the member's result is the one printed first.
 */
function fieldCells(line: PlacedLine): Cell[] {
  return cellsApart(line, FIELD_GAP_HEIGHTS).flatMap((cell, index) => {
    const colon = cell.words.findIndex((word) => word.text.endsWith(':'));
    const parts =
      colon === -1 || colon === cell.words.length - 1
        ? [cell.words]
        : [cell.words.slice(0, colon + 1), cell.words.slice(colon + 1)];
    return parts.flatMap((words, part) => {
      const second = words.findIndex(
        (word, at) =>
          (at > 0 || index + part > 0) &&
          THAT_IS.test(word.text) &&
          /\d/.test(words[at + 1]?.text ?? ''),
      );
      if (second === 0) return [];
      return [cellOf(second === -1 ? words : words.slice(0, second))];
    });
  });
}

/** The line's fields when it holds only labels each followed by its value; else null. */
function fieldLine(line: PlacedLine): Field[] | null {
  const cells = fieldCells(line);
  if (cells.length < 2 || cells.length % 2 !== 0) return null;
  const fields: Field[] = [];
  for (let at = 0; at < cells.length; at += 2) {
    const role = fieldRoleOf(cells[at]!.text);
    if (!role) return null;
    fields.push({ role, x0: cells[at]!.x0, value: cells[at + 1]! });
  }
  return fields;
}

/** Where a card's field labels start differs from the next line's by no more than this (points). */
const SLACK = 4;
const sameColumns = (a: Field[], b: Field[]) =>
  a.length === b.length && a.every((field, at) => Math.abs(field.x0 - b[at]!.x0) <= SLACK);

/**
 * One line per card of the block whose title line is `title` and whose field lines are `rows`,
 * or null when the title does not name every card (a name over each card's labels).
 */
function unfoldBlock(title: PlacedLine, rows: Field[][], like: PlacedLine): PlacedLine[] | null {
  const names = cellsApart(title, FIELD_GAP_HEIGHTS);
  const starts = rows[0]!.map((field) => field.x0);
  const cards: PlacedLine[] = [];
  for (const [column, from] of starts.entries()) {
    const to = starts[column + 1] ?? Infinity;
    // The card's name stands over its labels, a little to the left (indented labels).
    const head = names.filter((cell) => cell.x0 < to - SLACK && cell.x1 > from - 3 * SLACK)[0];
    // A name may start with its number ('17-OH-progestérone', '25-OH vitamine D'), never be one.
    if (!head || !/^(?:\d{1,2}-?)?\p{L}/u.test(head.text)) return null;
    const fields = rows.map((row) => row[column]!);
    const of = (role: LabelRole) =>
      fields.filter((field) => field.role === role).map((field) => field.value);
    const result = of('value');
    if (result.length !== 1) return null;
    const { name, status } = peelStatus(head);
    cards.push(
      cardLine(
        name,
        [...result, ...of('unit'), ...of('range'), ...of('flag'), ...(status ? [status] : [])],
        like,
      ),
    );
  }
  return cards;
}

/**
 * Field lines that make cards: two at least, or one that gives each card its result alone
 * ('FSH' over 'Résultat :  7,2 UI/L', its ranges by phase of the cycle printed under it in words
 * no card labels: a French hormone report's two cards a row, every one of which was lost).
 */
function isCardBlock(title: PlacedLine, rows: Field[][]): boolean {
  if (rows.length >= 2) return true;
  // One line alone is a card's only when it gives each card a number for its result, never a
  // date ('Result  02/06/2025' under a table's header is the header's second line) nor words
  // ('Result  Reference / Interpretation' is a box's header), under names, not a table's header
  // nor a sample's labelled fields ('Specimen: Serum  Method: CLIA').
  const isResult = (field: Field) =>
    field.role === 'value' && /\d/.test(field.value.text) && !DATE.test(field.value.text);
  return (
    rows.length === 1 &&
    rows[0]!.every(isResult) &&
    !placedLineText(title).includes(':') &&
    readTableHeader(title) === null
  );
}

const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

/** The lines with every card that lists its fields down the card turned into one line per card. */
export function unfoldFieldListCards(input: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const title = input[index]!;
    const rows: Field[][] = [];
    let next = index + 1;
    for (; next < input.length && input[next]!.page === title.page; next++) {
      const fields = fieldLine(input[next]!);
      if (!fields || (rows[0] && !sameColumns(rows[0], fields))) break;
      rows.push(fields);
    }
    const cards =
      isCardBlock(title, rows) && !fieldLine(title)
        ? unfoldBlock(title, rows, input[index + 1]!)
        : null;
    if (!cards) {
      out.push(title);
      continue;
    }
    out.push(...cards);
    index = next - 1;
  }
  return out;
}
