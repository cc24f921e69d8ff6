/**
 * Results printed side by side with no table header: a direct-to-consumer card grid (each card a
 * name above its value, unit, range and a status word, two or three cards across) and an old
 * print with two results per line. Both are turned back into one line per result before the
 * parser reads them, so a card's value is never joined to its neighbour's name.
 */
import { THAT_IS } from './count-after-share';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { wordTable } from '#server/lib/word-table';
import { isIndexWord, looksLikeUnitByShape, parseNumber } from '../lab-line-tokens';
import { isBoilerplateLine } from '../lab-report-boilerplate';
import { placedLineText, type PlacedLine, type PlacedWord } from '../placed-lines';
import { mayBeCutName } from './cut-names';
import { isGaugeWord } from './drawn-bars';
import { isGenericResultWord, isNegatingWord } from './result-value';
import { sampleNamed } from './specimen-column';
import { datesAlone } from './stacked-headings';
import { headingRoleOf, type ColumnRole } from './table-header';

/** Cards and side-by-side tables stand at least this many text heights apart. */
const BLOCK_GAP_HEIGHTS = 2.2;

export interface Cell {
  words: PlacedWord[];
  x0: number;
  x1: number;
  text: string;
}

const cellsOf = (line: PlacedLine): Cell[] => cellsApart(line, BLOCK_GAP_HEIGHTS);

/** Words side by side as one cell. */
export const cellOf = (words: PlacedWord[]): Cell => ({
  words,
  x0: words[0]!.x0,
  x1: words.at(-1)!.x1,
  text: words.map((word) => word.text).join(' '),
});

/** A line's runs of words no more than `gapHeights` text heights apart, as cells. */
export function cellsApart(line: PlacedLine, gapHeights: number): Cell[] {
  const cells: Cell[] = [];
  for (const word of line.words) {
    const cell = cells.at(-1);
    if (cell && word.x0 - cell.x1 <= gapHeights * line.height) {
      cell.words.push(word);
      cell.x1 = word.x1;
      cell.text += ` ${word.text}`;
    } else cells.push({ words: [word], x0: word.x0, x1: word.x1, text: word.text });
  }
  return cells;
}

const startsWithLetter = (text: string) => /^\p{L}/u.test(text);
/** A heading's text without the rules it is set between ('— Emocromo —', '-- Lipids --'). */
const withoutRules = (text: string) => text.replace(/^[—–-]+\s*|\s*[—–-]+$/gu, '');

/** A card's value may print this many words: its number, unit, range and flag. */
const MAX_VALUE_WORDS = 4;
/**
 * The words of a card's value, a range in brackets or with its spacing closed up counted as one:
 * '15,2 g/dl   [13,5 - 17,5]', '224 mg/dL  (v.n. < 200) *' and '58 U/l [< 50] +' print as many
 * parts as '5,4 % 4,8-5,9'. A sentence under a name ('1. Day 3 FSH, LH and E2 within ...')
 * stays long.
 */
const valueWordCount = (cell: Cell) => {
  const words = cell.text
    .replace(/[([][^()[\]]*[)\]]/gu, ' range ')
    .replace(/(\d)\s*[-–]\s*(?=[<>≤≥]?\d)/gu, '$1-')
    .replace(/([<>≤≥])\s+(?=\d)/gu, '$1')
    .split(/\s+/u)
    .filter(Boolean);
  // The result again in a second unit ('2,41 g/L  soit 6,23 mmol/L') adds no part: the row
  // reader sets a 'soit' reading aside (count-after-share.ts's THAT_IS).
  const again = words.findIndex(
    (word, at) => THAT_IS.test(word) && /^\d/.test(words[at + 1] ?? ''),
  );
  return again > 0 ? again : words.length;
};
/** An arrow a status opens with ('▲ erhöht', '↓ low'). */
const ARROW_LEAD = /^[↑↓▲▼]\s*/u;
const ARROW_ALONE = /^[↑↓▲▼]$/u;
/**
 * A test's name: it starts with a letter, or with a locant before one ('25-OH-Vitamin D', '17-OH-',
 * OCR's '25-0OH-').
 */
const startsWithLocant = (text: string) => /^\d[\d,]*-[\p{L}\d]*\p{L}/u.test(text);
/** A share's sign before its name ('% Saturation', a portal's transferrin saturation card). */
const startsWithShareSign = (text: string) => /^%\s?\p{L}/u.test(text);
const startsLikeName = (text: string) =>
  startsWithLetter(text) || startsWithLocant(text) || startsWithShareSign(text);
const startsWithNumber = (text: string) => /^[<>≤≥]?\s*\d/.test(text);
/**
 * A cell of dates and times alone: the columns' dates under their headings ('Vorwert' over
 * '12.01.2024' when OCR sets the heading on the header line, 'Antérieur  Résultat' over
 * '2024-02-20 2024-03-13 06:45'), never a card's value; nor a card's name, over the times a
 * cumulative report prints under its dates ('14-Mar-25' over '09:05').
 */
const isDatesAlone = (cell: Cell) => (datesAlone(cell.words) ?? 0) > 0;

/** Whether every cell of `below` stands under a cell of `above`, left edges within two heights. */
function isAligned(above: Cell[], below: Cell[], height: number): boolean {
  return below.every((cell) =>
    above.some(
      (over) => standsUnder(cell, over, height) || (cell.x0 >= over.x0 && cell.x0 < over.x1),
    ),
  );
}

/**
 * A line of a card row's statuses or ranges printed right-aligned or centred ('High' under the
 * end of its card's value): at most one cell under each card, none left of the first card.
 */
function isOnePerCard(heads: Cell[], below: Cell[], height: number): boolean {
  const taken = new Set<number>();
  for (const cell of below) {
    let card = -1;
    heads.forEach((head, index) => {
      if (cell.x0 >= head.x0 - 2 * height) card = index;
    });
    if (card === -1 || taken.has(card)) return false;
    taken.add(card);
  }
  return true;
}

/**
 * A line of a card row's ranges and statuses ('Range 10 - 40  In range' under a short name):
 * every cell inside one card's column, ending before the next card starts, and at most two
 * cells to a card (a range and a status).
 */
function isWithinCards(heads: Cell[], below: Cell[], height: number): boolean {
  const perCard = new Map<number, number>();
  for (const cell of below) {
    const card = heads.findLastIndex((head) => cell.x0 >= head.x0 - 2 * height);
    const next = heads[card + 1];
    if (card === -1 || (next && cell.x1 > next.x0 - height)) return false;
    perCard.set(card, (perCard.get(card) ?? 0) + 1);
    if (perCard.get(card)! > 2) return false;
  }
  return true;
}

/** Lines a card row may take below its names: values, then status, range and a label. */
const MAX_CARD_LINES = 5;
/** Words a card's part may print ('Optimal: less than 200 mg/dL'); more is a sentence. */
const MAX_CARD_PART_WORDS = 6;

/** Words on a card that label its range or say it is in range: no part of the result. */
const CARD_LABEL_WORDS = new Set(
  [
    // 'Status: Normal', 'Status: High': the label of a card's status line.
    'status',
    'range',
    'ref',
    'ref.',
    'reference',
    'normal',
    'optimal',
    'lab',
    'target',
    'goal',
    'your',
    'result',
    'value',
    'standard',
    'ergebnis',
    'wert',
    'valeur',
    'in',
    'within',
    'rango',
    'referencia',
    'óptimo',
    'optimo',
    'en',
    'normal:',
    'plage',
    'référence',
    'reference:',
    'valeurs',
    'usuelles',
    'dans',
    'les',
    'normes',
    'norme',
    'bereich',
    'referenzbereich',
    'normbereich',
    'im',
    'optimum',
    'zielwert',
    'intervallo',
    'riferimento',
    'ottimale',
    'nella',
    'norma',
    // OCR joins the two words of 'In range' on a soft picture.
    'inrange',
    'range:',
    'rango:',
    'normale',
    'deseable',
  ].map((word) => word.toLowerCase()),
);
/**
 * A card's status in range, in one word ('HDL-cholestérol  Normal'): set after a name, it is the
 * status, not the last word of the name (no test's name ends with it).
 */
