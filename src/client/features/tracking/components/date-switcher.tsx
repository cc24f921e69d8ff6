/** Move the daily log between days: previous, next (never past today) and a date field. */
import { useId, type ReactElement } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { addDays, isCalendarDate } from '#shared/domain/dates';
import type { DateKey } from '../lib/dates';

export interface DateSwitcherProps {
  date: DateKey;
  today: DateKey;
  onChange: (date: DateKey) => void;
}

export function DateSwitcher({ date, today, onChange }: DateSwitcherProps): ReactElement {
  const inputId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Button
        variant="secondary"
        onClick={() => onChange(addDays(date, -1))}
        aria-label="Previous day"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </Button>
      <div>
        <Label htmlFor={inputId}>Day</Label>
        <Input
          id={inputId}
          type="date"
          value={date}
          max={today}
          onChange={(event) => {
            const value = event.target.value;
            if (isCalendarDate(value) && value <= today) onChange(value);
          }}
          className="w-44"
        />
      </div>
      <Button
        variant="secondary"
        onClick={() => onChange(addDays(date, 1))}
        disabled={date >= today}
        aria-label="Next day"
      >
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
      {date !== today && (
        <Button variant="link" onClick={() => onChange(today)}>
          Back to today
        </Button>
      )}
    </div>
  );
}
