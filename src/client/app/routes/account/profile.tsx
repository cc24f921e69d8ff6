/** /profile: the Health Profile Overview, with the Edit Health Profile dialog. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { DashboardSkeleton } from '#client/features/dashboard/components/dashboard-skeleton';
import { useProfile } from '#client/features/profile/api/get-profile';
import { ProfileOverviewPanel } from '#client/features/profile/components/dashboard/profile-overview-panel';
import { BodyMeasurementsPanel } from '#client/features/trends/components/body-measurements-panel';
import { ProfileSaverProvider } from '#client/features/profile/hooks/profile-saver';

export default function ProfilePage(): ReactElement {
  usePageMeta('/profile');
  return (
    <ProfileSaverProvider>
      <ProfileContent />
    </ProfileSaverProvider>
  );
}

function ProfileContent(): ReactElement {
  const profile = useProfile();
  if (profile.isPending) return <DashboardSkeleton />;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Your Health Profile
        </h1>
        <p className="mt-1 text-slate-700">
          What you have told us, section by section. It shapes your checks and suggestions; change
          it any time. Account details are in{' '}
          <Link to="/account" className="font-semibold text-teal-800 underline underline-offset-4">
            account settings
          </Link>
          .
        </p>
      </div>
      {profile.isError ? (
        <SectionErrorCard onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileOverviewPanel />
      )}
      <BodyMeasurementsPanel isCompact />
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
