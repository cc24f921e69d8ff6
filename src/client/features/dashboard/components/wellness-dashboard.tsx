/**
 * /wellness: the tools a plan includes, and where the user is with
 * setting up their profile — a welcome card for new users, the six-step progress card for
 * returning users, and 'Profile Complete' once all six steps are done.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  Leaf,
  Activity,
  ArrowRight,
  Barcode,
  ChartLine,
  CheckCircle2,
  Circle,
  ClipboardList,
  Droplet,
  FileText,
  FlaskConical,
  ListChecks,
  MessagesSquare,
  NotebookPen,
  Pill,
  ScanSearch,
  ShieldCheck,
  Smile,
  Upload,
  User,
  type LucideIcon,
} from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import type { Profile } from '#shared/contracts/profile.contract';
import {
  calculateCompletenessScore,
  countCompletedSections,
  profileSetupSteps,
} from '#shared/domain/profile-scores';
import { summarizeProfile } from '#shared/domain/one-profile';
import { FREE_PLAN_ID, type FeatureKey, type PlanId } from '#shared/domain/plans';

interface ToolCard {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  /** The registry feature the card's page needs beyond the free plan; shown only when usable. */
  feature?: FeatureKey;
}

// Each card links to a page of the route table (a test checks it).
const INTERACTION_CHECKER: ToolCard = {
  title: 'Interaction Checker',
  description: 'Check supplements, foods and medicines against each other, with sources.',
  to: '/interaction-analyzer',
  icon: ShieldCheck,
};
// The fact-checker and ingredient analyzer cards (ADR 036).
const FACT_CHECKER: ToolCard = {
  title: 'Product Fact-Checker',
  description: 'Look a product up by its barcode, or check a health claim against the evidence.',
  to: '/product-fact-checker',
  icon: Barcode,
};
const INGREDIENT_ANALYZER: ToolCard = {
  title: 'Ingredient Analyzer',
  description: 'Paste or photograph a label: what each ingredient is, and what to avoid for you.',
  to: '/ingredient-analyzer',
  icon: ScanSearch,
};
const TRACKING_CARDS: ToolCard[] = [
  {
    title: 'Mood & Energy Tracking',
    description: 'Log how you feel and spot patterns over time.',
    to: '/mood',
    icon: Smile,
  },
  {
    title: 'Habit Tracking',
    description: 'Build routines and see your streaks.',
    to: '/habits',
    icon: ListChecks,
  },
  {
    title: 'Symptom Tracker',
    description: 'Record symptoms and how severe they are, day by day.',
    to: '/symptoms',
    icon: Activity,
  },
  {
    title: 'Daily Log',
    description: 'Sleep, water, activity and notes for today in one place.',
    to: '/log',
    icon: NotebookPen,
  },
  {
    title: 'Trends',
    description: 'Your mood, symptoms and habits over weeks and months.',
    to: '/trends',
    icon: ChartLine,
  },
  {
    title: 'Weekly Report',
    description: 'A summary of your week to read or share.',
    to: '/reports',
    icon: FileText,
  },
];

// The community card: free to read and post ('community_access').
const COMMUNITY: ToolCard = {
  title: 'Community',
  description: 'Talk with other members under a name you choose, in moderated topics.',
  to: '/community',
  icon: MessagesSquare,
};

export const FREE_TOOL_CARDS: ToolCard[] = [
  FACT_CHECKER,
  INGREDIENT_ANALYZER,
  INTERACTION_CHECKER,
  {
    title: 'Wellness Profile',
    description: 'Your health details in one place, editable at any time.',
    to: '/profile',
    icon: User,
  },
  ...TRACKING_CARDS,
  COMMUNITY,
];

export const PAID_TOOL_CARDS: ToolCard[] = [
  FACT_CHECKER,
  INGREDIENT_ANALYZER,
  INTERACTION_CHECKER,
  {
    title: 'Health Questionnaire',
    description: 'Tell us about your health so suggestions fit you.',
    to: '/onboarding',
    icon: ClipboardList,
  },
  {
    title: 'Blood Test Upload',
    description: 'Upload a blood test and get plain-language marker explanations.',
    to: '/blood-test-upload',
    icon: Droplet,
    feature: 'lab_uploads',
  },
  {
    title: 'Urine Test Upload',
    description: 'Upload a urine test and see what each marker means.',
    to: '/urine-test-upload',
    icon: FlaskConical,
    feature: 'lab_uploads',
  },
  {
    title: 'Medication Analysis',
    description: 'Sourced interaction checks across your medications and supplements.',
    to: '/medications',
    icon: Pill,
  },
  {
    title: 'Natural Remedies',
    description:
      'Herbs and supplements by concern, with evidence grades and who should avoid them.',
    to: '/natural-remedies',
    icon: Leaf,
  },
  ...TRACKING_CARDS,
  COMMUNITY,
];

/** New users see four short steps, about 8 minutes in all. */
export const WELCOME_STEPS = [
  { title: 'Basic Info', minutes: 2 },
  { title: 'Health Profile', minutes: 3 },
  { title: 'Lifestyle', minutes: 2 },
  { title: 'Goals', minutes: 1 },
] as const;
export const WELCOME_TOTAL_MINUTES = WELCOME_STEPS.reduce((sum, step) => sum + step.minutes, 0);

