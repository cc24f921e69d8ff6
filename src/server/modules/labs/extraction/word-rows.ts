/**
 * Rebuilds a table's printed rows from the words OCR found and where it found them. Tesseract's
 * own lines follow the text it sees as one block: on a photo whose rows are not quite level it
 * cuts a row between columns or joins the name of one row to the value of the next, and the row
 * is lost. Here every word is placed by its vertical centre after removing the page's residual
 * slope, and words are chained left to right into the row whose last word they sit level with,
 * which also follows a slope that changes across the page (perspective).
 */
import { placedLineText, type PlacedLine } from './placed-lines';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  bbox: OcrBox;
  /** The slope (dy/dx) of the baseline of the line tesseract put the word in. */
  lineSlope: number;
  /** Tesseract's confidence in the word, 0-100. */
  confidence?: number;
  /** The words a large number was read as, apart, when its point was found on the line below. */
  readApart?: string;
}

/** A word joins a row when its centre is within this many text heights of the row's last word. */
const SAME_ROW_HEIGHTS = 0.5;

interface Row {
  words: OcrWord[];
  /** Levelled centre of the last word added: the row's height where it has got to. */
  level: number;
  levels: number[];
  /** Levelled top and bottom of the last word added. */
  top: number;
  bottom: number;
}

/** Words this many times taller than their neighbours are printed in another size. */
const OTHER_SIZE_RATIO = 1.5;
/** The share of the smaller word's height that must lie within the taller one's. */
const SIZE_OVERLAP = 0.7;

/**
 * A small word printed on the baseline of a large one ('mmol/L' and the decimal point beside a
 * card's big '3 7'): their centres are far apart, but the small word lies within the height of
 * the large one. Only between words of clearly different sizes: words of one size keep to the
 * centre rule, so two close lines of small print are never joined.
 */
function isBesideOtherSize(row: Row, top: number, bottom: number): boolean {
  const height = bottom - top;
  const rowHeight = row.bottom - row.top;
  const smaller = Math.min(height, rowHeight);
  if (Math.max(height, rowHeight) < OTHER_SIZE_RATIO * smaller) return false;
  const shared = Math.min(bottom, row.bottom) - Math.max(top, row.top);
  return shared >= SIZE_OVERLAP * smaller;
}

/** A row this short may be a fragment of another size cut from its row. */
const MAX_FRAGMENT_WORDS = 3;

/** A word's top and bottom about its levelled centre (the page's slope taken out). */
function levelledBand(word: OcrWord, levelOf: (word: OcrWord) => number) {
  const level = levelOf(word);
  const half = (word.bbox.y1 - word.bbox.y0) / 2;
  return { top: level - half, bottom: level + half };
}

/**
 * Rows of a few large words (a card's big values, '0.81', '4  2  3') cut from the row of small
 * words they stand on ('mg/dL'): chaining left to right reached them from a name above that they
 * sit as close to. Each such row joins the neighbouring row (above or below in level) in which
 * every one of its words stands beside a word of clearly another size (isBesideOtherSize) and
 * over none; where both would take it, the one it shares more height with.
 */
function withOtherSizeFragmentsJoined(rows: Row[], levelOf: (word: OcrWord) => number): Row[] {
  const band = (word: OcrWord) => levelledBand(word, levelOf);
  /** How much of its height `word` shares with the nearest word of `row` left or right of it. */
  const sharedWith = (word: OcrWord, row: Row): number | null => {
    if (row.words.some((other) => other.bbox.x0 < word.bbox.x1 && word.bbox.x0 < other.bbox.x1))
      return null;
    const nearest = row.words.reduce((best, other) =>
      gapBetween(other, word) < gapBetween(best, word) ? other : best,
    );
    const a = band(word);
    const b = band(nearest);
    const side = { words: [nearest], level: 0, levels: [], ...b };
    if (!isBesideOtherSize(side, a.top, a.bottom)) return null;
    return Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  };
  const ordered = rows
    .map((row) => ({ row, level: median(row.levels) }))
    .sort((a, b) => a.level - b.level)
    .map(({ row }) => row);
  const gone = new Set<Row>();
  ordered.forEach((row, at) => {
    if (row.words.length > MAX_FRAGMENT_WORDS) return;
    let best: { into: Row; shared: number } | null = null;
    for (const into of [ordered[at - 1], ordered[at + 1]]) {
      if (!into || gone.has(into) || into.words.length <= row.words.length) continue;
      const shares = row.words.map((word) => sharedWith(word, into));
      if (shares.some((shared) => shared === null)) continue;
      const shared = Math.min(...(shares as number[]));
      if (!best || shared > best.shared) best = { into, shared };
    }
    if (!best) return;
    best.into.words.push(...row.words);
    best.into.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
    gone.add(row);
  });
  return rows.filter((row) => !gone.has(row));
}

