/** Legacy rows: whether the caller has answers to recover, and merging them into the profile. */
import {
  PROFILE_SECTIONS,
  type RecoveryResult,
  type RecoveryStatus,
} from '#shared/contracts/profile.contract';
import { hasRecoverableData } from '#shared/domain/profile-status';
import type { Actor } from '#server/plugins/actor';
import { hasLegacyContent, mergeLegacyData } from './legacy-merge';
import type { ProfileContext } from './profile-context';
import { currentRow, isFilledSection, sectionsOf } from './profile-rows';
import { moveStoredListToCabinet, writeSections } from './profile-sections';
import type { LegacyDetailsRow, ProfileRow } from './profile.repository';

export const NO_LEGACY_DATA = 'No legacy data found';

/** Sections that hold the user's health data; preferences and onboarding progress are bookkeeping. */
const DATA_SECTIONS = PROFILE_SECTIONS.filter(
  (section) => section !== 'preferences' && section !== 'onboarding_progress',
);

/** What the legacy rows hold, and whether it is worth recovering into this profile row. */
export function legacySummary(legacy: LegacyDetailsRow | null, row: ProfileRow | null) {
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

export async function getRecoveryStatus(
  ctx: ProfileContext,
  actor: Actor,
): Promise<RecoveryStatus> {
  const legacy = await ctx.repository.findLegacyDetails(actor.id);
  const row = await ctx.repository.findByUserId(actor.id);
  const { found, recoverable } = legacySummary(
    legacy,
    row ? await currentRow(ctx, actor.id, row) : null,
  );
  return { hasRecoverableData: recoverable, data_found: found, user_id: actor.id };
}

/** manually_recover_user_data: merges the caller's legacy answers into empty profile fields. */
export async function recover(ctx: ProfileContext, actor: Actor): Promise<RecoveryResult> {
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
}
