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
import type { ProfileOverlay, ProfileUnifier } from './unified-profile';
import type { Actor } from '#server/plugins/actor';

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

/** Throws 400 UNKNOWN_SECTION for a name that is not one of the profile's sections. */
export function assertProfileSection(name: string): ProfileSection {
  if (!isProfileSection(name))
    throw new AppError(400, 'UNKNOWN_SECTION', PROFILE_MESSAGES.unknownSection);
  return name;
}

const isFilledSection = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.values(value).some(hasValue);

function sectionsOf(row: ProfileRow): Pick<Profile, ProfileSection> {
  return Object.fromEntries(PROFILE_SECTIONS.map((section) => [section, row[section]])) as Pick<
    Profile,
    ProfileSection
  >;
}

export function toProfile(row: ProfileRow): Profile {
  return {
    ...sectionsOf(row),
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
  subscriptionTier?: (actor: Actor) => Promise<string>;
  /** The cabinet and tracker behind the profile's medicines and symptoms (ADR 022). */
  unifier?: ProfileUnifier;
}

/** With no unifier (service tests with a fake repository) the stored sections are the picture. */
const STORED_ONLY: ProfileOverlay = {
  apply: (sections) => sections,
  score: (sections) => calculateCompletenessScore(sections),
};

/** The stored medication list, which ADR 022 moves into the cabinet. */
function storedMedicationList(section: unknown): Profile['medications']['current'] {
  const current = (section as { current?: unknown } | null)?.current;
  return Array.isArray(current) ? (current as Profile['medications']['current']) : undefined;
}

/** The medications section without its list: the cabinet holds the list. */
function withoutList(section: Record<string, unknown>): Record<string, unknown> {
  const { current: _list, ...rest } = section;
  return rest;
}

/** What the profile service's parts share: the repository, the unifier and the clock. */
interface ProfileContext {
  repository: ProfileRepository;
  unifier: ProfileServiceOptions['unifier'];
  now: () => Date;
  overlayFor: (userId: string) => Promise<ProfileOverlay>;
}

/** The row as every area reads it: cabinet medicines, tracked symptoms, score from both. */
function unified(row: ProfileRow, overlay: ProfileOverlay): Profile {
  const sections = overlay.apply(sectionsOf(row));
  return toProfile({
    ...row,
    ...sections,
    data_completeness_score: overlay.score(sectionsOf(row)),
  } as ProfileRow);
}

/** The stored row with today's completeness score of the unified picture. */
async function currentRow(
  ctx: ProfileContext,
  userId: string,
  row: ProfileRow,
): Promise<ProfileRow> {
  const overlay = await ctx.overlayFor(userId);
  return { ...row, data_completeness_score: overlay.score(sectionsOf(row)) };
}

/**
 * A list still stored in the profile (written before ADR 022, or merged from legacy rows) moves
 * into the cabinet, adding only, and leaves the profile row; true when the row changed.
 */
async function moveStoredListToCabinet(
  ctx: ProfileContext,
  userId: string,
  row: ProfileRow,
): Promise<boolean> {
  const list = storedMedicationList(row.medications);
  if (!ctx.unifier || list === undefined) return false;
  if (list.length > 0) await ctx.unifier.syncCabinet(userId, list, true);
  const medications = withoutList(row.medications);
  // Only the list moves (the stamps stay); the stored score now counts the cabinet.
  await ctx.repository.update(userId, {
    medications,
    data_completeness_score: (await ctx.unifier.load(userId)).score({
      ...sectionsOf(row),
      medications,
    }),
    last_updated_sections: row.last_updated_sections,
    updated_at: row.updated_at,
  });
  return true;
}

/**
 * Writes `sections` over the locked row: recomputes the score from stored plus new data, stamps
 * each saved section, and queues one sync job per non-empty synced section, all in `tx`.
 */
async function writeSections(
  ctx: ProfileContext,

  tx: ProfileQueries,
  userId: string,
  row: ProfileRow,
  sections: SectionValues,
  completeOnboarding: boolean,
  overlay: ProfileOverlay = STORED_ONLY,
  payloads: SectionValues = sections,
) {
  const at = ctx.now();
  const merged = { ...sectionsOf(row), ...sections };
  const stamps = { ...row.last_updated_sections };
  for (const section of Object.keys(sections)) stamps[section] = at.toISOString();
  const update: ProfileUpdate = {
    ...sections,
    data_completeness_score: overlay.score(merged),
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
      // The features a job feeds get what was saved, the medication list included.
      data_payload: payloads[job.source_table as ProfileSection] ?? {},
    })),
  );
  return saved;
}

async function save(
  ctx: ProfileContext,

  userId: string,
  input: SectionValues,
  completeOnboarding: boolean,
): Promise<Profile> {
  const sections = { ...input };
  // A medication list saved through the profile (onboarding, the editor) is the cabinet's.
  const list = storedMedicationList(sections.medications);
  if (ctx.unifier && sections.medications && list !== undefined) {
    await ctx.unifier.syncCabinet(userId, list);
    sections.medications = withoutList(sections.medications);
  }
  // Read before the transaction: the cabinet and tracker are other tables, not locked here.
  const overlay = await ctx.overlayFor(userId);
  const saved = await ctx.repository.transaction(async (tx) => {
    await tx.insertEmptyIfMissing(userId);
    const row = await tx.findByUserId(userId, { lock: true });
    if (!row) throw new Error('Profile row missing after insert');
    return writeSections(ctx, tx, userId, row, sections, completeOnboarding, overlay, input);
  });
  return unified(saved, overlay);
}

