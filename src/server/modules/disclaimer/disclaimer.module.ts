/** The welcome disclaimer's acknowledgement, stored on the account (ADR 023). */
import type { FeatureModule } from '#server/modules/feature-module';
import { disclaimerServiceOf } from './disclaimer-services';
import { disclaimerRoutes } from './disclaimer.routes';

export const registerDisclaimerModule: FeatureModule = async (app, context) => {
  await app.register(disclaimerRoutes({ service: disclaimerServiceOf(context) }));
};
