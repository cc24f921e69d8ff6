import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, GraduationCap, HandHeart, KeyRound, Scale } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { SITE } from '#client/config/site';
import { cn } from '#client/lib/cn';
import { usePageMeta } from '#client/lib/use-page-meta';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { Section } from '#client/features/marketing/components/section';
import { proseClass } from '#client/features/marketing/components/legal-page';

const PRINCIPLES = [
  {
    icon: BadgeCheck,
    title: 'Sources over certainty',
    body: 'Every interaction, biomarker note and essential-oil caution carries its severity, what it means, what to do and the public reference it comes from. If we cannot cite it, we do not show it.',
  },
  {
    icon: GraduationCap,
    title: 'Education, not diagnosis',
    body: 'Wellnest helps you understand and prepare. It does not diagnose, prescribe or triage, and it says so plainly whenever a question needs a professional.',
  },
  {
    icon: KeyRound,
    title: 'Your data, your control',
    body: 'You can download everything you have entered, or delete your account, at any time from your account settings. We never sell health data and never use it for advertising.',
  },
  {
    icon: Scale,
    title: 'Honest numbers',
    body: 'We do not publish marketing figures we cannot back up. When we share usage or knowledge-base statistics, they will be measured, not estimated.',
  },
] as const;

export default function AboutPage(): ReactElement {
  usePageMeta('/about');
  return (
    <>
      <PageHeader
        eyebrow="About Wellnest"
        title="Wellness information you can check for yourself"
        lead="Wellnest brings supplement and medication checks, lab marker explanations and everyday tracking into one private place, and shows you where every warning comes from."
      />

      <Section id="story" title="Why we built Wellnest">
        <div className={cn(proseClass, 'mx-auto max-w-3xl')}>
          <p>
            Many adults take a prescription or two, a few supplements, and try to eat and sleep well
            on top of it. The information needed to do that safely is scattered across drug labels,
            government fact sheets and forums, and search results and chatbots often answer with
            confidence but without a source.
          </p>
          <p>
            We built Wellnest to put that information in one calm place and to make it checkable.
            Interaction and ingredient results come from a curated knowledge base drawn from public
            references such as FDA drug labels, NIH Office of Dietary Supplements fact sheets, NCCIH
            and MedlinePlus, and each result names its source. An AI assistant helps explain what
            you read, within firm limits.
          </p>
          <p>
            The goal is not to replace your doctor or pharmacist. It is to help you arrive at your
            next appointment with a clear record of what you take, how you have been feeling, and
            better questions.
          </p>
        </div>
      </Section>

      <Section id="principles" title="What we hold ourselves to" tone="muted">
        <ul className="grid gap-6 md:grid-cols-2">
          {PRINCIPLES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <Icon className="h-6 w-6 text-teal-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="audience" title="Who Wellnest is for">
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
            <h3 className="font-semibold text-slate-900">A good fit if you are</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-800">
              <li>an adult (18 or over) looking for general wellness information;</li>
              <li>
                combining supplements, foods and medicines and want to know what to ask about;
              </li>
              <li>tracking symptoms, mood or habits to spot patterns over time;</li>
              <li>preparing for an appointment and want an organised summary.</li>
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="font-semibold text-slate-900">Not a substitute for</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-800">
              <li>a diagnosis, prescription or treatment plan from a qualified clinician;</li>
              <li>emergency care: call 911 (US), 999 (UK) or 112 (EU);</li>
              <li>advice about a child’s health: Wellnest accounts are for adults only;</li>
              <li>your pharmacist’s review of a new medicine.</li>
            </ul>
          </div>
        </div>
      </Section>

      <Section id="funding" title="How Wellnest is funded" tone="muted">
        <div className="mx-auto flex max-w-3xl gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <HandHeart className="mt-1 h-6 w-6 shrink-0 text-teal-700" aria-hidden="true" />
          <p className="text-base leading-7 text-slate-800">
            Wellnest is paid for by Wellness Pro subscriptions. We do not run ads, we do not sell or
            rent data, and no supplement brand pays to appear in a result. That keeps our incentives
            simple: build something worth paying for, and keep your trust.
          </p>
        </div>
      </Section>

      <div className="bg-white">
        <div className="mx-auto max-w-4xl space-y-10 px-4 py-14 sm:px-6">
          <SafetyNotice />
          <div className="text-center">
            <h2 className="text-2xl font-bold text-slate-900">Talk to us</h2>
            <p className="mt-2 text-slate-700">
              Feedback, partnership questions or press: write to{' '}
              <a
                href={`mailto:${SITE.supportEmail}`}
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                {SITE.supportEmail}
              </a>{' '}
              or use the contact form.
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/contact" className={buttonVariants({ size: 'lg' })}>
                Contact us
              </Link>
              <Link
                to="/how-it-works"
                className={buttonVariants({ variant: 'secondary', size: 'lg' })}
              >
                See how it works
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