const IN_RANGE_STATUS = new Set([
  'normal',
  'normale',
  'norma',
  'normaal',
  'unauffällig',
  // 'In range' as OCR joins it on a soft picture ('FOLATE, SERUM  Inrange').
  'inrange',
  // A wellness app's judgement against its own optimal range, no laboratory's flag: the result
  // is judged against the laboratory's range like any other.
  'optimal',
  'borderline',
  'suboptimal',
  'sub-optimal',
  // The app's place against its own optimal range or target ('Below optimal', 'Above target'):
  // the laboratory's flag, where one is printed, is read from the laboratory's range.
  'above optimal',
  'below optimal',
  'above target',
  'below target',
  'at target',
  'on target',
  'within target',
  // 'Within normal limits', as US clinics abbreviate it.
  'wnl',
  'not optimal',
  // A longevity clinic's grades against its target ('Good', 'Fair'), no laboratory's flag.
  'good',
  'very good',
  'fair',
  'excellent',
  'healthy',
  'needs attention',
  'monitor',
  'ottimale',
  'óptimo',
  'optimo',
  'grenzwertig',
  'limite',
  'límite',
]);

/**
 * Out of range by its direction, as each language says it in words ('Sopra la norma', 'Unter dem
 * Referenzbereich', 'Por debajo del rango', 'Above reference range'): every word for above or below
 * with every name of the range. A pair of two languages is harmless: no report prints one.
 */
const ABOVE_WORDS = [
  'above',
  'sopra',
  'al di sopra',
  'por encima',
  'au-dessus',
  'au dessus',
  'über',
  'oberhalb',
];
const BELOW_WORDS = [
  'below',
  'sotto',
  'al di sotto',
  'por debajo',
  'en dessous',
  'en-dessous',
  'au-dessous',
  'unter',
  'unterhalb',
];
const RANGE_NAMES = [
  'range',
  'the range',
  'reference',
  'reference range',
  'the reference range',
  'normal range',
  'la norma',
  'il range',
  "l'intervallo",
  'i limiti',
  'del rango',
  'de lo normal',
  'del intervalo',
  'de referencia',
  'de la referencia',
  'de la norme',
  'des normes',
  'de la normale',
  "de l'intervalle",
  'des valeurs de référence',
  'der norm',
  'dem referenzbereich',
  'des referenzbereichs',
  'dem normbereich',
  'des normbereichs',
];
const DIRECTIONAL_STATUS = Object.fromEntries(
  RANGE_NAMES.flatMap((range) => [
    ...ABOVE_WORDS.map((above) => [`${above} ${range}`, 'H'] as const),
    ...BELOW_WORDS.map((below) => [`${below} ${range}`, 'L'] as const),
  ]),
);

/** A card's status line: out of range, in words ('High', 'Alto', 'Élevé', 'Erniedrigt'). */
const CARD_STATUS = wordTable<string>({
  ...DIRECTIONAL_STATUS,
  high: 'H',
  low: 'L',
  elevated: 'H',
  'above range': 'H',
  'below range': 'L',
  'out of range': '*',
  // Out of range without a direction, as cards in other languages print it ('Fuori norma').
  abnormal: '*',
  'fuori norma': '*',
  'fuori range': '*',
  'fuera de rango': '*',
  'hors norme': '*',
  'hors normes': '*',
  'außerhalb der norm': '*',
  alto: 'H',
  alta: 'H',
  bajo: 'L',
  baja: 'L',
  élevé: 'H',
  élevée: 'H',
  bas: 'L',
  basse: 'L',
  hoch: 'H',
  erhöht: 'H',
  niedrig: 'L',
  erniedrigt: 'L',
  tief: 'L',
  basso: 'L',
  elevato: 'H',
  // Above or below without naming the range, as a portal's tag says it ('▲ Au-dessus').
  'au-dessus': 'H',
  'au dessus': 'H',
  'au-dessous': 'L',
  'au dessous': 'L',
  'en dessous': 'L',
  'en-dessous': 'L',
  'por encima': 'H',
  'por debajo': 'L',
  oberhalb: 'H',
  unterhalb: 'L',
  // A home test's judgement in words ('Deficient', 'Mangel'): below the range it prints.
  raised: 'H',
  'above normal': 'H',
  'below normal': 'L',
  deficient: 'L',
  deficiency: 'L',
  insufficient: 'L',
  mangel: 'L',
  'zu niedrig': 'L',
  'zu hoch': 'H',
  carence: 'L',
  déficit: 'L',
  deficiencia: 'L',
  carenza: 'L',
});

/** Words of a cell that say something: not a number, a dash or a card's label word. */
const wordsOfText = (cell: Cell) =>
  cell.words.filter(
    (word) =>
      /\p{L}/u.test(word.text) && !CARD_LABEL_WORDS.has(word.text.toLowerCase().replace(/:$/, '')),
  ).length;

export const isLabelOnly = (text: string) =>
  text.split(/\s+/).every((word) => CARD_LABEL_WORDS.has(word.toLowerCase().replace(/:$/, '')));

/**
 * Whether a card's value stands under a name: their left edges within two text heights, or the
 * value's first word reaching from before the name's start to well past it (OCR boxes a large
 * printed value with a speck or a shadow on its left, '136' boxed from 70 px before the name
 * above it). The first word only: a value and its unit together reach under a status word.
 */
function standsUnder(value: Cell, name: Cell, height: number): boolean {
  const first = value.words[0]!;
  return (
    Math.abs(value.x0 - name.x0) <= 2 * height ||
    (first.x0 <= name.x0 && first.x1 >= name.x0 + height)
  );
}

/**
 * A card's name set close to its status ('Glucosa en ayunas  En rango', 'Colesterol LDL  Alto'),
 * read as one cell: the status words at its end are the card's status, not part of its name. At
 * least one word of the name is kept, and a single label word ('normal') is peeled only when it
 * is a status.
 */
/** A card's status standing alone ('Below range', 'In range', 'High', '▲ erhöht'). */
export function isStatusText(text: string): boolean {
  const plain = text.toLowerCase().replace(ARROW_LEAD, '').trim();
  // A flag an earlier reading set for a status ('Mangel' as 'L').
  if (/^(?:h|l|hh|ll)$/.test(plain)) return true;
  return (
    CARD_STATUS[plain] !== undefined ||
    isNoFlagStatus(plain) ||
    IN_RANGE_STATUS.has(plain.replace(/\s+/g, ''))
  );
}

/**
 * A wellness panel's judgement against a risk band or a desirable level ('Moderate cardiovascular
 * risk', 'Below desirable level'): a status as its own words say, with no laboratory flag in it.
 */
const RISK_OR_TARGET_STATUS =
  /^(?:(?:very )?(?:low|moderate|average|intermediate|increased|high)(?: (?:cardiovascular|cardiac|heart))? risk|(?:below |above |at |within )?desirable(?: level| range)?)$/;

/** A status in words that is no flag: in range, a clinic's grade, a risk band, a desirable level. */
const isNoFlagStatus = (lower: string) =>
  IN_RANGE_STATUS.has(lower) || RISK_OR_TARGET_STATUS.test(lower);

/** The line's cells when each is a status ('Mangel', 'Below range'); else null. */
export function statusCells(line: PlacedLine, gapHeights: number): Cell[] | null {
  const cells = cellsApart(line, gapHeights);
  return cells.length > 0 && cells.every((cell) => isStatusText(cell.text)) ? cells : null;
}

export function peelStatus(cell: Cell): { name: Cell; status: Cell | null } {
  let at = cell.words.length;
  while (at > 1) {
    const word = cell.words[at - 1]!.text.toLowerCase().replace(/:$/, '');
    if (!CARD_LABEL_WORDS.has(word) && !CARD_STATUS[word]) break;
    at -= 1;
  }
  const tail = cell.words.slice(at);
  const text = tail.map((word) => word.text).join(' ');
  const isStatus =
    CARD_STATUS[text.toLowerCase()] !== undefined ||
    isNoFlagStatus(text.toLowerCase()) ||
    (tail.length >= 2 && isLabelOnly(text));
  if (tail.length === 0 || !isStatus) return { name: cell, status: null };
  const kept = cell.words.slice(0, at);
  return {
    name: {
      words: kept,
      x0: cell.x0,
      x1: kept.at(-1)!.x1,
      text: kept.map((w) => w.text).join(' '),
    },
    status: { words: tail, x0: tail[0]!.x0, x1: cell.x1, text },
  };
}

