/**
 * The landing page. Prerendered signed-out: while the session is
 * loading it renders the signed-out variant, and it reads no browser storage during render, so the
 * static HTML hydrates identically.
 */
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Activity,
  BadgeCheck,
  Bot,
  ChartLine,
  Download,
  Lock,
  LogOut,
  ShieldCheck,
  TestTube,
  LayoutDashboard,
} from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { LANDING_FAQ } from '#client/config/faq';
import { displayName, useAuth, type SessionUser } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { writeStorage } from '#client/lib/storage';
import { usePageMeta } from '#client/lib/use-page-meta';
import { FaqList } from '#client/features/marketing/components/faq-list';
import { FeatureCard } from '#client/features/marketing/components/feature-card';
import { Hero } from '#client/features/marketing/components/hero';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { SampleCheckCard } from '#client/features/marketing/components/sample-check-card';
import { Section } from '#client/features/marketing/components/section';
import { useSignOut } from '#client/lib/use-sign-out';

const FEATURE_CARDS = [
  {
    icon: ShieldCheck,
    title: 'Interaction checks',
    description:
      'Check supplements, foods and medicines against each other. Each result shows how serious it is, what it means, what to do and the source it comes from.',
    to: '/interaction-analyzer',
    linkLabel: 'Check interactions',
  },
  {
    icon: TestTube,
    title: 'Lab markers explained',
    description:
      'Understand common blood and urine markers — what each one measures, typical reference ranges, and questions worth asking your clinician.',
    to: '/wellness/biomarkers',
    linkLabel: 'Explore biomarkers',
  },
  {
    icon: Activity,
    title: 'Symptom, mood and habit tracking',
    description:
      'Log how you feel, your energy and the habits you are building in under a minute a day, and keep a record you can bring to appointments.',
    to: '/symptoms/tracker',
    linkLabel: 'Start tracking',
  },
  {
    icon: ChartLine,
    title: 'Reports and trends',
    description:
      'See your trends across weeks and months, follow your goals and read a weekly report. Wellness Pro adds pattern insights and the report as a PDF to share with your doctor or pharmacist.',
    to: '/analytics',
    linkLabel: 'View reports',
  },
] as const;

const SOURCES = [
  { name: 'FDA drug labels', detail: 'U.S. Food and Drug Administration' },
  { name: 'NIH ODS', detail: 'Office of Dietary Supplements fact sheets' },
  { name: 'NCCIH', detail: 'National Center for Complementary and Integrative Health' },
  { name: 'MedlinePlus', detail: 'U.S. National Library of Medicine' },
] as const;

const TRUST_POINTS = [
  {
    icon: BadgeCheck,
    title: 'Every warning cites its source',
    body: 'Interaction and ingredient results come from a curated knowledge base, never from an AI language model, and each one links to the public reference behind it.',
  },
  {
    icon: Download,
    title: 'Your data stays yours',
    body: 'We never sell your data or use it for advertising. You can download all of your data or delete your account at any time, yourself, from your account settings.',
  },
  {
    icon: Lock,
    title: 'Private by design',
    body: 'Sessions use httpOnly cookies that page scripts cannot read and that travel only over encrypted connections. Access to health records is limited to you and is audit-logged.',
  },
  {
    icon: Bot,
    title: 'An AI that knows its limits',
    body: 'The assistant explains wellness topics in plain language. It never diagnoses, prescribes or triages, and it tells you when to speak to a professional.',
  },
] as const;

function SignedOutActions(): ReactElement {
  return (
    <div className="space-y-4">
      <Link
        to="/register"
        className={cn(buttonVariants({ size: 'lg' }), 'h-auto w-full py-3 text-center sm:w-auto')}
      >
        Start Your Personalized Wellness Journey
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to="/dashboard?demo=true" className={buttonVariants({ variant: 'secondary' })}>
          <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
          View Demo Dashboard
        </Link>
        <Link to="/sample-report" className={buttonVariants({ variant: 'secondary' })}>
          <ChartLine className="h-4 w-4" aria-hidden="true" />
          See a Sample Report
        </Link>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <span>Already a member?</span>
        <Link
          to="/login"
          className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          Sign In
        </Link>
        <span aria-hidden="true">·</span>
        <span>New here?</span>
        <Link
          to="/register"
          className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          Create Account
        </Link>
      </p>
    </div>
  );
}

