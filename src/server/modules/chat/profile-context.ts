/**
 * The health facts a model's prompt is enhanced with: the profile's sections and active medicines,
 * both read from the one person query (`context.person`, ADR 174).
 */
import type { PersonReader } from '#server/modules/profile/index';
import type { ProfileContext } from './chat.types';
import { buildProfileContext, EMPTY_PROFILE_SECTIONS } from './prompt-enhancement';

export function createProfileContextReader(person: Pick<PersonReader, 'read'>) {
  // Health facts only: buildProfileContext copies no name, email or id.
  return async (userId: string): Promise<ProfileContext | null> => {
    const { profile, activeMedicineNames } = await person.read(userId);
    return buildProfileContext(profile ?? EMPTY_PROFILE_SECTIONS, activeMedicineNames);
  };
}