/**
 * Whether a result stands on the line left of its would-be card names: the line is a table's row
 * whose range is labelled and set on the lines below ('Creatinine  0.68  mg/dL  Male:' over
 * '0.70 - 1.20'), not a row of cards named 'Male:'.
 */
function hasResultBeforeHeads(names: readonly Cell[], heads: readonly Cell[]): boolean {
  const first = heads[0];
  return names.some(
    (cell) =>
      first !== undefined &&
      cell.x1 < first.x0 &&
      !heads.includes(cell) &&
      startsWithNumber(cell.text) &&
      !startsWithLocant(cell.text) &&
      !isDatesAlone(cell),
  );
}

/**
 * A card grid's rows turned into one line per card: a line of two or more names, aligned with a
 * line of as many numbers (or result words: 'Negative', 'Non-reactive') under it, starts a row of cards; the aligned lines below it, until the
 * next line of names, are the rest of each card.
 */
export function unfoldCardGrids(
  input: readonly PlacedLine[],
  testOf: (name: string) => string | null,
): PlacedLine[] {
  const lines = joinWrappedCardNames(withoutNameSubtitles(input, testOf));
  const out: PlacedLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const { first, statuses } = valuesLineOf(lines, index);
    const following = lines[first];
    // A card's value stands on its name's page: the last line of a page (a phone's tab bar) is
    // no name over the next page's first (its status bar: '10:23  4G 71%').
    const next = following?.page === line.page ? following : undefined;
    // A card's status may stand on its value's line ('218 mg/dL  Above range', set in small type
    // beside a large value): words there are a status, not a value of their own.
    // A value set close after its left neighbour's earlier result ('Prev 171 | Jan 2025  165')
    // starts a cell where it starts under its name.
    const printedValues = next
      ? splitAtCards(cellsOf(next), nameStarts(line, testOf), line.height, (word) =>
          startsWithNumber(word.text),
        )
          .filter((cell) => !isBesideAValue(cell))
          .map(withoutLeadingLabel)
      : [];
    const bounds = gaugeBounds(printedValues, cellsOf(line), line.height);
    const values = printedValues.filter((cell) => !bounds.has(cell));
    const boundWords = new Set([...bounds].flatMap((cell) => cell.words));
    const names = cutAtValues(cellsOf(line), values, line.height);
    // Each card's name stands over its value; a status printed beside the name ('High',
    // 'Nella norma') stands over nothing and belongs to the card on its left.
    const under = names.filter((cell) =>
      values.some((value) => standsUnder(value, cell, line.height)),
    );
    const heads = under.length > 0 ? under : headsOverIndentedValues(names, values, line.height);
    if (!isCardRow(names, heads, values)) {
      out.push(line);
      continue;
    }
    // A card whose value is not on its neighbours' line (set in another size, or on the line
    // below): its name is a card of its own, read from the lines under it, never a part of the
    // card on its left, whose row would then be named after it (HDL shown with the total
    // cholesterol's 214, set 270).
    const cardHeads = [...heads, ...namesWithoutValue(names, heads, testOf)].sort(
      (a, b) => a.x0 - b.x0,
    );
    const cards = cardHeads.map((cell) => {
      const { name, status } = peelStatus(cell);
      return { name, parts: status ? [status] : ([] as Cell[]) };
    });
    // A range printed on the name's line goes after the value: read first, it would be taken for
    // a range printed before the result, and its bound for the result where the value is lost.
    const rangesBeside: { card: (typeof cards)[number]; cell: Cell }[] = [];
    for (const cell of names) {
      if (cardHeads.includes(cell)) continue;
      const left = cards.filter((card) => card.name.x0 < cell.x0).at(-1);
      if (left && LABELLED_RANGE.test(cell.text.toLowerCase()))
        rangesBeside.push({ card: left, cell });
      else if (left && !isUnknownStatusBeside(cell) && !isCategoryTagBeside(cell, testOf))
        left.parts.push(cell);
    }
    let last = index;
    // A card prints its value and then a few short lines (status, range, a label): a longer cell
    // or a fifth line is the page going on (a footer, a comment).
    const lastPart = Math.min(lines.length - 1, first - 1 + MAX_CARD_LINES);
    for (let below = first; below <= lastPart; below++) {
      // A page's footer under the last card ('Seite 1 von 2' at the right margin) is the page's:
      // right of a card alone in its row it would read as the card's range or status.
      if (below > first && isBoilerplateLine(placedLineText(lines[below]!))) break;
      const printed = cellsOf(lines[below]!);
      const cells = splitAtCards(printed, cardHeads, line.height);
      // A sentence (a footer, a comment) is no part of a card, even cut where cards start.
      const isSentence = printed.some((cell) => wordsOfText(cell) > MAX_CARD_PART_WORDS);
      if (isSentence || cells.some((cell) => cell.words.length > MAX_CARD_PART_WORDS)) break;
      // A status set beside a name may open with its arrow ('▲ erhöht'): still a line of words.
      // A heading set between rules ('— Funzionalità epatica —') is a line of words too, read
      // as printed: cut where the cards start, its rule would stand apart.
      const heading = printed.length === 1 ? withoutRules(printed[0]!.text) : null;
      const isWordsLine =
        cells.every((cell) => startsWithLetter(cell.text.replace(ARROW_LEAD, ''))) ||
        (heading !== null && startsWithLetter(heading));
      if (below > first && isWordsLine) {
        // The next row of names (one card alone, too): another row of cards starts here when
        // results, not a range, stand under it.
        // Under a line of the cards' categories ('HEART HEALTH  METABOLIC'), the names come a
        // line later.
        const after = lines[below + 1];
        const isStatuses = cells.every((cell) => isBesideAValue(cell) || isLabelOnly(cell.text));
        const isNamesAbove =
          !isStatuses &&
          after !== undefined &&
          cellsOf(after).every((cell) => startsWithLetter(cell.text));
        // A line of statuses over the cards' ranges ('In range  Above range' over '< 6.0  < 3.0')
        // is the cards' own, not the next row's names over its values.
        if (
          (!isStatuses && (isResultLine(after) || areWordResultsUnder(printed, after))) ||
          (isNamesAbove && isResultLine(lines[below + 2]))
        )
          break;
        // A section heading between rows of cards ('Nutritional Markers'): words alone, one
        // cell, neither a status nor a label a card prints.
        const only = heading;
        // A panel's count of tests may follow it ('BASIC METABOLIC PANEL (8)'), a comment's
        // label ends with its colon ("Dr Lindqvist's comment:"), and a ratio's panel names both
        // its tests ('MICROALBUMIN/CREATININE RATIO, URINE').
        const isHeading =
          only !== null &&
          (/^[\p{L}][\p{L} ,.&'’()/-]*(?:\(\d{1,3}\)|:)?$/u.test(only) ||
            isHeadingOfNamedTests(only)) &&
          // A unit on a line of its own ('uIU/mL' under a large value) is the card's.
          !looksLikeUnitByShape(only) &&
          !CARD_STATUS[only.toLowerCase()] &&
          !isLabelOnly(only);
        if (isHeading) break;
      }
      const isAlignedBelow = isAligned(cardHeads, cells, line.height);
      // The values' own line was judged above, its units and statuses beside them too.
      const isInCards =
        below === first ||
        isOnePerCard(cardHeads, cells, line.height) ||
        isWithinCards(cardHeads, cells, line.height);
      if (!isAlignedBelow && !isInCards) break;
      for (const cell of cells) {
        if (below === first && cell.words.every((word) => boundWords.has(word))) continue;
        const card = isAlignedBelow
          ? nearestCard(cards, cell)
          : cardAbove(cards, cell, line.height);
        card.parts.push(cell);
      }
      last = below;
    }
    for (const { card, cell } of rangesBeside) card.parts.push(cell);
    for (const cell of statuses ?? []) nearestCard(cards, cell).parts.push(cell);
    for (const card of cards) {
      const range = gaugeRange(
        [...bounds].filter((cell) => cardAbove(cards, cell, line.height) === card),
      );
      if (range) card.parts.push(range);
      out.push(cardLine(card.name, withoutComments(card.parts, testOf), line));
    }
    index = last;
  }
  return out;
}

