/**
 * Results printed side by side with no table header: a direct-to-consumer card grid (each card a
 * name above its value, unit, range and a status word, two or three cards across) and an old
 * print with two results per line. Both are turned back into one line per result before the
 * parser reads them, so a card's value is never joined to its neighbour's name.
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { mayBeCutName } from './cut-names';

/** Cards and side-by-side tables stand at least this many text heights apart. */
const BLOCK_GAP_HEIGHTS = 2.2;

interface Cell {
  words: PlacedWord[];
  x0: number;
  x1: number;
  text: string;
}

function cellsOf(line: PlacedLine): Cell[] {
  const cells: Cell[] = [];
  for (const word of line.words) {
    const cell = cells.at(-1);
    if (cell && word.x0 - cell.x1 <= BLOCK_GAP_HEIGHTS * line.height) {
      cell.words.push(word);
      cell.x1 = word.x1;
      cell.text += ` ${word.text}`;
    } else cells.push({ words: [word], x0: word.x0, x1: word.x1, text: word.text });
  }
  return cells;
}

const startsWithLetter = (text: string) => /^\p{L}/u.test(text);
const startsWithNumber = (text: string) => /^[<>≤≥]?\s*\d/.test(text);

/** Whether every cell of `below` stands under a cell of `above`, left edges within two heights. */
function isAligned(above: Cell[], below: Cell[], height: number): boolean {
  return below.every((cell) =>
    above.some(
      (over) =>
        Math.abs(over.x0 - cell.x0) <= 2 * height || (cell.x0 >= over.x0 && cell.x0 < over.x1),
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

/** Lines a card row may take below its names: values, then status, range and a label. */
const MAX_CARD_LINES = 5;
/** Words a card's part may print ('Optimal: less than 200 mg/dL'); more is a sentence. */
const MAX_CARD_PART_WORDS = 6;

/** Words on a card that label its range or say it is in range: no part of the result. */
const CARD_LABEL_WORDS = new Set(
  [
    'range',
    'ref',
    'ref.',
    'reference',
    'normal',
    'optimal',
    'target',
    'goal',
    'your',
    'result',
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
    'range:',
    'rango:',
    'normale',
    'deseable',
  ].map((word) => word.toLowerCase()),
);
/** A card's status line: out of range, in words ('High', 'Alto', 'Élevé', 'Erniedrigt'). */
const CARD_STATUS: Record<string, string> = {
  high: 'H',
  low: 'L',
  elevated: 'H',
  'above range': 'H',
  'below range': 'L',
  'out of range': '*',
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
  basso: 'L',
  elevato: 'H',
};

const isLabelOnly = (text: string) =>
  text.split(/\s+/).every((word) => CARD_LABEL_WORDS.has(word.toLowerCase().replace(/:$/, '')));

/**
 * A card grid's rows turned into one line per card: a line of two or more names, aligned with a
 * line of as many numbers under it, starts a row of cards; the aligned lines below it, until the
 * next line of names, are the rest of each card.
 */
export function unfoldCardGrids(lines: readonly PlacedLine[]): PlacedLine[] {
  const out: PlacedLine[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const names = cellsOf(line);
    const next = lines[index + 1];
    const values = next ? cellsOf(next) : [];
    // Each card's name stands over its value; a status printed beside the name ('High',
    // 'Nella norma') stands over nothing and belongs to the card on its left.
    const heads = names.filter((cell) =>
      values.some((value) => Math.abs(value.x0 - cell.x0) <= 2 * line.height),
    );
    const isCardRow =
      heads.length >= 1 &&
      heads.length === values.length &&
      heads.every((cell) => startsWithLetter(cell.text) && !endsWithResult(cell.text)) &&
      values.every((cell) => startsWithNumber(cell.text) && cell.words.length <= 4);
    if (!isCardRow) {
      out.push(line);
      continue;
    }
    const cards = heads.map((cell) => ({ name: cell, parts: [] as Cell[] }));
    for (const cell of names) {
      if (heads.includes(cell)) continue;
      const left = cards.filter((card) => card.name.x0 < cell.x0).at(-1);
      if (left) left.parts.push(cell);
    }
    let last = index;
    // A card prints its value and then a few short lines (status, range, a label): a longer cell
    // or a fifth line is the page going on (a footer, a comment).
    const lastPart = Math.min(lines.length - 1, index + MAX_CARD_LINES);
    for (let below = index + 1; below <= lastPart; below++) {
      const cells = cellsOf(lines[below]!);
      if (cells.some((cell) => cell.words.length > MAX_CARD_PART_WORDS)) break;
      if (below > index + 1 && cells.every((cell) => startsWithLetter(cell.text))) {
        // The next row of names (one card alone, too): another row of cards starts here when
        // results, not a range, stand under it.
        const after = lines[below + 1];
        const isResults =
          after !== undefined &&
          cellsOf(after).every(
            (cell) => startsWithNumber(cell.text) && !/\d\s*[-–]\s*\d/.test(cell.text),
          );
        if (isResults) break;
        // A section heading between rows of cards ('Nutritional Markers'): words alone, one
        // cell, neither a status nor a label a card prints.
        const only = cells.length === 1 ? cells[0]!.text : null;
        const isHeading =
          only !== null &&
          /^[\p{L}][\p{L} ,&'()-]*$/u.test(only) &&
          !CARD_STATUS[only.toLowerCase()] &&
          !isLabelOnly(only);
        if (isHeading) break;
      }
      const isAlignedBelow = isAligned(heads, cells, line.height);
      if (!isAlignedBelow && !isOnePerCard(heads, cells, line.height)) break;
      for (const cell of cells) {
        const card = isAlignedBelow
          ? nearestCard(cards, cell)
          : cardAbove(cards, cell, line.height);
        card.parts.push(cell);
      }
      last = below;
    }
    for (const card of cards) out.push(cardLine(card.name, card.parts, line));
    index = last;
  }
  return out;
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

/**
 * One card as a printed row: its name, a column gap, then its value, unit, range and flag. Words
 * are placed anew along the line; a word OCR read keeps where it stands in the picture (its box
 * and confidence), so that its value and unit can be read a second time from the page.
 */
function cardLine(name: Cell, parts: Cell[], like: PlacedLine): PlacedLine {
  const groups: { text: string; from: PlacedWord[] }[] = [];
  let flag: string | null = null;
  for (const part of parts) {
    const status = CARD_STATUS[part.text.toLowerCase()];
    if (status) {
      flag = status;
      continue;
    }
    if (isLabelOnly(part.text)) continue;
    const kept = part.words.filter(
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
  return { words, height: like.height, page: like.page };
}

/**
 * An old print with two results on a line and no header: the line is split where, across a wide
 * gap, a second test name the reference knows follows a first result.
 */
export function splitSideBySide(line: PlacedLine, reference: BiomarkerReference): PlacedLine[] {
  const cells = cellsOf(line);
  for (let at = 1; at < cells.length; at++) {
    const left = cells.slice(0, at);
    const right = cells.slice(at);
    if (!left.some((cell) => /\d/.test(cell.text))) continue;
    const first = right[0]!;
    const rightWords = right.flatMap((cell) => cell.words);
    if (!startsWithLetter(first.text) || !rightWords.slice(1).some((w) => startsWithNumber(w.text)))
      continue;
    const nameWords: string[] = [];
    for (const word of rightWords) {
      if (/\d/.test(word.text) || nameWords.length === 5) break;
      nameWords.push(word.text);
    }
    const isKnownName = nameWords.some((_, n) => {
      const name = nameWords.slice(0, n + 1).join(' ');
      // A two-up print cuts names to its column ('Cholester  137mg/dL').
      return reference.resolveName(name) !== null || mayBeCutName(name, reference);
    });
    if (!isKnownName) continue;
    const split = (part: Cell[]): PlacedLine => ({
      ...line,
      words: part.flatMap((cell) => cell.words),
    });
    return [split(left), ...splitSideBySide(split(right), reference)];
  }
  return [line];
}
