/**
 * The demo payment provider (the embedded default that works offline with no keys): a checkout
 * page and a customer portal served as plain HTML, registered only when no Stripe key is set and
 * the demo is allowed.
 * Form posts are checked by the CSRF guard like the API, and a session belongs to its creator only.
 * The pages are declared 'public' so a visitor is sent to sign in (a redirect, not a 401).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { normalizeTier } from '#shared/domain/plan-access';
import { openRoutes } from '#server/lib/open-routes';
import {
  DEMO_CHECKOUT_PATH,
  DEMO_PORTAL_PATH,
  PORTAL_RETURN_PATH,
  type BillingService,
} from './billing.service';
import {
  DEMO_CSS,
  DEMO_CSS_PATH,
  renderDemoCheckoutPage,
  renderDemoMessagePage,
  renderDemoPortalPage,
} from './demo-pages';

const sessionQuerySchema = z.object({ session: z.string().max(100).optional() });
const sessionFormSchema = z.object({ session: z.string().max(100).optional() });
const FORM_BODY_LIMIT = 4096;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

/** A visitor is sent to sign in: these are pages, not API calls, so not a 401. */
const signIn = (reply: FastifyReply) => reply.redirect('/login', 303);

const notFound = (reply: FastifyReply) =>
  html(
    reply,
    404,
    renderDemoMessagePage(
      'Checkout not found',
      'This demo checkout does not exist or belongs to another account.',
      {
        href: '/pricing',
        label: 'Back to pricing',
      },
    ),
  );

export function demoCheckoutRoutes({
  service,
}: {
  service: BillingService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Plain HTML forms post urlencoded bodies; only these routes accept them.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    const open = openRoutes(app);
    const page = { access: 'public' } as const;

    app.get(DEMO_CSS_PATH, { config: page, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(DEMO_CSS),
    );

    open.get(
      DEMO_CHECKOUT_PATH,
      { config: page, schema: { hide: true, querystring: sessionQuerySchema } },
      async (user, request, reply) => {
        if (!user) return signIn(reply);
        const found = await service.getDemoCheckout(user, request.query.session ?? '');
        if (!found) return notFound(reply);
        if (found.state === 'completed') {
          return html(
            reply,
            200,
            renderDemoMessagePage(
              'Checkout already completed',
              'This demo checkout has already been confirmed.',
              { href: PORTAL_RETURN_PATH, label: 'Go to your subscription' },
            ),
          );
        }
        if (found.state === 'expired') {
          return html(
            reply,
            410,
            renderDemoMessagePage(
              'Checkout expired',
              'This demo checkout has expired. Please start again from the pricing page.',
              { href: '/pricing', label: 'Back to pricing' },
            ),
          );
        }
        return html(
          reply,
          200,
          renderDemoCheckoutPage({
            sessionId: found.session.id,
            plan: found.plan,
            cycle: found.cycle,
            email: user.email,
          }),
        );
      },
    );

    open.post(
      `${DEMO_CHECKOUT_PATH}/confirm`,
      { config: page, schema: { hide: true, body: sessionFormSchema } },
      async (user, request, reply) => {
        if (!user) return signIn(reply);
        const result = await service.confirmDemoCheckout(user, request.body.session ?? '');
        if (!result) return notFound(reply);
        return reply.redirect(result.redirect, 303);
      },
    );

    open.post(
      `${DEMO_CHECKOUT_PATH}/cancel`,
      { config: page, schema: { hide: true, body: sessionFormSchema } },
      async (user, request, reply) => {
        if (!user) return signIn(reply);
        const cancelUrl = await service.cancelDemoCheckout(user, request.body.session ?? '');
        if (!cancelUrl) return notFound(reply);
        return reply.redirect(cancelUrl, 303);
      },
    );

    open.get(
      DEMO_PORTAL_PATH,
      { config: page, schema: { hide: true } },
      async (user, _request, reply) => {
        if (!user) return signIn(reply);
        const portal = await service.getDemoPortal(user);
        return html(
          reply,
          200,
          renderDemoPortalPage({
            planName: PLAN_DISPLAY_NAMES[normalizeTier(portal.status.tier)],
            isPaid: portal.status.isSubscribed,
            renewsOn: portal.status.subscriptionEnd
              ? new Date(portal.status.subscriptionEnd)
              : null,
            providerStatus: portal.providerStatus,
            canCancelHere: portal.isDemoSubscription,
          }),
        );
      },
    );

    open.post(
      `${DEMO_PORTAL_PATH}/cancel`,
      { config: page, schema: { hide: true } },
      async (user, _request, reply) => {
        if (!user) return signIn(reply);
        await service.cancelDemoSubscription(user);
        return reply.redirect(PORTAL_RETURN_PATH, 303);
      },
    );
  };
}
