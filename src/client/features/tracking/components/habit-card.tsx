/**
 * One habit: check today off with one tap, check or uncheck the last 7 days in a strip, see the
 * current and best streaks and this week's count; archive it, or delete it after a confirm.
 */
import type { ReactElement } from 'react';
import { Archive, ArchiveRestore, Check, Circle, Flame, Trophy } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { cn } from '#client/lib/cn';
import type { Habit } from '#shared/contracts/tracking.contract';
import { useDeleteHabit } from '../api/delete-habit';
import { useHabitCheckIns } from '../api/list-habit-check-ins';
import { useSetHabitCheckIn } from '../api/set-habit-check-in';
import { trackingErrorMessage } from '../api/tracking-error-message';
import { useUpdateHabit } from '../api/update-habit';
import { daysEndingOn } from '#shared/domain/dates';
import { MONTH_NAMES, dayOfMonth, formatShortWeekday, monthOf } from '../lib/dates';
import { scheduleText, streakText } from './habit-words';

export interface HabitCardProps {
  habit: Habit;
  today: string;
}

export function HabitCard({ habit, today }: HabitCardProps): ReactElement {
  const isArchived = habit.archived_at !== null;
  const update = useUpdateHabit();
  const remove = useDeleteHabit();
  const checkIn = useSetHabitCheckIn();
  const headingId = `habit-${habit.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        isArchived && 'bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {habit.name}
          </h3>
          <p className="text-sm text-slate-600">
            {scheduleText(habit)}
            {isArchived
              ? ' · Archived'
              : ` · ${habit.week_count} of ${habit.week_target} this week`}
          </p>
        </div>
        {!isArchived && (
          <Button
            variant={habit.done_today ? 'primary' : 'secondary'}
            size="lg"
            aria-pressed={habit.done_today}
            aria-label={`Done today: ${habit.name}`}
            disabled={checkIn.isPending}
            onClick={() =>
              checkIn.mutate({ habitId: habit.id, date: today, done: !habit.done_today, today })
            }
          >
            {/* One visible label in both states, so it is always part of the name (Label in
                Name); pressed or not shows in the colour, the icon and aria-pressed. */}
            {habit.done_today ? (
              <Check className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Circle className="h-5 w-5" aria-hidden="true" />
            )}
            Done today
          </Button>
        )}
      </div>

      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <Flame className="h-4 w-4 text-orange-700" aria-hidden="true" />
          <dt className="text-slate-700">Current streak:</dt>
          <dd className="font-semibold text-slate-900">
            {streakText(habit.current_streak, habit.streak_unit)}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Trophy className="h-4 w-4 text-amber-700" aria-hidden="true" />
          <dt className="text-slate-700">Best streak:</dt>
          <dd className="font-semibold text-slate-900">
            {streakText(habit.best_streak, habit.streak_unit)}
          </dd>
        </div>
      </dl>

      {!isArchived && <WeekStrip habit={habit} today={today} />}
      {checkIn.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(
            checkIn.error,
            'That check-off could not be saved. Please try again.',
          )}
        </p>
      )}

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="ghost"
          size="sm"
          disabled={update.isPending}
          aria-label={`${isArchived ? 'Restore' : 'Archive'} ${habit.name}`}
          onClick={() => update.mutate({ id: habit.id, patch: { archived: !isArchived } })}
        >
          {isArchived ? (
            <ArchiveRestore className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Archive className="h-4 w-4" aria-hidden="true" />
          )}
          {isArchived ? 'Restore' : 'Archive'}
        </Button>
        <DeleteConfirmButton
          triggerLabel={`Delete ${habit.name}`}
          title={`Delete ${habit.name}?`}
          description="Its check-offs and streaks are deleted too. To keep them, archive the habit instead."
          confirmLabel="Delete habit"
          busyLabel="Deleting..."
          isBusy={remove.isPending}
          errorMessage={
            remove.isError
              ? trackingErrorMessage(remove.error, 'It could not be deleted. Please try again.')
              : null
          }
          onConfirm={(close) => remove.mutate(habit.id, { onSuccess: close })}
          onClosed={() => remove.reset()}
        />
      </div>
    </article>
  );
}

/** The last 7 days, each a toggle; the server's check-in list says which are done. */
function WeekStrip({ habit, today }: HabitCardProps): ReactElement {
  const days = daysEndingOn(today, 7);
  const checkIns = useHabitCheckIns(habit.id, { from: days[0]!, to: today });
  const setCheckIn = useSetHabitCheckIn();
  const done = new Set(checkIns.data?.dates ?? []);
  return (
    <div>
      <p id={`${habit.id}-week`} className="text-sm font-medium text-slate-800">
        Last 7 days
      </p>
      <ul aria-labelledby={`${habit.id}-week`} className="mt-2 grid grid-cols-7 gap-1">
        {days.map((day) => {
          const isDone = done.has(day);
          const [year, monthIndex] = monthOf(day);
          return (
            <li key={day}>
              <button
                type="button"
                aria-pressed={isDone}
                disabled={checkIns.isPending || setCheckIn.isPending}
                onClick={() =>
                  setCheckIn.mutate({ habitId: habit.id, date: day, done: !isDone, today })
                }
                className={cn(
                  'flex h-14 w-full flex-col items-center justify-center rounded-lg border text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60',
                  isDone
                    ? 'border-teal-700 bg-teal-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                  day === today && 'font-bold',
                )}
              >
                {/* The name is this text ('Walk on Tue 3 March 2026 (today)'), not an aria-label,
                    so what shows is in it, in order (Label in Name). The spaces sit between the
                    spans: a name is built from each span's trimmed text. */}
                <span className="sr-only">{habit.name} on</span>{' '}
                <span>{formatShortWeekday(day)}</span>{' '}
                <span className="flex items-center gap-0.5">
                  {dayOfMonth(day)}
                  {isDone && <Check className="h-3 w-3" aria-hidden="true" />}
                </span>{' '}
                <span className="sr-only">
                  {MONTH_NAMES[monthIndex]} {year}
                  {day === today ? ' (today)' : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
