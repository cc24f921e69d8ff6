/**
 * A printed line with where each of its words stands across the page: what both readers (a PDF's
 * text layer, OCR's word boxes) hand to the parser, so that a table is read by its columns and not
 * by the order of words on a line. Positions are in the reader's own units (PDF points, image
 * pixels); only their relation to the line's text height matters.
 */

export interface PlacedWord {
  text: string;
  x0: number;
  x1: number;
  /** OCR's confidence in the word, 0-100; absent for a text layer, which is exact. */
  confidence?: number;
  /**
   * OCR only: the top and bottom of the word's box in the page picture's pixels, so that the value
   * of a row can be read a second time from the picture (value-second-reading.ts).
   */
  y0?: number;
  y1?: number;
  /**
   * OCR only, on a line unfolded from a card grid (side-by-side.ts): where the word stands across
   * the page picture, since x0/x1 then place it on the unfolded line.
   */
  pictureX0?: number;
  pictureX1?: number;
  /** OCR only: the words a large number was read as, apart ('1 5'), when joined into this one. */
  readApart?: string;
  /**
   * True when the word's place is only estimated: it came from a text item that spans several
   * columns with runs of spaces between them, whose real positions the PDF does not give.
   */
  isPlaceEstimated?: boolean;
  /**
   * Text layer only: the word follows the one before it in one text item, one space apart ('Leggermente
   * torbido'). Its place is estimated from the item's width, so the gap may seem wide in a wide font;
   * a single space inside one printed item never parts two table cells.
   */
  isSameItemAsPrevious?: true;
}

export interface PlacedLine {
  /** Left to right. */
  words: PlacedWord[];
  /** The height of the line's text: the unit every gap is measured in. */
  height: number;
  /** 1-based page the line is on. */
  page: number;
  /**
   * The first line of a block printed beside others (a ticket beside a letter, tickets in a row,
   * gutter-columns.ts), or of what follows them, by the runs of blocks it opens, innermost first:
   * each block is read from the section (heading and specimen) in force where its run began,
   * under no table header (parse-context.ts, enterBlock).
   */
  opensBlocks?: readonly number[];
  /**
   * True for a line rebuilt from a card (side-by-side.ts, cardLine): its words stand where the
   * rebuilding set them, at no column of the page, so it is read by its shape even under a table.
   */
  isRebuiltCard?: boolean;
}

/** Words further apart than this many text heights are in different columns. */
export const COLUMN_GAP_HEIGHTS = 1.2;

/**
 * The line as text: words across a column gap are joined by two spaces (the parser treats any run
 * of spaces alike, but a reader of the text sees the columns).
 */
export function placedLineText(line: PlacedLine): string {
  let text = '';
  let end = -Infinity;
  for (const word of line.words) {
    if (text !== '') text += word.x0 - end > COLUMN_GAP_HEIGHTS * line.height ? '  ' : ' ';
    text += word.text;
    end = word.x1;
  }
  return text;
}

/**
 * A text item drawn as one string ('Alkaline phosphatase 88') split into its words, each placed in
 * proportion to its characters: close enough to tell which column a word belongs to.
 */
/** A character a table's vertical rulings are drawn with in text, ASCII or box drawing. */
export const RULING_CHARACTER = /[|│┃║¦┆]/;

export function splitIntoWords(text: string, x0: number, x1: number): PlacedWord[] {
  const perChar = text.length > 0 ? (x1 - x0) / text.length : 0;
  // 'Glucose   126   H   mg/dL': columns laid out with spaces inside one item.
  const isSpacedColumns = /\S(?:\s{2,}|\t)\S/.test(text);
  const words: PlacedWord[] = [];
  let end = -1;
  let before = '';
  for (const match of text.matchAll(/\S+/g)) {
    const start = x0 + match.index * perChar;
    // A ruling drawn in characters ('│ NA │ Sodium │') parts cells, however close it stands.
    const isOneSpaceOn =
      !isSpacedColumns &&
      end >= 0 &&
      match.index === end + 1 &&
      !RULING_CHARACTER.test(before) &&
      !RULING_CHARACTER.test(match[0]);
    before = match[0];
    words.push({
      text: match[0],
      x0: start,
      x1: start + match[0].length * perChar,
      ...(isSpacedColumns ? { isPlaceEstimated: true } : {}),
      ...(isOneSpaceOn ? { isSameItemAsPrevious: true as const } : {}),
    });
    end = match.index + match[0].length;
  }
  return words;
}

