/**
 * Profile status rules: sync jobs after a save, onboarding, sync status and performance,
 * recoverable data and recovery, the system check and error severity, timings.
 * Shared by the server, which decides, and the client, which labels. Pure TypeScript.
 */
import { hasValue, type ProfileLike } from './profile-scores';

// ---------------------------------------------------------------------------------------------
// The profile's timings and limits: save debounce, safety-analysis delay, onboarding autosave
// and how much of the user id is shown.

export const SAVE_DEBOUNCE_MS = 1000;
export const SAFETY_ANALYSIS_DELAY_MS = 1000;
export const ONBOARDING_AUTOSAVE_MS = 2000;
export const USER_ID_DISPLAY_LENGTH = 8;

/** The data-recovery card shows only the first 8 characters of the user id. */
export function shortUserId(userId: string): string {
  return userId.slice(0, USER_ID_DISPLAY_LENGTH);
}

// ---------------------------------------------------------------------------------------------
// Multiple medications, progress bars, error severity (outdated data: profile-freshness.ts).

export const MULTIPLE_MEDICATIONS_LABEL = 'Multiple Medications Detected';
export const MULTIPLE_MEDICATIONS_ABOVE = 2;

export function hasMultipleMedications(list: unknown[] | undefined): boolean {
  return (list?.length ?? 0) > MULTIPLE_MEDICATIONS_ABOVE;
}

/** A progress bar's value kept within 0..max (default 100); NaN shows as empty. */
export function clampProgress(value: number, max = 100): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(max, Math.max(0, value));
}

export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

const SEVERITY_KEYWORDS: ReadonlyArray<[Exclude<ErrorSeverity, 'low'>, readonly string[]]> = [
  ['critical', ['security', 'unauthorized', 'permission denied', 'authentication']],
  ['high', ['network', 'fetch', 'database', 'supabase']],
  ['medium', ['validation', 'parse', 'format']],
];

/** Severity from the error's text, most severe match first; no error is 'low'. */
export function errorSeverityOf(error: unknown): ErrorSeverity {
  if (error === null || error === undefined) return 'low';
  const text = (
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : String((error as { message?: unknown }).message ?? '')
  ).toLowerCase();
  for (const [severity, keywords] of SEVERITY_KEYWORDS) {
    if (keywords.some((keyword) => text.includes(keyword))) return severity;
  }
  return 'low';
}

// ---------------------------------------------------------------------------------------------
// Sync status (online, offline, syncing) and load-time ratings.

export type SyncStatus = 'online' | 'offline' | 'syncing';
export type LoadTimeRating = 'excellent' | 'good' | 'fair' | 'poor';

export function rateLoadTime(ms: number): LoadTimeRating {
  if (ms < 500) return 'excellent';
  if (ms < 1000) return 'good';
  if (ms < 2000) return 'fair';
  return 'poor';
}

/** Performance bar: 100 minus load time / 20, kept within 0..100. */
export function performanceBar(ms: number): number {
  if (Number.isNaN(ms)) return 0;
  return clampProgress(100 - ms / 20);
}

// ---------------------------------------------------------------------------------------------
// Sync jobs queued after a successful profile save.

export type SyncSection = 'medications' | 'dietary_info' | 'lifestyle_data' | 'health_goals';

export const SYNC_TARGETS: Readonly<Record<SyncSection, string[]>> = {
  medications: ['medication_safety', 'drug_interactions', 'ai_analysis'],
  dietary_info: ['meal_planner', 'nutrition_tracker', 'ai_analysis'],
  lifestyle_data: ['habit_tracking', 'wellness_dashboard', 'ai_analysis'],
  health_goals: ['goal_tracking', 'progress_monitoring', 'ai_analysis'],
};

const SYNC_SECTIONS = Object.keys(SYNC_TARGETS) as SyncSection[];

/** An object with at least one filled-in value; lists and scalars are not sections. */
function isNonEmptySection(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).some(hasValue);
}

/** One job per saved section that has targets and holds data, in SYNC_TARGETS order. */
export function syncJobsFor(
  sections: Record<string, unknown>,
): Array<{ source_table: string; target_features: string[] }> {
  return SYNC_SECTIONS.filter(
    (section) => Object.hasOwn(sections, section) && isNonEmptySection(sections[section]),
  ).map((section) => ({ source_table: section, target_features: [...SYNC_TARGETS[section]] }));
}

// ---------------------------------------------------------------------------------------------
// Onboarding: complete by flag or all seven parts; partial progress resumes.

export const ONBOARDING_STEP_COUNT = 7;
export const MAX_RESUME_STEP = 6;

/** The step after the last completed one, capped at 6; nothing saved starts at step 0. */
export function resumeStep(lastCompletedStep: number | null | undefined): number {
  if (
    lastCompletedStep === null ||
    lastCompletedStep === undefined ||
    !Number.isFinite(lastCompletedStep)
  )
    return 0;
  return Math.min(MAX_RESUME_STEP, Math.max(0, Math.floor(lastCompletedStep) + 1));
}

export type OnboardingPart =
  'basicInfo' | 'conditions' | 'symptoms' | 'medications' | 'diet' | 'interactions' | 'goals';

