/**
 * The account module's service, built once per app: its routes and a page's first answers read
 * the settings (`settings(actor)`, GET /api/account/settings) and the sessions
 * (`listSessions(actor)`, GET /api/account/sessions) through the same one.
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { createAccountIdentity } from '#server/modules/auth/index';
import { createStripeClient } from '#server/modules/billing/index';
import { createAccountService } from './account.service';
import { createSubscriptionCanceller } from './subscription-cancel';

function buildAccountService(context: AppContext) {
  const { database, knowledge } = context;
  const now = context.now ?? (() => new Date());
  return createAccountService({
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
}

/** The account service of this app, built on first use. */
export const accountServiceOf = oncePerApp(buildAccountService);
