/**
 * /dashboard. ?demo=true shows the demo dashboard to anyone. Otherwise the page
 * guards itself (the route is public so the demo works for visitors): a skeleton while auth, the
 * profile and preferences load; the onboarding flow until onboarding is complete; then the hub:
 * Today, the cabinet's safety, the latest lab flags, the Action Center and shortcuts to every area,
 * then the health profile, and last the diagnostic cards (data recovery, system status).
 *
 * The first screen's data arrives in one request (GET /api/dashboard/summary), filed under each
 * panel's own query; the sections below the first screen load their code and data when scrolled
 * near.
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Route as RouteIcon } from 'lucide-react';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { Button, buttonVariants } from '#client/components/ui/button';
import { displayName, useAuth, type SessionUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/use-page-meta';
import { RequireAuth } from '#client/app/require-auth';
import { useDashboardSummary } from '#client/features/dashboard/api/get-dashboard-summary';
import { BelowTheFold } from '#client/components/ui/below-the-fold';
import { isOutdated } from '#shared/domain/profile-freshness';
import { DashboardSkeleton } from '#client/features/dashboard/components/dashboard-skeleton';
import { usePreferences } from '#client/features/profile/api/get-preferences';
import { useProfile } from '#client/features/profile/api/get-profile';
import type { DashboardSummary } from '#shared/contracts/dashboard.contract';
import type { Profile } from '#shared/contracts/profile.contract';
import { DEFAULT_JOURNEY_LEVEL, isJourneyLevel, JOURNEY_CONFIG } from '#shared/domain/journey';
import { LabFlagsPanel } from './hub/lab-flags-panel';
import { SafetyStatusPanel } from './hub/safety-status-panel';
import { TodayPanel } from './hub/today-panel';
import { isPreviewSearch } from './preview-search';
import { SHORT_DISCLAIMER } from '#client/components/layouts/subtitle-bar';

// What the first screen does not show loads with its own code: the demo, onboarding, the journey
// dialog and every section below the Today, safety and lab panels.
const DemoDashboard = lazy(() =>
  import('#client/features/dashboard/components/demo-dashboard').then((module) => ({
    default: module.DemoDashboard,
  })),
);
// The sections that edit the profile bring its saver (debounced saves, offline queue) with them.
const Onboarding = lazy(() =>
  Promise.all([
    import('#client/features/onboarding/components/onboarding-flow'),
    import('#client/features/profile/components/sections'),
    import('#client/features/profile/hooks/profile-saver'),
  ]).then(([flow, sections, saver]) => ({
    default: (props: { onComplete: () => void }) => (
      <saver.ProfileSaverProvider>
        <flow.OnboardingFlow editors={sections.SECTION_EDITOR_COMPONENTS} {...props} />
      </saver.ProfileSaverProvider>
    ),
  })),
);
const JourneyDialog = lazy(() =>
  import('./hub/journey-dialog').then((module) => ({ default: module.JourneyDialog })),
);
const SmartWellnessDashboard = lazy(() =>
  import('#client/features/dashboard/components/smart-wellness-dashboard').then((module) => ({
    default: module.SmartWellnessDashboard,
  })),
);
const EnhancedHealthDashboard = lazy(() =>
  Promise.all([
    import('#client/features/profile/components/dashboard/enhanced-health-dashboard'),
    import('#client/features/profile/hooks/profile-saver'),
  ]).then(([dashboard, saver]) => ({
    default: (props: ComponentProps<typeof dashboard.EnhancedHealthDashboard>) => (
      <saver.ProfileSaverProvider>
        <dashboard.EnhancedHealthDashboard {...props} />
      </saver.ProfileSaverProvider>
    ),
  })),
);
const ShortcutsPanel = lazy(() =>
  import('./hub/shortcuts-panel').then((module) => ({ default: module.ShortcutsPanel })),
);
const DiagnosticCards = lazy(() =>
  Promise.all([
    import('#client/features/profile/components/dashboard/data-recovery-card'),
    import('#client/features/profile/components/dashboard/system-status-card'),
  ]).then(([recovery, status]) => ({
    default: (props: ComponentProps<typeof recovery.DataRecoveryCard>) => (
      <>
        <recovery.DataRecoveryCard {...props} />
        <status.SystemStatusCard hasProfile />
      </>
    ),
  })),
);
const UpdateHealthInfoDialog = lazy(() =>
  import('#client/features/profile/components/dashboard/update-health-info-dialog').then(
    (module) => ({ default: module.UpdateHealthInfoDialog }),
  ),
);

export const DASHBOARD_LOAD_ERROR = 'Error loading dashboard data.';

export default function DashboardPage(): ReactElement {
  usePageMeta('/dashboard');
  const [search] = useSearchParams();
  const { isLoading, isSignedIn } = useAuth();
  if (isPreviewSearch(search))
    return (
      <Suspense fallback={<DashboardSkeleton />}>
        <DemoDashboard isSignedIn={isSignedIn} />
      </Suspense>
    );
  if (isLoading) return <DashboardSkeleton />;
  return (
    <RequireAuth>
      <SummaryFirst>
        {(summary) => <SignedInDashboard onboardingComplete={summary?.onboarding_complete} />}
      </SummaryFirst>
    </RequireAuth>
  );
}

/**
 * The first screen's data comes in one request: the panels below render once it has answered (or
 * failed, when each asks its own route) and find their parts already filed.
 */
