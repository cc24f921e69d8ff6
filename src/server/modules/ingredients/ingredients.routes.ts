/**
 * The ingredient API (paths and fields are the contract's, ADR 035). The analysis and
 * the claim check answer visitors too (rate-limited per minute, no personal warnings); a
 * signed-in user's checks count toward the free plan's daily cap. Barcode lookups, typed or
 * scanned, and adding a product are Wellness Pro (`barcode_scan`), as the product page shows;
 * changing the avoid-list is paid too; approving a product is for admins only (404 for everyone
 * else).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import { apiErrorSchema, idParamsSchema } from '#shared/contracts/common.contract';
import {
  FREE_DAILY_PRODUCT_CHECKS,
  INGREDIENT_MESSAGES,
  analyzeRequestSchema,
  analyzeResponseSchema,
  avoidListSchema,
  avoidListUpdateSchema,
  claimCheckRequestSchema,
  claimCheckResponseSchema,
  createProductRequestSchema,
  productResponseSchema,
} from '#shared/contracts/ingredients.contract';
import type { IngredientsService } from './ingredients.service';
import { memberRoutes } from '#server/lib/member-routes';
import { openRoutes } from '#server/lib/open-routes';
import { perMinuteByCaller } from '#server/lib/caller-limits';

const TAGS = ['ingredients'];

export interface IngredientRouteDeps {
  service: IngredientsService;
  /** The interaction check's limits: a label check is the same kind of public safety computation. */
  visitorChecksPerMinute: number;
  signedInChecksPerMinute: number;
}

// The contract's bodies with the contract's own words when the text is missing or not text.
const analyzeBody = analyzeRequestSchema.extend({
  text: z.string({ error: INGREDIENT_MESSAGES.emptyText }),
});
const claimBody = claimCheckRequestSchema.extend({
  text: z.string({ error: INGREDIENT_MESSAGES.emptyClaim }),
});
const createProductBody = createProductRequestSchema.extend({
  barcode: z.string({ error: INGREDIENT_MESSAGES.invalidBarcode }),
  ingredients_text: z.string({ error: INGREDIENT_MESSAGES.emptyText }),
});
const barcodeParams = z.object({ barcode: z.string().max(64) });

const LIMIT_NOTE = `Signed in on the free plan, each call counts toward ${FREE_DAILY_PRODUCT_CHECKS} product and ingredient checks a UTC day (429 CHECK_LIMIT_REACHED past it); a paid plan on the Health edition is unlimited (unlimited product checks are a Health-edition capability).`;

