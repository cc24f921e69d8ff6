/**
 * /pro-features: everything Wellness Pro adds, grouped by what it helps with.
 * Names come from the feature catalogue (plans.ts), so this page, the gates and the API agree.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Check, Clock } from 'lucide-react';
import { SITE } from '#client/config/site';
import { usePageMeta } from '#client/lib/use-page-meta';
import { UpgradeAction } from '#client/features/billing/components/upgrade-action';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { Section } from '#client/features/marketing/components/section';
import {
  FEATURE_NAMES,
  FREE_DAILY_AI_CHATS,
  isComingSoonFeature,
  PAID_PLAN_ID,
  PLAN_DISPLAY_NAMES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  type PaidFeatureKey,
} from '#shared/domain/plans';
import { FEATURE_EDITION_CAPABILITIES } from '#shared/domain/plan-access';

interface FeatureGroup {
  id: string;
  title: string;
  lead: string;
  /** Split on the page by COMING_SOON_FEATURES: included today, or coming soon. */
  features: readonly PaidFeatureKey[];
}

/**
 * The paid features grouped, each once. risk_assessment is a Health-edition capability, not a plan
 * item; 'Priority support' is not offered (there is one support queue), so it is not listed at all.
 */
export const PRO_FEATURE_GROUPS: readonly FeatureGroup[] = [
  {
    id: 'labs',
    title: 'Lab results and biomarkers',
    lead: 'Upload blood and urine test reports and follow your markers over time, in plain language.',
    features: ['lab_uploads', 'ocr', 'advanced_analysis', 'biomarker_tracking'],
  },
  {
    id: 'interactions',
    title: 'Interactions and product safety',
    lead: 'Check supplements, foods and drugs against the full database, with the source for every warning.',
    features: [
      'drug_interaction_database',
      'supplement_interactions',
      'food_drug_timing',
      'evidence_based_insights',
      'ai_ingredient_analysis',
      'product_fact_checker',
      'barcode_scan',
      'real_time_scanning',
      'unlimited_product_checks',
    ],
  },
  {
    id: 'insights',
    title: 'AI chat and insights',
    lead: `Chat without the daily limit of ${FREE_DAILY_AI_CHATS}, and see the patterns in what you track.`,
    features: [
      'unlimited_queries',
      'pattern_insights',
      'personalized_recommendations',
      'predictive_analytics',
      'advanced_analytics',
      'research_mode',
      'latest_studies',
    ],
  },
  {
    id: 'planning',
    title: 'Reminders and reports',
    lead: 'Get reminders, and share reports with your clinician.',
    features: ['automated_reminders', 'pdf_reports', 'email_reports', 'advanced_meal_planning'],
  },
  {
    id: 'care',
    title: 'Care team and community',
    lead: 'Tools for working with your providers, and more community.',
    features: [
      'provider_collaboration',
      'specialized_protocols',
      'unlimited_community',
      'premium_content',
    ],
  },
];

const EDITION_ONLY = PRO_FEATURE_GROUPS.flatMap((group) => group.features).filter(
  (feature) => FEATURE_EDITION_CAPABILITIES[feature] !== undefined && !isComingSoonFeature(feature),
);

export default function ProFeaturesPage(): ReactElement {
  usePageMeta('/pro-features');
  const planName = PLAN_DISPLAY_NAMES[PAID_PLAN_ID];
  return (
    <>
      <PageHeader
        eyebrow={planName}
        title={`What ${planName} adds`}
        lead={`Everything in ${PLAN_DISPLAY_NAMES.wellness}, plus deeper checks, lab uploads, unlimited AI chat and reports you can share. Features still to come are marked coming soon and are not part of the price. $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year, cancel any time.`}
      />
      {PRO_FEATURE_GROUPS.map((group, index) => {
        const included = group.features.filter((feature) => !isComingSoonFeature(feature));
        const comingSoon = group.features.filter(isComingSoonFeature);
        return (
          <Section
            key={group.id}
            id={`pro-${group.id}`}
            title={group.title}
            lead={group.lead}
            tone={index % 2 === 0 ? 'white' : 'muted'}
          >
            {included.length > 0 && (
              <ul
                aria-label={`Included in ${planName}`}
                className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2"
              >
                {included.map((feature) => (
                  <li
                    key={feature}
                    className="flex gap-2 rounded-xl border border-slate-200 bg-white p-4 text-slate-800"
                  >
                    <Check className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                    {FEATURE_NAMES[feature]}
                  </li>
                ))}
              </ul>
            )}
            {comingSoon.length > 0 && (
              <div className="mx-auto mt-4 max-w-4xl">
                <h3 className="text-sm font-semibold text-slate-800">Coming soon</h3>
                <ul aria-label="Coming soon" className="mt-2 grid gap-2 sm:grid-cols-2">
                  {comingSoon.map((feature) => (
                    <li key={feature} className="flex gap-2 text-sm text-slate-700">
                      <Clock
                        className="mt-0.5 h-4 w-4 shrink-0 text-slate-500"
                        aria-hidden="true"
                      />
                      {FEATURE_NAMES[feature]}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </Section>
        );
      })}
      <Section id="pro-start" title={`Start ${planName}`}>
        <div className="mx-auto max-w-md space-y-4 text-center">
          <UpgradeAction
            cycle="monthly"
            label={`Choose ${planName} — $${WELLNESS_PRO_MONTHLY_USD}/month`}
          />
          <p className="text-sm text-slate-700">
            Or pay ${WELLNESS_PRO_YEARLY_USD} a year on the{' '}
            <Link
              to="/pricing"
              className="font-semibold text-teal-800 underline underline-offset-4"
            >
              pricing page
            </Link>
            .
          </p>
          <p className="text-sm text-slate-700">
            {EDITION_ONLY.map((feature) => FEATURE_NAMES[feature]).join(', ')} are offered only
            where Wellnest runs its Health edition.
          </p>
          <p className="text-sm text-slate-700">{SITE.shortDisclaimer}</p>
        </div>
      </Section>
    </>
  );
}
