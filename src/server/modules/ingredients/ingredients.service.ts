/**
 * The ingredient rules (ADR 035): label analysis, barcode lookups (our catalogue, then
 * Open Food Facts), product submissions and their approval, the avoid-list and the claim check.
 * Safety is never paid: every signed-in user gets the personal warnings. A free user's checks
 * (analysis, claim) count toward FREE_DAILY_PRODUCT_CHECKS a UTC day; barcode lookups are paid
 * (the route's plan gate), and a plan and edition that include unlimited product checks lift the
 * cap. Visitors are rate-limited by the routes instead and get no personal warnings.
 *
 * The operations are plain functions of one IngredientsContext in files by sub-resource (ADR
 * 107): label-checks.ts, avoid-list-operations.ts, products.ts; this factory builds the context
 * once and only delegates.
 */
import type { IngredientProductKind } from '#shared/contracts/ingredients.contract';
import type { Actor } from '#server/plugins/actor';
import { getAvoidList, putAvoidList } from './avoid-list-operations';
import type { IngredientsContext, IngredientsDeps } from './ingredients-context';
import { analyzeLabelText, checkClaim } from './label-checks';
import { approveProduct, createProduct, getProduct, type ProductSubmission } from './products';

export function createIngredientsService(deps: IngredientsDeps) {
  const ctx: IngredientsContext = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    analyze: (actor: Actor | null, body: { text: string; kind?: IngredientProductKind }) =>
      analyzeLabelText(ctx, actor, body),
    checkClaim: (actor: Actor | null, body: { text: string }) => checkClaim(ctx, actor, body),
    getAvoidList: (actor: Actor) => getAvoidList(ctx, actor),
    putAvoidList: (actor: Actor, body: { items: { name: string; id?: string | null }[] }) =>
      putAvoidList(ctx, actor, body),
    getProduct: (actor: Actor, barcodeText: string) => getProduct(ctx, actor, barcodeText),
    createProduct: (actor: Actor, body: ProductSubmission) => createProduct(ctx, actor, body),
    /** An admin (the gate admits only admins) makes a submitted product visible to everyone. */
    approveProduct: (_admin: Actor, id: string) => approveProduct(ctx, id),
  };
}
export type IngredientsService = ReturnType<typeof createIngredientsService>;
