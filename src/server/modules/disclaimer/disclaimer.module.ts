/** The welcome disclaimer's acknowledgement, stored on the account (ADR 023). */
import type { FeatureModule } from '#server/modules/feature-module';
import { createDisclaimerRepository } from './disclaimer.repository';
import { disclaimerRoutes } from './disclaimer.routes';
import { createDisclaimerService } from './disclaimer.service';

export const registerDisclaimerModule: FeatureModule = async (app, { database }) => {
  const service = createDisclaimerService(createDisclaimerRepository(database.db));
  await app.register(disclaimerRoutes({ service }));
};