/** A word that starts within this many text heights of a row's last word may continue it. */
const CONTINUING_GAP = 0.8;
/** ... when it shares at least this part of the smaller one's height with that last word. */
const CONTINUING_SHARE = 0.3;

/**
 * A small unit set just after a large value and lower than its centre ('108' in 14 pt, 'mg/dL'
 * in 9 pt hanging below it, as a patient portal's result card prints them): their centres are
 * more than half a text height apart and their boxes are about as tall (the unit's ascenders and
 * descenders), so neither the centre rule nor isBesideOtherSize joins them, and the unit made a
 * row of its own under a value with no unit. A word that begins where the row's last word ends
 * (within a word space) and shares a good part of its height continues that row. Only for a word
 * no row is level with: every other word keeps to the centre rule.
 */
function continuesLastWord(
  row: Row,
  word: OcrWord,
  band: { top: number; bottom: number },
  levelOf: (word: OcrWord) => number,
  textHeight: number,
): boolean {
  const last = row.words.at(-1);
  if (!last) return false;
  const gap = word.bbox.x0 - last.bbox.x1;
  if (gap < -0.1 * textHeight || gap > CONTINUING_GAP * textHeight) return false;
  const lastBand = levelledBand(last, levelOf);
  const shared = Math.min(band.bottom, lastBand.bottom) - Math.max(band.top, lastBand.top);
  const smaller = Math.min(band.bottom - band.top, lastBand.bottom - lastBand.top);
  return shared >= CONTINUING_SHARE * smaller;
}

/** Large print: digits at least this many times the page's text height (a result card's value). */
const LARGE_DIGITS = 1.5;

/**
 * A large value's decimal point that OCR boxed on its own and placed below the digits ('2  8'
 * with a '.' read into the unit line under them, for a card's 2.8): a lone point standing in the
 * gap between two large digit words, no lower than half their height below them, is moved onto
 * their line, where it joins them (placed-lines.ts). A gap with a point in it is where a point was
 * printed; the first digits note it (`readApart`), so the row is held all the same.
 */
function withPointsRaised(words: OcrWord[], textHeight: number): void {
  const digits = words.filter(
    (word) => /^\d+$/.test(word.text) && word.bbox.y1 - word.bbox.y0 >= LARGE_DIGITS * textHeight,
  );
  for (const point of words) {
    if (!/^[.,·]$/.test(point.text)) continue;
    const centre = (point.bbox.x0 + point.bbox.x1) / 2;
    for (const left of digits) {
      const height = left.bbox.y1 - left.bbox.y0;
      const right = digits.find(
        (word) =>
          word !== left &&
          word.bbox.x0 >= left.bbox.x1 &&
          word.bbox.x0 - left.bbox.x1 <= 0.8 * height &&
          Math.abs(word.bbox.y1 - left.bbox.y1) <= 0.25 * height,
      );
      const isBetween = right && centre > left.bbox.x1 && centre < right.bbox.x0;
      const isBelow =
        point.bbox.y0 >= left.bbox.y1 - 0.3 * height &&
        point.bbox.y0 <= left.bbox.y1 + 0.5 * height;
      if (!right || !isBetween || !isBelow) continue;
      const middle = (left.bbox.y0 + left.bbox.y1) / 2;
      point.bbox = { ...point.bbox, y0: middle - 0.1 * height, y1: middle + 0.1 * height };
      point.lineSlope = left.lineSlope;
      left.readApart = `${left.text} ${point.text} ${right.text}`;
      break;
    }
  }
}