export function createProfileService(
  repository: ProfileRepository,
  options: ProfileServiceOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const unifier = options.unifier;
  const overlayFor = (userId: string) =>
    unifier ? unifier.load(userId) : Promise.resolve(STORED_ONLY);

  const ctx: ProfileContext = { repository, unifier, now, overlayFor };

  return {
    /** The caller's profile, created empty (score 0, onboarding not completed) on first use. */
    async getProfile(actor: Actor): Promise<Profile> {
      await ctx.repository.insertEmptyIfMissing(actor.id);
      let row = await ctx.repository.findByUserId(actor.id);
      if (!row) throw new Error('Profile row missing after insert');
      if (await moveStoredListToCabinet(ctx, actor.id, row))
        row = (await ctx.repository.findByUserId(actor.id)) ?? row;
      return unified(row, await ctx.overlayFor(actor.id));
    },

    /** Replaces one section with `data`, validated by that section's contract. */
    async saveSection(actor: Actor, sectionName: string, data: unknown): Promise<Profile> {
      const section = assertProfileSection(sectionName);
      const parsed = SECTION_SCHEMAS[section].parse(data) as Record<string, unknown>;
      return save(ctx, actor.id, { [section]: parsed }, false);
    },

    /** Replaces several sections at once; all of them are saved or none. */
    async updateSections(actor: Actor, input: unknown): Promise<Profile> {
      // Only section keys and the onboarding flag are read; the schema refuses anything else.
      const { onboarding_completed: completeOnboarding, ...sections } =
        profilePatchSchema.parse(input);
      return save(ctx, actor.id, sections as SectionValues, completeOnboarding === true);
    },

    async checkIntegrity(actor: Actor): Promise<IntegrityResult> {
      const row = await ctx.repository.findByUserId(actor.id);
      return validateDataIntegrity(row ? unified(row, await ctx.overlayFor(actor.id)) : {});
    },

    async getPreferences(actor: Actor) {
      return toPreferences(await ctx.repository.findPreferences(actor.id));
    },

    async updatePreferences(actor: Actor, input: unknown) {
      const values = userPreferencesUpdateSchema.parse(input);
      return toPreferences(await ctx.repository.upsertPreferences(actor.id, values, ctx.now()));
    },

    async getRecoveryStatus(actor: Actor): Promise<RecoveryStatus> {
      const legacy = await ctx.repository.findLegacyDetails(actor.id);
      const row = await ctx.repository.findByUserId(actor.id);
      const { found, recoverable } = legacySummary(
        legacy,
        row ? await currentRow(ctx, actor.id, row) : null,
      );
      return { hasRecoverableData: recoverable, data_found: found, user_id: actor.id };
    },

    /** manually_recover_user_data: merges the caller's legacy answers into empty profile fields. */
    async recover(actor: Actor): Promise<RecoveryResult> {
      const legacy = await ctx.repository.findLegacyDetails(actor.id);
      const found = hasLegacyContent(legacy);
      if (!legacy || !(found.questionnaire || found.medications || found.diet)) {
        return {
          success: false,
          error: NO_LEGACY_DATA,
          migration_result: null,
          data_found: found,
          user_id: actor.id,
        };
      }
      const overlay = await ctx.overlayFor(actor.id);
      const { created, saved } = await ctx.repository.transaction(async (tx) => {
        const isCreated = await tx.insertEmptyIfMissing(actor.id);
        const row = await tx.findByUserId(actor.id, { lock: true });
        if (!row) throw new Error('Profile row missing after insert');
        // Even with nothing new to add, the write refreshes a stale stored score.
        return {
          created: isCreated,
          saved: await writeSections(
            ctx,
            tx,
            actor.id,
            row,
            mergeLegacyData(row, legacy),
            false,
            overlay,
          ),
        };
      });
      // Recovered medicines join the cabinet; the score then counts them.
      const completeness = (await moveStoredListToCabinet(ctx, actor.id, saved))
        ? (await ctx.overlayFor(actor.id)).score(sectionsOf(saved))
        : saved.data_completeness_score;
      return {
        success: true,
        error: null,
        migration_result: {
          action: created ? 'created_profile' : 'updated_profile',
          completeness_score: completeness,
        },
        data_found: found,
        user_id: actor.id,
      };
    },

    /** The system check: five statuses, after trying a real write to the caller's profile row. */
    async runSystemCheck(actor: Actor): Promise<SystemCheck> {
      const lastSystemCheck = ctx.now().toISOString();
      let savingWorked: boolean;
      try {
        savingWorked = await ctx.repository.mergePreferencesSection(actor.id, { lastSystemCheck });
      } catch {
        savingWorked = false; // reported as the Data Saving row's error, which is the point of the check
      }
      const stored = await ctx.repository.findByUserId(actor.id);
      // Scored as every area sees it (cabinet and tracker included), not by the last save's figure.
      const row = stored ? await currentRow(ctx, actor.id, stored) : null;
      const legacy = await ctx.repository.findLegacyDetails(actor.id);
      const { found, recoverable } = legacySummary(legacy, row);
      const checks = evaluateSystemCheck({
        userId: actor.id,
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
          ? await options.subscriptionTier(actor)
          : DEFAULT_SUBSCRIPTION_TIER,
        hasRecoverableData: recoverable,
        lastSystemCheck,
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
