/**
 * A month of symptoms: each day shows the worst severity logged. It is an ARIA grid: one Tab stop,
 * arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by month, Enter picks.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { addDays, weekdayOf } from '#shared/domain/dates';
import {
  MONTH_NAMES,
  WEEKDAY_NAMES,
  dayOfMonth,
  daysInMonth,
  monthKey,
  monthOf,
  monthWeeks,
  shiftMonth,
  type DateKey,
} from '../lib/dates';
import { severityColour, severityWord } from '../lib/scales';

export interface DaySymptoms {
  count: number;
  maxSeverity: number;
}

export interface SymptomCalendarProps {
  year: number;
  monthIndex: number;
  onMonthChange: (year: number, monthIndex: number) => void;
  days: ReadonlyMap<DateKey, DaySymptoms>;
  selected: DateKey | null;
  onSelect: (day: DateKey | null) => void;
  today: DateKey;
}

/**
 * A day's button text: the day number and worst severity that show, with the words around them
 * for screen readers ('March 3: 1 symptom, worst 7 of 10 (severe)'). The name is read from this
 * text, not an aria-label, so it contains what is seen in the order it is seen (Label in Name).
 */
function DayName({ day, symptoms }: { day: DateKey; symptoms: DaySymptoms | undefined }) {
  const month = MONTH_NAMES[monthOf(day)[1]];
  // The spaces sit between the spans: a name is built from each span's trimmed text.
  if (!symptoms) {
    return (
      <>
        <span className="sr-only">{month}</span> <span>{dayOfMonth(day)}</span>
        <span className="sr-only">: no symptoms</span>
      </>
    );
  }
  const noun = symptoms.count === 1 ? 'symptom' : 'symptoms';
  const word = severityWord(symptoms.maxSeverity).toLowerCase();
  return (
    <>
      <span className="sr-only">{month}</span> <span>{dayOfMonth(day)}</span>
      <span className="sr-only">
        : {symptoms.count} {noun}, worst
      </span>{' '}
      <span className="text-[0.625rem] leading-none">{symptoms.maxSeverity}</span>{' '}
      <span className="sr-only">of 10 ({word})</span>
    </>
  );
}

/** The same day of another month, kept inside that month (Jan 31 + 1 month → Feb 28). */
function sameDayInMonth(day: DateKey, by: number): DateKey {
  const [year, monthIndex] = shiftMonth(...monthOf(day), by);
  return monthKey(year, monthIndex, Math.min(dayOfMonth(day), daysInMonth(year, monthIndex)));
}

export function SymptomCalendar(props: SymptomCalendarProps): ReactElement {
  const { year, monthIndex, onMonthChange, days, selected, onSelect, today } = props;
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const inMonth = (key: DateKey | null) =>
    key !== null && key.startsWith(monthKey(year, monthIndex, 1).slice(0, 8));
  const [focusKey, setFocusKey] = useState<DateKey>(() =>
    inMonth(selected) ? selected! : inMonth(today) ? today : monthKey(year, monthIndex, 1),
  );
  const wantsFocus = useRef(false);
  const activeKey = inMonth(focusKey) ? focusKey : monthKey(year, monthIndex, 1);

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${activeKey}"]`)?.focus();
  }, [activeKey]);

  const moveTo = (key: DateKey) => {
    const [keyYear, keyMonth] = monthOf(key);
    if (keyYear !== year || keyMonth !== monthIndex) onMonthChange(keyYear, keyMonth);
    wantsFocus.current = true;
    setFocusKey(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: DateKey) => {
    const weekday = weekdayOf(key);
    const moves: Record<string, () => DateKey> = {
      ArrowLeft: () => addDays(key, -1),
      ArrowRight: () => addDays(key, 1),
      ArrowUp: () => addDays(key, -7),
      ArrowDown: () => addDays(key, 7),
      Home: () => addDays(key, -weekday),
      End: () => addDays(key, 6 - weekday),
      PageUp: () => sameDayInMonth(key, -1),
      PageDown: () => sameDayInMonth(key, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const goMonth = (by: number) => {
    const [nextYear, nextMonth] = shiftMonth(year, monthIndex, by);
    onMonthChange(nextYear, nextMonth);
    setFocusKey(monthKey(nextYear, nextMonth, 1));
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => goMonth(-1)}
          aria-label="Previous month"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </Button>
        <p id={titleId} className="font-semibold text-slate-900" aria-live="polite">
          {MONTH_NAMES[monthIndex]} {year}
        </p>
        <Button variant="secondary" size="sm" onClick={() => goMonth(1)} aria-label="Next month">
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" className="text-xs font-medium text-slate-600">
                <abbr title={name} className="no-underline">
                  {name.slice(0, 2)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, monthIndex).map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((key, dayIndex) => {
                if (!key) return <td key={`blank-${dayIndex}`} role="gridcell" />;
                const symptoms = days.get(key);
                const isSelected = key === selected;
                return (
                  <td key={key} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={key === activeKey ? 0 : -1}
                      aria-current={key === today ? 'date' : undefined}
                      onClick={() => {
                        setFocusKey(key);
                        onSelect(isSelected ? null : key);
                      }}
                      onKeyDown={(event) => onKeyDown(event, key)}
                      className={cn(
                        'flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                        symptoms
                          ? severityColour(symptoms.maxSeverity)
                          : 'bg-white text-slate-800 hover:bg-slate-100',
                        isSelected && 'ring-2 ring-teal-700',
                        key === today && 'font-bold underline',
                      )}
                    >
                      <DayName day={key} symptoms={symptoms} />
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-600">
        Each day shows the worst severity logged (1-10). Use the arrow keys to move between days.
      </p>
    </div>
  );
}
