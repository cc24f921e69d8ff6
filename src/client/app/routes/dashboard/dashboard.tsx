/**
 * /dashboard. ?demo=true shows the demo dashboard to anyone. Otherwise the page
 * guards itself (the route is public so the demo works for visitors): a skeleton while auth, the
 * profile and preferences load; the onboarding flow until onboarding is complete; then the hub:
 * Today, the cabinet's safety, the latest lab flags, the Action Center and shortcuts to every area,
 * then the health profile, and last the diagnostic cards (data recovery, system status).
 */
import { useState, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Dialog } from 'radix-ui';
import { Route as RouteIcon, X } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button, buttonVariants } from '#client/components/ui/button';
import { displayName, useAuth, type SessionUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { RequireAuth } from '#client/app/require-auth';
import { DashboardSkeleton } from '#client/features/dashboard/components/dashboard-skeleton';
import { DemoDashboard } from '#client/features/dashboard/components/demo-dashboard';
import { SmartWellnessDashboard } from '#client/features/dashboard/components/smart-wellness-dashboard';
import { JourneySelector } from '#client/features/journey/components/journey-selector';
import { OnboardingFlow } from '#client/features/onboarding/components/onboarding-flow';
import { usePreferences } from '#client/features/profile/api/get-preferences';
import { useProfile } from '#client/features/profile/api/get-profile';
import { DataRecoveryCard } from '#client/features/profile/components/dashboard/data-recovery-card';
import { EnhancedHealthDashboard } from '#client/features/profile/components/dashboard/enhanced-health-dashboard';
import { SystemStatusCard } from '#client/features/profile/components/dashboard/system-status-card';
import { UpdateHealthInfoDialog } from '#client/features/profile/components/dashboard/update-health-info-dialog';
import { SECTION_EDITOR_COMPONENTS } from '#client/features/profile/components/sections';
import {
  ProfileSaverProvider,
  useProfileSaver,
} from '#client/features/profile/hooks/profile-saver';
import type { Profile } from '#shared/contracts/profile.contract';
import {
  DEFAULT_JOURNEY_LEVEL,
  isJourneyLevel,
  JOURNEY_CONFIG,
  JOURNEY_HEADINGS,
} from '#shared/domain/journey';
import { isOnboardingComplete } from '#shared/domain/profile-status';
import { useSubscription } from '#client/features/billing/api/get-subscription';
import { LabFlagsPanel } from './hub/lab-flags-panel';
import { SafetyStatusPanel } from './hub/safety-status-panel';
import { ShortcutsPanel } from './hub/shortcuts-panel';
import { TodayPanel } from './hub/today-panel';
import { SHORT_DISCLAIMER } from '#client/components/layouts/subtitle-bar';

export const DASHBOARD_LOAD_ERROR = 'Error loading dashboard data.';

export default function DashboardPage(): ReactElement {
  usePageMeta('/dashboard');
  const [search] = useSearchParams();
  const { isLoading, isSignedIn } = useAuth();
  if (search.get('demo') === 'true') return <DemoDashboard isSignedIn={isSignedIn} />;
  if (isLoading) return <DashboardSkeleton />;
  return (
    <RequireAuth>
      <ProfileSaverProvider>
        <SignedInDashboard />
      </ProfileSaverProvider>
    </RequireAuth>
  );
}

function SignedInDashboard(): ReactElement | null {
  const { user } = useAuth();
  // When the page started waiting for the profile: the dashboard's measured load time starts here.
  const [loadStartedAt] = useState(() => Date.now());
  const profileQuery = useProfile();
  const preferences = usePreferences();
  const { profile } = useProfileSaver();
  // Decided once per visit: auto-saves can complete all seven parts before the user presses Finish,
  // and the flow must not vanish under them; it ends through onComplete.
  const [isInOnboarding, setIsInOnboarding] = useState<boolean | null>(null);
  if (isInOnboarding === null && profile && !preferences.isPending) {
    setIsInOnboarding(!isOnboardingComplete(profile, preferences.data?.onboarding_completed));
  }
  if (!user) return null; // RequireAuth redirects

  if (profileQuery.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your Dashboard</h1>
        <p role="alert" className="font-medium text-red-800">
          {DASHBOARD_LOAD_ERROR}
        </p>
        <SectionErrorCard onRetry={() => void profileQuery.refetch()} />
        <p className="text-center text-sm text-slate-600">{SHORT_DISCLAIMER}</p>
      </div>
    );
  }
  if (!profile || preferences.isPending) return <DashboardSkeleton />;

  if (isInOnboarding) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome, {displayName(user)}
          </h1>
          <p className="mt-1 text-slate-700">
            Let’s set up your wellness profile. It takes a few minutes, and your answers save as you
            go.
          </p>
        </div>
        <OnboardingFlow
          editors={SECTION_EDITOR_COMPONENTS}
          onComplete={() => setIsInOnboarding(false)}
        />
        <p className="text-center text-sm text-slate-600">{SHORT_DISCLAIMER}</p>
      </div>
    );
  }

  return (
    <MainDashboard
      user={user}
      profile={profile}
      journeyLevel={preferences.data?.health_journey_level}
      loadStartedAt={loadStartedAt}
    />
  );
}