/** Which of the seven questionnaire parts the profile holds. */
export function onboardingParts(profile: ProfileLike): Record<OnboardingPart, boolean> {
  const isList = (value: unknown) => Array.isArray(value) && value.length > 0;
  return {
    basicInfo: hasValue(profile.personal_info?.age) && hasValue(profile.personal_info?.gender),
    conditions:
      isList(profile.medical_history?.currentConditions) ||
      profile.medical_history?.noConditions === true,
    symptoms:
      profile.symptoms?.completed === true ||
      isList(profile.symptoms?.currentSymptoms) ||
      profile.symptoms?.noSymptoms === true,
    medications: isList(profile.medications?.current) || profile.medications?.none === true,
    diet: hasValue(profile.dietary_info?.dietType) || hasValue(profile.dietary_info?.type),
    interactions: profile.onboarding_progress?.interactionsCompleted === true,
    goals: isList(profile.health_goals?.primary),
  };
}

export function isOnboardingComplete(profile: ProfileLike, preferencesFlag?: boolean): boolean {
  if (preferencesFlag === true) return true;
  return Object.values(onboardingParts(profile)).every(Boolean);
}

export function continueSetupLabel(step: number): string {
  return `Continue your setup - Step ${step + 1} of ${ONBOARDING_STEP_COUNT}`;
}

// ---------------------------------------------------------------------------------------------
// Recoverable legacy data and the recovery toasts.

export const RECOVERABLE_BELOW_COMPLETENESS = 50;

/** A user is new when there is neither a unified profile nor legacy data. */
export function isNewUser(input: { hasProfile: boolean; hasLegacyData: boolean }): boolean {
  return !input.hasProfile && !input.hasLegacyData;
}

export function hasRecoverableData(input: {
  hasLegacyData: boolean;
  profile: { data_completeness_score: number; hasData: boolean } | null;
}): boolean {
  if (!input.hasLegacyData) return false;
  const { profile } = input;
  if (profile === null) return true;
  return (
    profile.data_completeness_score < RECOVERABLE_BELOW_COMPLETENESS ||
    !profile.hasData ||
    // A separate case: a stale score of 0 on a profile that holds data.
    (profile.data_completeness_score === 0 && profile.hasData)
  );
}

export type RecoveryAction = 'created_profile' | 'updated_profile' | 'none';

export function recoveryToast(
  action: RecoveryAction | string | null | undefined,
  completeness: number,
): string {
  const percent = Math.round(completeness);
  if (action === 'created_profile')
    return `Profile created with migrated data! Completeness: ${percent}%`;
  if (action === 'updated_profile')
    return `Profile updated with recovered data! Completeness: ${percent}%`;
  return 'Data recovery completed successfully!';
}

// ---------------------------------------------------------------------------------------------
// The system check and the System Status card's five rows.

export type CheckStatus = 'good' | 'warning' | 'error';

export type SystemChecks = {
  authentication: CheckStatus;
  dataRetrieval: CheckStatus;
  featureGating: CheckStatus;
  dataSaving: CheckStatus;
  crossMigration: CheckStatus;
};

export const SYSTEM_CHECK_ROWS: ReadonlyArray<{ key: keyof SystemChecks; title: string }> = [
  { key: 'authentication', title: 'Authentication' },
  { key: 'dataRetrieval', title: 'Data Retrieval' },
  { key: 'featureGating', title: 'Feature Gating' },
  { key: 'dataSaving', title: 'Data Saving' },
  { key: 'crossMigration', title: 'Cross-Migration' },
];

export const CHECK_STATUS_LABELS: Readonly<Record<CheckStatus, string>> = {
  good: 'Operational',
  warning: 'Warning',
  error: 'Error',
};

export type SystemCheckInput = {
  userId: string | null;
  profile: { score: number; personalInfoEmpty: boolean; medicalHistoryEmpty: boolean } | null;
  hasRecoverableData: boolean;
  subscriptionLoading: boolean;
  savingWorked: boolean;
  hasQuestionnaire: boolean;
};

export function evaluateSystemCheck(input: SystemCheckInput): SystemChecks {
  const { profile } = input;
  let dataRetrieval: CheckStatus;
  if (!profile) dataRetrieval = 'error';
  else if (profile.score > 0) dataRetrieval = 'good';
  else dataRetrieval = input.hasRecoverableData ? 'warning' : 'good';

  let crossMigration: CheckStatus = 'good';
  if (profile && input.hasQuestionnaire) {
    // Legacy answers exist but neither core section carries them over: migration did not happen.
    crossMigration =
      !profile.personalInfoEmpty || !profile.medicalHistoryEmpty ? 'good' : 'warning';
  }

  return {
    authentication: input.userId ? 'good' : 'error',
    dataRetrieval,
    featureGating: input.subscriptionLoading ? 'warning' : 'good',
    dataSaving: input.savingWorked ? 'good' : 'error',
    crossMigration,
  };
}

export function summarizeSystemCheck(checks: SystemChecks): string {
  const statuses = Object.values(checks);
  const errors = statuses.filter((s) => s === 'error').length;
  const warnings = statuses.filter((s) => s === 'warning').length;
  if (errors > 0) return `${errors} critical issues detected`;
  if (warnings > 0) return `${warnings} warnings detected`;
  return 'All systems operational!';
}
