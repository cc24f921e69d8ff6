/**
 * The Stripe adapter: the API client (pointed at a local fake through STRIPE_API_HOST/PORT/PROTOCOL
 * in tests) and webhook verification, which needs only the webhook secret, never the API key.
 *
 * The SDK is imported on first use: a server with no Stripe key (the embedded default, on the demo
 * provider) never loads its 218 modules, about 3.6 MB of heap (ADR 126).
 */
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { BILLING_ERROR_CODES, BILLING_MESSAGES } from '#shared/contracts/billing.contract';
import type { AppConfig } from '#server/config/env';
import { AppError } from '#server/lib/app-error';

/** The payment-provider calls billing makes; the real client satisfies it, tests may fake it. */
export type PaymentProvider = Pick<Stripe, 'prices' | 'checkout' | 'billingPortal'>;

/** The Stripe client, made (and the SDK imported) on the first call, the same one after it. */
export type StripeClient = () => Promise<Stripe>;

let loadingSdk: Promise<typeof Stripe> | undefined;

/** The SDK's client class, imported once per process. */
function loadStripeSdk(): Promise<typeof Stripe> {
  loadingSdk ??= import('stripe').then((module) => module.default);
  return loadingSdk;
}

/** The client when STRIPE_SECRET_KEY is set, else null (the demo provider, or none). */
export function createStripeClient(config: AppConfig): StripeClient | null {
  const secretKey = config.STRIPE_SECRET_KEY;
  if (!secretKey) return null;
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= loadStripeSdk().then(
      (StripeSdk) =>
        new StripeSdk(secretKey, {
          // Below the app's 30 s request timeout, so a slow provider becomes our clear 502.
          timeout: 20_000,
          maxNetworkRetries: 1,
          telemetry: false,
          appInfo: { name: 'Wellnest' },
          ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
          ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
          ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
        }),
    );
    return client;
  };
}

/** 'live' for sk_live_ keys, 'test' for every other (sk_test_) key. */
export function keyMode(secretKey: string): 'test' | 'live' {
  return secretKey.startsWith('sk_live_') ? 'live' : 'test';
}

/** Stripe's default: a signature older (or newer) than 5 minutes is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies the signature over the raw body and parses the event; a missing, repeated, bad or stale
 * signature is a 400 INVALID_SIGNATURE. The static verifier needs no API key, so webhooks work
 * with only the secret set.
 */
export async function verifyWebhookEvent(
  rawBody: unknown,
  signature: string | string[] | undefined,
  secret: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<unknown> {
  const StripeSdk = await loadStripeSdk();
  try {
    if (!Buffer.isBuffer(rawBody)) throw new Error('Empty webhook body');
    if (!signature || Array.isArray(signature))
      throw new Error('Missing or repeated Stripe-Signature header');
    return StripeSdk.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    log.warn('webhook signature refused');
    throw new AppError(
      400,
      BILLING_ERROR_CODES.invalidSignature,
      BILLING_MESSAGES.invalidSignature,
    );
  }
}
