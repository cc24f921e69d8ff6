/**
 * The provider directory and shared summaries (paths and fields are the contract's,
 * ADR 041). The directory and a shared link answer without an account; applying, one's own
 * listings and one's shares are for a signed-in user; making a share is paid
 * (`provider_collaboration`); reviewing listings is for admins only (404 for everyone else).
 * Each route declares its access; the actor gate enforces it before the handler.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import { fhirBundleSchema } from '#shared/contracts/fhir.contract';
import {
  SHARED_FHIR_FILE_NAME,
  SHARE_EXPIRY_DAYS,
  SHARE_TRENDS_DAYS,
  adminProvidersQuerySchema,
  adminProvidersResponseSchema,
  createShareRequestSchema,
  createShareResponseSchema,
  myProvidersResponseSchema,
  providerApplyRequestSchema,
  providerApplyResponseSchema,
  providerDetailSchema,
  providerDirectoryQuerySchema,
  providerDirectoryResponseSchema,
  shareItemSchema,
  shareListResponseSchema,
  sharedSummarySchema,
  sharedTokenParamsSchema,
} from '#shared/contracts/providers.contract';
import type { ProvidersService } from './providers.service';
import type { SharesService } from './shares.service';
import { readRoute } from '#server/lib/read-route';
import { memberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';

const PROVIDER_TAGS = ['providers'];
const SHARE_TAGS = ['shares'];

/** Link opens per minute per address: generous for a clinic, useless for guessing 128 bits. */
export const SHARED_LINK_RATE_PER_MINUTE = 60;

export interface ProviderRouteDeps {
  providers: ProvidersService;
  shares: SharesService;
}

