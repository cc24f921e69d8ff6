/** Account settings, sessions, e-mail change, data export and account deletion (ADR 037). */
import type { FeatureModule } from '#server/modules/feature-module';
import { accountServiceOf } from './account-services';
import { accountRoutes } from './account.routes';

export const registerAccountModule: FeatureModule = async (app, context) => {
  await app.register(accountRoutes({ service: accountServiceOf(context) }));
};
