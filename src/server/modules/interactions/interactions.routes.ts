/**
 * Substance search, the interaction check and the public figures are open to everyone (safety
 * information is never paywalled; visitors are rate-limited harder). The timing planner and saved
 * analyses are paid and go through the one plan gate.
 */
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import {
  CHECK_LIMITS,
  type CheckResponse,
  checkRequestSchema,
  checkResponseSchema,
  knowledgeStatsSchema,
  saveAnalysisRequestSchema,
  savedAnalysisListSchema,
  savedAnalysisSchema,
  substanceDetailSchema,
  substanceSearchQuerySchema,
  substanceSearchResponseSchema,
  timingRequestSchema,
  timingResponseSchema,
} from '#shared/contracts/interactions.contract';
import { renderAnalysisPdf } from './analysis-pdf';
import { serializeCheck } from './serialize-check';
import type { InteractionsService } from './interactions.service';
import type { ZodApp } from '#server/lib/zod-app';
import { memberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';
import { perMinuteByCaller } from '#server/lib/caller-limits';

export interface InteractionRoutesOptions {
  visitorChecksPerMinute: number;
  signedInChecksPerMinute: number;
  now?: () => Date;
}

/**
 * The shape almost every check request has, recognised without building a zod result: exactly
 * `{items}` with 1–50 names of 1–120 characters after trimming. It accepts only what
 * `checkRequestSchema` accepts; anything else goes through zod, which writes the error message.
 */
function asPlainCheckBody(data: unknown): { items: string[] } | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const keys = Object.keys(data);
  if (keys.length !== 1 || keys[0] !== 'items') return null;
  const items: unknown = (data as { items: unknown }).items;
  if (
    !Array.isArray(items) ||
    items.length < CHECK_LIMITS.minItems ||
    items.length > CHECK_LIMITS.maxItems
  )
    return null;
  const trimmed: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return null;
    const name = item.trim();
    if (name.length === 0 || name.length > CHECK_LIMITS.maxNameLength) return null;
    trimmed.push(name);
  }
  return { items: trimmed };
}
const paidErrors = { 401: apiErrorSchema, 403: planRequiredErrorSchema };

export interface InteractionsRoutesDeps {
  service: InteractionsService;
  options: InteractionRoutesOptions;
}

export function interactionsRoutes(deps: InteractionsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    checkerRoutes(app, deps);
    analysisRoutes(app, deps);
  };
}

/** The substance search and the checker: check, stats and the timing planner (public). */
function checkerRoutes(app: ZodApp, { service, options }: InteractionsRoutesDeps): void {
  app.addHook('onClose', async () => service.close());

  app.get(
    '/api/substances/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['interactions'],
        summary:
          'Substances by brand, generic, UK/EU name, synonym or misspelling, best first (from the second letter)',
        querystring: substanceSearchQuerySchema,
        response: { 200: substanceSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ results: service.search(request.query.q, request.query.limit) }),
  );

  app.get(
    '/api/substances/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['interactions'],
        summary: 'One substance: what it is, its names, side effects, warnings and sources',
        params: idParamsSchema,
        response: { 200: substanceDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.substance(request.params.id),
  );

  openRoutes(app).post(
    '/api/interactions/check',
    {
      // The hot path: the result is built from typed knowledge, so it is not re-validated through
      // zod on the way out (the schema still documents it), and record text is stringified once.
      validatorCompiler: (route) => {
        // Fastify hands each part (here the body schema) to the compiler, whatever the route type says.
        const validate = validatorCompiler(route as never);
        return (data) => {
          const plain = asPlainCheckBody(data);
          return plain ? { value: plain } : validate(data);
        };
      },
      serializerCompiler: ({ httpStatus }) =>
        httpStatus === '200'
          ? (data) => serializeCheck(data as CheckResponse)
          : (data) => JSON.stringify(data),
      config: {
        access: 'public',
        readsOnly: true,
        rateLimit: perMinuteByCaller({
          signedIn: options.signedInChecksPerMinute,
          visitor: options.visitorChecksPerMinute,
        }),
      },
      schema: {
        tags: ['interactions'],
        summary:
          'Check 1 to 50 items: every interacting pair sorted by severity, duplications and (signed in) profile cautions. Paid plans add mechanism and evidence.',
        body: checkRequestSchema,
        response: { 200: checkResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (actor, request) => service.checkFor(actor, request.body.items),
  );

  app.get(
    '/api/interactions/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['interactions'],
        summary:
          'The knowledge base size and the number of checks actually run (the landing figure)',
        response: { 200: knowledgeStatsSchema },
      },
    },
    async () => service.stats(),
  );

  memberRoutes(app).post(
    '/api/interactions/timing',
    {
      config: { access: 'user', feature: 'food_drug_timing', readsOnly: true },
      schema: {
        tags: ['interactions'],
        summary:
          'A daily schedule that places each dose so every spacing rule is kept (paid: food_drug_timing)',
        body: timingRequestSchema,
        response: { 200: timingResponseSchema, 400: apiErrorSchema, ...paidErrors },
      },
    },
    async (_actor, request) =>
      service.timing(request.body.items, request.body.wake_time, request.body.bed_time),
  );
}

/** Saved analyses (paid): list, save, read, PDF and delete. */
function analysisRoutes(app: ZodApp, { service, options }: InteractionsRoutesDeps): void {
  const member = memberRoutes(app);
  /** Saved analyses are paid. */
  const analysesAccess = { access: 'user', feature: 'drug_interaction_database' } as const;

  member.get(
    '/api/interactions/analyses',
    {
      config: analysesAccess,
      schema: {
        tags: ['interactions'],
        summary: 'Saved analyses, newest first (paid)',
        response: { 200: savedAnalysisListSchema, ...paidErrors },
      },
    },
    async (actor) => ({ analyses: await service.listAnalyses(actor) }),
  );

  member.post(
    '/api/interactions/analyses',
    {
      config: analysesAccess,
      schema: {
        tags: ['interactions'],
        summary: 'Run a check and save it under a title (paid)',
        body: saveAnalysisRequestSchema,
        response: { 201: savedAnalysisSchema, 400: apiErrorSchema, ...paidErrors },
      },
    },
    async (actor, request, reply) =>
      reply
        .status(201)
        .send(await service.saveAnalysis(actor, request.body.title, request.body.items)),
  );

  member.get(
    '/api/interactions/analyses/:id',
    {
      config: analysesAccess,
      schema: {
        tags: ['interactions'],
        summary: 'One saved analysis (paid); another user\u2019s id answers 404',
        params: idParamsSchema,
        response: { 200: savedAnalysisSchema, 404: apiErrorSchema, ...paidErrors },
      },
    },
    async (actor, request) => service.getAnalysis(actor, request.params.id),
  );

  member.get(
    '/api/interactions/analyses/:id/pdf',
    {
      config: analysesAccess,
      schema: {
        tags: ['interactions'],
        summary: 'A saved analysis as a PDF download (paid)',
        params: idParamsSchema,
      },
    },
    async (actor, request, reply) => {
      const analysis = await service.getAnalysis(actor, request.params.id);
      const pdf = await renderAnalysisPdf(analysis, options.now?.() ?? new Date());
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="wellnest-analysis-${analysis.id.slice(0, 8)}.pdf"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  member.delete(
    '/api/interactions/analyses/:id',
    {
      config: analysesAccess,
      schema: {
        tags: ['interactions'],
        summary: 'Delete a saved analysis (paid)',
        params: idParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...paidErrors },
      },
    },
    async (actor, request, reply) => {
      await service.deleteAnalysis(actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
