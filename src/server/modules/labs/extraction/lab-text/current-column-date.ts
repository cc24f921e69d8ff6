/**
 * A cumulative report's current column checked against the day the report says the sample was
 * taken ('Entnahme: 04.10.25', 'Collected: 11/02/2026', 'Prélevé le 12/03/2026'). The report is
 * about that sample, so its result column is headed by that day. When the column taken as the
 * newest is headed by another day, a heading was misread or the dates were ordered wrongly, and
 * the column taken as the current result may be an earlier one: every row under it is held.
 */
import type { PlacedWord } from '../placed-lines';
import { readHeaderDate, type HeaderDate } from './header-dates';
import type { TableHeader } from './table-header';

/** The labels before the collection date in the languages we read (lower case, at a word start). */
const COLLECTED_LABEL =
  /(?:^|\s)(?:sample collected on|sample taken|sampled|collected(?: on)?|collection date|date collected|date of collection|specimen collected|drawn|entnahme(?:datum)?|abnahme(?:datum)?|probenentnahme|prélevé le|prélèvement|date de prélèvement|extracción|fecha de extracción|fecha de toma|prelievo|data prelievo|data del prelievo)\s*[:.]?\s+(?=\S)/i;

/** The collection date a report prints beside its label, as a header date; null when none is. */
export function collectionHeaderDate(lines: readonly string[]): HeaderDate | null {
  for (const line of lines) {
    const label = COLLECTED_LABEL.exec(line);
    if (!label) continue;
    const words: PlacedWord[] = line
      .slice(label.index + label[0].length)
      // 'le 18/03/2024 à 08h05': the line's tidying makes the French 'à' a dash.
      .split(/\s+|-(?=\d{1,2}[h:]\d{2})/)
      .slice(0, 3)
      .map((text) => ({ text, x0: 0, x1: 0 }));
    const date = readHeaderDate(words, 0);
    if (date) return date.date;
  }
  return null;
}

/** The days a date may be, read day-first or month-first as it allows. */
function readings(date: HeaderDate): number[] {
  if (date.mustBeDayFirst) return [date.sortKey(true)];
  if (date.mustBeMonthFirst) return [date.sortKey(false)];
  return [date.sortKey(true), date.sortKey(false)];
}

export const CURRENT_COLUMN_NOT_COLLECTED =
  'The newest column of this report is not headed by the day its sample was taken, so an ' +
  'earlier result may have been read; check that this is the latest result.';

/**
 * Why the table's current column may not be this report's result: in a half with two or more
 * dated columns, the one taken as current is headed by a day the collection date cannot be.
 * Null when the report prints no collection date, or a heading ('Current') says which is current.
 */
export function currentColumnAgainstCollection(
  table: TableHeader,
  collected: HeaderDate | null,
): string | null {
  if (!collected) return null;
  const days = readings(collected);
  for (const half of table.halves) {
    const dated = half.columns.filter((column) => column.date);
    const current = half.columns.find((column) => column.role === 'value');
    // Columns of times alone ('0 h  1 h  3 h', '06:00  12:00') are all of the collection's day.
    if (dated.length < 2 || !current?.date || current.date.isTimeOnly) continue;
    // A date printed without its year, the heading's or the collection's, is checked by its
    // day and month alone.
    const isYearless = current.date.isYearless || collected.isYearless;
    const dayOfYear = (key: number) => (isYearless ? key % 10_000 : key);
    if (!readings(current.date).some((day) => days.map(dayOfYear).includes(dayOfYear(day))))
      return CURRENT_COLUMN_NOT_COLLECTED;
  }
  return null;
}

/**
 * Whether the one result column the header names is dated before the sample was taken: a heading
 * line that prints only an earlier result's date ('Antériorités' over '12/10/23' beside 'Valeurs
 * de référence', the current result's column left without a heading). Read under such a header,
 * every row took the earlier result for this one. False when the collection date is not printed.
 */
export function isEveryResultColumnEarlier(
  table: TableHeader,
  collected: HeaderDate | null,
): boolean {
  if (!collected) return false;
  const collectedDay = Math.min(...readings(collected));
  const results = table.halves.flatMap((half) =>
    half.columns.filter((column) => column.role === 'value' || column.role === 'previous'),
  );
  // One dated column alone: with two or more, currentColumnAgainstCollection holds the rows.
  return (
    results.length === 1 &&
    results.every(
      (column) => column.date !== undefined && Math.max(...readings(column.date)) < collectedDay,
    )
  );
}
