/**
 * Billing: one subscribers row per user (the subscription columns, plus the Stripe ids and the ordering
 * stamp the webhook needs), the ids of processed webhook events (idempotency), and the sessions
 * of the demo checkout that stands in for Stripe when no key is configured.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/users/index';

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // unique: one row per user, and the index every read by user uses.
    user_id: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull().default(false),
    simplified_tier: text('simplified_tier').notNull().default('free'),
    /** 'free', or the paid plan: 'wellness_plus' (or 'health_pro' once it is sold). */
    subscription_tier: text('subscription_tier').notNull().default('free'),
    /** End of the current paid period (the renewal date). */
    subscription_end: timestamp('subscription_end', { withTimezone: true }),
    // unique: the webhook finds the user by customer when an event carries no user id.
    stripe_customer_id: text('stripe_customer_id').unique(),
    stripe_subscription_id: text('stripe_subscription_id'),
    /** The provider's subscription status (active, trialing, past_due, canceled, ...). */
    status: text('status'),
    /** `created` of the newest subscription event applied: older ones arriving late are ignored. */
    last_event_created: timestamp('last_event_created', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscribers_simplified_tier_check', sql`${table.simplified_tier} in ('paid', 'free')`),
  ],
);

/** Each webhook event applied once: its id is inserted in the same transaction as its effect. */
export const billingEvents = pgTable('billing_events', {
  event_id: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own `created` time (from the provider). */
  created: timestamp('created', { withTimezone: true }).notNull(),
  processed_at: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A checkout started on the demo provider; completed once, by its owner only. */
export const demoCheckoutSessions = pgTable(
  'demo_checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lookup_key: text('lookup_key').notNull(),
    success_url: text('success_url').notNull(),
    cancel_url: text('cancel_url').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('demo_checkout_sessions_user_id_idx').on(table.user_id)],
);
