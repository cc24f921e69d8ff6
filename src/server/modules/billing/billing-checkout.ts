/** Checkout and the customer portal: Stripe's when a key is set, else the demo provider's pages. */
import {
  BILLING_ERROR_CODES,
  BILLING_MESSAGES,
  checkoutRequestSchema,
  type BillingRedirect,
} from '#shared/contracts/billing.contract';
import { isPlanAvailable, parseLookupKey } from '#shared/domain/plans';
import { safeRedirectTarget } from '#shared/domain/safe-redirect';
import { AppError } from '#server/lib/app-error';
import {
  DEMO_CHECKOUT_PATH,
  DEMO_PORTAL_PATH,
  PORTAL_RETURN_PATH,
  isDemoProviderId,
  toSubscriptionStatus,
  type BillingActor,
  type BillingContext,
} from './billing-context';
import { keyMode, type PaymentProvider } from './stripe-client';

/** The parts of a provider error worth logging: never its request, headers or raw body. */
function describeProviderError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { type, code, statusCode, requestId } = error as Error & Record<string, unknown>;
  return { name: error.name, message: error.message, type, code, statusCode, requestId };
}

/** A return URL the provider can use: the validated target, made absolute when it is a path. */
function returnUrl(
  ctx: BillingContext,
  field: 'success_url' | 'cancel_url',
  value: string,
): string {
  const target = safeRedirectTarget(value, ctx.options.allowedOrigins);
  if (!target)
    throw new AppError(
      400,
      BILLING_ERROR_CODES.invalidRedirect,
      BILLING_MESSAGES.redirectNotAllowed(field),
    );
  return target;
}
const absolute = (ctx: BillingContext, target: string) =>
  target.startsWith('/') ? `${ctx.options.appUrl}${target}` : target;

/** The provider client's maker, after checking the key is of the mode this deployment expects. */
function liveProvider(ctx: BillingContext): (() => Promise<PaymentProvider>) | null {
  const { provider } = ctx.options;
  if (!provider || !ctx.options.secretKey) return null;
  if (keyMode(ctx.options.secretKey) !== ctx.options.stripeMode) {
    ctx.log.error(
      { expected: ctx.options.stripeMode },
      'Stripe key mode does not match STRIPE_MODE',
    );
    throw new AppError(503, BILLING_ERROR_CODES.modeMismatch, BILLING_MESSAGES.modeMismatch);
  }
  return provider;
}

const notConfigured = () =>
  new AppError(
    503,
    BILLING_ERROR_CODES.providerNotConfigured,
    BILLING_MESSAGES.providerNotConfigured,
  );

/** Where the browser goes to pay for `lookup_key`: Stripe Checkout, or the demo checkout. */
export async function startCheckout(
  ctx: BillingContext,
  actor: BillingActor,
  input: unknown,
): Promise<BillingRedirect> {
  const body = checkoutRequestSchema.parse(input);
  const parsedKey = parseLookupKey(body.lookup_key);
  if (!parsedKey || !isPlanAvailable(parsedKey.plan)) {
    throw new AppError(
      400,
      BILLING_ERROR_CODES.planNotAvailable,
      BILLING_MESSAGES.planNotAvailable,
    );
  }
  const successUrl = returnUrl(ctx, 'success_url', body.success_url);
  const cancelUrl = returnUrl(ctx, 'cancel_url', body.cancel_url);
  const stored = await ctx.repository.findSubscriber(actor.id);
  if (toSubscriptionStatus(stored, ctx.now()).isSubscribed) {
    throw new AppError(
      409,
      BILLING_ERROR_CODES.alreadySubscribed,
      BILLING_MESSAGES.alreadySubscribed,
    );
  }

  const provider = liveProvider(ctx);
  if (provider) {
    const stripe = await provider();
    try {
      const prices = await stripe.prices.list({
        lookup_keys: [body.lookup_key],
        active: true,
        limit: 1,
      });
      const price = prices.data[0];
      if (!price) throw new Error(`No active price with lookup key ${body.lookup_key}`);
      const customerId =
        stored?.stripe_customer_id && !isDemoProviderId(stored.stripe_customer_id)
          ? stored.stripe_customer_id
          : null;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: absolute(ctx, successUrl),
        cancel_url: absolute(ctx, cancelUrl),
        client_reference_id: actor.id,
        metadata: { user_id: actor.id },
        subscription_data: { metadata: { user_id: actor.id } },
        ...(customerId ? { customer: customerId } : { customer_email: actor.email }),
      });
      if (!session.url) throw new Error('Checkout session without a URL');
      return { url: session.url };
    } catch (error) {
      ctx.log.error({ providerError: describeProviderError(error) }, 'checkout session failed');
      throw new AppError(502, BILLING_ERROR_CODES.checkoutFailed, BILLING_MESSAGES.checkoutFailed);
    }
  }
  if (!ctx.options.isDemoCheckoutEnabled) throw notConfigured();
  const session = await ctx.repository.insertDemoSession(actor.id, {
    lookup_key: body.lookup_key,
    success_url: successUrl,
    cancel_url: cancelUrl,
  });
  return { url: `${DEMO_CHECKOUT_PATH}?session=${session.id}` };
}

/** Where the caller manages their plan: Stripe's Customer Portal, or the demo portal. */
export async function openPortal(
  ctx: BillingContext,
  actor: BillingActor,
): Promise<BillingRedirect> {
  const provider = liveProvider(ctx);
  if (provider) {
    const stored = await ctx.repository.findSubscriber(actor.id);
    const customerId = stored?.stripe_customer_id;
    if (!customerId || isDemoProviderId(customerId)) {
      throw new AppError(
        400,
        BILLING_ERROR_CODES.noBillingAccount,
        BILLING_MESSAGES.noBillingAccount,
      );
    }
    const stripe = await provider();
    try {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: absolute(ctx, PORTAL_RETURN_PATH),
      });
      return { url: session.url };
    } catch (error) {
      ctx.log.error(
        { providerError: describeProviderError(error) },
        'customer portal session failed',
      );
      throw new AppError(502, BILLING_ERROR_CODES.portalFailed, BILLING_MESSAGES.portalFailed);
    }
  }
  if (!ctx.options.isDemoCheckoutEnabled) throw notConfigured();
  return { url: DEMO_PORTAL_PATH };
}