export function providerRoutes(deps: ProviderRouteDeps): FastifyPluginAsyncZod {
  const { providers } = deps;
  return async (app) => {
    const member = memberRoutes(app);
    member.post(
      '/api/providers/apply',
      {
        config: { access: 'user' },
        schema: {
          tags: PROVIDER_TAGS,
          summary: 'Apply to be listed in the provider directory',
          description:
            'Stored as pending: the listing appears in the directory only after an admin approves it. A US NPI (10 digits) must pass its check digit (Luhn over 80840 and the first nine digits) or the answer is 400 INVALID_NPI; when the server has NPPES_API_URL the NPI Registry is asked and `verified` is set when the NPI is registered under the listed name (the registry being unavailable leaves it unverified, never fails the application). One open application per user: a pending or approved listing answers 409 ALREADY_APPLIED; after a rejection you may apply again.',
          body: providerApplyRequestSchema,
          response: {
            201: providerApplyResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await providers.apply(actor, request.body)),
    );

    member.read(
      '/api/providers/mine',
      {
        config: { access: 'user' },
        schema: {
          tags: PROVIDER_TAGS,
          summary: 'Your own provider listings, in any status',
          description:
            'Newest first, with status (pending, approved, rejected) and whether the NPI was verified.',
          response: { 200: myProvidersResponseSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => providers.mine(actor),
    );

    readRoute(
      app,
      '/api/providers',
      {
        config: { access: 'public' },
        schema: {
          tags: PROVIDER_TAGS,
          summary: 'The provider directory (approved listings only; public)',
          description:
            "Every filter is optional and all given ones must match: `q` searches name, profession, specialty and bio; `specialty` the specialty; `telehealth` 'true' or 'false'; `near` the listing's location text (its first comma part too, so 'Boston, MA' finds 'Boston, Massachusetts'). Verified listings first, at most 100. A fresh install has no listings: the list is empty. Sample listings exist only if someone ran `npm run seed:demo`, and carry `demo: true`. `registry` is the live NPI Registry (ADR 093): `connected` when the server has NPPES_API_URL (no copy of the registry ships offline); then a search with a name or NPI (`q`), a specialty or a place (`near`: a ZIP code, 'City, ST', a city) also lists up to 10 of its US providers in `results`, never mixed into `providers` and never reviewed by us; a telehealth-only search asks it nothing; `unavailable` when it did not answer.",
          querystring: providerDirectoryQuerySchema,
          response: { 200: providerDirectoryResponseSchema, 400: apiErrorSchema },
        },
      },
      async (_visitor, { query }) => providers.directory(query),
    );

    openRoutes(app).read(
      '/api/providers/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: PROVIDER_TAGS,
          summary: 'One provider listing (public when approved)',
          description:
            'An approved listing for anyone; your own listing in any status when signed in. Anything else (pending or rejected listings of others, unknown ids) answers 404 PROVIDER_NOT_FOUND.',
          params: idParamsSchema,
          response: { 200: providerDetailSchema, 404: apiErrorSchema },
        },
      },
      async (actor, { params }) => providers.get(actor, params.id),
    );
  };
}

export function shareRoutes(deps: ProviderRouteDeps): FastifyPluginAsyncZod {
  const { shares } = deps;
  return async (app) => {
    const member = memberRoutes(app);
    member.post(
      '/api/shares',
      {
        config: { access: 'user', feature: 'provider_collaboration' },
        schema: {
          tags: SHARE_TAGS,
          summary: 'Share a read-only summary by link (paid: provider_collaboration)',
          description: `Choose at least one section (else 400 NO_SECTIONS): \`medicines\` (your active cabinet and the interactions our checker finds between them), \`trends\` (mood, energy, sleep and symptoms over the last ${SHARE_TRENDS_DAYS} days), \`lab_report_id\` (one of your lab reports; another's or an unknown id answers 404 LAB_REPORT_NOT_FOUND). \`fhir: true\` also offers the chosen sections as a FHIR R4 Bundle at GET /api/shared/<token>/fhir (not a section of its own). \`expires_in_days\` is ${SHARE_EXPIRY_DAYS.min}-${SHARE_EXPIRY_DAYS.max}. \`provider_id\` names an approved listing (else 404 PROVIDER_NOT_FOUND). The answer's \`url\` is \`/shared/<token>\` with a 128-bit random token: it is shown only now (the server keeps only its sha256).`,
          body: createShareRequestSchema,
          response: {
            201: createShareResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: planRequiredErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await shares.create(actor, request.body)),
    );

    member.read(
      '/api/shares',
      {
        config: { access: 'user' },
        schema: {
          tags: SHARE_TAGS,
          summary: 'Your shared links, with how often each was viewed',
          description:
            'Newest first: the sections, the provider, status (active, expired, revoked), expiry, view count and last view. Free to read on every plan, so a link can be checked and revoked after a downgrade. The link itself cannot be shown again.',
          response: { 200: shareListResponseSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => shares.list(actor),
    );

    member.delete(
      '/api/shares/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: SHARE_TAGS,
          summary: 'Revoke one of your shared links',
          description:
            'The link answers 404 from now on. Revoking twice keeps the first time. Another user\u2019s or an unknown id answers 404 SHARE_NOT_FOUND. Free on every plan.',
          params: idParamsSchema,
          response: { 200: shareItemSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request) => shares.revoke(actor, request.params.id),
    );

    readRoute(
      app,
      '/api/shared/:token',
      {
        // The path holds the link's secret and the request log writes paths: only errors are
        // logged here, and those carry the error and its id, never the path.
        logLevel: 'error',
        config: {
          access: 'public',
          rateLimit: { max: SHARED_LINK_RATE_PER_MINUTE, timeWindow: '1 minute' },
        },
        // On the 404 too: a dead link should not be indexed or kept either.
        replyHeaders: { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' },
        schema: {
          tags: SHARE_TAGS,
          summary: 'Open a shared summary (public: whoever holds the link)',
          description:
            'The read-only summary of the sections the user chose, assembled from their current data; a section not shared is null. No e-mail, no full name (a first name at most), nothing else of the user. Each answer is recorded as a view the user sees. Unknown, expired or revoked links answer 404 SHARE_NOT_FOUND. Sent with `X-Robots-Tag: noindex` and `Cache-Control: no-store`.',
          params: sharedTokenParamsSchema,
          response: { 200: sharedSummarySchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (_visitor, { params }) => shares.open(params.token),
    );

    app.get(
      '/api/shared/:token/fhir',
      {
        // As above: the path holds the link's secret, so only errors are logged.
        logLevel: 'error',
        config: {
          access: 'public',
          rateLimit: { max: SHARED_LINK_RATE_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: {
          tags: SHARE_TAGS,
          summary: 'Download a shared summary as a FHIR R4 Bundle (public: whoever holds the link)',
          description: `Only when the user chose the FHIR option for this link: the shared sections as a Bundle of type collection, built like GET /api/account/fhir, as \`application/fhir+json\` (attachment ${SHARED_FHIR_FILE_NAME}). It holds a Patient with nothing of the profile, MedicationStatement for the cabinet when medicines are shared, sleep Observations of the last ${SHARE_TRENDS_DAYS} days when trends are, and the lab report's Observations (no file link) when one is. Each answer is recorded as a view. Unknown, expired or revoked links, and links without the option, answer 404 SHARE_NOT_FOUND.`,
          params: sharedTokenParamsSchema,
          response: { 200: fhirBundleSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        void reply.header('X-Robots-Tag', 'noindex, nofollow').header('Cache-Control', 'no-store');
        const bundle = await shares.openFhir(request.params.token);
        void reply
          .header('content-type', 'application/fhir+json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${SHARED_FHIR_FILE_NAME}"`);
        return bundle as never;
      },
    );
  };
}

/** Reviewing listings: 404 for everyone not signed in with an ADMIN_EMAILS address. */
export function providerAdminRoutes(deps: ProviderRouteDeps): FastifyPluginAsyncZod {
  const { providers } = deps;
  const adminNote =
    'Only for users whose email is in ADMIN_EMAILS; everyone else, signed in or not, gets 404.';
  return async (app) => {
    const member = memberRoutes(app);
    member.get(
      '/api/admin/providers',
      {
        config: { access: 'admin' },
        schema: {
          tags: PROVIDER_TAGS,
          summary: 'Admins: provider listings by status (the review queue by default)',
          description: `\`status\` is pending (default; oldest first), approved or rejected (newest first). ${adminNote}`,
          querystring: adminProvidersQuerySchema,
          response: { 200: adminProvidersResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (actor, request) => providers.listForReview(actor, request.query.status),
    );

    for (const action of ['approve', 'reject'] as const)
      member.post(
        `/api/admin/providers/:id/${action}`,
        {
          config: { access: 'admin' },
          schema: {
            tags: PROVIDER_TAGS,
            summary:
              action === 'approve'
                ? 'Admins: approve a listing, so it appears in the directory'
                : 'Admins: reject a listing (hidden; the applicant may apply again)',
            description: `Any status may be changed (an approved listing can be rejected later). ${adminNote}`,
            params: idParamsSchema,
            response: { 200: providerDetailSchema, 404: apiErrorSchema },
          },
        },
        async (actor, request) =>
          providers.review(
            actor,
            request.params.id,
            action === 'approve' ? 'approved' : 'rejected',
          ),
      );
  };
}
