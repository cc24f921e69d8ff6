/**
 * What other modules may read of the unified profile. They import it through the profile's face
 * (index.ts), never its tables or repository, so the profile module can change its storage alone.
 * Every read is the unified picture (ADR 022): the cabinet's medicines, the tracker's recent
 * symptoms, and the completeness score of both, the same figures the profile API answers with.
 */
import { getTableName } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { CABINET_TABLE } from '#server/modules/medications/index';
import { SYMPTOMS_TABLE } from '#server/modules/tracking/index';
import { PROFILE_SECTIONS } from '#shared/contracts/profile.contract';
import { unifiedUserProfiles } from './profile.table';
import { createProfileRepository, type ProfileRow } from './profile.repository';
import { createProfileUnifier } from './unified-profile';

export type { ProfileRow };

/**
 * The tables the unified profile is built from (its own, the cabinet, recent symptoms): a cache of
 * anything computed from it depends on these alone, so a mood saved leaves it standing.
 */
export const PROFILE_SOURCE_TABLES = [
  getTableName(unifiedUserProfiles),
  CABINET_TABLE,
  SYMPTOMS_TABLE,
] as const;

export interface ProfileReaderOptions {
  now?: () => Date;
}

export function createProfileReader(db: Db, options: ProfileReaderOptions = {}) {
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
