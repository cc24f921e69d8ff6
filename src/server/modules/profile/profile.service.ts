/**
 * The unified profile's rules: created empty on first read, saved section by section or several
 * at once in one transaction, scored on the server, synced to the features that read it, recovered
 * from legacy rows, and checked by the system check. Every operation takes the acting user first
 * and touches only that user's rows; the client never chooses an owner, id or score.
 */
import {
  PROFILE_MESSAGES,
  PROFILE_SECTIONS,
  SECTION_SCHEMAS,
  profilePatchSchema,
  userPreferencesUpdateSchema,
  type IntegrityResult,
  type Profile,
  type ProfileSection,
  type RecoveryResult,
  type RecoveryStatus,
  type SystemCheck,
} from '#shared/contracts/profile.contract';
import {
  calculateCompletenessScore,
  hasValue,
  validateDataIntegrity,
} from '#shared/domain/profile-scores';
import {
  evaluateSystemCheck,
  hasRecoverableData,
  syncJobsFor,
} from '#shared/domain/profile-status';
import { DEFAULT_JOURNEY_LEVEL, isJourneyLevel } from '#shared/domain/journey';
import { AppError } from '#server/lib/app-error';
import type {
  LegacyDetailsRow,
  PreferencesRow,
  ProfileQueries,
  ProfileRepository,
  ProfileRow,
  ProfileUpdate,
  SectionValues,
} from './profile.repository';
import { hasLegacyContent, mergeLegacyData } from './legacy-merge';

export const NO_LEGACY_DATA = 'No legacy data found';
/** The tier the system check reports when no subscription reader is given (tests, no billing). */
export const DEFAULT_SUBSCRIPTION_TIER = 'free';

/** Sections that hold the user's health data; preferences and onboarding progress are bookkeeping. */
const DATA_SECTIONS = PROFILE_SECTIONS.filter(
  (section) => section !== 'preferences' && section !== 'onboarding_progress',
);

export function isProfileSection(name: string): name is ProfileSection {
  return (PROFILE_SECTIONS as readonly string[]).includes(name);
}

/** Throws 400 UNKNOWN_SECTION for a name that is not one of the spec's sections. */
export function assertProfileSection(name: string): ProfileSection {
  if (!isProfileSection(name))
    throw new AppError(400, 'UNKNOWN_SECTION', PROFILE_MESSAGES.unknownSection);
  return name;
}

const isFilledSection = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.values(value).some(hasValue);

function sectionsOf(row: ProfileRow): Record<ProfileSection, Record<string, unknown>> {
  return Object.fromEntries(PROFILE_SECTIONS.map((section) => [section, row[section]])) as Record<
    ProfileSection,
    Record<string, unknown>
  >;
}

