/** The health facts a model's prompt is enhanced with: the profile's sections and active medicines. */
import type { Db } from '#server/db/client';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createProfileReader } from '#server/modules/profile/index';
import type { ProfileContext } from './chat.types';
import { buildProfileContext, EMPTY_PROFILE_SECTIONS } from './prompt-enhancement';

export function createProfileContextReader(db: Db) {
  const profiles = createProfileReader(db);
  const medications = createMedicationsReader(db);
  // Health facts only: buildProfileContext copies no name, email or id.
  return async (userId: string): Promise<ProfileContext | null> => {
    const [row, active] = await Promise.all([
      profiles.findByUserId(userId),
      medications.listActive(userId),
    ]);
    return buildProfileContext(
      row ?? EMPTY_PROFILE_SECTIONS,
      active.map((m) => m.name),
    );
  };
}
