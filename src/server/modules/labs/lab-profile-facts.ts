/** The profile facts our ranges use (sex and age), read from the one person query (ADR 174). */
import type { PersonReader } from '#server/modules/profile/index';

/** personal_info of the user's profile, or null when they have none. */
export function createPersonalInfoReader(person: Pick<PersonReader, 'read'>) {
  return async (userId: string): Promise<Record<string, unknown> | null> =>
    (await person.read(userId)).profile?.personal_info ?? null;
}