/**
 * A section heading whose words carry digits only inside tests' names ('Vitamin B12 and
 * Folate', 'HbA1c and Glucose'): every word holds a letter, so no number stands alone as a
 * result would. Read as a card's part, it joined the card above it and lost its row.
 */
function isHeadingOfNamedTests(text: string): boolean {
  const words = text.split(/\s+/u);
  return (
    /^\p{L}/u.test(text) &&
    words.length >= 2 &&
    words.some((word) => /\d/.test(word)) &&
    words.every((word) => /^[\p{L}][\p{L}\d-]*$/u.test(word) || /^(?:&|\/|-)$/u.test(word))
  );
}

/**
 * The names of a row of cards with no value under them that name a test we know: a card each,
 * whose value stands on a line below.
 */
function namesWithoutValue(
  names: readonly Cell[],
  heads: readonly Cell[],
  testOf: (name: string) => string | null,
): Cell[] {
  return names.filter(
    (cell) =>
      !heads.includes(cell) &&
      isCardName(cell) &&
      !isStatusText(cell.text) &&
      !LABELLED_RANGE.test(cell.text.toLowerCase()) &&
      testOf(cell.text) !== null,
  );
}

/**
 * A card's parts without its comment: words of two or more, no number among them, no status
 * ('Above range') and no test's name, after the card's number ('Eisenversorgung unzureichend', 'Wert an der unteren Grenze' under
 * a consumer lab's card, set 280). Read as cells of the result, they made the card no row. A
 * test's name among the parts (the next row's, taken in) stays: the line is parted at it later.
 */
function withoutComments(parts: Cell[], testOf: (name: string) => string | null): Cell[] {
  const firstNumber = parts.findIndex((part) => /\d/.test(part.text));
  return parts.filter(
    (part, index) =>
      firstNumber < 0 ||
      index < firstNumber ||
      part.words.length < 2 ||
      /\d/.test(part.text) ||
      isStatusText(part.text) ||
      testOf(part.text) !== null,
  );
}

/** Whether names over values are a row of cards: a value under each name, and only those. */
function isCardRow(names: Cell[], heads: Cell[], values: Cell[]): boolean {
  return (
    heads.length >= 1 &&
    heads.length === values.length &&
    heads.every(
      (cell) => startsLikeName(cell.text) && !endsWithResult(cell.text) && !isDatesAlone(cell),
    ) &&
    // A name that starts with its locant ('25-OH vitamine D' under a heading 'Vitamines') starts
    // with a number too, but is no card's value.
    values.every(
      (cell) =>
        ((startsWithNumber(cell.text) && !startsWithLocant(cell.text)) ||
          isGenericResultWord(cell.text)) &&
        !isDatesAlone(cell) &&
        valueWordCount(cell) <= MAX_VALUE_WORDS,
    ) &&
    // Words under names are cards only when every name has one: a card whose word stands on
    // another line would take its neighbour's, or its expected word, as its result.
    (values.every((cell) => startsWithNumber(cell.text)) || heads.length === names.length) &&
    !hasResultBeforeHeads(names, heads) &&
    !isYearWrappedUnderRow(names, heads, values)
  );
}

const YEAR_ALONE = /^(?:19|20)\d\d$/;

/**
 * Whether the 'values' are the end of a table row's name wrapped under it: a year alone ('eGFR
 * CKD-EPI  59 *  75  72  ml/min/1,73 m²' over '2021', a cumulative table's wrapped name) under a
 * name whose own line already prints results beside it. Read as a card, the row lost its columns
 * and showed the oldest result as the current one (ADR 081 item 551).
 */
function isYearWrappedUnderRow(names: readonly Cell[], heads: readonly Cell[], values: Cell[]) {
  return (
    values.every((cell) => YEAR_ALONE.test(cell.text)) &&
    heads.every((head) =>
      names.some(
        (cell) =>
          cell.x0 > head.x1 &&
          !heads.includes(cell) &&
          startsWithNumber(cell.text) &&
          !isDatesAlone(cell) &&
          !heads.some((other) => other.x0 > head.x1 && other.x0 < cell.x0),
      ),
    )
  );
}

/**
 * Where the values of the cards named on line `index` stand: the line under the names, or the one
 * after it when a line of the cards' labels stands between ('Normal range' over each card's value
 * and drawn range), a line of their statuses ('BORDERLINE  HIGH  OPTIMAL') or of their labelled
 * ranges ('Lab range < 5.0  Lab range 4 - 15'), which are the cards' own.
 */
function valuesLineOf(
  lines: readonly PlacedLine[],
  index: number,
): { first: number; statuses: Cell[] | null } {
  const between = lines[index + 1];
  const statuses =
    between?.page === lines[index]!.page
      ? (statusCells(between, BLOCK_GAP_HEIGHTS) ?? labelledRangeCells(between))
      : null;
  const isBetween = between !== undefined && (isLabelsOnlyLine(between) || statuses !== null);
  return { first: isBetween ? index + 2 : index + 1, statuses };
}

/** The line's cells when each is a labelled range ('Lab range 70 - 99'); else null. */
function labelledRangeCells(line: PlacedLine): Cell[] | null {
  const cells = cellsOf(line);
  return cells.length > 0 && cells.every((cell) => LABELLED_RANGE.test(cell.text.toLowerCase()))
    ? cells
    : null;
}

/** A line of card labels alone ('Normal range  Normal range', 'Your result'): no value, no name. */
function isLabelsOnlyLine(line: PlacedLine): boolean {
  const cells = cellsOf(line);
  return cells.length > 0 && cells.every((cell) => isLabelOnly(cell.text));
}

/**
 * One word set apart beside a card's name, over no value, that we know neither as a flag nor as
 * a status ('WNL', 'Watch', 'Ideal'): a card's status in the clinic's own words. Kept, it would be
 * read as the card's result and lose the number; the flag comes from the value and its range.
 * Flags we know are kept (cardLine reads them), and so is any cell with a digit or a bracket.
 */
function isUnknownStatusBeside(cell: Cell): boolean {
  const text = cell.text.replace(ARROW_LEAD, '');
  return (
    cell.words.length === 1 &&
    /^\p{L}[\p{L}-]{1,15}$/u.test(text) &&
    CARD_STATUS[text.toLowerCase()] === undefined &&
    !isGenericResultWord(text)
  );
}

/**
 * A card's category in capitals set apart beside its name, over no value ('Glucosio  CHIMICA
 * CLINICA', 'Creatinina  FUNZIONE RENALE', as a regional health record's cards print it): no test
 * we know and no status. Kept, it was read as the card's result or the end of its name.
 */
function isCategoryTagBeside(cell: Cell, testOf: (name: string) => string | null): boolean {
  return (
    cell.words.length <= 4 &&
    cell.words.every((word) => /^[\p{Lu}&]{2,}$/u.test(word.text)) &&
    CARD_STATUS[cell.text.toLowerCase()] === undefined &&
    !isGenericResultWord(cell.text) &&
    testOf(cell.text) === null
  );
}

/**
 * The numbers on a card row's values line that are a drawn gauge's bounds ('5.4 mmol/L  5.5'
 * under 'Total cholesterol', the gauge itself dropped as a drawing, portal-controls.ts): bare
 * numbers standing under no name, on a line where every other value stands under one. A card
 * prints one value under its name; the numbers beside it mark where its range ends.
 */
function gaugeBounds(values: Cell[], names: Cell[], height: number): Set<Cell> {
  const isUnderAName = (value: Cell) => names.some((name) => standsUnder(value, name, height));
  const under = values.filter(isUnderAName);
  const stray = values.filter((value) => !isUnderAName(value));
  const isBound = (cell: Cell) => /^[<>≤≥]?\d+(?:[.,]\d+)?$/.test(cell.text);
  if (under.length < 2 || stray.length === 0 || !stray.every(isBound)) return new Set();
  // Each bound follows a value under a name on its card's side: right of it, before the next.
  const isAfterAValue = (cell: Cell) => under.some((value) => value.x1 < cell.x0);
  return new Set(stray.filter(isAfterAValue));
}

/**
 * A card's range from the two bounds printed at the ends of its drawn gauge ('4.0 [───●──] 6.0'),
 * low before high; null unless there are exactly two such.
 */
