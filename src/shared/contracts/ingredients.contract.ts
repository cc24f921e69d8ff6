/**
 * Product and ingredient checks: read a label, look a product up by barcode, check a
 * health claim. Paths, field names and status codes are a contract; outside clients rely
 * on them. ADR 033 and 034 (the label knowledge), ADR 035 (the API and the parser), ADR 036 (pages).
 *
 * - `POST /api/ingredients/analyze` and `POST /api/claims/check` answer visitors too (rate-limited
 *   like the interaction check, with no `personal` warnings). Signed in, each analysis and claim
 *   check counts toward the free plan's daily cap (10 a day, UTC); paid plans are unlimited. At the
 *   cap: 429 `CHECK_LIMIT_REACHED` with INGREDIENT_MESSAGES.limitReached.
 * - Safety is never paid: allergen, diet, pregnancy and medicine warnings come with every analysis.
 *   Barcode lookups, typed or scanned (`GET /api/products/:barcode`), saved products
 *   (`POST /api/products`) and the avoid-list (`PUT /api/avoid-list`) are paid (`barcode_scan`,
 *   `ingredient_safety`): otherwise 403 `PLAN_REQUIRED`.
 *   Reading one's avoid-list (`GET`) is free, so nobody loses what they saved after a downgrade.
 * - An unknown ingredient is listed with `id: null` and counted in `summary.unknown`, never dropped:
 *   'not assessed' is not 'safe'.
 */
import { z } from 'zod';

// ── Vocabulary ──────────────────────────────────────────────────────────────────────────────
export const INGREDIENT_KINDS = ['food', 'cosmetic', 'supplement'] as const;
export type IngredientProductKind = (typeof INGREDIENT_KINDS)[number];

/**
 * What an ingredient was recognised as (it may be several: sodium benzoate is an additive and a
 * food substance). `substance` is a vitamin, mineral or other supplement; a knowledge-base food
 * (sugar, salt, milk, cooking oils) is `food`, a herb or spice `herb`, an essential oil
 * `essential_oil`. Medicines are never matched on a label.
 */
export const INGREDIENT_KNOWLEDGE_KINDS = [
  'additive',
  'allergen',
  'food_substance',
  'cosmetic_ingredient',
  'fragrance_allergen',
  'substance',
  'food',
  'herb',
  'essential_oil',
] as const;
export type IngredientKnowledgeKind = (typeof INGREDIENT_KNOWLEDGE_KINDS)[number];

export const FLAG_LEVELS = ['info', 'caution', 'avoid'] as const;
export type FlagLevel = (typeof FLAG_LEVELS)[number];

export const PERSONAL_REASONS = ['allergy', 'diet', 'medicine', 'pregnancy', 'avoid_list'] as const;
export type PersonalReason = (typeof PERSONAL_REASONS)[number];

export const CLAIM_VERDICTS = ['supported', 'mixed', 'not supported', 'not studied'] as const;
export type ClaimVerdict = (typeof CLAIM_VERDICTS)[number];

/** Evidence grades as the aromatherapy remedies use them (A strongest). */
export const CLAIM_GRADES = ['A', 'B', 'C', 'D'] as const;
export type ClaimGrade = (typeof CLAIM_GRADES)[number];