/** A new user has no meaningful saved data yet. */
export function hasMeaningfulProfileData(profile: Profile | null | undefined): boolean {
  if (!profile) return false;
  return (
    calculateCompletenessScore(profile) > 0 ||
    profileSetupSteps(profile).done > 0 ||
    countCompletedSections(profile).completed > 0
  );
}

function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** What the page needs of usePlanAccess: the plan, and the registry's rule (plan and edition). */
export interface ToolAccess {
  plan: PlanId;
  canUse: (feature: FeatureKey) => boolean;
}

const FREE_ACCESS: ToolAccess = { plan: FREE_PLAN_ID, canUse: () => false };

export interface WellnessDashboardProps {
  profile: Profile | null;
  /** A missing or failed plan lookup means the free plan. */
  access?: ToolAccess;
}

/** A plan's cards, each gated card shown only when the plan and edition include its feature. */
export function toolCardsFor(access: ToolAccess): ToolCard[] {
  const cards = access.plan === FREE_PLAN_ID ? FREE_TOOL_CARDS : PAID_TOOL_CARDS;
  return cards.filter((card) => card.feature === undefined || access.canUse(card.feature));
}

export function WellnessDashboard({
  profile,
  access = FREE_ACCESS,
}: WellnessDashboardProps): ReactElement {
  const isPaid = access.plan !== FREE_PLAN_ID;
  const cards = toolCardsFor(access);
  const canUpload = access.canUse('lab_uploads');
  const isNewUser = !hasMeaningfulProfileData(profile);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:py-12">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Welcome to Your Wellness Dashboard
        </h1>
        <p className="text-slate-700">
          {!isPaid
            ? 'Your free wellness tools: checks, tracking, trends and reports.'
            : canUpload
              ? 'Your Wellness Pro tools, from lab uploads to medication analysis.'
              : 'Your Wellness Pro tools, from medication analysis to natural remedies.'}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/onboarding" className={buttonVariants()}>
            Get Started Now
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          {!isPaid && (
            <Link to="/pricing" className={buttonVariants({ variant: 'secondary' })}>
              Upgrade to Wellness Pro
            </Link>
          )}
        </div>
      </header>

      {isNewUser ? <WelcomeCard /> : profile && <SetupProgressCard profile={profile} />}

      <section aria-labelledby="wellness-tools-title">
        <h2 id="wellness-tools-title" className="text-xl font-semibold text-slate-900">
          {isPaid ? 'Your tools' : 'Free tools'}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <card.icon className="h-6 w-6 text-teal-800" aria-hidden="true" />
                <span className="mt-3 font-semibold text-slate-900">{card.title}</span>
                <span className="mt-1 text-sm text-slate-700">{card.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}

function WelcomeCard(): ReactElement {
  return (
    <Card>
      <h2 id="welcome-card-title" className="text-xl font-semibold text-slate-900">
        Let’s set up your wellness profile
      </h2>
      <p className="mt-1 text-slate-700">
        Four short steps, about {WELCOME_TOTAL_MINUTES} minutes in all.
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-4">
        {WELCOME_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-teal-50 p-4">
            <span className="text-xs font-semibold text-teal-900">Step {index + 1}</span>
            <span className="block font-semibold text-slate-900">{step.title}</span>
            <span className="block text-sm text-slate-700">({step.minutes} min)</span>
          </li>
        ))}
      </ol>
      <Link to="/onboarding" className={cn(buttonVariants(), 'mt-5')}>
        Start Setup
      </Link>
    </Card>
  );
}

export function SetupProgressCard({ profile }: { profile: Profile }): ReactElement {
  const { done, total, steps } = summarizeProfile(profile).steps;
  const isComplete = done >= total;
  const asOf = formatDate(profile.completed_at ?? profile.updated_at);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="setup-progress-title" className="text-xl font-semibold text-slate-900">
          {isComplete ? 'Profile Complete' : 'Your profile setup'}
        </h2>
        <span className="text-sm font-semibold text-slate-800">
          {done}/{total} steps
        </span>
      </div>
      {isComplete && asOf && <p className="mt-1 text-sm text-slate-700">as of {asOf}</p>}
      <div
        role="progressbar"
        aria-label="Profile setup progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="mt-4 h-2 rounded-full bg-slate-200"
      >
        <div
          className="h-2 rounded-full bg-teal-700"
          style={{ width: `${Math.round((done / total) * 100)}%` }}
        />
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step.key} className="flex items-center gap-2 text-sm text-slate-800">
            {step.isDone ? (
              <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <Circle className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            )}
            {step.title}
            <span className="sr-only">{step.isDone ? '(done)' : '(to do)'}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        {isComplete ? (
          <>
            <Link to="/upload" className={buttonVariants()}>
              <Upload className="h-4 w-4" aria-hidden="true" />
              Upload Test Results
            </Link>
            <Link to="/natural-remedies" className={buttonVariants({ variant: 'secondary' })}>
              <Leaf className="h-4 w-4" aria-hidden="true" />
              Explore Natural Remedies
            </Link>
          </>
        ) : (
          <Link to="/onboarding?continue=true" className={buttonVariants()}>
            Continue Setup
          </Link>
        )}
      </div>
    </Card>
  );
}