/** Letters and signs that reach a capital's height (or a digit's, an accent's, an i's dot). */
const TALL =
  /[\p{Lu}\p{N}bdfhijklt\u00DF\u00E0-\u00EF\u00F1-\u00F6\u00F9-\u00FD/\\()[\]{}|!?%&#@]/u;
/** Letters and signs that reach below the baseline. */
const DEEP = /[gjpqyµμ()[\]{}|,;]/u;

/**
 * The type size a word is printed in, in its box's pixels: its box's height over the part of the
 * type's size its letters span (a capital or ascender reaches about 0.74 of it above the
 * baseline, an x-height letter 0.53, a descender 0.22 below). A box's height alone says less:
 * 'mmol' and 'Glucosa' in one size differ by a third. Null for a word of one sign or none.
 */
function typeSizeOf(word: OcrWord): number | null {
  const text = word.text.replace(/[^\p{L}\p{N}/()[\]{}|!?%&#@,;µμ]/gu, '');
  if (text.length < 2) return null;
  const tall = TALL.test(text);
  const deep = DEEP.test(text);
  const share = tall ? (deep ? 0.96 : 0.74) : deep ? 0.75 : 0.53;
  return (word.bbox.y1 - word.bbox.y0) / share;
}

/**
 * A row's (or a page's) type size, the median of its words': so that a line printed larger or
 * smaller than the page's body text (a card's name over a subtitle in smaller type, as a text
 * layer tells by the items' sizes) keeps that difference; 0 when no word of it tells.
 */
function sizeOfRow(words: OcrWord[]): number {
  return median(words.flatMap((word) => typeSizeOf(word) ?? []));
}

/** A row's size against the page's: 1 where either is unknown. */
const sizeRatio = (row: number, page: number) => (row > 0 && page > 0 ? row / page : 1);

const gapBetween = (a: OcrWord, b: OcrWord) =>
  Math.max(0, a.bbox.x0 - b.bbox.x1, b.bbox.x0 - a.bbox.x1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A word no taller than this share of the page's text height holds no letter or digit. */
const LEADER_HEIGHT = 0.3;
/** ... and one at least this many text heights wide is a run of dots or a rule, not a mark. */
const LEADER_WIDTH = 2;

/**
 * Dot leaders ('HCM ........ 27,7') and rules, whatever OCR read them as. Tesseract reads a run of
 * dots as letters ('Livia', 'civic', 'Looe', 'o.oo', 'Liiiiiiccciiiecec'), which no list of
 * spellings can hold, and the name then holds words no test has. Its box gives it away: dots sit
 * on the baseline, so the box is a fifth of a letter's height at most, and many letters wide. Of
 * the 578 page readings of the blind sets' scans and photos (sets 325-348), the 480 words this
 * drops are all runs of dots or rules (0.05-0.24 of the text height high, 2.2-22 heights wide);
 * the widest dash kept, an em dash, is 1.6 heights wide. A short run of dots narrower than 2
 * heights stays, for dot-leaders.ts to judge by its letters.
 */
function withoutLeaderRuns(words: OcrWord[]): OcrWord[] {
  const textHeight = median(words.map((word) => word.bbox.y1 - word.bbox.y0));
  const kept = words.filter((word) => {
    const height = word.bbox.y1 - word.bbox.y0;
    const width = word.bbox.x1 - word.bbox.x0;
    return height > LEADER_HEIGHT * textHeight || width < LEADER_WIDTH * textHeight;
  });
  return kept.length > 0 ? kept : words;
}

/** A dash no wider than this share of the text height is a dot: a hyphen is about a third. */
const DOT_WIDTH = 0.2;

/**
 * A middle dot between a cell's parts ('Accu-Chek Guide · 483921', 'Equipo · Lote') comes back
 * from OCR as '-', and a lone dash between words reads as a range or as a negative result. The
 * box tells them apart: a hyphen is about a third of the text height wide and a dot a tenth, as
 * wide as it is high. Such a '-' is given back its '·'.
 */
function withMiddleDotsRead(words: OcrWord[], textHeight: number): void {
  for (const [index, word] of words.entries()) {
    const width = word.bbox.x1 - word.bbox.x0;
    const height = word.bbox.y1 - word.bbox.y0;
    if (word.text === '-' && width < DOT_WIDTH * textHeight && width <= 1.5 * height)
      words[index] = { ...word, text: '·' };
  }
}

/** A rule's run of underscores glued to either end of a word ('_____RESULTADO'), and spaces. */
const GLUED_RULE = /^[\s_]*(.*?)[\s_]*$/su;
/** The words whose width per character the page's letters are measured by. */
const PLAIN_WORD = /^[\p{L}\d]{3,}$/u;

/**
 * A rule printed close under a heading comes back glued to it: 'ANALISIS  _____RESULTADO', whose
 * box runs from the rule's start to the heading's end (572-1289 px where RESULTADO stands at
 * 1099), so the heading is placed over the column before and the table's columns are read out of
 * place on every row below. The underscores go, and the box keeps what the word's letters need at
 * the width per character of the plain words level with it (the page's, when none is), from the
 * end away from the rule. A leading space OCR sometimes gives a word (' UNIDADES') goes too
 * (ADR 081 item 764).
 */
function withGluedRulesCut(words: OcrWord[]): void {
  const plain = words.filter((word) => PLAIN_WORD.test(word.text));
  const widthPerCharacter = (of: OcrWord[]) =>
    median(of.map((word) => (word.bbox.x1 - word.bbox.x0) / word.text.length));
  for (const [index, word] of words.entries()) {
    const text = GLUED_RULE.exec(word.text)?.[1] ?? word.text;
    if (text === word.text || !/[\p{L}\d]/u.test(text)) continue;
    // A heading's capitals are wider than the page's body text.
    const besides = plain.filter((other) => {
      const centre = (other.bbox.y0 + other.bbox.y1) / 2;
      return other !== word && centre >= word.bbox.y0 && centre <= word.bbox.y1;
    });
    const perCharacter = widthPerCharacter(besides.length > 0 ? besides : plain);
    const width = Math.min(word.bbox.x1 - word.bbox.x0, perCharacter * text.length || Infinity);
    const ruleBefore = /^\s*_/.test(word.text);
    const ruleAfter = /_\s*$/.test(word.text);
    const bbox =
      ruleBefore && !ruleAfter
        ? { ...word.bbox, x0: word.bbox.x1 - width }
        : ruleAfter && !ruleBefore
          ? { ...word.bbox, x1: word.bbox.x0 + width }
          : word.bbox;
    words[index] = { ...word, text, bbox };
  }
}

/**
 * The printed lines of the page, top to bottom, each a row with its words in reading order and
 * where they stand (placed-lines.ts).
 */
export function linesFromWords(words: OcrWord[], page = 1): PlacedLine[] {
  // A word that is only a bar is a table border, a fold or the page's edge read as '|': dropped
  // here, it no longer stands first in a card grid's line of names nor makes a line of its own
  // between a card's name and its value.
  const boxed = words.filter(
    (word) => !/^[|¦]*$/.test(word.text.trim()) && word.bbox.y1 > word.bbox.y0,
  );
  if (boxed.length === 0) return [];
  const usable = withoutLeaderRuns(boxed);
  const textHeight = median(usable.map((word) => word.bbox.y1 - word.bbox.y0));
  withMiddleDotsRead(usable, textHeight);
  withGluedRulesCut(usable);
  withPointsRaised(usable, textHeight);
  // The page's residual slope, from the lines tesseract found (long ones carry the most weight).
  const slope = median(usable.map((word) => word.lineSlope));
  const levelOf = (word: OcrWord) =>
    (word.bbox.y0 + word.bbox.y1) / 2 - slope * ((word.bbox.x0 + word.bbox.x1) / 2);

  const rows: Row[] = [];
  for (const word of [...usable].sort((a, b) => a.bbox.x0 - b.bbox.x0)) {
    const level = levelOf(word);
    const { top, bottom } = levelledBand(word, levelOf);
    let nearest: Row | undefined;
    for (const row of rows) {
      const distance = Math.abs(row.level - level);
      if (distance <= SAME_ROW_HEIGHTS * textHeight) {
        if (!nearest || distance < Math.abs(nearest.level - level)) nearest = row;
      }
    }
    nearest ??= rows.find((row) => isBesideOtherSize(row, top, bottom));
    const continued = nearest
      ? undefined
      : rows.find((row) => continuesLastWord(row, word, { top, bottom }, levelOf, textHeight));
    if (continued) {
      // Placed after the row's last word without moving the row's level: the row's next words
      // are level with the large value, not with its small unit.
      continued.words.push(word);
      continue;
    }
    if (nearest) {
      nearest.words.push(word);
      nearest.levels.push(level);
      nearest.level = level;
      nearest.top = top;
      nearest.bottom = bottom;
    } else rows.push({ words: [word], level, levels: [level], top, bottom });
  }

  const pageSize = sizeOfRow(usable);
  return withOtherSizeFragmentsJoined(rows, levelOf)
    .map((row) => ({ row, level: median(row.levels) }))
    .sort((a, b) => a.level - b.level)
    .map(({ row }) => ({
      words: withSplitPowersJoined(withoutWordsInsideNumbers(row.words), textHeight).map(
        (word) => ({
          text: word.text,
          x0: word.bbox.x0,
          x1: word.bbox.x1,
          y0: word.bbox.y0,
          y1: word.bbox.y1,
          ...(word.confidence === undefined ? {} : { confidence: word.confidence }),
          ...(word.readApart === undefined ? {} : { readApart: word.readApart }),
        }),
      ),
      height: textHeight * sizeRatio(sizeOfRow(row.words), pageSize),
      page,
    }));
}

/** A word lying over this share of its width within a number's width stands inside it. */
const INSIDE_SHARE = 0.5;

/**
 * Letters OCR boxed inside a number on the same row ('142' over 396-502 and 'ormal' over 411-470;
 * '3', 'rmital', '7' for a large '37'). Two words of one printed line never overlap: tesseract has
 * read a large value and the small status under it ('Normal', 'Borderline') as one line, and the
 * status's letters, cut and misread, then stood between the value's digits or after them, and the
 * value was lost or read wrong. A word of letters only, at least half of whose width lies within
 * a word holding digits, is dropped from the row.
 */
function withoutWordsInsideNumbers(words: OcrWord[]): OcrWord[] {
  const numbers = words.filter((word) => /\d/.test(word.text));
  if (numbers.length === 0) return words;
  return words.filter((word) => {
    if (/\d/.test(word.text) || !/\p{L}/u.test(word.text)) return true;
    const width = word.bbox.x1 - word.bbox.x0;
    return !numbers.some((number) => {
      const shared =
        Math.min(number.bbox.x1, word.bbox.x1) - Math.max(number.bbox.x0, word.bbox.x0);
      return width > 0 && shared >= INSIDE_SHARE * width;
    });
  });
}

/** A power of ten's 'x10' with its superscript misread ('x10”', 'x10"'), or the whole of it. */
const POWER_BASE = /^[x×*]1[0oO][^\s\d/]{0,3}$/;
/** The exponent's digit and what the count is per, as OCR boxed them apart: '3/uL', '9/L'. */
const POWER_REST = /^\d{1,2}\/[a-zA-Zµμ|1]{1,3}[.,]?$/;
/** Words closer than this many text heights are one printed word split by OCR. */
const SPLIT_WORD_GAP = 0.8;

/**
 * A count's unit whose superscript exponent OCR boxed as a word of its own: 'x10³/µL' read as
 * 'x10”' and '3/uL', a word gap apart. Neither is a unit alone, so the row was held with none,
 * and the unit's second reading cut out only the first. Joined ('x10”3/uL') it reads as the
 * unit its misread exponent ends with (repairOcrUnit), and its box holds all of it.
 */
function withSplitPowersJoined(words: OcrWord[], textHeight: number): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const last = out.at(-1);
    const isSplit =
      last !== undefined &&
      POWER_BASE.test(last.text) &&
      POWER_REST.test(word.text) &&
      word.bbox.x0 - last.bbox.x1 <= SPLIT_WORD_GAP * textHeight &&
      word.bbox.x0 >= last.bbox.x0;
    if (!isSplit) {
      out.push(word);
      continue;
    }
    const confidences = [last.confidence, word.confidence].filter((c) => c !== undefined);
    out[out.length - 1] = {
      ...last,
      text: `${last.text}${word.text}`,
      bbox: {
        x0: last.bbox.x0,
        y0: Math.min(last.bbox.y0, word.bbox.y0),
        x1: word.bbox.x1,
        y1: Math.max(last.bbox.y1, word.bbox.y1),
      },
      ...(confidences.length > 0 ? { confidence: Math.min(...confidences) } : {}),
    };
  }
  return out;
}

/** The same lines as text (placedLineText): words across a column gap joined by two spaces. */
export function rowsFromWords(words: OcrWord[]): string[] {
  return linesFromWords(words).map(placedLineText);
}
