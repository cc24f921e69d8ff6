import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ChartLine, ClipboardList, SearchCheck, UserPlus, X } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { usePageMeta } from '#client/lib/use-page-meta';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { Section } from '#client/features/marketing/components/section';
import { FREE_DAILY_AI_CHATS } from '#shared/domain/plans';

const STEPS = [
  {
    icon: UserPlus,
    title: 'Create your account',
    time: 'About 1 minute',
    body: 'Sign up with your email and a strong password, and choose Free Wellness or Wellness Pro. We send a link to confirm your email address, then you sign in.',
    points: ['No card needed for Free Wellness', 'Switch plans or cancel whenever you like'],
  },
  {
    icon: ClipboardList,
    title: 'Build your wellness profile',
    time: 'About 8 minutes',
    body: 'A short guided onboarding asks about you, any health conditions, the medicines and supplements you take, your diet and your goals. Answers save automatically, so you can stop and pick up where you left off.',
    points: ['Skip anything you would rather not share', 'Edit or delete your answers at any time'],
  },
  {
    icon: SearchCheck,
    title: 'Run checks and track your days',
    time: 'A minute or two a day',
    body: 'Check supplements, foods and medicines for known interactions, check a product’s ingredient list, and log symptoms, mood, energy and habits. With Wellness Pro you can also upload blood and urine test results for plain-language explanations.',
    points: [
      'Each warning shows severity, meaning, what to do and its source',
      `Ask the AI assistant to explain anything (${FREE_DAILY_AI_CHATS} chats a day free)`,
    ],
  },
  {
    icon: ChartLine,
    title: 'Review trends and reports',
    time: 'Whenever you like',
    body: 'Your dashboard turns your entries into trends, goals and achievements. Wellness Pro adds pattern insights and PDF reports you can bring to your doctor, pharmacist or dietitian.',
    points: [
      'Download all of your data at any time from your account settings',
      'Share a report only when you choose to',
    ],
  },
] as const;

const NEVER = [
  'Diagnose a condition or tell you what you have',
  'Prescribe, start, stop or change a medicine or dose',
  'Triage symptoms or tell you whether something is urgent',
  'Use an AI language model to decide whether two things interact',
] as const;

export default function HowItWorksPage(): ReactElement {
  usePageMeta('/how-it-works');
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="From sign-up to your first report in four steps"
        lead="Wellnest is built to fit into a busy week: a few minutes to set up, a minute or two a day to track, and clear summaries when you need them."
      />

      <Section id="steps" title="The four steps" hideTitle>
        <ol className="mx-auto max-w-4xl space-y-6">
          {STEPS.map(({ icon: Icon, title, time, body, points }, index) => (
            <li
              key={title}
              className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:gap-6 sm:p-8"
            >
              <div className="flex flex-col items-center">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white">
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Icon className="h-5 w-5 text-teal-700" aria-hidden="true" />
                  <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                    {time}
                  </span>
                </div>
                <p className="mt-3 text-base leading-7 text-slate-700">{body}</p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="limits"
        title="What Wellnest will never do"
        lead="Wellnest is educational. These limits are built into the product, including the AI assistant."
        tone="muted"
      >
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {NEVER.map((item) => (
            <li
              key={item}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800"
            >
              <X className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-8 max-w-4xl">
          <SafetyNotice headingLevel="h3" />
        </div>
      </Section>

      <section aria-labelledby="start-heading" className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 id="start-heading" className="text-2xl font-bold text-slate-900">
            Ready to try it?
          </h2>
          <p className="mt-2 text-slate-700">
            Start on the free plan, or look around the demo dashboard first.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" className={buttonVariants({ size: 'lg' })}>
              Create your free account
            </Link>
            <Link
              to="/dashboard?demo=true"
              className={buttonVariants({ variant: 'secondary', size: 'lg' })}
            >
              View Demo Dashboard
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
