/**
 * The account module's service, built once per app: its routes read the settings
 * (`settings(actor)`, GET /api/account/settings) and the sessions (`listSessions(actor)`, GET
 * /api/account/sessions) through it; both reads are also a page's first answers (ADR 130).
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { createAccountIdentity } from '#server/modules/auth/index';
import { createStripeClient, type StripeClient } from '#server/modules/billing/index';
import { createAccountService } from './account.service';
import { createSubscriptionCanceller, type StripeSubscriptions } from './subscription-cancel';

/** Stripe's cancel through a client made, and its SDK imported, on the first deletion that needs it. */
function subscriptionsOf(client: StripeClient | null): StripeSubscriptions | null {
  if (!client) return null;
  return {
    subscriptions: {
      cancel: async (subscriptionId) => (await client()).subscriptions.cancel(subscriptionId),
    },
  };
}

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
      subscriptionsOf(createStripeClient(context.config)),
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
