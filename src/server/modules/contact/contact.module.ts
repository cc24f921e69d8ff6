/** The contact form: anyone may write; a signed-in sender is linked to their account. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export const registerContactModule: FeatureModule = async (app, { database }) => {
  const service = createContactService(createContactRepository(database.db));
  await app.register(contactRoutes({ service }));
};
