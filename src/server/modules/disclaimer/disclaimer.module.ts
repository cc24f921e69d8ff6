/** The welcome disclaimer's acknowledgement, stored on the account (ADR 023). */
import type { FeatureModule } from '#server/modules/feature-module';
import { createDisclaimerRepository } from './disclaimer.repository';
import { disclaimerRoutes } from './disclaimer.routes';
import { createDisclaimerService } from './disclaimer.service';

export const registerDisclaimerModule: FeatureModule = async (app, { database, sessions }) => {
  await app.register(
    disclaimerRoutes(createDisclaimerService(createDisclaimerRepository(database.db)), sessions),
  );
};
