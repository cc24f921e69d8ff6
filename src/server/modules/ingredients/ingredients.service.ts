/**
 * The ingredient rules (ADR 035): label analysis, barcode lookups (our catalogue, then
 * Open Food Facts), product submissions and their approval, the avoid-list and the claim check.
 * Safety is never paid: every signed-in user gets the personal warnings. A free user's checks
 * (analysis, claim) count toward FREE_DAILY_PRODUCT_CHECKS a UTC day; barcode lookups are paid
 * (the route's plan gate), and a plan and edition that include unlimited product checks lift the cap. Visitors are rate-limited by the routes
 * instead and get no personal warnings.
 */
import {
  FREE_DAILY_PRODUCT_CHECKS,
  INGREDIENT_ERROR_CODES,
  INGREDIENT_MESSAGES,
  MAX_AVOID_ITEMS,
  MAX_AVOID_NAME,
  MAX_CLAIM_TEXT,
  MAX_LABEL_TEXT,
  type AnalyzeResponse,
  type AvoidList,
  type ClaimCheckResponse,
  type IngredientProductKind,
  type ProductResponse,
} from '#shared/contracts/ingredients.contract';
import { UNLIMITED_PRODUCT_CHECKS_FEATURE } from '#shared/domain/product-check-limits';
import type { ClaimIndex } from '#server/knowledge/label-indexes';
import { actorCan, type Actor } from '#server/plugins/actor';
import type { PersonRules } from '#server/knowledge/person-rules/person-rules';
import { AppError } from '#server/lib/app-error';
import { analyzeLabel } from './analyze-label';
import type { IngredientsRepository, ProductRow } from './ingredients.repository';
import { utcDayOf } from './ingredients.repository';
import { OFF_LICENCE, type OpenFoodFacts } from './open-food-facts';
import { catalogueBarcode, isCatalogueRow } from './product-catalogue';
import { claimWarnings } from './claim-warnings';
import { recognise, type LabelKnowledge } from './recognise';

const PRODUCT_NOT_FOUND = 'Product not found.';

const KNOWN_ID = /^(?:additive|allergen|substance|cosmetic|food-substance|food):[a-z0-9-]+$/;

export interface IngredientsDeps {
  repository: IngredientsRepository;
  knowledge: LabelKnowledge & { claims: ClaimIndex };
  /** The person as every tool applies them (profile, cabinet, avoid-list: person.reader.ts). */
  person: { rulesFor(userId: string): Promise<PersonRules> };
  openFoodFacts: OpenFoodFacts | null;
  now?: () => Date;
}

function checkLabelText(text: string): void {
  if (text.trim() === '')
    throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.emptyText);
  if (text.length > MAX_LABEL_TEXT)
    throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.textTooLong);
}

/** The key a product is stored and found under (a UPC-A code in its 13-digit form is the UPC-A). */
function barcodeOf(text: string): string {
  const barcode = catalogueBarcode(text);
  if (!barcode)
    throw new AppError(
      400,
      INGREDIENT_ERROR_CODES.invalidBarcode,
      INGREDIENT_MESSAGES.invalidBarcode,
    );
  return barcode;
}

/** What the ingredients service's parts share: its dependencies and the clock. */
type IngredientsContext = IngredientsDeps & { now: () => Date };

async function countCheck(ctx: IngredientsContext, actor: Actor): Promise<void> {
  const at = ctx.now();
  const unlimited = actorCan(actor, UNLIMITED_PRODUCT_CHECKS_FEATURE);
  const limit = unlimited ? null : FREE_DAILY_PRODUCT_CHECKS;
  const { allowed } = await ctx.repository.reserveCheck(actor.id, utcDayOf(at), limit, at);
  if (!allowed)
    throw new AppError(
      429,
      INGREDIENT_ERROR_CODES.limitReached,
      INGREDIENT_MESSAGES.limitReached(FREE_DAILY_PRODUCT_CHECKS),
    );
}

async function analysisFor(
  ctx: IngredientsContext,
  userId: string | null,
  text: string,
  kind: IngredientProductKind | undefined,
): Promise<AnalyzeResponse> {
  return analyzeLabel(ctx.knowledge, text, kind, userId ? await ctx.person.rulesFor(userId) : null);
}

async function productResponse(
  ctx: IngredientsContext,
  row: Pick<
    ProductRow,
    | 'barcode'
    | 'name'
    | 'brand'
    | 'ingredients_text'
    | 'kind'
    | 'status'
    | 'submitted_by'
    | 'reviewed_at'
  >,
  userId: string | null,
): Promise<ProductResponse> {
  // The shipped catalogue is Open Food Facts data: labelled with its source and licence.
  const fromCatalogue = isCatalogueRow(row);
  return {
    barcode: row.barcode,
    name: row.name,
    brand: row.brand,
    ingredients_text: row.ingredients_text,
    source: fromCatalogue ? 'open-food-facts' : 'local',
    licence: fromCatalogue ? OFF_LICENCE : null,
    status: row.status === 'approved' ? 'approved' : 'pending',
    analysis: await analysisFor(ctx, userId, row.ingredients_text, row.kind),
  };
}

/** What one avoid-list name stands for in the knowledge, when anything. */
function avoidIdOf(ctx: IngredientsContext, name: string): string | null {
  const item = { name, alternatives: [], e_number: null, label_class: null };
  return recognise(ctx.knowledge, item, 'food').id ?? recognise(ctx.knowledge, item, 'cosmetic').id;
}

