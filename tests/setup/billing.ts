/** Billing test helpers: users with their ids, form posts, signed Stripe events, table reads. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '#server/db/client';
import { TEST_ORIGIN, createSignedInUser } from './test-app';

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_wellnest';

let userCount = 0;
/** A fresh signed-in user: their cookie, id and email. */
export async function newUserWithId(
  app: FastifyInstance,
  prefix = 'billing',
): Promise<{ cookie: string; id: string; email: string }> {
  userCount += 1;
  const email = `${prefix}-${userCount}-${Date.now()}@example.com`;
  return { ...(await createSignedInUser(app, email)), email };
}

/** A plain HTML form post from our own origin, as the demo pages send it. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
  });
}

export interface WebhookOptions {
  secret?: string;
  /** Signature time in Unix seconds (default now). */
  timestamp?: number;
  /** Change the body after signing it. */
  tamper?: (payload: string) => string;
}

/** Posts `event` to the webhook signed as Stripe would sign it. */
export function sendWebhook(app: FastifyInstance, event: object, options: WebhookOptions = {}) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload: options.tamper ? options.tamper(payload) : payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

let eventCount = 0;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

export interface SubscriptionFields {
  subscriptionId?: string;
  customer?: string | null;
  status?: string;
  userId?: string | null;
  lookupKey?: string | null;
  /** Unix seconds; put on the first item (the current API) unless `periodOnSubscription`. */
  periodEnd?: number;
  periodOnSubscription?: boolean;
}

/** A Stripe-shaped customer.subscription.* event. */
export function subscriptionEvent(
  type: 'created' | 'updated' | 'deleted',
  created: number,
  fields: SubscriptionFields = {},
) {
  eventCount += 1;
  const periodEnd = fields.periodEnd ?? created + 30 * DAY;
  return {
    id: `evt_test_${eventCount}_${created}`,
    object: 'event',
    type: `customer.subscription.${type}`,
    created,
    livemode: false,
    data: {
      object: {
        id: fields.subscriptionId ?? 'sub_test_1',
        object: 'subscription',
        customer: fields.customer === undefined ? 'cus_test_1' : fields.customer,
        status: fields.status ?? (type === 'deleted' ? 'canceled' : 'active'),
        metadata: fields.userId ? { user_id: fields.userId } : {},
        ...(fields.periodOnSubscription ? { current_period_end: periodEnd } : {}),
        items: {
          object: 'list',
          data: [
            {
              id: 'si_test_1',
              object: 'subscription_item',
              ...(fields.periodOnSubscription ? {} : { current_period_end: periodEnd }),
              price: {
                id: 'price_test_1',
                object: 'price',
                lookup_key:
                  fields.lookupKey === undefined ? 'wellness_plus_monthly' : fields.lookupKey,
              },
            },
          ],
        },
      },
    },
  };
}

/** Any other event type with a data object. */
export function otherEvent(type: string, created: number, object: Record<string, unknown>) {
  eventCount += 1;
  return {
    id: `evt_test_${eventCount}_${created}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

export async function tableRows(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<Array<Record<string, unknown>>> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

export const subscriberRow = async (database: Database, userId: string) =>
  (await tableRows(database, sql`select * from subscribers where user_id = ${userId}`))[0] ?? null;

/** Makes a user paid the way a processed subscription leaves them (a subscribers row), for gate tests. */
export async function makePaid(database: Database, userId: string): Promise<void> {
  const end = new Date(Date.now() + 30 * DAY * 1000).toISOString();
  await database.db.execute(
    sql`insert into subscribers (user_id, subscribed, simplified_tier, subscription_tier, subscription_end) values (${userId}, true, 'paid', 'wellness_plus', ${end})`,
  );
  // The app's plan cache hears of the write like any other process's (ADR 025).
  await database.changes.settled();
}
