/**
 * What other modules may read of the unified profile. They import this, never the profile's
 * tables or repository, so the profile module can change its storage alone.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createProfileRepository, type ProfileRow } from './profile.repository';
import { unifiedUserProfiles } from './profile.table';

export type { ProfileRow };

export function createProfileReader(db: Db) {
  const repository = createProfileRepository(db);
  return {
    findByUserId: (userId: string): Promise<ProfileRow | null> => repository.findByUserId(userId),

    /** The profile's completeness score (0-100), 0 when the user has no profile yet. */
    async completenessScore(userId: string): Promise<number> {
      const [row] = await db
        .select({ score: unifiedUserProfiles.data_completeness_score })
        .from(unifiedUserProfiles)
        .where(eq(unifiedUserProfiles.user_id, userId));
      return row?.score ?? 0;
    },
  };
}
export type ProfileReader = ReturnType<typeof createProfileReader>;
