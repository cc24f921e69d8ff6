/** GET /api/search?q=: public; visitors get a tighter rate limit than signed-in users. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { searchQuerySchema, searchResponseSchema } from '#shared/contracts/search.contract';
import type { SearchService } from './search.service';
import { perMinuteByCaller } from '#server/lib/caller-limits';

/** Searches a minute per address: visitors, and signed-in users. */
export const SEARCH_RATE = { visitor: 60, signedIn: 240 } as const;

export interface SearchRoutesDeps {
  service: SearchService;
}

export function searchRoutes({ service }: SearchRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search',
      {
        config: {
          access: 'public',
          rateLimit: perMinuteByCaller(SEARCH_RATE),
        },
        schema: {
          tags: ['search'],
          summary:
            'Search Wellnest (public): medicines and supplements, essential oils, remedies, foods, recipes, lab markers, health claims, published community threads and approved catalogue products (PostgreSQL full-text search, each word a prefix, ranked; threads ranked among the newest 100 matching posts and titles), grouped by kind, each result once with a link to its page. q is 2 to 100 characters. A search that cannot finish within its time limit answers 503 SEARCH_TIMEOUT.',
          querystring: searchQuerySchema,
          response: {
            200: searchResponseSchema,
            400: apiErrorSchema,
            429: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request) => service.search(request.query.q),
    );
  };
}