export function toProfile(row: ProfileRow): Profile {
  return {
    ...(sectionsOf(row) as unknown as Pick<Profile, ProfileSection>),
    user_id: row.user_id,
    onboarding_completed: row.onboarding_completed,
    data_completeness_score: row.data_completeness_score,
    last_updated_sections: row.last_updated_sections,
    additional_data: row.additional_data,
    completed_at: row.completed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function toPreferences(row: PreferencesRow | null) {
  return {
    onboarding_completed: row?.onboarding_completed ?? false,
    health_journey_level:
      row && isJourneyLevel(row.health_journey_level)
        ? row.health_journey_level
        : DEFAULT_JOURNEY_LEVEL,
    updated_at: row?.updated_at.toISOString() ?? null,
  };
}

function legacySummary(legacy: LegacyDetailsRow | null, row: ProfileRow | null) {
  const found = hasLegacyContent(legacy);
  const recoverable = hasRecoverableData({
    hasLegacyData: found.questionnaire || found.medications || found.diet,
    profile: row
      ? {
          data_completeness_score: row.data_completeness_score,
          hasData: DATA_SECTIONS.some((s) => isFilledSection(row[s])),
        }
      : null,
  });
  return { found, recoverable };
}

export interface ProfileServiceOptions {
  now?: () => Date;
  /** The caller's subscription tier for the system check ('free' or the paid plan). */
  subscriptionTier?: (userId: string) => Promise<string>;
}

export function createProfileService(
  repository: ProfileRepository,
  options: ProfileServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());

  /**
   * Writes `sections` over the locked row: recomputes the score from stored plus new data, stamps
   * each saved section, and queues one sync job per non-empty synced section, all in `tx`.
   */
  async function writeSections(
    tx: ProfileQueries,
    userId: string,
    row: ProfileRow,
    sections: SectionValues,
    completeOnboarding: boolean,
  ) {
    const at = now();
    const merged = { ...sectionsOf(row), ...sections };
    const stamps = { ...row.last_updated_sections };
    for (const section of Object.keys(sections)) stamps[section] = at.toISOString();
    const update: ProfileUpdate = {
      ...sections,
      data_completeness_score: calculateCompletenessScore(merged),
      last_updated_sections: stamps,
      updated_at: at,
    };
    if (completeOnboarding) {
      update.onboarding_completed = true;
      update.completed_at = row.completed_at ?? at;
      await tx.upsertPreferences(userId, { onboarding_completed: true }, at);
    }
    const saved = await tx.update(userId, update);
    await tx.insertSyncJobs(
      userId,
      syncJobsFor(sections).map((job) => ({
        ...job,
        data_payload: sections[job.source_table as ProfileSection] ?? {},
      })),
    );
    return saved;
  }

  async function save(
    userId: string,
    sections: SectionValues,
    completeOnboarding: boolean,
  ): Promise<Profile> {
    const saved = await repository.transaction(async (tx) => {
      await tx.insertEmptyIfMissing(userId);
      const row = await tx.findByUserId(userId, { lock: true });
      if (!row) throw new Error('Profile row missing after insert');
      return writeSections(tx, userId, row, sections, completeOnboarding);
    });
    return toProfile(saved);
  }

  return {
    /** The caller's profile, created empty (score 0, onboarding not completed) on first use. */
    async getProfile(actorUserId: string): Promise<Profile> {
      await repository.insertEmptyIfMissing(actorUserId);
      const row = await repository.findByUserId(actorUserId);
      if (!row) throw new Error('Profile row missing after insert');
      return toProfile(row);
    },

    /** Replaces one section with `data`, validated by that section's contract. */
    async saveSection(actorUserId: string, sectionName: string, data: unknown): Promise<Profile> {
      const section = assertProfileSection(sectionName);
      const parsed = SECTION_SCHEMAS[section].parse(data) as Record<string, unknown>;
      return save(actorUserId, { [section]: parsed }, false);
    },

    /** Replaces several sections at once; all of them are saved or none. */
    async updateSections(actorUserId: string, input: unknown): Promise<Profile> {
      // Only section keys and the onboarding flag are read; the schema refuses anything else.
      const { onboarding_completed: completeOnboarding, ...sections } =
        profilePatchSchema.parse(input);
      return save(actorUserId, sections as SectionValues, completeOnboarding === true);
    },

    async checkIntegrity(actorUserId: string): Promise<IntegrityResult> {
      const row = await repository.findByUserId(actorUserId);
      return validateDataIntegrity(row ? toProfile(row) : {});
    },

    async getPreferences(actorUserId: string) {
      return toPreferences(await repository.findPreferences(actorUserId));
    },

    async updatePreferences(actorUserId: string, input: unknown) {
      const values = userPreferencesUpdateSchema.parse(input);
      return toPreferences(await repository.upsertPreferences(actorUserId, values, now()));
    },

    async getRecoveryStatus(actorUserId: string): Promise<RecoveryStatus> {
      const legacy = await repository.findLegacyDetails(actorUserId);
      const { found, recoverable } = legacySummary(
        legacy,
        await repository.findByUserId(actorUserId),
      );
      return { hasRecoverableData: recoverable, data_found: found, user_id: actorUserId };
    },

    /** manually_recover_user_data: merges the caller's legacy answers into empty profile fields. */
    async recover(actorUserId: string): Promise<RecoveryResult> {
      const legacy = await repository.findLegacyDetails(actorUserId);
      const found = hasLegacyContent(legacy);
      if (!legacy || !(found.questionnaire || found.medications || found.diet)) {
        return {
          success: false,
          error: NO_LEGACY_DATA,
          migration_result: null,
          data_found: found,
          user_id: actorUserId,
        };
      }
      const { created, saved } = await repository.transaction(async (tx) => {
        const isCreated = await tx.insertEmptyIfMissing(actorUserId);
        const row = await tx.findByUserId(actorUserId, { lock: true });
        if (!row) throw new Error('Profile row missing after insert');
        // Even with nothing new to add, the write refreshes a stale stored score.
        return {
          created: isCreated,
          saved: await writeSections(tx, actorUserId, row, mergeLegacyData(row, legacy), false),
        };
      });
      return {
        success: true,
        error: null,
        migration_result: {
          action: created ? 'created_profile' : 'updated_profile',
          completeness_score: saved.data_completeness_score,
        },
        data_found: found,
        user_id: actorUserId,
      };
    },

    /** The system check: five statuses, after trying a real write to the caller's profile row. */
    async runSystemCheck(actorUserId: string): Promise<SystemCheck> {
      const lastSystemCheck = now().toISOString();
      let savingWorked: boolean;
      try {
        savingWorked = await repository.mergePreferencesSection(actorUserId, { lastSystemCheck });
      } catch {
        savingWorked = false; // reported as the Data Saving row's error, which is the point of the check
      }
      const row = await repository.findByUserId(actorUserId);
      const legacy = await repository.findLegacyDetails(actorUserId);
      const { found, recoverable } = legacySummary(legacy, row);
      const checks = evaluateSystemCheck({
        userId: actorUserId,
        profile: row
          ? {
              score: row.data_completeness_score,
              personalInfoEmpty: !isFilledSection(row.personal_info),
              medicalHistoryEmpty: !isFilledSection(row.medical_history),
            }
          : null,
        hasRecoverableData: recoverable,
        subscriptionLoading: false,
        savingWorked,
        hasQuestionnaire: found.questionnaire,
      });
      return {
        checks,
        profileScore: row?.data_completeness_score ?? 0,
        subscriptionTier: options.subscriptionTier
          ? await options.subscriptionTier(actorUserId)
          : DEFAULT_SUBSCRIPTION_TIER,
        hasRecoverableData: recoverable,
        lastSystemCheck,
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
