/**
 * Column headings printed over two or three lines: a US portal's 'Current Result / Previous
 * Result / Reference' over 'TESTS / Units / LAB' over 'and Flag / and Date / Interval', or a
 * cumulative report's column dates on a line of their own above 'Analyse  Unité  Valeurs de
 * réf.'. Read line by line, each heading line replaced the last and the table kept only the last
 * one's columns (a name and a unit, no result: the reference range was then the only number left,
 * and a one-sided range ('< 50') was read as the result). A heading line is read together with the
 * heading or dates line just above it, each word heading the column under it.
 */
import type { PlacedLine, PlacedWord } from '../placed-lines';
import { readHeaderDate } from './header-dates';
import type { TableHeader } from './table-header';

const TIME = /^\d{1,2}:\d{2}$/;

/** A line holding dates (and times) alone, two dates at least. */
export function isDatesLine(line: PlacedLine): boolean {
  let dates = 0;
  for (let index = 0; index < line.words.length;) {
    const date = readHeaderDate(line.words, index);
    if (date) {
      dates += 1;
      index += date.length;
    } else if (TIME.test(line.words[index]!.text)) index += 1;
    else return false;
  }
  return dates >= 2;
}

/**
 * Words alone, or dates alone: what a heading line holds. A row under its header holds numbers,
 * and so does a patient block's 'Collected: 21/06/2024 08:35' line.
 */
export function isHeadingLike(line: PlacedLine): boolean {
  return isDatesLine(line) || line.words.every((word) => !/\d/.test(word.text));
}

/** Two heading lines as one, left to right (times under dates left out). */
export function stackedHeadings(above: PlacedLine, below: PlacedLine): PlacedLine {
  const byX = (a: PlacedWord, b: PlacedWord) => a.x0 - b.x0;
  const words = [...above.words, ...below.words].filter((word) => !TIME.test(word.text));
  return { ...below, words: words.sort(byX) };
}

/** How many columns a header names: more is a fuller reading of the same headings. */
export function namedColumns(header: TableHeader): number {
  return header.halves.reduce(
    (sum, half) => sum + half.columns.filter((column) => column.role !== 'other').length,
    0,
  );
}
