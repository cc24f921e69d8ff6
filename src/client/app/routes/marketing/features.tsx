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
import { FREE_DAILY_PRODUCT_CHECKS } from '#shared/domain/product-check-limits';
import { FREE_DAILY_POSTS } from '#shared/domain/community-limits';
import { isFeatureBuilt, type FeatureKey } from '#shared/domain/feature-registry';
import { FREE_DAILY_AI_CHATS, PLAN_DISPLAY_NAMES } from '#shared/domain/plans';

/** One sentence of a card and the registry features it speaks for. */
interface FeatureLine {
  text: string;
  features: readonly FeatureKey[];
}

interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What Free Wellness includes; null when the feature is Wellness Pro only. */
  free: FeatureLine | null;
  /** What Wellness Pro adds; null when Free already includes everything. */
  pro: FeatureLine | null;
}

const FEATURES: readonly Feature[] = [
  {
    icon: ShieldCheck,
    title: 'Interaction checks',
    description:
      'Check supplements, foods and medicines against each other. Every result shows how serious it is, what it means, what to do, and the public source it comes from.',
    free: {
      text: 'Basic interaction checks for common combinations',
      features: ['interaction_checks'],
    },
    pro: {
      text: 'The full drug, supplement and food interactions database, plus food–drug timing guidance',
      features: ['drug_interaction_database', 'supplement_interactions', 'food_drug_timing'],
    },
  },
  {
    icon: TestTube,
    title: 'Blood and urine test analysis',
    description:
      'Upload a lab report as a PDF or photo (up to 10 MB). Text recognition reads the values, and each marker is explained in plain language against the reference range printed on your report.',
    free: null,
    pro: {
      text: 'Uploads, OCR, advanced analysis and biomarker tracking over time',
      features: ['lab_uploads', 'ocr', 'advanced_analysis', 'biomarker_tracking'],
    },
  },
  {
    icon: Activity,
    title: 'Symptom, mood and habit tracking',
    description:
      'Log symptoms, mood, energy and habits in a few taps, and keep a daily record you can look back on or bring to an appointment.',
    free: {
      text: 'Symptom logging, mood and habit tracking, and the daily log',
      features: ['symptom_logging', 'mood_tracking', 'habit_tracker', 'daily_log'],
    },
    pro: { text: 'Pattern insights across everything you track', features: ['pattern_insights'] },
  },
  {
    icon: Utensils,
    title: 'Meal planning',
    description:
      'Plan meals around your goals and dietary preferences, with basic nutrition information for each recipe.',
    free: {
      text: 'Meal plans of 1 to 3 days for your diet, allergies and medicines, with a food log',
      features: ['meal_planner_lite'],
    },
    pro: {
      text: 'Plans of up to 14 days with your own energy and macros, meal swaps and a grocery list',
      features: ['advanced_meal_planning'],
    },
  },
  {
    icon: Flower2,
    title: 'Aromatherapy and essential oils',
    description:
      'A library of essential oils by purpose — relaxation, energy, respiratory, digestive and more — with dilution and safety cautions for pregnancy, children and pets.',
    free: {
      text: 'The oils library, natural remedies and the blend calculator, with every safety warning',
      features: ['aromatherapy_library', 'natural_remedies'],
    },
    pro: null,
  },
  {
    icon: ScanLine,
    title: 'Product and ingredient checks',
    description:
      'Paste or photograph a label, or type a barcode: each ingredient is explained with EFSA’s evaluation and its source, and checked against your allergies, diet, pregnancy and medicines. Check a health claim against the evidence.',
    free: {
      text: `Up to ${FREE_DAILY_PRODUCT_CHECKS} product, ingredient or claim checks a day, with every allergen, diet and medicine warning`,
      features: ['product_checks', 'ingredient_analysis'],
    },
    pro: {
      text: 'Unlimited checks, camera barcode scanning, saved products and your own avoid-list',
      features: ['unlimited_product_checks', 'barcode_scan', 'ingredient_safety'],
    },
  },
  {
    icon: ChartLine,
    title: 'Reports, goals and achievements',
    description:
      'Set wellness goals, earn achievements as you keep them, and see your progress as clear trends over weeks and months.',
    free: {
      text: 'Goals, achievements, wellness trends and a weekly report',
      features: ['goals', 'wellness_trends', 'wellness_reports'],
    },
    pro: {
      text: 'PDF and email reports and automated reminders',
      features: ['pdf_reports', 'email_reports', 'automated_reminders'],
    },
  },
  {
    icon: Users,
    title: 'Community',
    description:
      'Share experiences and encouragement with other members in a moderated community. Community posts are opinions, not medical advice.',
    free: {
      text: `Read and post under a name you choose, up to ${FREE_DAILY_POSTS} posts a day; moderated, with a public modlog`,
      features: ['community_access'],
    },
    pro: { text: 'Unlimited posting', features: ['unlimited_community'] },
  },
  {
    icon: Stethoscope,
    title: 'Wellness providers',
    description:
      'Find wellness and healthcare providers, and prepare a summary of your data to discuss with them.',
    free: {
      text: 'The directory of providers who joined and were approved, and joining as a provider',
      features: ['provider_directory'],
    },
    pro: {
      text: 'Share a read-only summary (medicines, trends, a lab report) by a link that expires, and revoke it',
      features: ['provider_collaboration'],
    },
  },
  {
    icon: Bot,
    title: 'AI chat assistant',
    description:
      'A floating assistant that explains wellness topics and your own entries in plain language. It never diagnoses, prescribes or triages, and it can be wrong.',
    free: {
      text: `${FREE_DAILY_AI_CHATS} chats per day, reset at midnight UTC`,
      features: ['ai_chat'],
    },
    pro: { text: 'Unlimited chats', features: ['unlimited_queries'] },
  },
];

/** A line is offered only when every feature it speaks for is built; otherwise it is coming soon. */
function offered(line: FeatureLine | null): FeatureLine | null {
  return line && line.features.every(isFeatureBuilt) ? line : null;
}

function comingSoonLines(feature: Feature): FeatureLine[] {
  return [feature.free, feature.pro].filter(
    (line): line is FeatureLine => line !== null && offered(line) === null,
  );
}

function Availability({ feature }: { feature: Feature }): ReactElement {
  const free = offered(feature.free);
  const pro = offered(feature.pro);
  const comingSoon = comingSoonLines(feature);
  return (
    <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
      {(free || pro) && (
        <div>
          <dt className="font-semibold text-emerald-800">{PLAN_DISPLAY_NAMES.wellness}</dt>
          <dd className="text-slate-700">
            {free?.text ?? `Not included — available in ${PLAN_DISPLAY_NAMES.wellness_plus}`}
          </dd>
        </div>
      )}
      {pro && (
        <div>
          <dt className="font-semibold text-teal-800">{PLAN_DISPLAY_NAMES.wellness_plus}</dt>
          <dd className="text-slate-700">{free ? `Adds: ${pro.text}` : pro.text}</dd>
        </div>
      )}
      {comingSoon.length > 0 && (
        <div>
          <dt className="font-semibold text-slate-800">Coming soon</dt>
          {comingSoon.map((line) => (
            <dd key={line.text} className="text-slate-700">
              {line.text}
            </dd>
          ))}
        </div>
      )}
    </dl>
  );
}

function PlanTag({ feature }: { feature: Feature }): ReactElement {
  const free = offered(feature.free);
  const pro = offered(feature.pro);
  if (!free && !pro) {
    return (
      <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
        Coming soon
      </span>
    );
  }
  if (!free) {
    return (
      <span className="rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white">
        Wellness Pro
      </span>
    );
  }
  if (!pro) {
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