export function ingredientRoutes(deps: IngredientRouteDeps): FastifyPluginAsyncZod {
  const { service } = deps;
  const publicCheck = {
    access: 'public' as const,
    readsOnly: true,
    rateLimit: perMinuteByCaller({
      signedIn: deps.signedInChecksPerMinute,
      visitor: deps.visitorChecksPerMinute,
    }),
  };
  return async (app) => {
    const member = memberRoutes(app);
    const open = openRoutes(app);
    open.post(
      '/api/ingredients/analyze',
      {
        config: publicCheck,
        schema: {
          tags: TAGS,
          summary: 'Read a label (pasted or photographed text) and explain every ingredient',
          description: `Splits the label into ingredients (prefixes, percentages, nested brackets, E-numbers with or without the E, may-contain statements, INCI slashes) and recognises each: additive (with EFSA's evaluation), allergen, cosmetic ingredient (EU annexes, fragrance allergens), knowledge substance, FDA food substance. Unknown ingredients are listed with id null, never dropped. Signed in, \`personal\` adds the profile's allergies, diet restrictions (nut-free, gluten-free, halal...), diet type and pregnancy, the cabinet's interactions and the avoid-list, read by the same rules every tool applies. Visitors are rate-limited per minute. ${LIMIT_NOTE} \`kind\` defaults to a guess from the text.`,
          body: analyzeBody,
          response: { 200: analyzeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (actor, request) => service.analyze(actor, request.body),
    );

    open.post(
      '/api/claims/check',
      {
        config: publicCheck,
        schema: {
          tags: TAGS,
          summary: 'Check a health claim against our evidence summaries',
          description: `The claims the text makes or asks about, best match first, each with its verdict (supported, mixed, not supported, not studied), A-D evidence grade, summary and sources; none → \`message\` says we have no evidence summary. Signed in, \`personal\` says what the claim's subject means for you (a cabinet medicine it interacts with, pregnancy, allergies, diet restrictions, the avoid-list). ${LIMIT_NOTE}`,
          body: claimBody,
          response: { 200: claimCheckResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (actor, request) => service.checkClaim(actor, request.body),
    );

    member.get(
      '/api/avoid-list',
      {
        config: { access: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Your avoid-list: ingredients you chose to be warned about',
          description:
            'Free to read on every plan, so nothing saved is lost after a downgrade. Each item has the knowledge id it resolved to (null when none).',
          response: { 200: avoidListSchema, 401: apiErrorSchema },
        },
      },
      async (actor) => service.getAvoidList(actor),
    );

    member.put(
      '/api/avoid-list',
      {
        config: { access: 'user', feature: 'ingredient_safety' },
        schema: {
          tags: TAGS,
          summary: 'Replace your avoid-list (paid: ingredient_safety)',
          description:
            'The whole list, at most 200 names of at most 120 characters; repeated names are kept once. An id is kept when it is one of ours, otherwise the name is resolved (an additive, allergen, substance...). Every analysis then marks these ingredients `avoid_list`.',
          body: avoidListUpdateSchema,
          response: {
            200: avoidListSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: planRequiredErrorSchema,
          },
        },
      },
      async (actor, request) => service.putAvoidList(actor, request.body),
    );

    member.get(
      '/api/products/:barcode',
      {
        config: {
          access: 'user',
          feature: 'barcode_scan',
          rateLimit: { max: deps.signedInChecksPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags: TAGS,
          summary:
            'A product by barcode, with its ingredients analysed for you (paid: barcode_scan)',
          description: `Wellness Pro (\`barcode_scan\`), typed or scanned: a free plan gets 403 PLAN_REQUIRED and can paste the ingredient list into POST /api/ingredients/analyze instead. The barcode is EAN-13, EAN-8, UPC-A or UPC-E with its check digit (spaces and dashes ignored; UPC-E is expanded to UPC-A); a bad one answers 400 INVALID_BARCODE. Looked up in our approved products (a fresh install ships an Open Food Facts extract: source 'open-food-facts', licence ODbL), then your own pending submissions, then the live Open Food Facts service when the server has OFF_API_URL. Unknown: 404 PRODUCT_NOT_FOUND.`,
          params: barcodeParams,
          response: {
            200: productResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: planRequiredErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (actor, request) => service.getProduct(actor, request.params.barcode),
    );

    member.post(
      '/api/products',
      {
        config: { access: 'user', feature: 'barcode_scan' },
        schema: {
          tags: TAGS,
          summary: 'Add a product by barcode (paid: barcode_scan)',
          description:
            'Stored as pending: you see it at once, everyone else after an admin approves it. An approved product with the same barcode answers 409; sending your own pending one again corrects it.',
          body: createProductBody,
          response: {
            201: productResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: planRequiredErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (actor, request, reply) =>
        reply.status(201).send(await service.createProduct(actor, request.body)),
    );
  };
}

/** Approving submitted products: 404 for everyone not signed in with an ADMIN_EMAILS address. */
export function ingredientAdminRoutes(
  deps: Pick<IngredientRouteDeps, 'service'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.post(
      '/api/admin/products/:id/approve',
      {
        config: { access: 'admin' },
        schema: {
          tags: TAGS,
          summary:
            'Admins: approve a submitted product, so everyone finds it (404 for anyone else)',
          description:
            'Only for users whose email is in ADMIN_EMAILS; everyone else, signed in or not, gets 404. Another approved product with the same barcode answers 409.',
          params: idParamsSchema,
          response: { 200: productResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (actor, request) => deps.service.approveProduct(actor, request.params.id),
    );
  };
}