/** A number ending in a group of 1-3 digits ('1', '↑1', '(150'), and a group of three after it. */
const GROUP_HEAD = /(?:^|[^\d.,])\d{1,3}$/;
const GROUP_TAIL = /^\d{3}(?!\d)/;

/**
 * A number printed with spaces between its groups of three digits ('1 241', '216 000', '150 000-
 * 400 000'), as French and other European reports do, as one word: read apart, '↑1 241' was the
 * value 1; and a number whose decimal mark was read apart ('3 .7', '3 . 9'). Only closer than a
 * column gap: across one, two numbers are two cells.
 */
export function withDigitGroupsJoined(line: PlacedLine): PlacedLine {
  const gap = COLUMN_GAP_HEIGHTS * line.height;
  const words: PlacedWord[] = [];
  // Numbers already joined from groups ('5 120' of '5 120 000'): a third group joins them too.
  const grouped = new Set<PlacedWord>();
  line.words.forEach((word, index) => {
    const last = words.at(-1);
    const next = line.words[index + 1];
    const isClose = last !== undefined && word.x0 - last.x1 <= gap;
    const isGroup =
      isClose && (GROUP_HEAD.test(last.text) || grouped.has(last)) && GROUP_TAIL.test(word.text);
    const joins =
      isClose &&
      (isGroup ||
        (INTEGER.test(last.text) && DECIMALS.test(word.text)) ||
        // A lone mark joins only a number before it and digits close after it.
        (INTEGER.test(last.text) &&
          MARK.test(word.text) &&
          next !== undefined &&
          /^\d+$/.test(next.text) &&
          next.x0 - word.x1 <= gap) ||
        (INTEGER_AND_MARK.test(last.text) && /^\d+$/.test(word.text)));
    if (joins) {
      words[words.length - 1] = joinedWords(last, word);
      if (isGroup) grouped.add(words[words.length - 1]!);
    } else if (last && isSameDigitsReadTwice(last, word)) {
      // One reading of the glyphs, the longer; held all the same (`readApart`).
      const kept = word.text.length > last.text.length ? word : last;
      words[words.length - 1] = {
        ...kept,
        x0: Math.min(last.x0, word.x0),
        x1: Math.max(last.x1, word.x1),
        readApart: `${last.readApart ?? last.text} ${word.text}`,
      };
    } else if (last && next && isLargePointReadAsMark(last, word, next, line.height)) {
      // Read as the point it stands for; the row is held all the same (`readApart`).
      const joined = joinedWords(last, { ...word, text: '.' });
      joined.readApart = `${last.readApart ?? last.text} ${word.text}`;
      words[words.length - 1] = joined;
    } else if (last && isLargeNumberReadApart(last, word, line.height)) {
      const joined = joinedWords(last, word);
      joined.readApart = `${last.readApart ?? last.text} ${word.text}`;
      words[words.length - 1] = joined;
    } else words.push(word);
  });
  return words.length === line.words.length ? line : { ...line, words };
}

/** Large print: a value printed at least this many times the line's text height (a result card). */
const LARGE_PRINT_HEIGHTS = 1.5;
/** Digits of one large number stand closer than this many of their own heights. */
const DIGIT_GAP_HEIGHTS = 0.3;

/**
 * OCR boxes the digits of a large printed number apart ('1', '5' for a result card's '15'): on a
 * picture, digit words printed large, of one height, closer than a third of that height, are one
 * number. Whether a decimal point stood in the gap cannot be told, so the row is held for review
 * (`readApart` says what was read).
 */
