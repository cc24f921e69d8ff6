/**
 * A year of moods at a glance: one row per month, one cell per day, coloured by mood. Each cell has
 * a name ('March 3: mood 4 Good') and the legend pairs each colour with its word.
 */
import { memo, useId, type ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { MONTH_NAMES, daysInMonth, formatMonthDay, monthKey, type DateKey } from '../lib/dates';
import { MOOD_COLOURS, MOOD_LEVELS, moodLabel } from '../lib/scales';

export interface YearInPixelsProps {
  year: number;
  /** Mood (1-5) by day. */
  moods: ReadonlyMap<DateKey, number>;
  /** Days after this one are in the future and drawn blank. */
  today: DateKey;
}

export function pixelLabel(day: DateKey, mood: number | undefined, isFuture: boolean): string {
  if (mood !== undefined) return `${formatMonthDay(day)}: mood ${mood} ${moodLabel(mood)}`;
  return `${formatMonthDay(day)}: ${isFuture ? 'still to come' : 'no check-in'}`;
}

const DAY_NUMBERS = Array.from({ length: 31 }, (_, index) => index + 1);

/** Memoised: typing in the check-in note must not redraw 366 cells on every key. */
export const YearInPixels = memo(function YearInPixels({
  year,
  moods,
  today,
}: YearInPixelsProps): ReactElement {
  const captionId = useId();
  return (
    <div className="space-y-3">
      <table
        aria-labelledby={captionId}
        className="w-full table-fixed border-separate border-spacing-px"
      >
        <caption id={captionId} className="sr-only">
          Your moods in {year}, one cell per day
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-8 sm:w-10">
              <span className="sr-only">Month</span>
            </th>
            {DAY_NUMBERS.map((day) => (
              <th
                key={day}
                scope="col"
                className="text-[0.5rem] font-normal text-slate-600 sm:text-[0.625rem]"
              >
                <span className={cn(day % 5 !== 0 && day !== 1 && 'sr-only')}>{day}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MONTH_NAMES.map((monthName, monthIndex) => {
            const days = daysInMonth(year, monthIndex);
            return (
              <tr key={monthName}>
                <th
                  scope="row"
                  className="pr-1 text-left text-[0.625rem] font-medium text-slate-700 sm:text-xs"
                >
                  <abbr title={monthName} className="no-underline">
                    {monthName.slice(0, 3)}
                  </abbr>
                </th>
                {DAY_NUMBERS.map((day) => {
                  if (day > days) return <td key={day} />;
                  const key = monthKey(year, monthIndex, day);
                  const mood = moods.get(key);
                  const isFuture = key > today;
                  return (
                    <td key={day} className="p-0">
                      <span
                        role="img"
                        aria-label={pixelLabel(key, mood, isFuture)}
                        title={pixelLabel(key, mood, isFuture)}
                        className={cn(
                          'block aspect-square w-full rounded-[2px]',
                          mood !== undefined
                            ? MOOD_COLOURS[mood]
                            : isFuture
                              ? 'bg-slate-50'
                              : 'bg-slate-200',
                          key === today && 'ring-2 ring-slate-900',
                        )}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        {MOOD_LEVELS.map((level) => (
          <li key={level.value} className="flex items-center gap-1.5">
            <span
              className={cn('h-3.5 w-3.5 rounded-sm', MOOD_COLOURS[level.value])}
              aria-hidden="true"
            />
            {level.value} {level.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="h-3.5 w-3.5 rounded-sm bg-slate-200" aria-hidden="true" />
          No check-in
        </li>
      </ul>
    </div>
  );
});
