/**
 * A portal's result blocks with a line of field labels between the test's name and its value, as
 * a patient portal prints them and a browser prints the portal:
 *
 *   Hämoglobin                                              erniedrigt
 *   Ihr Wert        Referenzbereich        Verlauf
 *   11,4g/dl        12,0 – 15,4 g/dl       11.09.24  12,1  02.03.24  12,4
 *
 * or two such cards side by side ('Su resultado' twice on the label line). The labels say which
 * of the value line's cells is the result, which the range and which the earlier results; each
 * block becomes one line per card (its name, result, range and status, as a card grid's card is
 * read: side-by-side.ts), the earlier results and the label line left out. Read as they stand,
 * the name had no value on its line and the value no name, and nothing was read.
 */
import type { PlacedLine } from '../placed-lines';
import { cardLine, cellsApart, peelStatus, statusCells, type Cell } from './side-by-side';

export type LabelRole = 'value' | 'unit' | 'range' | 'flag' | 'history' | 'aside';

/** The labels a portal prints over a result's fields, in the languages we read. */
const LABELS: [LabelRole, RegExp][] = [
  [
    'value',
    /^(?:your (?:value|result)|ihr (?:wert|ergebnis|messwert)|votre (?:résultat|valeur)|su (?:resultado|valor)|tu (?:resultado|valor)|il (?:tuo|suo) (?:valore|risultato))$/iu,
  ],
  [
    'range',
    /^(?:standard range|normal range|reference range|reference interval|referenzbereich|normbereich|referenzwerte|normwerte|valeurs? (?:de référence|normales|usuelles)|intervalle de référence|rango (?:de referencia|normal)|valores? (?:de referencia|normales)|intervallo di riferimento|valori (?:di riferimento|normali))$/iu,
  ],
  ['unit', /^(?:units?|einheit|unités?|unidad(?:es)?|unità)$/iu],
  [
    'flag',
    /^(?:flag|status|result status|indicator|interpretation|bewertung|kennzeichen|indicateur|statut|interprétation|indicador|estado|interpretación|indicatore|interpretazione)$/iu,
  ],
  [
    // Fields a card prints about the sample, not the result: left out.
    'aside',
    /^(?:(?:result|collection|collected|resulted|specimen|sample) date|date(?: collected| du prélèvement| de prélèvement)?|collected|resulted|specimen|sample|source|échantillon|prélèvement|spécimen|datum|probe|material|fecha(?: de (?:toma|muestra))?|muestra|data(?: prelievo)?|campione|lab|laboratory|ordered by|performed at)$/iu,
  ],
  [
    'history',
    /^(?:verlauf|vorwerte?|historique|antériorités?|historial|histórico|storico|past results|previous results?|history|trend)$/iu,
  ],
];

/** Words of one label stand closer than this many text heights; labels stand further apart. */
const LABEL_GAP_HEIGHTS = 1.5;

interface Label {
  role: LabelRole;
  x0: number;
}

/** The field a portal's label names ('Your Value', 'Standard Range:', 'Specimen'); null if none. */
export function fieldLabelRole(label: string): LabelRole | null {
  const text = label.replace(/\s*:$/u, '').trim();
  return LABELS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

function labelOf(cell: Cell): Label | null {
  const role = fieldLabelRole(cell.text);
  return role ? { role, x0: cell.x0 } : null;
}

/** The line's labels, left to right, when it holds nothing else and names a result at least. */
function labelLine(line: PlacedLine): Label[] | null {
  const labels = cellsApart(line, LABEL_GAP_HEIGHTS).map(labelOf);
  if (labels.length === 0 || labels.some((label) => label === null)) return null;
  const found = labels as Label[];
  return found.some((label) => label.role === 'value') ? found : null;
}

/** A name starts with a letter, or with its locant ('25-OH Vitamina D'). */
export const STARTS_LIKE_NAME = /^(?:\p{L}|\d[\d,]*-[\p{L}\d]*\p{L})/u;

/** Whether a cell says something: a bar drawn in dots and blocks says nothing. */
const isPrinted = (cell: Cell) => /[\p{L}\d]/u.test(cell.text);

/**
 * The cells of `line` from `from` to `to` (by where each starts), under the label each stands
 * under: the last label starting before it, a little slack allowed.
 */
function cellsUnder(line: PlacedLine, labels: Label[], from: number, to: number) {
  const slack = line.height;
  return cellsApart(line, LABEL_GAP_HEIGHTS)
    .filter((cell) => cell.x0 >= from - slack && cell.x0 < to - slack && isPrinted(cell))
    .map((cell) => ({
      cell,
      role: labels.filter((label) => label.x0 - slack <= cell.x0).at(-1)?.role ?? 'value',
    }));
}

/**
 * One line per card of a labelled block (its name line, label line and value line), or null when
 * the block is not one: each card needs a name that starts like one (a letter, or a locant:
 * '25-OH Vitamina D') and a value.
 */
function unfoldBlock(
  title: PlacedLine,
  labels: Label[],
  values: PlacedLine,
  statusApart: Cell[],
): PlacedLine[] | null {
  const starts = labels.filter((label) => label.role === 'value').map((label) => label.x0);
  const cards: PlacedLine[] = [];
  for (const [index, from] of starts.entries()) {
    const to = starts[index + 1] ?? Infinity;
    const own = labels.filter((label) => label.x0 >= from && label.x0 < to);
    const heads = cellsUnder(title, own, from, to).map(({ cell }) => cell);
    const fields = cellsUnder(values, own, from, to);
    const of = (wanted: LabelRole) =>
      fields.filter(({ role }) => role === wanted).map(({ cell }) => cell);
    const result = of('value');
    const [head, ...statuses] = heads;
    if (!head || !STARTS_LIKE_NAME.test(head.text) || result.length === 0) return null;
    const { name, status } = peelStatus(head);
    const parts = [
      ...result,
      ...of('unit'),
      ...of('range'),
      ...of('flag'),
      ...(status ? [status] : []),
      ...statuses,
      ...statusApart,
    ];
    cards.push(cardLine(name, parts, values));
  }
  return cards;
}

/** The lines with every labelled block turned into one line per card. */
export function unfoldLabelledCards(input: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < input.length; index++) {
    const line = input[index]!;
    const labels = labelLine(line);
    // The block's three lines stand on one page: a page's last line is no name over the next's.
    const title = out.at(-1)?.page === line.page ? out.at(-1) : undefined;
    const onPage = (at: number) => (input[at]?.page === line.page ? input[at] : undefined);
    // A status on a line of its own over the value ('Ihr Ergebnis' over 'Mangel' over '17,8
    // ng/ml'), as a home test's card prints it: the status is the card's, the value below it.
    const statuses = onPage(index + 1) ? statusCells(onPage(index + 1)!, LABEL_GAP_HEIGHTS) : null;
    const values = onPage(statuses ? index + 2 : index + 1);
    const cards =
      labels && title && values ? unfoldBlock(title, labels, values, statuses ?? []) : null;
    if (!cards) {
      out.push(line);
      continue;
    }
    out.splice(-1, 1, ...cards);
    index += statuses ? 2 : 1;
  }
  return out;
}