function SignedInActions({ user }: { user: SessionUser }): ReactElement {
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut();

  const goToDashboard = () => {
    writeStorage('navigatedFromHome', 'true', 'session');
    void navigate('/dashboard', { state: { fromHomePage: true } });
  };

  return (
    <div className="space-y-4">
      <p className="text-xl font-semibold text-slate-900">Welcome back, {displayName(user)}!</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={goToDashboard}>
          <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
          Go to Dashboard
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => void signOut()}
          disabled={isSigningOut}
        >
          <LogOut className="h-5 w-5" aria-hidden="true" />
          {isSigningOut ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
    </div>
  );
}

// The figures are fetched in the browser and nothing shows until they arrive, so their code can
// load after the page is interactive (the landing page's JavaScript budget). Rendered
// only after mount, so the prerendered page and the first client render agree.
const KnowledgeStatsStrip = lazy(() =>
  import('#client/features/interactions/components/knowledge-stats-strip').then((module) => ({
    default: module.KnowledgeStatsStrip,
  })),
);

function StatsStripAfterMount(): ReactElement | null {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <KnowledgeStatsStrip />
    </Suspense>
  );
}

export default function LandingPage(): ReactElement {
  usePageMeta('/');
  const { user, isLoading } = useAuth();
  const signedInUser = !isLoading ? user : null;

  return (
    <>
      <Hero
        eyebrow="Educational wellness companion"
        title="Understand your supplements, labs and habits — with every answer sourced"
        lead={
          <p>
            Wellnest checks supplements, foods and medicines for known interactions, explains your
            lab markers in plain language and helps you track symptoms, mood and habits. Every
            warning shows where it comes from, so you can bring clear questions to your doctor or
            pharmacist.
          </p>
        }
        actions={signedInUser ? <SignedInActions user={signedInUser} /> : <SignedOutActions />}
        aside={<SampleCheckCard />}
      />
      <StatsStripAfterMount />

      <Section
        id="features"
        title="Everything in one calm, private place"
        lead="Four tools to start with. Free Wellness covers tracking and everyday checks; Wellness Pro adds lab uploads, the full interactions database and unlimited AI chat."
        tone="muted"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURE_CARDS.map((card) => (
            <li key={card.to}>
              <FeatureCard {...card} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            to="/features"
            className="font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900"
          >
            See every feature and which plan includes it
          </Link>
        </p>
      </Section>

      <Section
        id="trust"
        title="Built to be trusted with your health information"
        lead="Health data deserves more care than most. These are the promises the product is built around."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {TRUST_POINTS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-700">{body}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-slate-50 p-6 text-center">
          <h3 className="text-base font-semibold text-slate-900">
            The public references behind our warnings
          </h3>
          <ul className="mt-4 flex flex-wrap justify-center gap-3">
            {SOURCES.map((source) => (
              <li
                key={source.name}
                className="rounded-full border border-slate-200 bg-white px-4 py-2 text-sm"
              >
                <span className="font-semibold text-slate-900">{source.name}</span>
                <span className="text-slate-700"> — {source.detail}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            Read more in our{' '}
            <Link
              to="/wellness-policy"
              className="font-semibold text-teal-800 underline underline-offset-2"
            >
              wellness information policy
            </Link>{' '}
            and{' '}
            <Link
              to="/compliance-center"
              className="font-semibold text-teal-800 underline underline-offset-2"
            >
              compliance center
            </Link>
            .
          </p>
        </div>
      </Section>

      <div className="bg-white">
        <div className="mx-auto max-w-4xl px-4 pb-4 sm:px-6">
          <SafetyNotice />
        </div>
      </div>

      <Section id="faq" title="Frequently asked questions" tone="white">
        <FaqList items={LANDING_FAQ} />
        <p className="mt-8 text-center text-sm text-slate-700">
          Another question?{' '}
          <Link to="/contact" className="font-semibold text-teal-800 underline underline-offset-2">
            Contact us
          </Link>{' '}
          — we reply within two business days.
        </p>
      </Section>

      <section aria-labelledby="cta-heading" className="bg-teal-800">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6">
          <h2 id="cta-heading" className="text-2xl font-bold text-white sm:text-3xl">
            Start with the free plan. Upgrade only if it helps.
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-teal-50">
            Free Wellness has no time limit and needs no card. Compare it with Wellness Pro whenever
            you like.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/pricing"
              className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'border-white')}
            >
              Compare plans
            </Link>
            <Link
              to="/how-it-works"
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'lg' }),
                'text-white ring-1 ring-white/70 hover:bg-teal-900',
              )}
            >
              How it works
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