export const PRODUCT_SOURCES = ['local', 'open-food-facts'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

// ── Constants ───────────────────────────────────────────────────────────────────────────────
export const MAX_LABEL_TEXT = 5000;
export const MAX_CLAIM_TEXT = 5000;
export { FREE_DAILY_PRODUCT_CHECKS } from '../domain/product-check-limits';
export const MAX_AVOID_ITEMS = 200;
export const MAX_AVOID_NAME = 120;

export const INGREDIENT_ERROR_CODES = {
  productNotFound: 'PRODUCT_NOT_FOUND',
  invalidBarcode: 'INVALID_BARCODE',
  limitReached: 'CHECK_LIMIT_REACHED',
  /** POST /api/products for a barcode an approved product already has (409). */
  productExists: 'PRODUCT_EXISTS',
} as const;

export const INGREDIENT_MESSAGES = {
  emptyText: 'Paste the ingredient list to analyse.',
  textTooLong: `That label is too long: ${MAX_LABEL_TEXT} characters at most.`,
  emptyClaim: 'Type a health claim to check.',
  claimTooLong: `That claim is too long: ${MAX_CLAIM_TEXT} characters at most.`,
  invalidBarcode:
    'That barcode is not valid: check the digits (EAN-13, EAN-8, UPC-A or UPC-E, with the check digit).',
  productNotFound:
    "We don't know this product yet. Paste or photograph its ingredient list to check it.",
  noClaimMatch:
    'We have no evidence summary for this claim yet. Look for the claim in NIH ODS or NCCIH, and ask a pharmacist or doctor.',
  limitReached: (n: number) =>
    `You've reached your daily limit of ${n} free product checks. Upgrade to continue.`,
  offSource: 'From Open Food Facts (ODbL): community data, check the pack.',
  productExists: 'This product is already in our catalogue: look it up by its barcode.',
  avoidTooMany: `Your avoid-list can hold at most ${MAX_AVOID_ITEMS} ingredients.`,
  avoidEmptyName: 'Name the ingredient to avoid.',
  avoidNameTooLong: `An ingredient name can be at most ${MAX_AVOID_NAME} characters.`,
} as const;

// ── Shared pieces ───────────────────────────────────────────────────────────────────────────
export const citedSourceSchema = z.object({ title: z.string(), url: z.string().nullable() });
export type CitedSource = z.infer<typeof citedSourceSchema>;

export const ingredientFlagSchema = z.object({
  level: z.enum(FLAG_LEVELS),
  text: z.string(),
  sources: z.array(citedSourceSchema),
});
export type IngredientFlag = z.infer<typeof ingredientFlagSchema>;

export const personalWarningSchema = z.object({
  reason: z.enum(PERSONAL_REASONS),
  text: z.string(),
  /** Only 'avoid' and 'caution': a personal warning is never merely informative. */
  level: z.enum(['caution', 'avoid']),
  sources: z.array(citedSourceSchema),
});
export type PersonalWarning = z.infer<typeof personalWarningSchema>;

// ── POST /api/ingredients/analyze ───────────────────────────────────────────────────────────
export const analyzeRequestSchema = z.object({
  text: z.string(),
  kind: z.enum(INGREDIENT_KINDS).optional(),
});
export type AnalyzeRequest = z.infer<typeof analyzeRequestSchema>;

/**
 * One ingredient: one entry of the list or of a bracket inside it ('chocolate (sugar, cocoa
 * butter)' is three), once however often and under whatever names the label writes it ('E129',
 * 'Allura Red AC' and 'Red 40' are one entry). A 'may contain' entry is a trace warning, not an
 * ingredient: it is listed with `may_contain: true` and counted apart (src/shared/domain/label-counts.ts).
 */
export const analyzedIngredientSchema = z.object({
  /** The ingredient as the label first wrote it ('E102', 'lait écrémé en poudre 3%'). */
  text: z.string(),
  /** The other ways this label writes the same ingredient ('Allura red', 'E129'); empty when once. */
  also_written: z.array(z.string()).default([]),
  /** What we recognised it as ('Tartrazine'); the cleaned label text when unknown. */
  name: z.string(),
  /** The knowledge id, prefixed by its kind ('additive:e102', 'allergen:milk', 'substance:vitamin-k', 'cosmetic:…', 'food-substance:…', 'food:…'); null when unknown. */
  id: z.string().nullable(),
  kinds: z.array(z.enum(INGREDIENT_KNOWLEDGE_KINDS)),
  /** What it does in the product ('colour', 'preservative', 'emulsifier', 'fragrance'...). */
  functions: z.array(z.string()),
  e_number: z.string().nullable(),
  /** The percentage the label gives, when it gives one. */
  percent: z.number().nullable(),
  /** 'may contain' / 'traces of' statements: listed, warned about, marked so. */
  may_contain: z.boolean(),
  /** The ingredient this one is part of ('chocolate' for 'cocoa butter'), when nested. */
  parent: z.string().nullable(),
  flags: z.array(ingredientFlagSchema),
  personal: z.array(personalWarningSchema),
});
export type AnalyzedIngredient = z.infer<typeof analyzedIngredientSchema>;

export const analyzeResponseSchema = z.object({
  kind: z.enum(INGREDIENT_KINDS),
  ingredients: z.array(analyzedIngredientSchema),
  summary: z.object({
    /** Ingredients with an 'avoid' flag or personal warning. */
    avoid: z.number().int(),
    /** Ingredients with a 'caution' flag or personal warning and nothing at 'avoid'. */
    caution: z.number().int(),
    /**
     * Ingredients we could not recognise, as labelCounts counts them: not 'may contain' entries
     * (not ingredients), nor a compound we do not know by name whose parts are listed.
     */
    unknown: z.number().int(),
  }),
  /** Whether the person's profile, cabinet and avoid-list were checked (false for visitors). */
  personalized: z.boolean(),
  /**
   * Cabinet medicines whose names we could not match, so the label was not checked against them,
   * each with the closest names we know ("did you mean"). Empty for visitors.
   */
  unchecked_medicines: z
    .array(
      z.object({
        name: z.string(),
        suggestions: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string() })),
      }),
    )
    .default([]),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