function gaugeRange(cardBounds: Cell[]): Cell | null {
  if (cardBounds.length !== 2) return null;
  const [low, high] = [...cardBounds].sort((a, b) => a.x0 - b.x0) as [Cell, Cell];
  // The reader's own number parsing: '5,5' is a decimal, '1,000' a thousand.
  const lowValue = parseNumber(low.text, 'dot');
  const highValue = parseNumber(high.text, 'dot');
  if (lowValue === null || highValue === null || !(lowValue < highValue)) return null;
  const words = [...low.words, { ...low.words.at(-1)!, text: '-' }, ...high.words];
  return { words, x0: low.x0, x1: high.x1, text: `${low.text} - ${high.text}` };
}

/**
 * A card's value with the label printed before it taken off ('Your value  11.8 x10E3/uL',
 * 'Ergebnis: 5,2'): the value's cell starts at its number.
 */
function withoutLeadingLabel(cell: Cell): Cell {
  const at = cell.words.findIndex(
    (word) => !CARD_LABEL_WORDS.has(word.text.toLowerCase().replace(/:$/, '')),
  );
  if (at <= 0 || !startsWithNumber(cell.words[at]!.text)) return cell;
  const words = cell.words.slice(at);
  return { words, x0: words[0]!.x0, x1: cell.x1, text: words.map((word) => word.text).join(' ') };
}

/** How far right of its name a card's value may start (a portal's indent, not another card). */
const MAX_VALUE_INDENT_HEIGHTS = 12;

/**
 * The names of a card row whose values are set indented under them rather than at their start (a
 * patient portal's 'WBC' over '11.8 x10E3/uL' a few letters in): each name in turn with the one
 * value that starts after it, within a card's width, and ends before the next name. A status set
 * beside a name ('WBC  High') is no name. None when the line is not so.
 */
function headsOverIndentedValues(names: Cell[], values: Cell[], height: number): Cell[] {
  const heads = names.filter((cell) => !isBesideAValue(cell));
  const isIndentedUnder = (name: Cell, at: number) => {
    const value = values[at]!;
    const next = heads[at + 1];
    return (
      value.x0 > name.x0 &&
      value.x0 - name.x0 <= MAX_VALUE_INDENT_HEIGHTS * height &&
      (next === undefined || value.x1 < next.x0)
    );
  };
  return heads.length === values.length && heads.every(isIndentedUnder) ? heads : [];
}

/**
 * A line of a card row's results: each cell a number that is no range ('218 mg/dL'), but for a
 * status or a unit set beside one.
 */
function isResultLine(line: PlacedLine | undefined): boolean {
  if (line === undefined) return false;
  const results = cellsOf(line).filter((cell) => !isBesideAValue(cell));
  return (
    results.length > 0 &&
    results.every((cell) => startsWithNumber(cell.text) && !/\d\s*[-–]\s*\d/.test(cell.text))
  );
}

/**
 * A line of word results ('Positive  Negative  Negative') under as many names: the next row of a
 * grid of screens, each name over its answer, not more of the cards above.
 */
function areWordResultsUnder(names: Cell[], line: PlacedLine | undefined): boolean {
  if (line === undefined) return false;
  const results = cellsOf(line);
  return (
    results.length === names.length &&
    results.every((cell) => isGenericResultWord(cell.text) && !isBesideAValue(cell))
  );
}

/** A gauge drawn in characters beside a card's value: it shows the value; it is none. */
const isDrawnGauge = (cell: Cell) => isGaugeWord(cell.text.replace(/\s/g, ''));

/**
 * A cell set beside a card's large value on its line: its status ('Above range', 'In range',
 * 'Borderline') or its unit set apart in smaller type ('2.4  mg/L'). Only these: a word of a
 * test's name ('Sodium') or a column's ('MRMC') is no card's part.
 */
/**
 * Seconds and minutes in letters, as a clotting card prints them beside its value ('14.8  seg',
 * '46  sec'): no value of their own. Units with a slash or '%' are told by their shape. Not every
 * unit of letters: 'mmHg' beside a blood gas table's result made the table's header a row of
 * cards.
 */
const LETTER_UNITS = new Set(['s', 'sec', 'secs', 'seg', 'sek', 'min']);

const isBesideAValue = (cell: Cell) => {
  const text = cell.text.toLowerCase();
  const status = text.replace(ARROW_LEAD, '');
  return (
    isDrawnGauge(cell) ||
    // A lone arrow set apart at the card's right edge ('5,9 %        ↑'): the card's flag.
    ARROW_ALONE.test(cell.text) ||
    CARD_STATUS[status] !== undefined ||
    isNoFlagStatus(status) ||
    BESIDE_STATUS.has(status) ||
    /^(?:%|[^\s/]{0,6}\/\S{1,12}(?:\s[A-Z]{2,4})?)$/u.test(cell.text) ||
    LETTER_UNITS.has(text) ||
    LABELLED_RANGE.test(text) ||
    // 'Optimal < 1.0' beside the value: the clinic's target, which cardLine drops beside the
    // laboratory's range.
    (OPTIMAL_RANGE_LABEL.test(cell.text) && /\d/.test(cell.text)) ||
    // 'Prev 224 | Jan 2025' beside the value: an earlier result, which cardLine drops.
    isEarlierResultText(cell.text) ||
    isLabelledDate(cell) ||
    // 'Your value' under the value, 'im Normbereich' beside it: a card's labels, no result.
    isLabelOnly(cell.text)
  );
};

/**
 * A card's range with its label, set beside its value or its name ('124 g/l   Referenz
 * 120–160', 'Normbereich: < 50 U/L', 'Standard range: 3.4 - 10.8 x10E3/uL', as apps and patient
 * portals print them): a part of the card, never a value of its own.
 */
/** A range with its label before it ('Standard range: 3.4 - 10.8 x10E3/uL', 'Réf. 4,0 - 5,6'). */
export const isLabelledRange = (text: string) => LABELLED_RANGE.test(text.toLowerCase());

// The unit after the bounds starts with a letter or a sign, or is a power of ten written with a
// star or caret ('Range: 4 - 11 10*9/L', as the NHS app prints a count's range).
const LABELLED_RANGE =
  /^(?:ref(?:erenz|erence|\.)?|v\.\s?[rn]\.|r[ée]f[ée]rence|referencia|normes?|norm|rango|rif(?:\.|erimento)?|normal(?:bereich)?|range|(?:ref(?:erence|\.)?|standard|normal|biological|lab(?:oratory)?) (?:range|interval)|normbereich|referenzbereich|referenzwerte?|normwerte?|valeurs? (?:de r[ée]f[ée]rence|usuelles|normales)|valori di riferimento|intervalo de referencia|rango de referencia|valores? de referencia)\s*:?\s*[<>≤≥]?\s*\d[\d.,']*(?:\s*[–-]\s*\d[\d.,']*)?(?:\s+(?:[^\s\d]\S{0,15}|10[*^]\d{1,2}\/\S{1,6}))?(?:\s+\((?:negative|positive|n[ée]gati(?:f|ve|v|vo)|positi(?:f|ve|v|vo)|normal)\))?$/u;

/**
 * A card's time of sampling beside its value ('Entnahme: 31.01.2025, 07:45', 'Collected:
 * 03/11/2025'): when, not what.
 */
function isLabelledDate(cell: Cell): boolean {
  const [label, ...rest] = cell.words;
  if (!label || rest.length === 0 || !/^\p{L}[\p{L}.-]*:$/u.test(label.text)) return false;
  const words = rest.map((word) => ({ ...word, text: word.text.replace(/,$/, '') }));
  return (datesAlone(words) ?? 0) > 0;
}

/** Statuses a card prints beside its value besides those above: in range, or near its edge. */
const BESIDE_STATUS = new Set([
  'in range',
  'within range',
  'borderline',
  'optimal',
  'en rango',
  // 'CHECK' beside a qualitative card's 'Trace': a word to look at, beside the value, not one.
  'check',
]);

/**
 * A card's earlier result ('Previous (Oct 2024): 231', 'Last: 201 (Jan 2024)', 'Vorwert: 5,1', 'up from 5.8 (Aug 2024)',
 * 'was 30 last year'): history, not this one.
 */
const EARLIER_RESULT =
  /^(?:previous|previously|prev\.?|prior|last(?: result| value| test| reading)?|earlier|was|(?:up|down) from|vorwert|vorher|zuvor|précédemment|vorbefund|antérieur|anterieur|antériorité|anterior|precedente|précédent|precedent)\b/iu;

