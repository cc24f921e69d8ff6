import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  Bot,
  ChartLine,
  Flower2,
  ScanLine,
  ShieldCheck,
  Stethoscope,
  TestTube,
  Users,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { usePageMeta } from '#client/lib/use-page-meta';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { Section } from '#client/features/marketing/components/section';
import { FREE_DAILY_AI_CHATS, PLAN_DISPLAY_NAMES } from '#shared/domain/plans';

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What Free Wellness includes; null when the feature is Wellness Pro only. */
  free: string | null;
  /** What Wellness Pro adds; null when Free already includes everything. */
  pro: string | null;
  /** Planned but not built yet: said in place, with no plan or price attached. */
  comingSoon?: string;
}

const FEATURES: Feature[] = [
  {
    icon: ShieldCheck,
    title: 'Interaction checks',
    description:
      'Check supplements, foods and medicines against each other. Every result shows how serious it is, what it means, what to do, and the public source it comes from.',
    free: 'Basic interaction checks for common combinations',
    pro: 'The full drug, supplement and food interactions database, plus food–drug timing guidance',
  },
  {
    icon: TestTube,
    title: 'Blood and urine test analysis',
    description:
      'Upload a lab report as a PDF or photo (up to 10 MB). Text recognition reads the values, and each marker is explained in plain language against the reference range printed on your report.',
    free: null,
    pro: 'Uploads, OCR, advanced analysis and biomarker tracking over time',
  },
  {
    icon: Activity,
    title: 'Symptom, mood and habit tracking',
    description:
      'Log symptoms, mood, energy and habits in a few taps, and keep a daily record you can look back on or bring to an appointment.',
    free: 'Symptom logging, mood and habit tracking, and the daily log',
    pro: 'Pattern insights across everything you track',
  },
  {
    icon: Utensils,
    title: 'Meal planning',
    description:
      'Plan meals around your goals and dietary preferences, with basic nutrition information for each recipe.',
    free: 'Meal plans of 1 to 3 days for your diet, allergies and medicines, with a food log',
    pro: 'Plans of up to 14 days with your own energy and macros, meal swaps and a grocery list',
  },
  {
    icon: Flower2,
    title: 'Aromatherapy and essential oils',
    description:
      'A library of essential oils by purpose — relaxation, energy, respiratory, digestive and more — with dilution and safety cautions for pregnancy, children and pets.',
    free: 'The oils library, natural remedies and the blend calculator, with every safety warning',
    pro: null,
  },
  {
    icon: ScanLine,
    title: 'Product and ingredient checks',
    description:
      'Paste or photograph a label, or type a barcode: each ingredient is explained with EFSA’s evaluation and its source, and checked against your allergies, diet, pregnancy and medicines. Check a health claim against the evidence.',
    free: 'Up to 10 product, ingredient or claim checks a day, with every allergen, diet and medicine warning',
    pro: 'Unlimited checks, camera barcode scanning, saved products and your own avoid-list',
  },
  {
    icon: ChartLine,
    title: 'Reports, goals and achievements',
    description:
      'Set wellness goals, earn achievements as you keep them, and see your progress as clear trends over weeks and months.',
    free: 'Goals, achievements, wellness trends and a weekly report',
    pro: 'PDF and email reports and automated reminders',
  },
  {
    icon: Users,
    title: 'Community',
    description:
      'Share experiences and encouragement with other members in a moderated community. Community posts are opinions, not medical advice.',
    free: 'Read and post under a name you choose, up to 20 posts a day; moderated, with a public modlog',
    pro: 'Unlimited posting',
  },
  {
    icon: Stethoscope,
    title: 'Wellness providers',
    description:
      'Find wellness and healthcare providers, and prepare a summary of your data to discuss with them.',
    free: 'The directory of providers who joined and were approved, and joining as a provider',
    pro: 'Share a read-only summary (medicines, trends, a lab report) by a link that expires, and revoke it',
  },
  {
    icon: Bot,
    title: 'AI chat assistant',
    description:
      'A floating assistant that explains wellness topics and your own entries in plain language. It never diagnoses, prescribes or triages, and it can be wrong.',
    free: `${FREE_DAILY_AI_CHATS} chats per day, reset at midnight UTC`,
    pro: 'Unlimited chats',
  },
];

function Availability({ feature }: { feature: Feature }): ReactElement {
  const isPlanned = !feature.free && !feature.pro;
  return (
    <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
      {feature.comingSoon && (
        <div>
          <dt className="font-semibold text-slate-800">Coming soon</dt>
          <dd className="text-slate-700">{feature.comingSoon}</dd>
        </div>
      )}
      {!isPlanned && (
        <div>
          <dt className="font-semibold text-emerald-800">{PLAN_DISPLAY_NAMES.wellness}</dt>
          <dd className="text-slate-700">
            {feature.free ?? `Not included — available in ${PLAN_DISPLAY_NAMES.wellness_plus}`}
          </dd>
        </div>
      )}
      {feature.pro && (
        <div>
          <dt className="font-semibold text-teal-800">{PLAN_DISPLAY_NAMES.wellness_plus}</dt>
          <dd className="text-slate-700">{feature.free ? `Adds: ${feature.pro}` : feature.pro}</dd>
        </div>
      )}
    </dl>
  );
}

function PlanTag({ feature }: { feature: Feature }): ReactElement {
  if (!feature.free && !feature.pro) {
    return (
      <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
        Coming soon
      </span>
    );
  }
  if (!feature.free) {
    return (
      <span className="rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white">
        Wellness Pro
      </span>
    );
  }
  if (!feature.pro) {
    return (
      <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
        Free
      </span>
    );
  }
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
      Free · more in Pro
    </span>
  );
}

export default function FeaturesPage(): ReactElement {
  usePageMeta('/features');
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="Everything Wellnest can do"
        lead="Each capability below says what Free Wellness includes and what Wellness Pro adds. Every one of them is educational: Wellnest informs your choices, it does not make them for you."
      />
      <Section id="all-features" title="All features" hideTitle tone="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => {
            const Icon = feature.icon;
            return (
              <li
                key={feature.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-teal-50 text-teal-800 ring-1 ring-teal-100">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <PlanTag feature={feature} />
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">
                  {feature.description}
                </p>
                <Availability feature={feature} />
              </li>
            );
          })}
        </ul>
      </Section>
      <div className="bg-white">
        <div className="mx-auto max-w-4xl space-y-10 px-4 py-14 sm:px-6">
          <SafetyNotice />
          <div className="text-center">
            <h2 className="text-2xl font-bold text-slate-900">Find the plan that fits</h2>
            <p className="mt-2 text-slate-700">
              Start free and upgrade only if the Pro tools help you.
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/pricing" className={buttonVariants({ size: 'lg' })}>
                Compare plans and prices
              </Link>
              <Link
                to="/how-it-works"
                className={buttonVariants({ variant: 'secondary', size: 'lg' })}
              >
                How it works
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
