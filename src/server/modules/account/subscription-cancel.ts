/**
 * Ends a user's paid subscription before their account is deleted, so nobody is charged for an
 * account that no longer exists: the demo's through the billing service, Stripe's through its API
 * (an already-gone subscription counts as ended). Any other failure stops the deletion.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import { type BillingService, isDemoProviderId } from '#server/modules/billing/index';
import type { SubscriptionCanceller } from './account.service';

const ENDED = new Set(['canceled', 'incomplete_expired']);

/** The one Stripe call a deletion makes (the Stripe client, or a client made on first use). */
export interface StripeSubscriptions {
  subscriptions: { cancel(subscriptionId: string): Promise<unknown> };
}

export function createSubscriptionCanceller(
  db: Db,
  billing: Pick<BillingService, 'cancelDemoSubscription'>,
  stripe: StripeSubscriptions | null,
): SubscriptionCanceller {
  return {
    async cancel(actor) {
      // The subscriber row as the catalogue names it (ADR 037: the account module reads every table).
      const [row] = await queryRows<{ id: string | null; status: string | null }>(
        db,
        sql`select stripe_subscription_id as id, status from subscribers where user_id = ${actor.id}`,
      );
      if (!row?.id || ENDED.has(row.status ?? '')) return false;
      if (isDemoProviderId(row.id)) return billing.cancelDemoSubscription(actor);
      if (!stripe) throw new Error('A Stripe subscription exists but no Stripe key is configured');
      try {
        await stripe.subscriptions.cancel(row.id);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return false;
        throw error;
      }
      return true;
    },
  };
}