function isLargeNumberReadApart(last: PlacedWord, word: PlacedWord, lineHeight: number): boolean {
  // A number whose point was joined back goes on too: '1 . 3 3' is 1.33, never 1.3 and a 3.
  if (!/^\d+(?:[.,]\d+)?$/.test(last.text) || !/^\d+$/.test(word.text)) return false;
  if (
    last.y0 === undefined ||
    last.y1 === undefined ||
    word.y0 === undefined ||
    word.y1 === undefined
  )
    return false;
  const height = Math.min(last.y1 - last.y0, word.y1 - word.y0);
  const other = Math.max(last.y1 - last.y0, word.y1 - word.y0);
  return (
    height >= LARGE_PRINT_HEIGHTS * lineHeight &&
    other <= height * 1.2 &&
    word.x0 - last.x1 <= DIGIT_GAP_HEIGHTS * height
  );
}

/** Two boxes sharing this share of the narrower one's width cover the same glyphs. */
const SAME_GLYPHS_SHARE = 0.3;

/**
 * OCR sometimes reads a large printed number twice, as its first digit and as the whole ('3' and
 * '32' for a result card's 32, the second box starting inside the first): joined as neighbours,
 * they made '332', read as 33.2. Words of digits whose boxes overlap by a third of the narrower
 * one, one the start or the end of the other, are one number.
 */
function isSameDigitsReadTwice(last: PlacedWord, word: PlacedWord): boolean {
  if (!/^\d+$/.test(last.text) || !/^\d+$/.test(word.text)) return false;
  const shared = Math.min(last.x1, word.x1) - Math.max(last.x0, word.x0);
  const narrower = Math.min(last.x1 - last.x0, word.x1 - word.x0);
  if (narrower <= 0 || shared < SAME_GLYPHS_SHARE * narrower) return false;
  return word.text.startsWith(last.text) || last.text.endsWith(word.text);
}

/**
 * The decimal point of a large printed number read as a letter or mark of its own ('2 s 2 7' for
 * a result card's 2.27, '1 a 33' for 1.33): a word of one character that is no digit, between a
 * whole number and digits, all three closer than a third of the digits' height, the two numbers
 * in large print of one height and the mark lower than the digits (a point is a speck at the
 * baseline; a letter as tall as the digits is no point).
 */
function isLargePointReadAsMark(
  last: PlacedWord,
  mark: PlacedWord,
  next: PlacedWord,
  lineHeight: number,
): boolean {
  if (!/^\d+$/.test(last.text) || !/^\d+$/.test(next.text) || !/^[^\d\s]$/u.test(mark.text))
    return false;
  const boxes = [last, mark, next];
  if (boxes.some((word) => word.y0 === undefined || word.y1 === undefined)) return false;
  const height = (word: PlacedWord) => word.y1! - word.y0!;
  const digits = Math.min(height(last), height(next));
  return (
    digits >= LARGE_PRINT_HEIGHTS * lineHeight &&
    Math.max(height(last), height(next)) <= digits * 1.2 &&
    height(mark) < 0.8 * digits &&
    mark.x0 - last.x1 <= DIGIT_GAP_HEIGHTS * digits &&
    next.x0 - mark.x1 <= DIGIT_GAP_HEIGHTS * digits
  );
}

/** Two words read as one: the box around both, the lower confidence. */
function joinedWords(first: PlacedWord, second: PlacedWord): PlacedWord {
  const joined: PlacedWord = { ...first, text: first.text + second.text, x1: second.x1 };
  if (second.confidence !== undefined)
    joined.confidence = Math.min(first.confidence ?? second.confidence, second.confidence);
  if (first.y0 !== undefined && second.y0 !== undefined) joined.y0 = Math.min(first.y0, second.y0);
  if (first.y1 !== undefined && second.y1 !== undefined) joined.y1 = Math.max(first.y1, second.y1);
  return joined;
}

/*
 * A decimal mark read as a word of its own ('3', '.', '9' or '3', '.7'): OCR boxes the point of a
 * large printed number apart from its digits. Joined back, closer than a column gap.
 */
const INTEGER = /^[<>≤≥↑↓]*\d+$/;
const DECIMALS = /^[.,]\d+$/;
const MARK = /^[.,]$/;
const INTEGER_AND_MARK = /^[<>≤≥↑↓]*\d+[.,]$/;