function SummaryFirst({
  children,
}: {
  children: (summary: DashboardSummary | undefined) => ReactElement;
}): ReactElement {
  const summary = useDashboardSummary();
  if (summary.isPending && summary.fetchStatus !== 'idle') return <DashboardSkeleton />;
  return children(summary.data);
}

/** `onboardingComplete`: the summary's answer, decided by the server from the same data. */
function SignedInDashboard({
  onboardingComplete,
}: {
  onboardingComplete: boolean | null | undefined;
}): ReactElement | null {
  const { user } = useAuth();
  // When the page started waiting for the profile: the dashboard's measured load time starts here.
  const [loadStartedAt] = useState(() => Date.now());
  const profileQuery = useProfile();
  const preferences = usePreferences();
  const profile = profileQuery.data;
  // Decided once per visit: auto-saves can complete all seven parts before the user presses Finish,
  // and the flow must not vanish under them; it ends through onComplete.
  const [isInOnboarding, setIsInOnboarding] = useState<boolean | null>(null);
  const onboardingFlag = preferences.data?.onboarding_completed;
  const canDecide = isInOnboarding === null && profile !== undefined && !preferences.isPending;
  // A finished onboarding is in the preferences, and the summary says what the profile's parts
  // make of it; only without either are the parts weighed here, with rules whose code loads then
  // (a returning member never downloads them).
  if (canDecide && onboardingFlag === true) setIsInOnboarding(false);
  else if (canDecide && typeof onboardingComplete === 'boolean')
    setIsInOnboarding(!onboardingComplete);
  useEffect(() => {
    if (!canDecide || onboardingFlag === true || typeof onboardingComplete === 'boolean') return;
    let isCurrent = true;
    void import('#shared/domain/profile-status').then(({ isOnboardingComplete }) => {
      if (isCurrent) setIsInOnboarding(!isOnboardingComplete(profile, onboardingFlag));
    });
    return () => {
      isCurrent = false;
    };
  }, [canDecide, onboardingFlag, profile, onboardingComplete]);
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
  if (!profile || preferences.isPending || isInOnboarding === null) return <DashboardSkeleton />;

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
        <Suspense fallback={<DashboardSkeleton />}>
          <Onboarding onComplete={() => setIsInOnboarding(false)} />
        </Suspense>
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

/**
 * Whether any section's last update is old enough for the update prompt, decided after the first
 * screen: the prompt's code (with its dialog) loads only then. The rule is a few lines, imported
 * with the page (as a chunk of its own it cost a request on every load).
 */
function useHasOutdatedSection(profile: Profile): boolean {
  const [hasOutdated, setHasOutdated] = useState(false);
  useEffect(() => {
    const now = new Date();
    setHasOutdated(
      Object.values(profile.last_updated_sections).some(
        (updatedAt) => typeof updatedAt === 'string' && isOutdated(updatedAt, now),
      ),
    );
  }, [profile]);
  return hasOutdated;
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
  // The dialog's code loads on the first open and stays mounted after, so it can close.
  const [hasOpenedJourney, setHasOpenedJourney] = useState(false);
  const openJourney = () => {
    setHasOpenedJourney(true);
    setIsJourneyOpen(true);
  };
  const hasOutdatedSection = useHasOutdatedSection(profile);
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
          <Button variant="secondary" onClick={openJourney}>
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
        <LabFlagsPanel />
      </div>
      <BelowTheFold placeholderHeight="24rem">
        <SmartWellnessDashboard />
      </BelowTheFold>
      <BelowTheFold placeholderHeight="12rem">
        <ShortcutsPanel />
      </BelowTheFold>
      <BelowTheFold placeholderHeight="32rem">
        <EnhancedHealthDashboard loadStartedAt={loadStartedAt} onChangeJourney={openJourney} />
      </BelowTheFold>
      {/* Diagnostics last: they are about the app, not about the user's health. */}
      <section aria-labelledby="diagnostics-title" className="space-y-4">
        <h2 id="diagnostics-title" className="text-lg font-semibold text-slate-900">
          Your data and the app
        </h2>
        <BelowTheFold placeholderHeight="16rem">
          <DiagnosticCards
            profile={profile}
            isLoading={false}
            userId={user.id}
            initialDebug={search.get('debug') === 'true'}
          />
        </BelowTheFold>
      </section>
      {hasOutdatedSection && (
        <Suspense fallback={null}>
          <UpdateHealthInfoDialog profile={profile} />
        </Suspense>
      )}

      {hasOpenedJourney && (
        <Suspense fallback={null}>
          <JourneyDialog isOpen={isJourneyOpen} onOpenChange={setIsJourneyOpen} />
        </Suspense>
      )}

      <p className="text-center text-sm text-slate-600">{SHORT_DISCLAIMER}</p>
    </div>
  );
}
