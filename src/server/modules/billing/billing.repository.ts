/**
 * Queries for subscribers, processed webhook events and demo checkout sessions. Reads for a user
 * filter by that user's id; the webhook's lookups by provider id (customer, subscription) exist
 * because a signed provider event names no user of ours until we find it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accountExists } from '#server/modules/auth/index';
import { billingEvents, demoCheckoutSessions, subscribers } from './billing.table';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type DemoCheckoutSessionRow = typeof demoCheckoutSessions.$inferSelect;

export interface SubscriberUpdate {
  subscribed?: boolean;
  simplified_tier?: 'paid' | 'free';
  subscription_tier?: string;
  subscription_end?: Date | null;
  stripe_customer_id?: string;
  stripe_subscription_id?: string;
  status?: string | null;
  last_event_created?: Date;
  updated_at: Date;
}

export interface NewDemoCheckoutSession {
  lookup_key: string;
  success_url: string;
  cancel_url: string;
}

function billingQueries(db: Db) {
  return {
    /** `lock` holds the row until the transaction ends, so events for one user apply one by one. */
    async findSubscriber(
      userId: string,
      options: { lock?: boolean } = {},
    ): Promise<SubscriberRow | null> {
      const query = db.select().from(subscribers).where(eq(subscribers.user_id, userId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertSubscriberIfMissing(userId: string): Promise<void> {
      await db
        .insert(subscribers)
        .values({ user_id: userId })
        .onConflictDoNothing({ target: subscribers.user_id });
    },

    async updateSubscriber(userId: string, values: SubscriberUpdate): Promise<void> {
      await db.update(subscribers).set(values).where(eq(subscribers.user_id, userId));
    },

    async findUserIdByCustomerId(customerId: string): Promise<string | null> {
      const [row] = await db
        .select({ user_id: subscribers.user_id })
        .from(subscribers)
        .where(eq(subscribers.stripe_customer_id, customerId));
      return row?.user_id ?? null;
    },

    async findUserIdBySubscriptionId(subscriptionId: string): Promise<string | null> {
      const [row] = await db
        .select({ user_id: subscribers.user_id })
        .from(subscribers)
        .where(eq(subscribers.stripe_subscription_id, subscriptionId))
        .limit(1);
      return row?.user_id ?? null;
    },

    userExists: (userId: string): Promise<boolean> => accountExists(db, userId),

    /** True when this call recorded the event; false when it was processed before (or is being now). */
    async recordEvent(event: { event_id: string; type: string; created: Date }): Promise<boolean> {
      const inserted = await db
        .insert(billingEvents)
        .values(event)
        .onConflictDoNothing({ target: billingEvents.event_id })
        .returning({ event_id: billingEvents.event_id });
      return inserted.length > 0;
    },

    async insertDemoSession(
      userId: string,
      values: NewDemoCheckoutSession,
    ): Promise<DemoCheckoutSessionRow> {
      const [row] = await db
        .insert(demoCheckoutSessions)
        .values({ ...values, user_id: userId })
        .returning();
      if (!row) throw new Error('Demo checkout insert returned no row');
      return row;
    },

    async findDemoSession(
      userId: string,
      sessionId: string,
    ): Promise<DemoCheckoutSessionRow | null> {
      const [row] = await db
        .select()
        .from(demoCheckoutSessions)
        .where(
          and(eq(demoCheckoutSessions.id, sessionId), eq(demoCheckoutSessions.user_id, userId)),
        );
      return row ?? null;
    },

    /** Marks the session completed; false when it was already completed (a second confirm). */
    async completeDemoSession(userId: string, sessionId: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(demoCheckoutSessions)
        .set({ completed_at: at })
        .where(
          and(
            eq(demoCheckoutSessions.id, sessionId),
            eq(demoCheckoutSessions.user_id, userId),
            isNull(demoCheckoutSessions.completed_at),
          ),
        )
        .returning({ id: demoCheckoutSessions.id });
      return updated.length > 0;
    },
  };
}
export type BillingQueries = ReturnType<typeof billingQueries>;

export function createBillingRepository(db: Db) {
  return {
    ...billingQueries(db),
    /** Runs `work` in one transaction: an event's record and its effect commit together or not at all. */
    transaction<T>(work: (queries: BillingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(billingQueries(tx)));
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
