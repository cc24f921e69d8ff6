/** Account settings, sessions, e-mail change, data export and account deletion (ADR 037). */
import type { FeatureModule } from '#server/modules/feature-module';
import { createAccountIdentity } from '#server/modules/auth/index';
import { createStripeClient } from '#server/modules/billing/index';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createSubscriptionCanceller } from './subscription-cancel';

export const registerAccountModule: FeatureModule = async (app, context) => {
  const { database, knowledge } = context;
  const now = context.now ?? (() => new Date());
  const service = createAccountService({
    db: database.db,
    identity: createAccountIdentity(database.db, database.systemDb, context.auth, now),
    mailer: context.mailer,
    appUrl: context.config.appUrl,
    subscriptions: createSubscriptionCanceller(
      database.db,
      context.billing,
      createStripeClient(context.config),
    ),
    foodName: (foodId, recipeId) =>
      (foodId ? knowledge.foods.get(foodId)?.name : undefined) ??
      (recipeId ? knowledge.recipes.get(recipeId)?.name : undefined) ??
      null,
    storage: context.storage,
    log: context.log,
    now,
  });
  await app.register(accountRoutes({ service }));
};
