/**
 * A record's listing of results, each line opening with the day it was taken ('11-Mar-2025
 * XE2q0  Serum sodium 139 mmol/L [133 - 146]'), as a GP system prints a patient's results: several
 * days in one listing, newest first or last. The listing's newest day is this report's; a result
 * of an earlier day is history. Read as current, a liver panel of a year before, with no newer
 * reading of its tests, was shown as today's (set 226's tune part: 4 rows wrong yet shown as
 * right), and each test read on several days was held as a duplicate.
 */
import type { PlacedLine } from '../placed-lines';
import type { ExtractedRow } from '../extraction.types';
import { readHeaderDate, type HeaderDate } from './header-dates';

/** The day a line opens with, when its first words are a date; null otherwise. */
export function lineOpeningDate(placed: PlacedLine | null): HeaderDate | null {
  if (!placed || placed.words.length < 2) return null;
  const read = readHeaderDate(placed.words, 0);
  // A date alone on its line is a heading's, not a result line's.
  return read && read.length < placed.words.length && !read.date.isYearless ? read.date : null;
}

/**
 * The label a record's panel opens with before the day its sample was taken ('Sample taken 16
 * September 2024  |  Filed by Dr J Morton', as the NHS App lists a GP record's results panel by
 * panel), in the languages we read.
 */
const PANEL_DATE_LABEL =
  /^(?:sample taken|date taken|specimen taken|taken on|sample collected|specimen collected|date collected|collection date|date of (?:sample|collection)|entnahme(?:datum)?|probenentnahme|pr[ée]lev[ée] le|pr[ée]l[èe]vement du|date de pr[ée]l[èe]vement|fecha de (?:extracci[óo]n|toma)|extra[íi]do el|prelievo del|data (?:del )?prelievo)\s*:?$/iu;

/**
 * The day a panel's label line names ('Sample taken 19 March 2025  |  Filed by …'): the rows under
 * it, to the next such line, are that day's, so that a record listing several days' panels keeps
 * its newest day's (withoutEarlierDays). Null for any other line.
 */
export function panelDate(placed: PlacedLine | null): HeaderDate | null {
  if (!placed) return null;
  const words = placed.words.map((word) => word.text);
  for (let count = 1; count <= Math.min(4, words.length - 1); count++) {
    if (!PANEL_DATE_LABEL.test(words.slice(0, count).join(' '))) continue;
    const read = readHeaderDate(placed.words, count);
    return read && !read.date.isYearless && !read.date.isTimeOnly ? read.date : null;
  }
  return null;
}

/**
 * At least this many rows, on two days at least, make a listing: a report whose results carry a
 * date each, not one line that happens to open with one.
 */
const LEAST_DATED_ROWS = 4;

/**
 * The rows without those of a dated listing's earlier days. Only when half the rows or more open
 * with a date, on two days at least, and the newest day is the same read day-first and
 * month-first (a day over 12 settles which, as does a month's name); rows with no date of their
 * own are kept.
 */
export function withoutEarlierDays(
  rows: ExtractedRow[],
  dates: ReadonlyMap<ExtractedRow, HeaderDate>,
): ExtractedRow[] {
  const dated = rows.filter((row) => dates.has(row));
  if (dated.length < LEAST_DATED_ROWS || 2 * dated.length < rows.length) return rows;
  const all = [...new Set(dates.values())];
  const dayFirst = all.some((date) => date.mustBeDayFirst)
    ? true
    : all.some((date) => date.mustBeMonthFirst)
      ? false
      : null;
  // Days, not times: draws of one day at several hours are one day's results.
  const dayOf = (date: HeaderDate, first: boolean) => date.sortKey(first);
  const newestBy = (first: boolean) => Math.max(...all.map((date) => dayOf(date, first)));
  // Undecided, each reading must name the same dates the newest.
  const isNewest = (date: HeaderDate) =>
    dayFirst === null
      ? dayOf(date, true) === newestBy(true) && dayOf(date, false) === newestBy(false)
      : dayOf(date, dayFirst) === newestBy(dayFirst);
  const days = new Set(all.map((date) => dayOf(date, dayFirst ?? true)));
  if (days.size < 2) return rows;
  const newest = rows.filter((row) => {
    const date = dates.get(row);
    return date === undefined || isNewest(date);
  });
  // No day the newest in both readings: which rows are current is not ours to say.
  return newest.length > rows.length - dated.length ? newest : rows;
}
