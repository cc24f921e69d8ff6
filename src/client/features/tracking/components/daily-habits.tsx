/** The habits of one day, each checked off (or not) with one tap. */
import type { ReactElement } from 'react';
import { Check } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { DailyLog } from '#shared/contracts/tracking.contract';
import { useSetHabitCheckIn } from '../api/set-habit-check-in';
import { trackingErrorMessage } from '../api/tracking-error-message';
import { scheduleText } from './habit-words';

export interface DailyHabitsProps {
  date: string;
  today: string;
  habits: DailyLog['habits'];
}

export function DailyHabits({ date, today, habits }: DailyHabitsProps): ReactElement {
  const setCheckIn = useSetHabitCheckIn();
  return (
    <div className="space-y-2">
      <ul className="grid gap-2 sm:grid-cols-2">
        {habits.map((habit) => (
          <li key={habit.id}>
            <button
              type="button"
              aria-pressed={habit.done}
              disabled={setCheckIn.isPending}
              onClick={() =>
                setCheckIn.mutate({ habitId: habit.id, date, done: !habit.done, today })
              }
              className={cn(
                'flex min-h-12 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60',
                habit.done
                  ? 'border-teal-700 bg-teal-50'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <span
                className={cn(
                  'flex h-6 w-6 shrink-0 items-center justify-center rounded-md border-2',
                  habit.done ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-400',
                )}
                aria-hidden="true"
              >
                {habit.done && <Check className="h-4 w-4" />}
              </span>
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">{habit.name}</span>
                <span className="block text-xs text-slate-600">{scheduleText(habit)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {setCheckIn.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(
            setCheckIn.error,
            'That check-off could not be saved. Please try again.',
          )}
        </p>
      )}
    </div>
  );
}
