/**
 * /wellness (the wellness tools page, not a dashboard): the tools of the user's plan and profile-setup progress.
 * The tool cards follow the feature registry through usePlanAccess (plan and edition); a missing
 * record or a failed lookup means free.
 */
import type { ReactElement } from 'react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { DashboardSkeleton } from '#client/features/dashboard/components/dashboard-skeleton';
import { WellnessDashboard } from '#client/features/dashboard/components/wellness-dashboard';
import { usePlanAccess } from '#client/features/billing/hooks/use-plan-access';
import { useProfile } from '#client/features/profile/api/get-profile';

export default function WellnessPage(): ReactElement {
  usePageMeta('/wellness');
  const profile = useProfile();
  const access = usePlanAccess();
  if (profile.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          Welcome to Your Wellness Dashboard
        </h1>
        <SectionErrorCard onRetry={() => void profile.refetch()} />
        <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
      </div>
    );
  }
  if (profile.isPending || access.isLoading) return <DashboardSkeleton />;
  return <WellnessDashboard profile={profile.data} access={access} />;
}