// ── /api/avoid-list ─────────────────────────────────────────────────────────────────────────
export const avoidItemSchema = z.object({ name: z.string(), id: z.string().nullable() });
export type AvoidItem = z.infer<typeof avoidItemSchema>;
export const avoidListSchema = z.object({ items: z.array(avoidItemSchema) });
export type AvoidList = z.infer<typeof avoidListSchema>;
export const avoidListUpdateSchema = z.object({
  items: z.array(z.object({ name: z.string(), id: z.string().nullable().optional() })),
});

// ── /api/products ───────────────────────────────────────────────────────────────────────────
export const productResponseSchema = z.object({
  barcode: z.string(),
  name: z.string(),
  brand: z.string(),
  ingredients_text: z.string(),
  source: z.enum(PRODUCT_SOURCES),
  /** 'ODbL' for Open Food Facts; null for our own. */
  licence: z.string().nullable(),
  /** Whether everyone sees it (approved) or only its submitter so far. */
  status: z.enum(['pending', 'approved']),
  analysis: analyzeResponseSchema,
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const createProductRequestSchema = z.object({
  barcode: z.string(),
  name: z.string().min(1).max(200),
  brand: z.string().max(200).optional(),
  ingredients_text: z.string(),
  kind: z.enum(INGREDIENT_KINDS).optional(),
});
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;

// ── POST /api/claims/check ──────────────────────────────────────────────────────────────────
export const claimCheckRequestSchema = z.object({ text: z.string() });
export const claimMatchSchema = z.object({
  claim_id: z.string(),
  claim: z.string(),
  verdict: z.enum(CLAIM_VERDICTS),
  grade: z.enum(CLAIM_GRADES),
  summary: z.string(),
  sources: z.array(citedSourceSchema),
  /**
   * Signed in: what the claim's subject means for you (a cabinet medicine it interacts with,
   * pregnancy, an allergy, a diet restriction, the avoid-list); empty for visitors.
   */
  personal: z.array(personalWarningSchema).optional(),
});
export type ClaimMatch = z.infer<typeof claimMatchSchema>;
export const claimCheckResponseSchema = z.object({
  matches: z.array(claimMatchSchema),
  /** INGREDIENT_MESSAGES.noClaimMatch when `matches` is empty; null otherwise. */
  message: z.string().nullable(),
});
export type ClaimCheckResponse = z.infer<typeof claimCheckResponseSchema>;
