/**
 * The unified profile's rules: created empty on first read, saved section by section or several
 * at once in one transaction, scored on the server, synced to the features that read it, recovered
 * from legacy rows, and checked by the system check. Every operation takes the acting user first
 * and touches only that user's rows; the client never chooses an owner, id or score.
 *
 * One file per sub-resource (ADR 107): the profile and its sections (profile-sections.ts), the
 * preferences (profile-preferences.ts), legacy recovery (profile-recovery.ts) and the system check
 * (profile-system-check.ts), sharing one ProfileContext (profile-context.ts) and the row helpers
 * (profile-rows.ts).
 */
import type { Actor } from '#server/plugins/actor';
import { createProfileContext, type ProfileServiceOptions } from './profile-context';
import { getPreferences, updatePreferences } from './profile-preferences';
import { getRecoveryStatus, recover } from './profile-recovery';
import { checkIntegrity, getProfile, saveSection, updateSections } from './profile-sections';
import { runSystemCheck } from './profile-system-check';
import type { ProfileRepository } from './profile.repository';

export { assertProfileSection } from './profile-rows';
export type { ProfileServiceOptions } from './profile-context';

export function createProfileService(
  repository: ProfileRepository,
  options: ProfileServiceOptions = {},
) {
  const context = createProfileContext(repository, options);
  return {
    /** The caller's profile, created empty (score 0, onboarding not completed) on first use. */
    getProfile: (actor: Actor) => getProfile(context, actor),
    /** Replaces one section with `data`, validated by that section's contract. */
    saveSection: (actor: Actor, sectionName: string, data: unknown) =>
      saveSection(context, actor, sectionName, data),
    /** Replaces several sections at once; all of them are saved or none. */
    updateSections: (actor: Actor, input: unknown) => updateSections(context, actor, input),
    checkIntegrity: (actor: Actor) => checkIntegrity(context, actor),

    getPreferences: (actor: Actor) => getPreferences(context, actor),
    updatePreferences: (actor: Actor, input: unknown) => updatePreferences(context, actor, input),

    getRecoveryStatus: (actor: Actor) => getRecoveryStatus(context, actor),
    /** manually_recover_user_data: merges the caller's legacy answers into empty profile fields. */
    recover: (actor: Actor) => recover(context, actor),

    /** The system check: five statuses, after trying a real write to the caller's profile row. */
    runSystemCheck: (actor: Actor) => runSystemCheck(context, actor),
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
