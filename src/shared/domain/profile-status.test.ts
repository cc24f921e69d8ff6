import { describe, expect, it } from 'vitest';
import type { ProfileLike } from './profile-scores';
import {
  CHECK_STATUS_LABELS,
  MAX_RESUME_STEP,
  MULTIPLE_MEDICATIONS_LABEL,
  ONBOARDING_STEP_COUNT,
  SYNC_TARGETS,
  SYSTEM_CHECK_ROWS,
  clampProgress,
  continueSetupLabel,
  errorSeverityOf,
  evaluateSystemCheck,
  hasMultipleMedications,
  hasRecoverableData,
  isNewUser,
  isOnboardingComplete,
  onboardingParts,
  performanceBar,
  rateLoadTime,
  recoveryToast,
  resumeStep,
  shortUserId,
  summarizeSystemCheck,
  syncJobsFor,
  type SystemCheckInput,
  type SystemChecks,
} from './profile-status';
import { OUTDATED_AFTER_MONTHS, isOutdated } from './profile-freshness';

describe('isOutdated (older than 3 months)', () => {
  const now = new Date('2024-05-15T12:00:00Z');

  it('is outdated when older than 3 calendar months', () => {
    expect(OUTDATED_AFTER_MONTHS).toBe(3);
    expect(isOutdated('2024-02-15T11:59:59Z', now)).toBe(true);
    expect(isOutdated('2024-02-15T12:00:00Z', now)).toBe(false);
    expect(isOutdated(new Date('2024-04-01T00:00:00Z'), now)).toBe(false);
  });

  it('clamps to the end of a shorter month', () => {
    // 31 May minus three months is 29 February in a leap year.
    const endOfMay = new Date('2024-05-31T00:00:00Z');
    expect(isOutdated('2024-02-28T23:59:59Z', endOfMay)).toBe(true);
    expect(isOutdated('2024-02-29T00:00:00Z', endOfMay)).toBe(false);
  });

  it('crosses the year boundary', () => {
    const january = new Date('2024-01-10T00:00:00Z');
    expect(isOutdated('2023-10-09T00:00:00Z', january)).toBe(true);
    expect(isOutdated('2023-10-10T00:00:00Z', january)).toBe(false);
  });

  it('treats a missing or unreadable date as outdated', () => {
    expect(isOutdated(null, now)).toBe(true);
    expect(isOutdated('not a date', now)).toBe(true);
  });
});

describe('medications, progress and error severity', () => {
  it("shows 'Multiple Medications Detected' for more than 2", () => {
    expect(MULTIPLE_MEDICATIONS_LABEL).toBe('Multiple Medications Detected');
    expect(hasMultipleMedications(undefined)).toBe(false);
    expect(hasMultipleMedications([1, 2])).toBe(false);
    expect(hasMultipleMedications([1, 2, 3])).toBe(true);
  });

  it('keeps progress values between 0 and max', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(50)).toBe(50);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(9, 6)).toBe(6);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it('derives severity from the error text', () => {
    expect(errorSeverityOf(new Error('Security violation'))).toBe('critical');
    expect(errorSeverityOf('401 Unauthorized')).toBe('critical');
    expect(errorSeverityOf('Permission denied for table')).toBe('critical');
    expect(errorSeverityOf(new Error('Authentication failed'))).toBe('critical');
    expect(errorSeverityOf(new Error('Network request failed'))).toBe('high');
    expect(errorSeverityOf('Failed to fetch')).toBe('high');
    expect(errorSeverityOf({ message: 'Database timeout' })).toBe('high');
    expect(errorSeverityOf('supabase error')).toBe('high');
    expect(errorSeverityOf('Validation failed')).toBe('medium');
    expect(errorSeverityOf(new Error('Could not parse JSON'))).toBe('medium');
    expect(errorSeverityOf('Invalid date format')).toBe('medium');
    expect(errorSeverityOf(new Error('Something odd'))).toBe('low');
    expect(errorSeverityOf(null)).toBe('low');
    expect(errorSeverityOf(undefined)).toBe('low');
  });
});

