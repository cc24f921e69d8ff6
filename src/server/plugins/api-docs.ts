/** OpenAPI from the zod contracts, served as JSON at /api/docs/json and as a page at /api/docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', validatorUrl: null },
  });
}
