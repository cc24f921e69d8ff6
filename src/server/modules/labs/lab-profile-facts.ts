/** The profile facts our ranges use (sex and age), read through the profile module's reader. */
import type { Db } from '#server/db/client';
import { createProfileReader } from '#server/modules/profile/index';

/** personal_info of the user's profile, or null when they have none. */
export function createPersonalInfoReader(db: Db) {
  const profiles = createProfileReader(db);
  return async (userId: string): Promise<Record<string, unknown> | null> =>
    (await profiles.findByUserId(userId))?.personal_info ?? null;
}
