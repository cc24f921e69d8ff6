/**
 * What every profile operation shares: the repository, the unifier (the cabinet and tracker behind
 * the profile's medicines and symptoms), the clock and the subscription tier. Built once per
 * service (createProfileService).
 */
import { calculateCompletenessScore } from '#shared/domain/profile-scores';
import type { Actor } from '#server/plugins/actor';
import type { ProfileRepository } from './profile.repository';
import type { ProfileOverlay, ProfileUnifier } from './unified-profile';

export interface ProfileServiceOptions {
  now?: () => Date;
  /** The caller's subscription tier for the system check ('free' or the paid plan). */
  subscriptionTier?: (actor: Actor) => Promise<string>;
  /** The cabinet and tracker behind the profile's medicines and symptoms (ADR 022). */
  unifier?: ProfileUnifier;
}

/** With no unifier (service tests with a fake repository) the stored sections are the picture. */
export const STORED_ONLY: ProfileOverlay = {
  apply: (sections) => sections,
  score: (sections) => calculateCompletenessScore(sections),
};

export interface ProfileContext {
  repository: ProfileRepository;
  unifier: ProfileServiceOptions['unifier'];
  now: () => Date;
  /** The unified picture's overlay for the user: the unifier's, or the stored sections alone. */
  overlayFor: (userId: string) => Promise<ProfileOverlay>;
  subscriptionTier: ProfileServiceOptions['subscriptionTier'];
}

export function createProfileContext(
  repository: ProfileRepository,
  options: ProfileServiceOptions,
): ProfileContext {
  const unifier = options.unifier;
  return {
    repository,
    unifier,
    now: options.now ?? (() => new Date()),
    overlayFor: (userId) => (unifier ? unifier.load(userId) : Promise.resolve(STORED_ONLY)),
    subscriptionTier: options.subscriptionTier,
  };
}
