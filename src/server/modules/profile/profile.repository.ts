/**
 * Queries for the unified profile, the user's preferences, the sync queue and the legacy
 * user_details row. Every query filters by the acting user's id; nothing here takes another key.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { ProfileSection } from '#shared/contracts/profile.contract';
import { dataSyncQueue, unifiedUserProfiles, userPreferences } from './profile.table';
import { userDetails } from './legacy-data.table';

export type ProfileRow = typeof unifiedUserProfiles.$inferSelect;
export type PreferencesRow = typeof userPreferences.$inferSelect;
export type LegacyDetailsRow = Pick<
  typeof userDetails.$inferSelect,
  'questionnaire_data' | 'medication_data' | 'diet_data'
>;
export type SectionValues = Partial<Record<ProfileSection, Record<string, unknown>>>;

export interface ProfileUpdate extends SectionValues {
  data_completeness_score: number;
  last_updated_sections: Record<string, string>;
  updated_at: Date;
  onboarding_completed?: true;
  completed_at?: Date;
}

export interface SyncJob {
  source_table: string;
  target_features: string[];
  data_payload: unknown;
}

export interface PreferencesUpdate {
  onboarding_completed?: boolean;
  health_journey_level?: string;
}

function profileQueries(db: Db) {
  return {
    /** Creates the empty profile unless one exists; true when this call created it. */
    async insertEmptyIfMissing(userId: string): Promise<boolean> {
      const created = await db
        .insert(unifiedUserProfiles)
        .values({ user_id: userId })
        .onConflictDoNothing({ target: unifiedUserProfiles.user_id })
        .returning({ id: unifiedUserProfiles.id });
      return created.length > 0;
    },

    /** `lock` takes the row for the rest of the transaction so concurrent saves apply one by one. */
    async findByUserId(
      userId: string,
      options: { lock?: boolean } = {},
    ): Promise<ProfileRow | null> {
      const query = db
        .select()
        .from(unifiedUserProfiles)
        .where(eq(unifiedUserProfiles.user_id, userId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(userId: string, values: ProfileUpdate): Promise<ProfileRow> {
      const [row] = await db
        .update(unifiedUserProfiles)
        .set(values)
        .where(eq(unifiedUserProfiles.user_id, userId))
        .returning();
      if (!row) throw new Error('Profile update matched no row');
      return row;
    },

    /** Merges keys into the preferences section; false when the user has no profile row. */
    async mergePreferencesSection(
      userId: string,
      values: Record<string, unknown>,
    ): Promise<boolean> {
      const updated = await db
        .update(unifiedUserProfiles)
        .set({
          preferences: sql`${unifiedUserProfiles.preferences} || ${JSON.stringify(values)}::jsonb`,
        })
        .where(eq(unifiedUserProfiles.user_id, userId))
        .returning({ id: unifiedUserProfiles.id });
      return updated.length > 0;
    },

    async insertSyncJobs(userId: string, jobs: SyncJob[]): Promise<void> {
      if (jobs.length === 0) return;
      await db
        .insert(dataSyncQueue)
        .values(jobs.map((job) => ({ ...job, user_id: userId, sync_status: 'pending' })));
    },

    async findPreferences(userId: string): Promise<PreferencesRow | null> {
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.user_id, userId));
      return row ?? null;
    },

    async upsertPreferences(
      userId: string,
      values: PreferencesUpdate,
      now: Date,
    ): Promise<PreferencesRow> {
      const [row] = await db
        .insert(userPreferences)
        .values({ ...values, user_id: userId, updated_at: now })
        .onConflictDoUpdate({
          target: userPreferences.user_id,
          set: { ...values, updated_at: now },
        })
        .returning();
      if (!row) throw new Error('Preferences upsert returned no row');
      return row;
    },

    async findLegacyDetails(userId: string): Promise<LegacyDetailsRow | null> {
      const [row] = await db
        .select({
          questionnaire_data: userDetails.questionnaire_data,
          medication_data: userDetails.medication_data,
          diet_data: userDetails.diet_data,
        })
        .from(userDetails)
        .where(eq(userDetails.user_id, userId));
      return row ?? null;
    },
  };
}
export type ProfileQueries = ReturnType<typeof profileQueries>;

export function createProfileRepository(db: Db) {
  return {
    ...profileQueries(db),
    /** Runs `work` in one transaction: every query it makes commits together or not at all. */
    transaction<T>(work: (queries: ProfileQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(profileQueries(tx)));
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
