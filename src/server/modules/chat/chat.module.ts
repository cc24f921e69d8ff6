/**
 * The assistant: safety rails, the daily quota, the offline assistant or a configured model,
 * streamed answers and conversations.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createPersonReader } from '#server/modules/profile/person.reader';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { buildProfileContext, EMPTY_PROFILE_SECTIONS } from './prompt-enhancement';

export const registerChatModule: FeatureModule = async (app, context) => {
  const { db } = context.database;
  const profiles = createProfileReader(db);
  const medications = createMedicationsReader(db);
  const service = createChatService({
    repository: createChatRepository(db),
    index: context.knowledge.interactions,
    biomarkers: context.knowledge.biomarkers,
    model: context.chatModel,
    canUse: context.canUse,
    // Health facts only: buildProfileContext copies no name, email or id.
    profileContext: async (userId) => {
      const [row, active] = await Promise.all([
        profiles.findByUserId(userId),
        medications.listActive(userId),
      ]);
      return buildProfileContext(
        row ?? EMPTY_PROFILE_SECTIONS,
        active.map((m) => m.name),
      );
    },
    person: createPersonReader(
      db,
      { allergens: context.knowledge.allergens, interactions: context.knowledge.interactions },
      { now: context.now },
    ),
    allergens: context.knowledge.allergens,
    now: context.now,
    log: context.log,
  });
  await app.register(chatRoutes(service, context.sessions, context.editionOf));
};
