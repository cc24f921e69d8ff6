/**
 * Goals and streaks at a glance: each active goal with its progress over the last 7 days, and each
 * habit with its current and best streak and this week's count. 'diet' keeps the water, weight and
 * food goals for /dashboard/diet-progress.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Flame } from 'lucide-react';
import { useGoals } from '#client/features/tracking/api/list-goals';
import { useHabits } from '#client/features/tracking/api/list-habits';
import type { Goal, Habit } from '#shared/contracts/tracking.contract';
import { useToday } from '#client/lib/use-today';
import { QueryState } from '#client/components/ui/query-state';
import { SectionHeading, type SectionHeadingLevel } from '#client/components/ui/section-heading';

export type GoalFocus = 'all' | 'diet';

const DIET_METRICS = new Set<Goal['metric']>(['water_glasses', 'weight']);
const DIET_WORDS = /diet|nutrition|eat|food|meal|water|hydrat|weight|sugar|vegetable|fruit/i;

/** Water, weight and food goals: by metric, or by the words of a custom or profile goal. */
export function isDietGoal(goal: Goal): boolean {
  return (
    DIET_METRICS.has(goal.metric) || DIET_WORDS.test(`${goal.title} ${goal.profile_goal ?? ''}`)
  );
}

const LINK = 'font-semibold text-teal-800 underline underline-offset-4';

interface GoalsProgressPanelProps {
  focus?: GoalFocus;
  headingLevel?: SectionHeadingLevel;
  /** Streaks belong with habits; the diet page leaves them out. */
  showStreaks?: boolean;
}

export function GoalsProgressPanel({
  focus = 'all',
  headingLevel = 2,
  showStreaks = true,
}: GoalsProgressPanelProps): ReactElement {
  const headingId = useId();
  const today = useToday();
  const goals = useGoals(today);
  const habits = useHabits(today);
  const activeGoals = (goals.data?.goals ?? []).filter(
    (goal) => goal.status !== 'archived' && (focus === 'all' || isDietGoal(goal)),
  );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <SectionHeading id={headingId} level={headingLevel}>
          {focus === 'diet' ? 'Diet and water goals' : showStreaks ? 'Goals and streaks' : 'Goals'}
        </SectionHeading>
        <p className="mt-1 text-sm text-slate-700">
          Progress over the last 7 days, from what you logged.
        </p>
      </div>
      <QueryState
        query={goals}
        loading="Loading your goals..."
        failed="Your goals could not be loaded"
      >
        {() =>
          activeGoals.length === 0 ? (
            <p className="text-sm text-slate-700">
              {focus === 'diet' ? 'No water or diet goal yet.' : 'No goals yet.'}{' '}
              <Link to="/wellness-goals" className={LINK}>
                Set a goal
              </Link>
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {activeGoals.map((goal) => (
                <GoalItem key={goal.id} goal={goal} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {showStreaks && <HabitStreaks habits={habits.data?.habits} isPending={habits.isPending} />}
    </section>
  );
}

function GoalItem({ goal }: { goal: Goal }): ReactElement {
  const percent = Math.round(Math.min(100, Math.max(0, goal.progress?.percent ?? 0)));
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-2 text-sm">
        <span className="font-medium break-words text-slate-900">{goal.title}</span>
        <span className="shrink-0 font-semibold text-slate-900">
          {goal.progress ? `${percent}%` : '—'}
        </span>
      </div>
      {goal.progress ? (
        <>
          <div
            role="progressbar"
            aria-label={goal.title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={goal.progress.summary}
            className="mt-2 h-2 rounded-full bg-slate-200"
          >
            <div className="h-2 rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-2 text-xs text-slate-700">
            {goal.progress.summary}
            {goal.progress.is_met && <strong className="ml-1 text-teal-800">Target met.</strong>}
          </p>
        </>
      ) : (
        <p className="mt-2 text-xs text-slate-700">Add a target to measure progress.</p>
      )}
    </li>
  );
}

/** '1 day', '3 days', '1 week'. */
export function unitWord(count: number, unit: Habit['streak_unit']): string {
  return count === 1 ? unit.slice(0, -1) : unit;
}

function HabitStreaks({
  habits,
  isPending,
}: {
  habits: Habit[] | undefined;
  isPending: boolean;
}): ReactElement | null {
  if (isPending) return null;
  const active = (habits ?? []).filter((habit) => habit.archived_at === null);
  if (active.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        No habits yet.{' '}
        <Link to="/habits" className={LINK}>
          Add a habit
        </Link>{' '}
        to build a streak.
      </p>
    );
  }
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">Habit streaks</p>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {active.map((habit) => (
          <li
            key={habit.id}
            className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
          >
            <span className="flex min-w-0 items-center gap-2 font-medium break-words text-slate-900">
              <Flame className="h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
              {habit.name}
            </span>
            <span className="text-slate-700">
              Streak {habit.current_streak} {unitWord(habit.current_streak, habit.streak_unit)} ·
              best {habit.best_streak} {unitWord(habit.best_streak, habit.streak_unit)} · this week{' '}
              {habit.week_count} of {habit.week_target}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
