/**
 * /habits, /dashboard/habits and /dashboard/habit-tracking (signed in): create habits, check them
 * off, see streaks; archived habits wait below with their history.
 */
import { useId, type ReactElement } from 'react';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useHabits } from '#client/features/tracking/api/list-habits';
import { HabitCard } from '#client/features/tracking/components/habit-card';
import { HabitForm } from '#client/features/tracking/components/habit-form';
import { TrackerPage } from '#client/features/tracking/components/tracker-page';
import { useToday } from '#client/lib/use-today';

export default function HabitsPage(): ReactElement {
  usePageMeta();
  const today = useToday();
  const habits = useHabits(today, true);
  const all = habits.data?.habits ?? [];
  const active = all.filter((habit) => habit.archived_at === null);
  const archived = all.filter((habit) => habit.archived_at !== null);
  const ids = { list: useId(), add: useId(), archived: useId() };

  return (
    <TrackerPage
      title="Habits"
      intro="Small routines, done often. Tap once to check today off; streaks count the days (or weeks) in a row."
    >
      <section aria-labelledby={ids.list} className="space-y-4">
        <h2 id={ids.list} className="text-xl font-semibold text-slate-900">
          Your habits{habits.data ? ` (${active.length})` : ''}
        </h2>
        {habits.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your habits...
          </p>
        ) : habits.isError ? (
          <SectionErrorCard onRetry={() => void habits.refetch()} />
        ) : active.length === 0 ? (
          <p className="text-slate-700">No habits yet. Add your first one below.</p>
        ) : (
          <div className="space-y-4">
            {active.map((habit) => (
              <HabitCard key={habit.id} habit={habit} today={today} />
            ))}
          </div>
        )}
      </section>

      <Card className="p-4 sm:p-6">
        <section aria-labelledby={ids.add} className="space-y-4">
          <h2 id={ids.add} className="text-xl font-semibold text-slate-900">
            Add a habit
          </h2>
          <HabitForm />
        </section>
      </Card>

      {archived.length > 0 && (
        <section aria-labelledby={ids.archived} className="space-y-4">
          <h2 id={ids.archived} className="text-xl font-semibold text-slate-900">
            Archived habits ({archived.length})
          </h2>
          {archived.map((habit) => (
            <HabitCard key={habit.id} habit={habit} today={today} />
          ))}
        </section>
      )}
    </TrackerPage>
  );
}
