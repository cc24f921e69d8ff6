/**
 * What other modules may read of the unified profile. They import this, never the profile's
 * tables or repository, so the profile module can change its storage alone. Every read is the
 * unified picture (ADR 022): the cabinet's medicines, the tracker's recent symptoms, and the
 * completeness score of both, the same figures the profile API answers with.
 */
import type { Db } from '#server/db/client';
import { PROFILE_SECTIONS } from '#shared/contracts/profile.contract';
import { createProfileRepository, type ProfileRow } from './profile.repository';
import { createProfileUnifier } from './unified-profile';

export type { ProfileRow };

export function createProfileReader(db: Db, options: { now?: () => Date } = {}) {
  const repository = createProfileRepository(db);
  const unifier = createProfileUnifier(db, options);

  async function findByUserId(userId: string): Promise<ProfileRow | null> {
    const row = await repository.findByUserId(userId);
    if (!row) return null;
    const overlay = await unifier.load(userId);
    const sections = Object.fromEntries(PROFILE_SECTIONS.map((name) => [name, row[name]]));
    return {
      ...row,
      ...overlay.apply(sections),
      data_completeness_score: overlay.score(sections),
    } as ProfileRow;
  }

  return {
    findByUserId,

    /** The profile's completeness score (0-100), 0 when the user has no profile yet. */
    async completenessScore(userId: string): Promise<number> {
      return (await findByUserId(userId))?.data_completeness_score ?? 0;
    },
  };
}
export type ProfileReader = ReturnType<typeof createProfileReader>;
