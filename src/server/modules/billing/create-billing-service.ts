/** The billing service from the config: Stripe when a key is set, else the demo provider. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#server/config/env';
import type { Database } from '#server/db/client';
import { trustedOrigins } from '#server/modules/auth/index';
import { createBillingRepository } from './billing.repository';
import { createBillingService, type BillingService } from './billing.service';
import { createStripeClient } from './stripe-client';

/** Made by the app context: the plan gate and other modules ask it whether a user is paid. */
export function createBillingServiceFor(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  now?: () => Date,
): BillingService {
  return createBillingService(createBillingRepository(database.db), {
    appUrl: config.appUrl,
    allowedOrigins: trustedOrigins(config),
    isDemoCheckoutEnabled: config.isDemoCheckoutEnabled,
    provider: createStripeClient(config),
    secretKey: config.STRIPE_SECRET_KEY,
    stripeMode: config.stripeMode,
    log,
    now,
  });
}
