/**
 * The aromatherapy API (paths and fields are the contract's). The oil library, the
 * blend calculator and the remedies are public: a visitor gets every warning but the personal
 * ones, a signed-in user (free or paid: safety is never paid) gets their profile's and cabinet's
 * too. Saved blends and favourite oils are the caller's own rows; another user's id answers 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blendRequestSchema,
  blendResultSchema,
  favoriteOilListSchema,
  favoriteOilSchema,
  oilDetailSchema,
  oilListQuerySchema,
  oilListResponseSchema,
  remedyDetailSchema,
  remedyListQuerySchema,
  remedyListResponseSchema,
  saveBlendSchema,
  savedBlendListSchema,
  savedBlendSchema,
} from '#shared/contracts/aromatherapy.contract';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import type { AromatherapyService } from './aromatherapy.service';
import { memberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';
import { perMinuteByCaller } from '#server/lib/caller-limits';

const TAGS = ['aromatherapy'];

export interface AromatherapyRouteOptions {
  /** The interaction check's limits: the blend is the same kind of public safety computation. */
  visitorBlendsPerMinute: number;
  signedInBlendsPerMinute: number;
}

/** The library, the calculator and the remedies: anyone; personal warnings for a session. */
export function aromatherapyPublicRoutes({
  service,
  options,
}: {
  service: AromatherapyService;
  options: AromatherapyRouteOptions;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const open = openRoutes(app);
    app.get(
      '/api/oils',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary:
            'Essential oils by category and search words, with the names of their safety flags',
          querystring: oilListQuerySchema,
          response: { 200: oilListResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.listOils(request.query),
    );
    open.read(
      '/api/oils/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary:
            'One oil: botanical name, constituents, uses with their evidence, maximum dermal level, safety flags, interactions and sources, each with its source; signed in, what it means for you (profile and cabinet)',
          params: idParamsSchema,
          response: { 200: oilDetailSchema, 404: apiErrorSchema },
        },
      },
      async (actor, { params }) => service.getOil(actor, params.id),
    );
    open.post(
      '/api/oils/blend',
      {
        config: {
          access: 'public',
          readsOnly: true,
          rateLimit: perMinuteByCaller({
            signedIn: options.signedInBlendsPerMinute,
            visitor: options.visitorBlendsPerMinute,
          }),
        },
        schema: {
          tags: TAGS,
          summary:
            'Work out a blend (20 drops = 1 ml): dilution, each oil against its maximum, the phototoxic load and the warnings, with the signed-in user\u2019s profile and cabinet added even without `person`. Nothing is stored.',
          body: blendRequestSchema,
          response: { 200: blendResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (actor, request) => service.blend(actor, request.body),
    );
    app.get(
      '/api/remedies',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary:
            'Natural remedies by concern (best evidence grade first) and search words, with the A-D grade per concern',
          querystring: remedyListQuerySchema,
          response: { 200: remedyListResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => service.listRemedies(request.query),
    );
    open.read(
      '/api/remedies/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: TAGS,
          summary:
            'One remedy: concerns with grades, forms and doses as published, who should not use it, interactions, when to see a clinician and sources; signed in (any plan), screened against your cabinet and profile',
          params: idParamsSchema,
          response: { 200: remedyDetailSchema, 404: apiErrorSchema },
        },
      },
      async (actor, { params }) => service.getRemedy(actor, params.id),
    );
  };
}

/** Saved blends and favourite oils: the caller's own rows only. */
export function aromatherapyUserRoutes({
  service,
}: {
  service: AromatherapyService;
}): FastifyPluginAsyncZod {
  const notFound = { 404: apiErrorSchema, 401: apiErrorSchema };
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/oils/blends',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Your saved blends, newest first, each worked out now with your warnings',
          response: { 200: savedBlendListSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.listBlends(actor),
    );
    member.post(
      '/api/oils/blends',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Save a blend under a name (at most 100 per user)',
          body: saveBlendSchema,
          response: {
            201: savedBlendSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await service.saveBlend(actor, request.body)),
    );
    member.get(
      '/api/oils/blends/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'One of your saved blends, worked out now with your warnings',
          params: idParamsSchema,
          response: { 200: savedBlendSchema, ...notFound },
        },
      },
      async (actor, request) => service.getBlend(actor, request.params.id),
    );
    member.delete(
      '/api/oils/blends/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Delete one of your saved blends',
          params: idParamsSchema,
          response: { 204: z.null(), ...notFound },
        },
      },
      async (actor, request, reply) => {
        await service.deleteBlend(actor, request.params.id);
        return reply.status(204).send(null);
      },
    );

    member.read(
      '/api/oils/favorites',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Your favourite oils, newest first, with what each means for you',
          response: { 200: favoriteOilListSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.listFavorites(actor),
    );
    member.put(
      '/api/oils/favorites/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Add an oil (by its id) to your favourites; adding it again changes nothing',
          params: idParamsSchema,
          response: { 200: favoriteOilSchema, ...notFound },
        },
      },
      async (actor, request) => service.addFavorite(actor, request.params.id),
    );
    member.delete(
      '/api/oils/favorites/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Take an oil out of your favourites',
          params: idParamsSchema,
          response: { 204: z.null(), ...notFound },
        },
      },
      async (actor, request, reply) => {
        await service.removeFavorite(actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