interface MainDashboardProps {
  user: SessionUser;
  profile: Profile;
  journeyLevel: string | undefined;
  loadStartedAt: number;
}

function MainDashboard({
  user,
  profile,
  journeyLevel,
  loadStartedAt,
}: MainDashboardProps): ReactElement {
  const [search] = useSearchParams();
  const [isJourneyOpen, setIsJourneyOpen] = useState(false);
  const subscription = useSubscription();
  const level = isJourneyLevel(journeyLevel) ? journeyLevel : DEFAULT_JOURNEY_LEVEL;
  const journey = JOURNEY_CONFIG[level];
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-12">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome back, {displayName(user)}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <RouteIcon className="h-4 w-4 text-teal-800" aria-hidden="true" />
            Health journey: <strong className="text-slate-900">{journey.title}</strong>
            <span className="text-sm">({journey.estimatedTimeCommitment})</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setIsJourneyOpen(true)}>
            Change journey
          </Button>
          <Link to="/wellness" className={buttonVariants({ variant: 'secondary' })}>
            Wellness tools
          </Link>
        </div>
      </header>

      <TodayPanel />
      <div className="grid gap-6 md:grid-cols-2">
        <SafetyStatusPanel />
        <LabFlagsPanel isPaid={subscription.isSubscribed} />
      </div>
      <SmartWellnessDashboard />
      <ShortcutsPanel />
      <EnhancedHealthDashboard
        loadStartedAt={loadStartedAt}
        onChangeJourney={() => setIsJourneyOpen(true)}
      />
      {/* Diagnostics last: they are about the app, not about the user's health. */}
      <section aria-labelledby="diagnostics-title" className="space-y-4">
        <h2 id="diagnostics-title" className="text-lg font-semibold text-slate-900">
          Your data and the app
        </h2>
        <DataRecoveryCard
          profile={profile}
          isLoading={false}
          userId={user.id}
          initialDebug={search.get('debug') === 'true'}
        />
        <SystemStatusCard hasProfile />
      </section>
      <UpdateHealthInfoDialog profile={profile} />

      <Dialog.Root open={isJourneyOpen} onOpenChange={setIsJourneyOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-slate-50 p-4 shadow-xl sm:p-6"
          >
            <div className="mb-4 flex items-start justify-between gap-4">
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {JOURNEY_HEADINGS.update}
              </Dialog.Title>
              <Dialog.Close
                className="-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100"
                aria-label="Close"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <JourneySelector
              mode="update"
              showHeading={false}
              onSaved={() => setIsJourneyOpen(false)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <p className="text-center text-sm text-slate-600">{SHORT_DISCLAIMER}</p>
    </div>
  );
}
