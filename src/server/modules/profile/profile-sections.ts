/**
 * The profile and its sections: read (created empty on first use), saved one section or several
 * at once in one transaction, and checked for integrity. A medication list saved here is the
 * cabinet's (ADR 022).
 */
import {
  SECTION_SCHEMAS,
  profilePatchSchema,
  type IntegrityResult,
  type Profile,
  type ProfileSection,
} from '#shared/contracts/profile.contract';
import { validateDataIntegrity } from '#shared/domain/profile-scores';
import { syncJobsFor } from '#shared/domain/profile-status';
import type { Actor } from '#server/plugins/actor';
import { STORED_ONLY, type ProfileContext } from './profile-context';
import { assertProfileSection, sectionsOf, unified } from './profile-rows';
import type {
  ProfileQueries,
  ProfileRow,
  ProfileUpdate,
  SectionValues,
} from './profile.repository';
import type { ProfileOverlay } from './unified-profile';

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

/**
 * A list still stored in the profile (written before ADR 022, or merged from legacy rows) moves
 * into the cabinet, adding only, and leaves the profile row; true when the row changed.
 */
export async function moveStoredListToCabinet(
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
export async function writeSections(
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

/** The caller's profile, created empty (score 0, onboarding not completed) on first use. */
export async function getProfile(ctx: ProfileContext, actor: Actor): Promise<Profile> {
  await ctx.repository.insertEmptyIfMissing(actor.id);
  let row = await ctx.repository.findByUserId(actor.id);
  if (!row) throw new Error('Profile row missing after insert');
  if (await moveStoredListToCabinet(ctx, actor.id, row))
    row = (await ctx.repository.findByUserId(actor.id)) ?? row;
  return unified(row, await ctx.overlayFor(actor.id));
}

/** Replaces one section with `data`, validated by that section's contract. */
export async function saveSection(
  ctx: ProfileContext,
  actor: Actor,
  sectionName: string,
  data: unknown,
): Promise<Profile> {
  const section = assertProfileSection(sectionName);
  const parsed = SECTION_SCHEMAS[section].parse(data) as Record<string, unknown>;
  return save(ctx, actor.id, { [section]: parsed }, false);
}

/** Replaces several sections at once; all of them are saved or none. */
export async function updateSections(
  ctx: ProfileContext,
  actor: Actor,
  input: unknown,
): Promise<Profile> {
  // Only section keys and the onboarding flag are read; the schema refuses anything else.
  const { onboarding_completed: completeOnboarding, ...sections } = profilePatchSchema.parse(input);
  return save(ctx, actor.id, sections as SectionValues, completeOnboarding === true);
}

export async function checkIntegrity(ctx: ProfileContext, actor: Actor): Promise<IntegrityResult> {
  const row = await ctx.repository.findByUserId(actor.id);
  return validateDataIntegrity(row ? unified(row, await ctx.overlayFor(actor.id)) : {});
}