export function createIngredientsService(deps: IngredientsDeps) {
  const now = deps.now ?? (() => new Date());

  const ctx: IngredientsContext = { ...deps, now };

  return {
    async analyze(
      actor: Actor | null,
      body: { text: string; kind?: IngredientProductKind },
    ): Promise<AnalyzeResponse> {
      checkLabelText(body.text);
      if (actor) await countCheck(ctx, actor);
      return analysisFor(ctx, actor?.id ?? null, body.text, body.kind);
    },

    async checkClaim(actor: Actor | null, body: { text: string }): Promise<ClaimCheckResponse> {
      if (body.text.trim() === '')
        throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.emptyClaim);
      if (body.text.length > MAX_CLAIM_TEXT)
        throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.claimTooLong);
      if (actor) await countCheck(ctx, actor);
      const person = actor ? await ctx.person.rulesFor(actor.id) : null;
      const matches = ctx.knowledge.claims.search(body.text, 5).map(({ claim }) => ({
        claim_id: claim.id,
        claim: claim.claim,
        verdict: claim.verdict,
        grade: claim.grade,
        summary: claim.summary,
        sources: claim.sources.map((source) => ({ title: source.title, url: source.url })),
        personal: person ? claimWarnings(ctx.knowledge, person, claim.subjects ?? []) : [],
      }));
      return { matches, message: matches.length === 0 ? INGREDIENT_MESSAGES.noClaimMatch : null };
    },

    async getAvoidList(actor: Actor): Promise<AvoidList> {
      const rows = await ctx.repository.listAvoid(actor.id);
      return { items: rows.map((row) => ({ name: row.name, id: row.ingredient_id })) };
    },

    async putAvoidList(
      actor: Actor,
      body: { items: { name: string; id?: string | null }[] },
    ): Promise<AvoidList> {
      if (body.items.length > MAX_AVOID_ITEMS)
        throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.avoidTooMany);
      const seen = new Set<string>();
      const items: { name_key: string; name: string; ingredient_id: string | null }[] = [];
      for (const entry of body.items) {
        const name = entry.name.trim().replace(/\s+/g, ' ');
        if (!name) throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.avoidEmptyName);
        if (name.length > MAX_AVOID_NAME)
          throw new AppError(400, 'VALIDATION_ERROR', INGREDIENT_MESSAGES.avoidNameTooLong);
        const key = name.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        // An id the client sends is kept only if it is one of ours; otherwise the name decides.
        const id = entry.id && KNOWN_ID.test(entry.id) ? entry.id : avoidIdOf(ctx, name);
        items.push({ name_key: key, name, ingredient_id: id });
      }
      await ctx.repository.replaceAvoid(actor.id, items, ctx.now());
      return { items: items.map((item) => ({ name: item.name, id: item.ingredient_id })) };
    },

    async getProduct(actor: Actor, barcodeText: string): Promise<ProductResponse> {
      const userId = actor.id;
      const barcode = barcodeOf(barcodeText);
      await countCheck(ctx, actor);
      const row = await ctx.repository.findVisibleProduct(barcode, userId);
      if (row) return productResponse(ctx, row, userId);
      const found = ctx.openFoodFacts ? await ctx.openFoodFacts.findProduct(barcode) : null;
      if (!found)
        throw new AppError(
          404,
          INGREDIENT_ERROR_CODES.productNotFound,
          INGREDIENT_MESSAGES.productNotFound,
        );
      return {
        ...found,
        source: 'open-food-facts',
        licence: OFF_LICENCE,
        status: 'approved',
        analysis: await analysisFor(ctx, userId, found.ingredients_text, undefined),
      };
    },

    async createProduct(
      actor: Actor,
      body: {
        barcode: string;
        name: string;
        brand?: string;
        ingredients_text: string;
        kind?: IngredientProductKind;
      },
    ): Promise<ProductResponse> {
      const userId = actor.id;
      const barcode = barcodeOf(body.barcode);
      checkLabelText(body.ingredients_text);
      if (await ctx.repository.findApproved(barcode))
        throw new AppError(
          409,
          INGREDIENT_ERROR_CODES.productExists,
          INGREDIENT_MESSAGES.productExists,
        );
      const values = {
        name: body.name.trim(),
        brand: (body.brand ?? '').trim(),
        ingredients_text: body.ingredients_text,
        kind: body.kind ?? 'food',
      };
      // Submitting the same barcode again corrects one's own pending entry.
      const own = await ctx.repository.findOwnPending(barcode, userId);
      const row = own
        ? await ctx.repository.updatePending(own.id, values)
        : await ctx.repository.insertProduct({ ...values, barcode, submitted_by: userId });
      return productResponse(ctx, row, userId);
    },

    /** An admin (the gate admits only admins) makes a submitted product visible to everyone. */
    async approveProduct(_admin: Actor, id: string): Promise<ProductResponse> {
      const row = await ctx.repository.findProductById(id);
      if (!row) throw new AppError(404, 'NOT_FOUND', PRODUCT_NOT_FOUND);
      const approved = await ctx.repository.findApproved(row.barcode);
      if (approved && approved.id !== row.id)
        throw new AppError(
          409,
          INGREDIENT_ERROR_CODES.productExists,
          INGREDIENT_MESSAGES.productExists,
        );
      const updated = (await ctx.repository.approveProduct(row.id, ctx.now())) ?? row;
      return productResponse(ctx, updated, null);
    },
  };
}
export type IngredientsService = ReturnType<typeof createIngredientsService>;