export const isEarlierResultText = (text: string) => EARLIER_RESULT.test(text);

/**
 * Names of cards set closer than a column gap ('Thyroid Stimulating Hormone (TSH)  Free T4', a
 * long name reaching to the next card), cut where a word starts over a value of its own: each
 * card's value stands under its name's start. Only over a line of values.
 */
function cutAtValues(names: Cell[], values: Cell[], height: number): Cell[] {
  const numbers = values.filter((value) => startsWithNumber(value.text));
  if (numbers.length < 2) return names;
  const startsOverValue = (word: PlacedWord) =>
    numbers.some((value) => Math.abs(value.x0 - word.x0) <= height);
  return names.flatMap((cell) => {
    const parts: Cell[] = [];
    cell.words.forEach((word, at) => {
      const part = parts.at(-1);
      if (part && !(at > 0 && startsOverValue(word))) {
        part.words.push(word);
        part.x1 = word.x1;
        part.text = `${part.text} ${word.text}`;
      } else parts.push({ words: [word], x0: word.x0, x1: word.x1, text: word.text });
    });
    return parts;
  });
}

/** The most words a card's status prints ('Above reference range'). */
const MAX_STATUS_WORDS = 3;

/**
 * Where the names on a line of card names start: a cell's first word, or the word after a status
 * set close before it ('Above range  LDL Cholesterol', the status of the card on its left); never
 * a word of a status. Each as a cell of its one word, for splitAtCards.
 */
function nameStarts(line: PlacedLine, testOf: (name: string) => string | null): Cell[] {
  const cells = cellsOf(line);
  // A category tag beside a test's name starts no card: cut there, the card's range under it
  // was parted from its label.
  const isTagAfterTest = (cell: Cell, at: number) =>
    at > 0 && isCategoryTagBeside(cell, testOf) && testOf(cells[at - 1]!.text) !== null;
  return cells
    .filter((cell, at) => !isTagAfterTest(cell, at))
    .flatMap((cell) => {
      const starts: Cell[] = [];
      let opensName = true;
      for (let at = 0; at < cell.words.length;) {
        const status = statusLengthAt(cell.words, at);
        if (status > 0) {
          at += status;
          opensName = true;
          continue;
        }
        const word = cell.words[at]!;
        if (opensName) starts.push({ words: [word], x0: word.x0, x1: word.x1, text: word.text });
        opensName = false;
        at += 1;
      }
      return starts;
    });
}

/** How many words from `at` are a status ('Above range'), the longest first; 0 when none. */
function statusLengthAt(words: readonly PlacedWord[], at: number): number {
  for (let length = Math.min(MAX_STATUS_WORDS, words.length - at); length >= 1; length--)
    if (isStatusText(cellText(words.slice(at, at + length)))) return length;
  return 0;
}

const cellText = (words: readonly PlacedWord[]) => words.map((word) => word.text).join(' ');

/**
 * A card row's line of ranges set close together ('Range 7 - 45  In range  Range 10 - 40  In
 * range'), read as one cell by its gaps, cut again where a word starts under another card's name;
 * on a values line only where a number does (`mayStart`): a value set close after its neighbour's
 * earlier result, while a word under a name's start ('NEG' under a strip's 'NEG') stays as printed.
 */
function splitAtCards(
  cells: Cell[],
  heads: Cell[],
  height: number,
  mayStart: (word: PlacedWord) => boolean = () => true,
): Cell[] {
  return cells.flatMap((cell) => {
    const parts: Cell[] = [];
    for (const word of cell.words) {
      const part = parts.at(-1);
      const startsCard =
        mayStart(word) && heads.some((head) => Math.abs(head.x0 - word.x0) <= height);
      if (part && !startsCard) {
        part.words.push(word);
        part.x1 = word.x1;
        part.text += ` ${word.text}`;
      } else parts.push({ words: [word], x0: word.x0, x1: word.x1, text: word.text });
    }
    return parts;
  });
}

/**
 * A card's name: words, not a status or a range label, with no number standing alone but a year
 * ('eGFR CKD-EPI 2021'); digits inside a word with letters are a name's ('B12', '25-OH', 'T4,'),
 * and so is a number cut by a hyphen at the line's end ('Vitamin D, 25-', 'Vitamine D (25-').
 */
