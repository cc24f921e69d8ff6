/**
 * Health Profile Overview: how complete the profile is, when it was last synced, whether
 * its data holds together, and one card per section with a status badge.
 */
import type { ReactElement, ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import type { IntegrityResult, Profile } from '#shared/contracts/profile.contract';
import { calculateBmi } from '#shared/domain/body-metrics';
import {
  calculateLifestyleScore,
  calculatePersonalizationScore,
  hasNoKnownAllergies,
  hasValue,
  isEditorSectionComplete,
  validateDataIntegrity,
  type LifestyleStatus,
} from '#shared/domain/profile-scores';
import { MULTIPLE_MEDICATIONS_LABEL, hasMultipleMedications } from '#shared/domain/profile-status';
import { summarizeProfile } from '#shared/domain/one-profile';
import {
  DIET_TYPE_LABELS,
  EXERCISE_FREQUENCY_LABELS,
  GENDER_LABELS,
  GOAL_TIMEFRAME_LABELS,
} from '../../lib/option-lists';
import { formatSyncTime, Pill, StatusBadge, type SectionStatus } from './status-badge';
import { formatCount } from '#shared/domain/plural';

const LIFESTYLE_BADGE: Record<LifestyleStatus, SectionStatus> = {
  good: 'Good',
  moderate: 'Moderate',
  'needs-attention': 'Needs Attention',
};

const plural = formatCount;

export interface SectionSummary {
  key: string;
  title: string;
  status: SectionStatus;
  details: string[];
  note?: string;
}

/** One summary card per section, in the editor's order, plus personalization. */
export function summarizeSections(profile: Profile): SectionSummary[] {
  const personal = profile.personal_info;
  const medical = profile.medical_history;
  const symptoms = profile.symptoms;
  // The counts come from the one summary every area reads (ADR 022), never from a local filter.
  const summary = summarizeProfile(profile);
  const medications = summary.medicationNames;
  const lifestyle = profile.lifestyle_data;
  const diet = profile.dietary_info;
  const goals = profile.health_goals;

  const bmi = calculateBmi(
    personal.weight,
    personal.weightUnit,
    personal.height,
    personal.heightUnit,
  );
  const conditions = [...(medical.currentConditions ?? []), ...(medical.chronicConditions ?? [])];
  const hasLifestyle = Object.values(lifestyle).some(hasValue);
  const lifestyleScore = calculateLifestyleScore(lifestyle);
  const dietType = diet.dietType ?? diet.type;
  const restrictions = diet.dietaryRestrictions ?? diet.restrictions ?? [];
  const personalization = calculatePersonalizationScore(profile);

  const completeOr = (
    key: Parameters<typeof isEditorSectionComplete>[1],
    otherwise: SectionStatus,
  ): SectionStatus => (isEditorSectionComplete(profile, key) ? 'Complete' : otherwise);

  return [
    {
      key: 'personal_info',
      title: 'Personal Information',
      status: completeOr('personal_info', 'Needs Attention'),
      details: [
        personal.age ? `Age ${personal.age}` : 'Age not set',
        personal.gender ? GENDER_LABELS[personal.gender] : 'Gender not set',
        bmi === null ? 'BMI needs height and weight' : `BMI ${bmi.toFixed(1)}`,
      ],
    },
    {
      key: 'medical_history',
      title: 'Medical History',
      status: medical.noConditions
        ? 'None'
        : conditions.length > 0
          ? 'Active'
          : completeOr('medical_history', 'Needs Attention'),
      details: [
        medical.noConditions ? 'No conditions reported' : plural(conditions.length, 'condition'),
        hasNoKnownAllergies(medical)
          ? 'No known allergies'
          : plural(medical.allergies?.length ?? 0, 'allergy', 'allergies'),
      ],
    },
    {
      key: 'symptoms',
      title: 'Current Symptoms',
      status: symptoms.noSymptoms
        ? 'None'
        : summary.symptomCount > 0
          ? 'Active'
          : completeOr('symptoms', 'Needs Attention'),
      details: [
        symptoms.noSymptoms ? 'No current symptoms' : plural(summary.symptomCount, 'symptom'),
      ],
    },
    {
      key: 'medications',
      title: 'Medications',
      status: profile.medications.none
        ? 'None'
        : medications.length > 0
          ? 'Active'
          : 'Needs Attention',
      details: [
        profile.medications.none ? 'No medications' : plural(medications.length, 'medication'),
      ],
      note: hasMultipleMedications(medications) ? MULTIPLE_MEDICATIONS_LABEL : undefined,
    },
    {
      key: 'lifestyle_data',
      title: 'Lifestyle',
      status: hasLifestyle ? LIFESTYLE_BADGE[lifestyleScore.status] : 'Needs Attention',
      details: hasLifestyle
        ? [
            `Lifestyle score ${lifestyleScore.score}/100`,
            `Exercise: ${lifestyle.exerciseFrequency ? EXERCISE_FREQUENCY_LABELS[lifestyle.exerciseFrequency].toLowerCase() : 'not set'}`,
          ]
        : ['Not filled in yet'],
    },
    {
      key: 'dietary_info',
      title: 'Diet & Nutrition',
      status: completeOr('dietary_info', 'Needs Attention'),
      details: [
        dietType ? `Diet: ${DIET_TYPE_LABELS[dietType]}` : 'Diet not set',
        plural(restrictions.length, 'restriction'),
      ],
    },
    {
      key: 'health_goals',
      title: 'Health Goals',
      status: (goals.primary?.length ?? 0) > 0 ? 'Active' : 'Needs Attention',
      details: [
        plural(goals.primary?.length ?? 0, 'goal'),
        goals.timeframe ? `Timeframe: ${GOAL_TIMEFRAME_LABELS[goals.timeframe]}` : 'No timeframe',
      ],
    },
    {
      key: 'personalization',
      title: 'Personalized Insights',
      status: personalization.confidence === 'minimal' ? 'Needs Attention' : 'Available',
      details: [
        `Personalization ${personalization.score}/100`,
        `Confidence: ${personalization.confidence}`,
      ],
    },
  ];
}

export interface HealthProfileOverviewProps {
  profile: Profile;
  /** When the profile last arrived from or was saved to the server (epoch ms). */
  lastSyncedAt: number | null;
  onSync: () => void;
  isSyncing?: boolean;
  /** The server's integrity result, when a check has run; otherwise the local check is shown. */
  integrity?: IntegrityResult | null;
  /** Extra actions for the header, e.g. an Edit button. */
  actions?: ReactNode;
}

export function HealthProfileOverview({
  profile,
  lastSyncedAt,
  onSync,
  isSyncing = false,
  integrity,
  actions,
}: HealthProfileOverviewProps): ReactElement {
  const {
    completeness,
    sections: { completed, total },
  } = summarizeProfile(profile);
  const check = integrity ?? validateDataIntegrity(profile);
  return (
    <section aria-labelledby="profile-overview-title" className="space-y-4">
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="profile-overview-title" className="text-lg font-semibold text-slate-900">
                Health Profile Overview
              </h2>
              <Pill className="bg-teal-100 text-teal-900 ring-teal-200">
                {/* 'Complete' only when it is; before that, how much is filled in. */}
                {completeness >= 100 ? 'Complete' : `${completeness}% filled in`}
              </Pill>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {completed} of {total} sections completed
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button variant="secondary" size="sm" onClick={onSync} disabled={isSyncing}>
              <RefreshCw
                className={isSyncing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
                aria-hidden="true"
              />
              {isSyncing ? 'Syncing...' : 'Sync'}
            </Button>
          </div>
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Last sync</dt>
            <dd className="font-medium text-slate-900">{formatSyncTime(lastSyncedAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Data integrity</dt>
            <dd className="flex items-center gap-1 font-medium text-slate-900">
              {check.isValid ? (
                <>
                  <CheckCircle2 className="h-4 w-4 text-green-700" aria-hidden="true" />
                  No issues found
                </>
              ) : (
                <>
                  <AlertTriangle className="h-4 w-4 text-amber-700" aria-hidden="true" />
                  {plural(check.issues.length, 'issue')} to review
                </>
              )}
            </dd>
          </div>
        </dl>
      </Card>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {summarizeSections(profile).map((section) => (
          <li key={section.key} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
            {/* Wraps so a long badge ('Needs Attention') drops below the title instead of overflowing. */}
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{section.title}</h3>
              <StatusBadge status={section.status} />
            </div>
            <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
              {section.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
            {section.note && (
              <p className="mt-2 flex items-center gap-1 text-xs font-semibold text-amber-900">
                <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
                {section.note}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
