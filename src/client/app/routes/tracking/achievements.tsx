/** /dashboard/achievements (signed in): badges earned from real events, and progress toward the rest. */
import { useId, type ReactElement } from 'react';
import { Card } from '#client/components/ui/card';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { useAchievements } from '#client/features/tracking/api/list-achievements';
import { EarnedBadges, LockedBadges } from '#client/features/tracking/components/achievement-list';
import { TrackerPage } from '#client/features/tracking/components/tracker-page';

export default function AchievementsPage(): ReactElement {
  usePageMeta();
  const achievements = useAchievements();
  const ids = { earned: useId(), locked: useId() };
  const data = achievements.data;

  return (
    <TrackerPage
      title="Achievements"
      intro="Badges for what you actually do: checking in, keeping streaks, setting goals, completing your profile."
    >
      {achievements.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your badges...
        </p>
      ) : achievements.isError || !data ? (
        <SectionErrorCard onRetry={() => void achievements.refetch()} />
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <section aria-labelledby={ids.earned} className="space-y-4">
              <h2 id={ids.earned} className="text-xl font-semibold text-slate-900">
                Earned ({data.earned.length})
              </h2>
              <EarnedBadges earned={data.earned} />
            </section>
          </Card>
          <Card className="p-4 sm:p-6">
            <section aria-labelledby={ids.locked} className="space-y-4">
              <h2 id={ids.locked} className="text-xl font-semibold text-slate-900">
                Still to earn ({data.locked.length})
              </h2>
              <LockedBadges locked={data.locked} />
            </section>
          </Card>
        </>
      )}
    </TrackerPage>
  );
}
