/** OpenAPI from the zod contracts, served as JSON at /api/docs/json and as a page at /api/docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';

type SchemaTransform = typeof jsonSchemaTransform;

/** '403', '4xx', '5xx' and 'default' describe error answers (as in response-serializer.ts). */
function describesErrors(httpStatus: string): boolean {
  return httpStatus === 'default' || /^[45]/.test(httpStatus);
}

/**
 * The route's schemas as JSON schema, with the `{code, message}` error made visible where the app
 * really answers it. A route that declares its answers gets `default`: the error handler, the CSRF
 * guard, the input guards and the rate limit answer any route so, whatever it declares (without it
 * the document promised nothing for a 400, 403, 413, 415 or 429 the route did not list). A declared
 * error status with a richer body (the plan gate's 403 with requiredPlan and feature) is that body
 * or the plain error, as the response serializer sends it. The route's own schemas are not
 * touched: only the document changes (tests/setup/openapi-contract.ts checks answers against it).
 */
const ANY_ERROR = 'Any error: {code, message}; a 5xx adds errorId';
const transformWithErrors: SchemaTransform = (document) => {
  const response = document.schema?.response as Record<string, unknown> | undefined;
  if (!document.schema || document.schema.hide) return jsonSchemaTransform(document);
  if (!response) {
    // A file download (PDF, lab file) declares no answers: its 200 stays as @fastify/swagger
    // writes an undeclared one (a description, no JSON content: a JSON schema of type 'null' is
    // published without content), and its JSON errors are the plain error.
    const transformed = jsonSchemaTransform({
      ...document,
      schema: { ...document.schema, response: { default: apiErrorSchema.describe(ANY_ERROR) } },
    });
    const errors = (transformed.schema as { response: Record<string, unknown> }).response;
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        response: { 200: { type: 'null', description: 'Default Response' }, ...errors },
      },
    };
  }
  const published: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response)) {
    published[status] =
      describesErrors(status) && schema instanceof z.ZodType && schema !== apiErrorSchema
        ? z.union([schema, apiErrorSchema]).describe(schema.description ?? 'Default Response')
        : schema;
  }
  if (!('default' in published)) published.default = apiErrorSchema.describe(ANY_ERROR);
  return jsonSchemaTransform({ ...document, schema: { ...document.schema, response: published } });
};

export async function registerApiDocs(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wellnest API',
        version: '0.1.0',
        description:
          'The Wellnest API. Every route answers errors as `{code, message}`. Sessions are httpOnly cookies set by the auth endpoints; state-changing requests must come from the app origin. Educational only — not medical advice.',
      },
      servers: [{ url: appUrl }],
      tags: [
        { name: 'auth', description: 'Accounts and sessions (Better Auth)' },
        { name: 'system', description: 'Health and configuration' },
        { name: 'contact', description: 'Contact form' },
        {
          name: 'profile',
          description:
            'Unified health profile, preferences, data recovery and system check (signed-in user only)',
        },
        {
          name: 'billing',
          description: 'Plan status, checkout, customer portal and the Stripe webhook',
        },
        {
          name: 'interactions',
          description:
            'Substance search and the interaction check (open to everyone), the knowledge figures, and the paid timing planner and saved analyses',
        },
        {
          name: 'medications',
          description:
            'The medicine cabinet and its background safety analysis (signed-in user only)',
        },
        {
          name: 'chat',
          description:
            'The AI wellness assistant: messages (JSON or server-sent events), daily usage and conversations (signed-in user only)',
        },
        { name: 'audit', description: 'The secure audit log (signed-in user only)' },
        {
          name: 'account',
          description:
            'Account settings, sessions, e-mail change, the data export (ZIP) and account deletion (signed-in user only; ADR 037)',
        },
        {
          name: 'nutrition',
          description:
            'Foods and recipes (open to everyone); meal plans that apply the diet, allergy and food-drug rules for every user, the food log with cabinet flags and supplement totals against the upper limits (signed-in user); swaps, grocery lists and longer plans (paid); the admin reload of the food and recipe files',
        },
        {
          name: 'aromatherapy',
          description:
            'The essential oil library, the blend calculator and natural remedies (open to everyone; a signed-in user on any plan gets warnings from their profile and cabinet), saved blends and favourite oils (signed-in user only)',
        },
        {
          name: 'community',
          description:
            'Topics, threads and posts (public reading; posting needs a session and a display name), reactions, reports, follows and the dashboard, the public modlog, and moderation (ADMIN_EMAILS only; 404 for anyone else)',
        },
        {
          name: 'diagnostics',
          description:
            'Client error reports (anyone) and the admin reads: diagnostics, overview, auth health (ADMIN_EMAILS only; 404 for anyone else)',
        },
        {
          name: 'search',
          description:
            'Site search over medicines and supplements, oils, remedies, foods, recipes, lab markers and health claims (public)',
        },
        { name: 'development', description: 'Development-only helpers' },
      ],
    },
    transform: transformWithErrors,
  });
  // The document and its page are public: their routes, written by the library, are declared so
  // here (the actor gate reads declarations once the app is ready, after this hook has run).
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', validatorUrl: null },
    });
  });
}