const isCardName = (cell: Cell) =>
  startsLikeName(cell.text) &&
  !CARD_STATUS[cell.text.toLowerCase()] &&
  !isLabelOnly(cell.text) &&
  cell.words.every(
    (word) =>
      !/\d/.test(word.text) ||
      /\p{L}/u.test(word.text) ||
      /^(?:19|20)\d\d$/.test(word.text) ||
      /^\(?\d+-$/.test(word.text),
  );

/** How far a wrapped name's type size may differ from its first line's, as a share of it. */
const WRAP_SIZE_TOLERANCE = 0.1;

/** A card name may wrap onto this many lines below its first ('THYROID STIMULATING' / 'HORMONE'). */
const MAX_NAME_WRAPS = 2;

/**
 * Card names too long for their card wrap onto the next line, under their own start:
 *
 *     ALANINE AMINOTRANSFERASE   AST      GAMMA-GLUTAMYL
 *                                         TRANSFERASE
 *     12 U/L                     30 U/L   16 U/L
 *
 * The wrapped words are joined to the name above them, so the line of names stands right over
 * its line of values again. A line is taken as a wrap only when all of it is words (no number),
 * each cell stands under a name of the line above, and a line of as many numbers as there are
 * names follows, each under a name: a heading, a comment or a table's next row never is.
 */
function joinWrappedCardNames(lines: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const names = cellsOf(line);
    let wraps = 0;
    while (wraps < MAX_NAME_WRAPS && index + wraps + 2 < lines.length) {
      const wrap = lines[index + wraps + 1]!;
      const cells = cellsOf(wrap);
      // A wrapped qualifier in brackets is words too ('Colesterol LDL' / '(calculado)'), and so
      // is a word with digits among its letters ('Vitamin D3', 'A1c'); a number alone is not.
      const isWords = cells.every(
        (cell) =>
          startsWithLetter(cell.text.replace(/^\(/, '')) &&
          cell.words.every((word) => !/\d/.test(word.text) || /\p{L}/u.test(word.text)) &&
          cell.words.length <= 3 &&
          // A label ('Method: ECLIA', 'Interpretation:') is no part of a name.
          !cell.text.includes(':'),
      );
      // Nor is a line of the cards' statuses ('OPTIMAL  HIGH  BORDERLINE' under the names).
      const isStatuses = cells.every((cell) => isStatusText(cell.text));
      const underNames = cells.every((cell) =>
        names.some((name) => Math.abs(name.x0 - cell.x0) <= wrap.height),
      );
      // A name goes on in its own type size: a section heading in larger type over a lone card
      // ('Diabetes' over 'HbA1c') is no first half of its name. (Lines read by OCR all carry
      // the page's text height, so this holds back only text PDFs' headings.)
      const isSameSize = Math.abs(wrap.height - line.height) <= WRAP_SIZE_TOLERANCE * line.height;
      if (!isWords || isStatuses || !underNames || !isSameSize || wrap.page !== line.page) break;
      wraps += 1;
      const values = cellsOf(lines[index + wraps + 1]!);
      // The names with a value under them; a status printed beside a name stands over nothing.
      const heads = names.filter((name) =>
        values.some((value) => standsUnder(value, name, line.height)),
      );
      const valuesUnderNames =
        heads.length >= 1 &&
        heads.every(isCardName) &&
        values.length === heads.length &&
        // A numbered sentence ('1. Day 3 FSH, LH and E2 within ...') is no card's value.
        values.every(
          (value) => startsWithNumber(value.text) && valueWordCount(value) <= MAX_VALUE_WORDS,
        ) &&
        cells.every((cell) => heads.some((head) => Math.abs(head.x0 - cell.x0) <= wrap.height));
      if (!valuesUnderNames) continue;
      const wrapped = lines.slice(index + 1, index + wraps + 1).flatMap((w) => w.words);
      const words = line.words.map((word) => ({ ...word }));
      for (const word of wrapped) {
        // Appended after the last word of the name it stands under, as a narrow word: the names
        // right of it keep their places over their values.
        const name = names.reduce((best, cell) =>
          Math.abs(cell.x0 - word.x0) < Math.abs(best.x0 - word.x0) ? cell : best,
        );
        const last = words.findLastIndex((w) => w.x0 >= name.x0 - 0.5 && w.x0 <= name.x1 + 0.5);
        const end = words[last]!;
        // A word cut by a hyphen at the line's end goes on without a space ('25-' 'Hydroxy').
        if (/\p{L}-$|\d-$/u.test(end.text)) {
          words[last] = { ...end, text: end.text + word.text };
          continue;
        }
        const x0 = end.x1 + line.height * 0.3;
        words.splice(last + 1, 0, { ...word, x0, x1: x0 + 0.01 });
        name.x1 = Math.max(name.x1, x0 + 0.01);
      }
      out.push({ ...line, words });
      index += wraps;
      wraps = -1;
      break;
    }
    if (wraps !== -1) out.push(line);
  }
  return out;
}

/** A subtitle is set in type at least this much smaller than the names over it. */
const SUBTITLE_SIZE = 0.9;

/**
 * Card names with a subtitle in smaller type under each, as a bilingual card prints the name's
 * translation ('Random Blood Glucose' over 'Glukosa Darah Rawak' over '8.9 mmol/L'): the
 * subtitles are left out, so the names stand right over their values again. Only a line of words
 * alone (no status, unit or label), each under a name, in smaller type than the names, with a
 * line of numbers under the names after it; and only under names that are all tests we know,
 * each subtitle naming none or the same test (a translation: 'Glycémie à jeun' over 'Fasting
 * glucose'). Small names under large categories are the cards' names.
 */
function withoutNameSubtitles(
  lines: readonly PlacedLine[],
  testOf: (name: string) => string | null,
): PlacedLine[] {
  return lines.filter((subtitle, at) => {
    const names = lines[at - 1];
    const values = lines[at + 1];
    if (!names || !values || names.page !== subtitle.page || values.page !== subtitle.page)
      return true;
    if (subtitle.height > SUBTITLE_SIZE * names.height) return true;
    const nameCells = cellsOf(names);
    const cells = cellsOf(subtitle);
    const isWords = cells.every(
      (cell) =>
        startsWithLetter(cell.text) &&
        !/\d/.test(cell.text) &&
        !cell.text.includes(':') &&
        cell.words.length <= MAX_CARD_PART_WORDS &&
        !isStatusText(cell.text) &&
        !isLabelOnly(cell.text) &&
        !looksLikeUnitByShape(cell.text),
    );
    const under = (cell: Cell) =>
      nameCells.some((name) => Math.abs(name.x0 - cell.x0) <= subtitle.height);
    const valueCells = cellsOf(values);
    const isValuesLine =
      valueCells.some((cell) => startsWithNumber(cell.text)) &&
      valueCells.every((cell) => !startsWithNumber(cell.text) || under(cell));
    const tests = nameCells.map((cell) =>
      isCardName(cell) ? testOf(peelStatus(cell).name.text) : null,
    );
    const nameAbove = (cell: Cell) =>
      nameCells.reduce(
        (best, name, at) =>
          Math.abs(name.x0 - cell.x0) < Math.abs(nameCells[best]!.x0 - cell.x0) ? at : best,
        0,
      );
    const isSubtitle = (cell: Cell) => {
      const test = testOf(cell.text);
      return test === null || test === tests[nameAbove(cell)];
    };
    const namesAreTests = tests.length >= 1 && tests.every((test) => test !== null);
    return !(
      isWords &&
      cells.every(under) &&
      isValuesLine &&
      namesAreTests &&
      cells.every(isSubtitle)
    );
  });
}

/**
 * A name followed by its result ('Sodium 140'): not a card's name. A name may still end in digits
 * that are part of it: 'Vitamin B12', 'eGFR CKD-EPI 2021', 'Anti-TPO (2009)'.
 */
function endsWithResult(text: string): boolean {
  const last = /\s(\d+(?:[.,]\d+)?)\s*$/.exec(text)?.[1];
  return last !== undefined && !/^(?:19|20)\d\d$/.test(last);
}

/** The card whose column a cell stands in: the last one starting at or before it. */
function cardAbove<T extends { name: Cell }>(cards: T[], cell: Cell, height: number): T {
  return cards.filter((card) => cell.x0 >= card.name.x0 - 2 * height).at(-1) ?? cards[0]!;
}

function nearestCard<T extends { name: Cell }>(cards: T[], cell: Cell): T {
  return cards.reduce((best, card) =>
    Math.abs(card.name.x0 - cell.x0) < Math.abs(best.name.x0 - cell.x0) ? card : best,
  );
}

/** A range labelled as the laboratory's own ('Lab range: 65 - 99 mg/dL', 'Reference range:'). */
const LAB_RANGE_LABEL =
  /^(?:lab(?:oratory)?|ref(?:erence)?\.?|reference|referenz|laborwert|labor|norm)\s*(?:range|interval|bereich)?\s*:?\s*[<>≤≥]?\s*\d/iu;
/** A range labelled as a target healthier than the laboratory's ('Optimal range: 72 - 85'). */
const OPTIMAL_RANGE_LABEL =
  /^(?:optimal|optimum|target|goal|ideal|zielbereich|optimalbereich|zone optimale|valeur optimale|rango [óo]ptimo|intervallo ottimale|desirable|deseable|desiderabile|souhaitable|wünschenswert|obiettivo|objetivo|objectif|zielwert)\b/iu;

/**
 * A card's parts without the optimal range when the laboratory's range is printed too (a
 * wellness app's card prints both): the laboratory's range is the result's reference; two ranges
 * on one line made the card no row.
 */
function withoutOptimalBesideLabRange(parts: Cell[]): Cell[] {
  if (!parts.some((part) => LAB_RANGE_LABEL.test(part.text))) return parts;
  return parts.filter((part) => !OPTIMAL_RANGE_LABEL.test(part.text));
}

/**
 * A range's bound without the band it names after it ('< 1.0 low risk', '> 8.0 desirable'): the
 * band's words are the range's label, never the result's flag.
 */
function withoutBandAfter(words: PlacedWord[]): PlacedWord[] {
  const last = words.findLastIndex((word) => /\d/.test(word.text));
  const after = words.slice(last + 1).map((word) => word.text.toLowerCase());
  return last >= 0 && after.length > 0 && isNoFlagStatus(after.join(' '))
    ? words.slice(0, last + 1)
    : words;
}

/**
 * One card as a printed row: its name, a column gap, then its value, unit, range and flag. Words
 * are placed anew along the line; a word OCR read keeps where it stands in the picture (its box
 * and confidence), so that its value and unit can be read a second time from the page.
 */
export function cardLine(name: Cell, parts: Cell[], like: PlacedLine): PlacedLine {
  const groups: { text: string; from: PlacedWord[] }[] = [];
  let flag: string | null = null;
  for (const part of withoutOptimalBesideLabRange(parts)) {
    const status = CARD_STATUS[part.text.toLowerCase().replace(ARROW_LEAD, '')];
    if (status) {
      flag = status;
      continue;
    }
    if (isLabelOnly(part.text) || isEarlierResultText(part.text) || isLabelledDate(part)) continue;
    // A status in words that is no flag ('Normal', 'Borderline' set apart beside the name).
    if (isNoFlagStatus(part.text.toLowerCase())) continue;
    // A labelled range keeps its bounds and unit, whatever words its label is in.
    const bounds = withoutBandAfter(
      LABELLED_RANGE.test(part.text.toLowerCase())
        ? part.words.slice(part.words.findIndex((word) => /^(?:[<>≤≥]|\d)/.test(word.text)))
        : part.words,
    );
    const kept = bounds.filter(
      (word) => !CARD_LABEL_WORDS.has(word.text.toLowerCase().replace(/:$/, '')),
    );
    groups.push({ text: kept.map((word) => word.text).join(' '), from: kept });
  }
  if (flag) groups.splice(1, 0, { text: flag, from: [] });
  const words: PlacedWord[] = [];
  let x = 0;
  const place = ({ text, from }: { text: string; from: PlacedWord[] }, gap: number) => {
    const split = text.split(/\s+/).filter(Boolean);
    split.forEach((word, at) => {
      const placed: PlacedWord = { text: word, x0: x, x1: x + word.length * like.height * 0.6 };
      const source = from.length === split.length ? from[at] : undefined;
      if (source?.y0 !== undefined && source.y1 !== undefined) {
        placed.y0 = source.y0;
        placed.y1 = source.y1;
        placed.pictureX0 = source.pictureX0 ?? source.x0;
        placed.pictureX1 = source.pictureX1 ?? source.x1;
        if (source.confidence !== undefined) placed.confidence = source.confidence;
        if (source.readApart !== undefined) placed.readApart = source.readApart;
      }
      words.push(placed);
      x += word.length * like.height * 0.6 + like.height * 0.4;
    });
    x += gap;
  };
  place({ text: name.text, from: name.words }, like.height * 2);
  for (const group of groups) place(group, like.height * 2);
  return { words, height: like.height, page: like.page, isRebuiltCard: true };
}

/**
 * A test we know and one word cell after it ('Colore  paglierino', 'Leucociti  rari'): a half of
 * two tests printed to a line whose results are words the test's scale may not list (a colour,
 * a sediment's 'rari'). Both halves of a line must be such pairs for it to be split so.
 */
function isNamedPair(cells: Cell[], reference: BiomarkerReference): boolean {
  if (cells.length !== 2 || !startsWithLetter(cells[0]!.text)) return false;
  if (!/^\p{L}+$/u.test(cells[1]!.text)) return false;
  const name = cells[0]!.text;
  return reference.resolveName(name, 'urine') !== null || reference.resolveName(name) !== null;
}

/**
 * A half of a urine strip printed two tests to a line ('Leukozyten  ++  negativ'): its first cell
 * names a test the reference grades (a dipstick pad, a sediment count) and a later cell is a
 * grade on that test's scale. Such a half prints no digit, so only its grade says it is a result.
 */
function isGradedRow(cells: Cell[], reference: BiomarkerReference): boolean {
  if (cells.length < 2) return false;
  const name = cells[0]!.text;
  const markers = [reference.resolveName(name, 'urine'), reference.resolveName(name)];
  return markers.some(
    (marker) =>
      marker !== null &&
      marker.kind !== 'quantitative' &&
      cells.slice(1).some((cell) => reference.normaliseOrdinal(marker.id, cell.text) !== null),
  );
}

/**
 * An old print with two results on a line and no header: the line is split where, across a wide
 * gap, a second test name the reference knows follows a first result, or follows a heading of the
 * left table alone ('Differential' beside 'Glucose  76 mg/dL': a section title of one half on the
 * line of a row of the other). A heading is one cell of words at the line's start that, put
 * before the name, makes no test the reference knows.
 */
export function splitSideBySide(line: PlacedLine, reference: BiomarkerReference): PlacedLine[] {
  const cells = cellsOf(line);
  for (let at = 1; at < cells.length; at++) {
    const left = cells.slice(0, at);
    const right = cells.slice(at);
    if (isColonPair(left, right))
      return [lineOfCells(line, left), ...splitSideBySide(lineOfCells(line, right), reference)];
    const isHeading = at === 1 && /^[\p{L}\s&-]+$/u.test(left[0]!.text);
    const isPair = isNamedPair(left, reference) && isNamedPair(right, reference);
    if (
      !isHeading &&
      !isPair &&
      !left.some((cell) => /\d/.test(cell.text)) &&
      !isGradedRow(left, reference)
    )
      continue;
    const first = right[0]!;
    const rightWords = right.flatMap((cell) => cell.words);
    const hasResult =
      isPair ||
      rightWords.slice(1).some((w) => startsWithNumber(w.text)) ||
      isGradedRow(right, reference);
    if (!startsWithLetter(first.text) || !hasResult) continue;
    // A specimen's cell ('Vitamin B12  Serum  214  pg/ml' under 'Untersuchung  Material'): the
    // row's sample, never a second test's name. Split there, the name's own digits ('B12') taken
    // for a first result, the row was read as a test named 'Serum'.
    if (sampleNamed(first.text) !== null) continue;
    const nameWords: string[] = [];
    // A name may hold digits among its letters ('HbA1c', 'Free T4'); a number ends it.
    for (const word of rightWords) {
      if (!/\p{L}/u.test(word.text) || startsWithNumber(word.text) || nameWords.length === 5) break;
      nameWords.push(word.text);
    }
    // 'Haptoglobin-Komplex  nicht nachweisbar  < 2,0 µg/g': a negation begins the row's result,
    // not a second test's name ('nicht' would read as a cut 'Nicht-HDL-Cholesterin').
    if (nameWords[0] !== undefined && isNegatingWord(nameWords[0])) continue;
    // 'Toxoplasmose IgM  0,12  index  Négatif (seuil 0,50)', 'Tiempo de protrombina  12,1  seg
    // 9,4 - 12,5': the word after a number that names its kind or unit is the number's, not a
    // second test cut to its column ('Index HOMA', 'Seg' for segmented neutrophils).
    const lastWord = left.at(-1)?.words.at(-1)?.text ?? '';
    const isAfterNumber = startsWithNumber(lastWord);
    if (isAfterNumber && isNumberKind(nameWords[0] ?? '')) continue;
    const isKnownName = nameWords.some((_, n) => {
      const name = nameWords.slice(0, n + 1).join(' ');
      // A two-up print cuts names to its column ('Cholester  137mg/dL'); a name after a
      // heading's words has the line's room and is printed whole ('Potassium  Corrected  5.4':
      // a status, not a cut 'Corrected calcium').
      return reference.resolveName(name) !== null || (!isHeading && mayBeCutName(name, reference));
    });
    if (!isKnownName) continue;
    if (isHeading && reference.resolveName(`${left[0]!.text} ${nameWords.join(' ')}`) !== null)
      continue;
    return [lineOfCells(line, left), ...splitSideBySide(lineOfCells(line, right), reference)];
  }
  return [line];
}

/**
 * A word printed as a number's unit that is also a test's short name or its start: an index (a
 * signal-to-cut-off), seconds in Spanish ('seg', which names segmented neutrophils too).
 */
const isNumberKind = (word: string) =>
  isIndexWord(word) || /^(?:seg\.?|secs?|sek\.?)$/iu.test(word) || PER_VOLUME.test(word);

/**
 * A per-volume unit's shape in small letters, as a picture may misread it ('pa/l' for 'µg/l'):
 * after a number it is that number's unit, no second test's name; split there, a cumulative row's
 * range under 'Referenz' was read as its result and shown (ADR 081 item 777). Names with a slash
 * ('TG/HDL', 'Alb/Glob') are capitals or longer.
 */
const PER_VOLUME = /^[a-zµμ]{1,3}\/[a-z]{1,2}$/u;

/** The words of some of a line's cells, as a line of their own. */
const lineOfCells = (line: PlacedLine, part: Cell[]): PlacedLine => ({
  ...line,
  words: part.flatMap((cell) => cell.words),
});

/** A label and its value across a colon ('Specific Gravity : 1.015'), as cells of a line. */
function isLabelled(cells: Cell[]): boolean {
  const [label, value] = cells;
  if (!label || !startsWithLetter(label.text)) return false;
  if (/\S\s*:$/.test(label.text)) return value !== undefined;
  return value !== undefined && /^:\s*\S/.test(value.text);
}

/** Labels of a row's own columns ('Method :', 'Einheit :', 'Reference range :'), not a test's. */
const COLUMN_LABELS = new Set<ColumnRole>(['method', 'unit', 'range']);

/**
 * Two lists of 'label : value' side by side ('Specific Gravity : 1.015   Epithelial Cells :
 * Occasional', as Indian and Nepali urine reports print them): the colons say where each pair
 * starts, whether or not the label is a test we know.
 */
function isColonPair(left: Cell[], right: Cell[]): boolean {
  const isColon = (cell: Cell) => /:$/.test(cell.text) || /^:/.test(cell.text);
  // 'Glucose : 95 mg/dL   Range : 70-99': a range or method label is the row's own column.
  const label = right[0]?.text.replace(/\s*:$/, '') ?? '';
  return (
    isLabelled(left) &&
    !left.slice(2).some(isColon) &&
    isLabelled(right) &&
    !isLabelOnly(label) &&
    !COLUMN_LABELS.has(headingRoleOf(label) ?? 'name')
  );
}