describe('sync status and performance', () => {
  it('rates load times at the 500, 1000 and 2000 ms boundaries', () => {
    expect(rateLoadTime(0)).toBe('excellent');
    expect(rateLoadTime(499)).toBe('excellent');
    expect(rateLoadTime(500)).toBe('good');
    expect(rateLoadTime(999)).toBe('good');
    expect(rateLoadTime(1000)).toBe('fair');
    expect(rateLoadTime(1999)).toBe('fair');
    expect(rateLoadTime(2000)).toBe('poor');
  });

  it('draws the performance bar as 100 − ms / 20 within 0..100', () => {
    expect(performanceBar(400)).toBe(80);
    expect(performanceBar(1000)).toBe(50);
    expect(performanceBar(2000)).toBe(0);
    expect(performanceBar(3000)).toBe(0);
    expect(performanceBar(-100)).toBe(100);
    expect(performanceBar(Number.NaN)).toBe(0);
  });

  it('shows the first 8 characters of a user id', () => {
    expect(shortUserId('0123456789abcdef')).toBe('01234567');
    expect(shortUserId('abc')).toBe('abc');
  });
});

describe('sync jobs after a profile save', () => {
  it("names the features each section's save refreshes", () => {
    expect(SYNC_TARGETS).toEqual({
      medications: ['medication_safety', 'drug_interactions', 'ai_analysis'],
      dietary_info: ['meal_planner', 'nutrition_tracker', 'ai_analysis'],
      lifestyle_data: ['habit_tracking', 'wellness_dashboard', 'ai_analysis'],
      health_goals: ['goal_tracking', 'progress_monitoring', 'ai_analysis'],
    });
  });

  it('queues one job per non-empty section that has targets', () => {
    const jobs = syncJobsFor({
      personal_info: { age: 30 }, // no targets
      health_goals: { primary: ['Better sleep'] },
      medications: { current: [{ id: 'm1', name: 'Metformin' }] },
    });
    expect(jobs).toEqual([
      {
        source_table: 'medications',
        target_features: ['medication_safety', 'drug_interactions', 'ai_analysis'],
      },
      {
        source_table: 'health_goals',
        target_features: ['goal_tracking', 'progress_monitoring', 'ai_analysis'],
      },
    ]);
  });

  it('skips empty sections', () => {
    expect(
      syncJobsFor({
        medications: {},
        dietary_info: { dietType: null, dietaryRestrictions: [] },
        lifestyle_data: { sleepHours: undefined, activityLevel: '' },
        health_goals: null,
      }),
    ).toEqual([]);
    expect(syncJobsFor({})).toEqual([]);
  });

  it('does not share the target lists with callers', () => {
    const [job] = syncJobsFor({ lifestyle_data: { sleepHours: 8 } });
    job?.target_features.push('mutated');
    expect(SYNC_TARGETS.lifestyle_data).toHaveLength(3);
  });
});

