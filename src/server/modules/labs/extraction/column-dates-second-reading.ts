/**
 * A cumulative report's column dates read again, on a picture. Printed small, each date over its
 * time ('26.04.24' over '06:12') and level with the other headings, they come back from OCR as
 * noise ('“O00 FT lees ora'): tesseract reads the three print lines as one. With no dates the
 * table has no result column, and the report reads no row, although every value is legible.
 *
 * A line with a column heading at its left ('Parameter', 'Einheit') and two unread words or more
 * over three or more columns of numbers in the lines below is cut out across those columns, with
 * room above and below, enlarged and read on its own, where the dates and times stand apart as
 * lines. The dates found, two at least and more than the line itself read (a scan's '82s 35a123
 * 32123 93.10.25' holds one date, and a misread one: '03.10.25'), take the place of the words over
 * the columns, each where it was read; the parser then reads the table as any other cumulative one
 * (the newest date is the result).
 */
import type { GreyImage } from './grey-image';
import { readHeaderDate } from './lab-text/header-dates';
import { isHeadingWord } from './lab-text/table-header';
import { multiply, scaleBy, translate } from './photo/plane-transform';
import { warp } from './photo/resample';
import type { PlacedLine, PlacedWord } from './placed-lines';
import { linesFromWords, type OcrWord } from './word-rows';

/** The crop is read enlarged: the dates' print is small beside the rows'. */
const CROP_SCALE = 2.5;
/** How far above and below the heading line the crop reaches, in text heights. */
const CROP_REACH_HEIGHTS = 1.3;
/** The lines under the heading whose numbers say where the result columns are. */
const ROWS_LOOKED_AT = 4;
/** A result column is numbers standing within this many text heights of each other. */
const COLUMN_HEIGHTS = 1.5;

const NUMBER = /^[<>*↑↓]?\d[\d.,]*[A-Za-z*!↑↓+-]{0,2}$/;

interface Span {
  x0: number;
  x1: number;
}

export async function withColumnDatesReadAgain(
  lines: PlacedLine[],
  pages: ReadonlyMap<number, GreyImage>,
  readWords: (image: GreyImage) => Promise<OcrWord[]>,
): Promise<PlacedLine[]> {
  const out = [...lines];
  for (const [index, line] of lines.entries()) {
    const page = pages.get(line.page);
    const below = lines.slice(index + 1, index + 1 + ROWS_LOOKED_AT);
    const unread = page ? unreadOverResults(line, below) : null;
    if (!page || !unread) continue;
    const dates = await datesReadAgain(line, unread, page, readWords);
    // Two dates at least, and more than the line's own reading found (one column's date read
    // there, the others noise, is still a table whose result column cannot be told).
    const found = datesIn(dates).count;
    if (found < 2 || found <= unread.datesRead) continue;
    const kept = line.words.filter((word) => !unread.words.includes(word));
    out[index] = { ...line, words: [...kept, ...dates].sort((a, b) => a.x0 - b.x0) };
  }
  return out;
}

/**
 * The words of a heading line that stand, unread, over three result columns or more of the
 * lines below; null when the line is no such heading.
 */
function unreadOverResults(
  line: PlacedLine,
  below: PlacedLine[],
): { words: PlacedWord[]; columns: Span[]; datesRead: number } | null {
  const columns = resultColumns(
    below.filter((next) => next.page === line.page),
    line.height,
  );
  if (columns.length < 3) return null;
  const isOver = (word: PlacedWord) =>
    columns.some(
      (column) => word.x0 < column.x1 + line.height && word.x1 > column.x0 - line.height,
    );
  const words = line.words.filter(isOver);
  const dated = datesIn(line.words);
  const unreadCount = words.filter((word) => !dated.parts.includes(word)).length;
  const left = line.words.filter((word) => word.x1 < columns[0]!.x0 - line.height);
  if (unreadCount < 2 || !left.some((word) => isHeadingWord(word.text))) return null;
  if (words.some((word) => isHeadingWord(word.text))) return null;
  return { words, columns, datesRead: dated.count };
}

/** The dates readHeaderDate reads in a run of words, and the words they are read from. */
function datesIn(words: PlacedWord[]): { count: number; parts: PlacedWord[] } {
  const parts: PlacedWord[] = [];
  let count = 0;
  for (let at = 0; at < words.length;) {
    const date = readHeaderDate(words, at);
    if (!date) {
      at += 1;
      continue;
    }
    count += 1;
    parts.push(...words.slice(at, at + date.length));
    at += date.length;
  }
  return { count, parts };
}

/** Where numbers stand in at least two of the lines: each such place a result column. */
function resultColumns(rows: PlacedLine[], height: number): Span[] {
  const spans: (Span & { rows: Set<number> })[] = [];
  rows.forEach((row, at) => {
    for (const word of row.words) {
      if (!NUMBER.test(word.text)) continue;
      const near = spans.find((span) => Math.abs(span.x1 - word.x1) <= COLUMN_HEIGHTS * height);
      if (near) {
        near.rows.add(at);
        near.x0 = Math.min(near.x0, word.x0);
        near.x1 = Math.max(near.x1, word.x1);
      } else spans.push({ x0: word.x0, x1: word.x1, rows: new Set([at]) });
    }
  });
  return spans
    .filter((span) => span.rows.size >= 2)
    .map(({ x0, x1 }) => ({ x0, x1 }))
    .sort((a, b) => a.x0 - b.x0);
}

/** The dates the crop over the unread words reads, placed on the page as the line's words. */
async function datesReadAgain(
  line: PlacedLine,
  unread: { words: PlacedWord[]; columns: Span[]; datesRead: number },
  page: GreyImage,
  readWords: (image: GreyImage) => Promise<OcrWord[]>,
): Promise<PlacedWord[]> {
  const reach = CROP_REACH_HEIGHTS * line.height;
  const top = Math.min(...unread.words.map((word) => word.y0 ?? Infinity));
  const bottom = Math.max(...unread.words.map((word) => word.y1 ?? -Infinity));
  if (!Number.isFinite(top) || !Number.isFinite(bottom)) return [];
  const x0 = Math.max(0, Math.min(unread.columns[0]!.x0, unread.words[0]!.x0) - line.height);
  const x1 = Math.min(
    page.width,
    Math.max(unread.columns.at(-1)!.x1, unread.words.at(-1)!.x1) + line.height,
  );
  const y0 = Math.max(0, top - reach);
  const y1 = Math.min(page.height, bottom + reach);
  const width = Math.max(1, Math.round((x1 - x0) * CROP_SCALE));
  const height = Math.max(1, Math.round((y1 - y0) * CROP_SCALE));
  const crop = warp(page, multiply(translate(x0, y0), scaleBy(1 / CROP_SCALE)), width, height);
  const onPage = (await readWords(crop)).map((word) => ({
    ...word,
    bbox: {
      x0: x0 + word.bbox.x0 / CROP_SCALE,
      x1: x0 + word.bbox.x1 / CROP_SCALE,
      y0: y0 + word.bbox.y0 / CROP_SCALE,
      y1: y0 + word.bbox.y1 / CROP_SCALE,
    },
  }));
  return linesFromWords(onPage, line.page).flatMap((read) =>
    datesIn(read.words).parts.map((part) => ({
      text: part.text,
      x0: part.x0,
      x1: part.x1,
      y0: top,
      y1: bottom,
    })),
  );
}
