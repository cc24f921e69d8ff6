/**
 * /wellness-goals, /health-goals and /dashboard/goals (signed in): goals made from the profile's
 * health goals (one button) and the user's own, each with a measurable target and its progress.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useGoals } from '#client/features/tracking/api/list-goals';
import { useSyncProfileGoals } from '#client/features/tracking/api/sync-profile-goals';
import { trackingErrorMessage } from '#client/features/tracking/api/tracking-error-message';
import { GoalCard } from '#client/features/tracking/components/goal-card';
import { TrackerPage } from '#client/features/tracking/components/tracker-page';
import { formOnEdit } from '#client/lib/form-on-edit';
import { useToday } from '#client/lib/use-today';
import type { SyncProfileGoalsResponse } from '#shared/contracts/tracking.contract';

// The add-a-goal form loads when the member starts to fill it in, not with the list (ADR 181).
const GoalForm = formOnEdit(() =>
  import('#client/features/tracking/components/goal-form').then((module) => module.GoalForm),
);

export function syncSummary(result: SyncProfileGoalsResponse): string {
  const created = result.created.length;
  if (created === 0 && result.skipped.length === 0)
    return 'Your profile’s goals are already here. Add health goals to your profile to get more.';
  return created === 0
    ? 'No new goals were created.'
    : `${created} ${created === 1 ? 'goal was' : 'goals were'} created from your profile.`;
}

function ProfileGoalsCard(): ReactElement {
  const headingId = useId();
  const sync = useSyncProfileGoals();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          From your health profile
        </h2>
        <p className="text-sm text-slate-700">
          Turn the health goals in your{' '}
          <Link to="/profile" className="font-medium text-teal-800 underline">
            profile
          </Link>{' '}
          into goals with targets you can measure. Goals already made are not made twice.
        </p>
        <Button onClick={() => sync.mutate()} disabled={sync.isPending}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {sync.isPending ? 'Creating...' : 'Create goals from my profile'}
        </Button>
        <div role="status" className="space-y-1 text-sm text-slate-800">
          {sync.data && <p className="font-medium">{syncSummary(sync.data)}</p>}
          {sync.data && sync.data.skipped.length > 0 && (
            <ul className="list-disc pl-5 text-slate-700">
              {sync.data.skipped.map((item) => (
                <li key={item.profile_goal}>
                  {item.profile_goal}: {item.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
        {sync.isError && (
          <p role="alert" className="text-sm text-red-800">
            {trackingErrorMessage(sync.error, 'Goals could not be created. Please try again.')}
          </p>
        )}
      </section>
    </Card>
  );
}

export default function GoalsPage(): ReactElement {
  usePageMeta();
  const today = useToday();
  const goals = useGoals(today);
  const list = goals.data?.goals ?? [];
  const active = list.filter((goal) => goal.status === 'active');
  const completed = list.filter((goal) => goal.status === 'completed');
  const ids = { list: useId(), add: useId(), done: useId() };

  return (
    <TrackerPage
      title="Wellness goals"
      intro="Goals you can measure, checked against what you log over the last 7 days."
    >
      <section aria-labelledby={ids.list} className="space-y-4">
        <h2 id={ids.list} className="text-xl font-semibold text-slate-900">
          Your goals{goals.data ? ` (${active.length})` : ''}
        </h2>
        {goals.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your goals...
          </p>
        ) : goals.isError ? (
          <SectionErrorCard onRetry={() => void goals.refetch()} />
        ) : active.length === 0 ? (
          <p className="text-slate-700">
            No goals yet. Create them from your profile or add your own below.
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {active.map((goal) => (
              <GoalCard key={goal.id} goal={goal} />
            ))}
          </div>
        )}
      </section>

      <ProfileGoalsCard />

      <Card className="p-4 sm:p-6">
        <section aria-labelledby={ids.add} className="space-y-4">
          <h2 id={ids.add} className="text-xl font-semibold text-slate-900">
            Add your own goal
          </h2>
          <GoalForm />
        </section>
      </Card>

      {completed.length > 0 && (
        <section aria-labelledby={ids.done} className="space-y-4">
          <h2 id={ids.done} className="text-xl font-semibold text-slate-900">
            Completed ({completed.length})
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {completed.map((goal) => (
              <GoalCard key={goal.id} goal={goal} />
            ))}
          </div>
        </section>
      )}
    </TrackerPage>
  );
}