describe('onboarding completion and resume', () => {
  const complete: ProfileLike = {
    personal_info: { age: 30, gender: 'male' },
    medical_history: { currentConditions: ['Asthma'] },
    symptoms: { currentSymptoms: ['Fatigue'] },
    medications: { current: [{ id: 'm1', name: 'Metformin', active: true }] },
    dietary_info: { dietType: 'omnivore' },
    onboarding_progress: { interactionsCompleted: true },
    health_goals: { primary: ['Better sleep'] },
  };

  it('has seven steps and resumes at most at step 6', () => {
    expect(ONBOARDING_STEP_COUNT).toBe(7);
    expect(MAX_RESUME_STEP).toBe(6);
  });

  it('resumes at the step after the last completed one, capped at 6', () => {
    expect(resumeStep(undefined)).toBe(0);
    expect(resumeStep(null)).toBe(0);
    expect(resumeStep(-1)).toBe(0);
    expect(resumeStep(0)).toBe(1);
    expect(resumeStep(2)).toBe(3);
    expect(resumeStep(5)).toBe(6);
    expect(resumeStep(6)).toBe(6);
  });

  it("labels the resume button 'Continue your setup - Step N of 7'", () => {
    expect(continueSetupLabel(3)).toBe('Continue your setup - Step 4 of 7');
    expect(continueSetupLabel(resumeStep(6))).toBe('Continue your setup - Step 7 of 7');
  });

  it('is complete by the preferences flag alone', () => {
    expect(isOnboardingComplete({}, true)).toBe(true);
    expect(isOnboardingComplete({}, false)).toBe(false);
    expect(isOnboardingComplete({})).toBe(false);
  });

  it('is complete when all seven parts are present', () => {
    expect(isOnboardingComplete(complete)).toBe(true);
  });

  it("accepts 'no conditions', 'no symptoms', completed symptoms and 'no medications'", () => {
    expect(
      isOnboardingComplete({
        ...complete,
        medical_history: { noConditions: true },
        symptoms: { noSymptoms: true },
        medications: { none: true },
      }),
    ).toBe(true);
    expect(
      isOnboardingComplete({
        ...complete,
        symptoms: { completed: true },
        dietary_info: { type: 'vegan' },
      }),
    ).toBe(true);
  });

  it('is incomplete when any one part is missing', () => {
    const without: Array<[keyof ReturnType<typeof onboardingParts>, ProfileLike]> = [
      ['basicInfo', { ...complete, personal_info: { age: 30 } }],
      ['conditions', { ...complete, medical_history: { currentConditions: [] } }],
      ['symptoms', { ...complete, symptoms: { completed: false } }],
      ['medications', { ...complete, medications: { current: [] } }],
      ['diet', { ...complete, dietary_info: {} }],
      ['interactions', { ...complete, onboarding_progress: { interactionsCompleted: false } }],
      ['goals', { ...complete, health_goals: { primary: [] } }],
    ];
    for (const [part, profile] of without) {
      expect(onboardingParts(profile)[part]).toBe(false);
      expect(isOnboardingComplete(profile)).toBe(false);
    }
  });
});

describe('recoverable data and recovery', () => {
  it('is a new user only without a profile and without legacy data', () => {
    expect(isNewUser({ hasProfile: false, hasLegacyData: false })).toBe(true);
    expect(isNewUser({ hasProfile: true, hasLegacyData: false })).toBe(false);
    expect(isNewUser({ hasProfile: false, hasLegacyData: true })).toBe(false);
  });

  it('needs legacy data', () => {
    expect(hasRecoverableData({ hasLegacyData: false, profile: null })).toBe(false);
    expect(
      hasRecoverableData({
        hasLegacyData: false,
        profile: { data_completeness_score: 0, hasData: false },
      }),
    ).toBe(false);
  });

  it('is recoverable with no profile, completeness below 50, no data, or a 0 score with data', () => {
    expect(hasRecoverableData({ hasLegacyData: true, profile: null })).toBe(true);
    expect(
      hasRecoverableData({
        hasLegacyData: true,
        profile: { data_completeness_score: 49, hasData: true },
      }),
    ).toBe(true);
    expect(
      hasRecoverableData({
        hasLegacyData: true,
        profile: { data_completeness_score: 90, hasData: false },
      }),
    ).toBe(true);
    expect(
      hasRecoverableData({
        hasLegacyData: true,
        profile: { data_completeness_score: 0, hasData: true },
      }),
    ).toBe(true);
  });

  it('is not recoverable once the profile holds data at 50 or more', () => {
    expect(
      hasRecoverableData({
        hasLegacyData: true,
        profile: { data_completeness_score: 50, hasData: true },
      }),
    ).toBe(false);
  });

  it('words the toast by action', () => {
    expect(recoveryToast('created_profile', 45)).toBe(
      'Profile created with migrated data! Completeness: 45%',
    );
    expect(recoveryToast('updated_profile', 72.4)).toBe(
      'Profile updated with recovered data! Completeness: 72%',
    );
    expect(recoveryToast('none', 0)).toBe('Data recovery completed successfully!');
    expect(recoveryToast(undefined, 10)).toBe('Data recovery completed successfully!');
  });
});

