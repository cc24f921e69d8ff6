/**
 * The assistant: safety rails, the daily quota, the offline assistant or a configured model,
 * streamed answers and conversations.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { createChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { createProfileContextReader } from './profile-context';

export const registerChatModule: FeatureModule = async (app, context) => {
  const { db } = context.database;
  const service = createChatService({
    repository: createChatRepository(db),
    index: context.knowledge.interactions,
    biomarkers: context.knowledge.biomarkers,
    model: context.chatModel,
    profileContext: createProfileContextReader(context.person),
    person: context.person,
    allergens: context.knowledge.allergens,
    now: context.now,
    log: context.log,
  });
  await app.register(chatRoutes({ service }));
};