describe('system check (five statuses)', () => {
  const healthy: SystemCheckInput = {
    userId: 'user-1',
    profile: { score: 64, personalInfoEmpty: false, medicalHistoryEmpty: false },
    hasRecoverableData: false,
    subscriptionLoading: false,
    savingWorked: true,
    hasQuestionnaire: true,
  };
  const allGood: SystemChecks = {
    authentication: 'good',
    dataRetrieval: 'good',
    featureGating: 'good',
    dataSaving: 'good',
    crossMigration: 'good',
  };

  it('labels the five rows and three statuses', () => {
    expect(SYSTEM_CHECK_ROWS.map((r) => r.title)).toEqual([
      'Authentication',
      'Data Retrieval',
      'Feature Gating',
      'Data Saving',
      'Cross-Migration',
    ]);
    expect(CHECK_STATUS_LABELS).toEqual({
      good: 'Operational',
      warning: 'Warning',
      error: 'Error',
    });
  });

  it('is all good for a healthy account', () => {
    expect(evaluateSystemCheck(healthy)).toEqual(allGood);
  });

  it('authentication: good with a user id, error without', () => {
    expect(evaluateSystemCheck({ ...healthy, userId: null }).authentication).toBe('error');
    expect(evaluateSystemCheck({ ...healthy, userId: '' }).authentication).toBe('error');
  });

  it('data retrieval: error without a profile; good above 0; at 0 warning only with recoverable data', () => {
    expect(evaluateSystemCheck({ ...healthy, profile: null }).dataRetrieval).toBe('error');
    expect(evaluateSystemCheck({ ...healthy, hasRecoverableData: true }).dataRetrieval).toBe(
      'good',
    );
    const empty = { score: 0, personalInfoEmpty: true, medicalHistoryEmpty: true };
    expect(
      evaluateSystemCheck({ ...healthy, profile: empty, hasRecoverableData: true }).dataRetrieval,
    ).toBe('warning');
    expect(
      evaluateSystemCheck({ ...healthy, profile: empty, hasRecoverableData: false }).dataRetrieval,
    ).toBe('good');
  });

  it('feature gating: warning while the subscription loads', () => {
    expect(evaluateSystemCheck({ ...healthy, subscriptionLoading: true }).featureGating).toBe(
      'warning',
    );
  });

  it('data saving: error when the test write fails', () => {
    expect(evaluateSystemCheck({ ...healthy, savingWorked: false }).dataSaving).toBe('error');
  });

  it('cross-migration: with profile and questionnaire, warning only when both core sections are empty', () => {
    const check = (
      personalInfoEmpty: boolean,
      medicalHistoryEmpty: boolean,
      hasQuestionnaire = true,
    ) =>
      evaluateSystemCheck({
        ...healthy,
        hasQuestionnaire,
        profile: { score: 10, personalInfoEmpty, medicalHistoryEmpty },
      }).crossMigration;
    expect(check(true, true)).toBe('warning');
    expect(check(false, true)).toBe('good');
    expect(check(true, false)).toBe('good');
    expect(check(true, true, false)).toBe('good');
    expect(evaluateSystemCheck({ ...healthy, profile: null }).crossMigration).toBe('good');
  });

  it('summarises errors first, then warnings', () => {
    expect(summarizeSystemCheck(allGood)).toBe('All systems operational!');
    expect(summarizeSystemCheck({ ...allGood, featureGating: 'warning' })).toBe(
      '1 warnings detected',
    );
    expect(
      summarizeSystemCheck({ ...allGood, featureGating: 'warning', crossMigration: 'warning' }),
    ).toBe('2 warnings detected');
    expect(
      summarizeSystemCheck({
        ...allGood,
        authentication: 'error',
        dataSaving: 'error',
        featureGating: 'warning',
      }),
    ).toBe('2 critical issues detected');
  });
});
