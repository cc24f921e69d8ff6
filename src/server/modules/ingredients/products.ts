/**
 * Products by barcode: our catalogue and approved submissions first, then Open Food Facts (a paid
 * lookup, by the route's plan gate); a member's submission, visible to them until an admin
 * approves it for everyone. Every answer carries the label's analysis for the asker.
 */
import {
  INGREDIENT_ERROR_CODES,
  INGREDIENT_MESSAGES,
  type IngredientProductKind,
  type ProductResponse,
} from '#shared/contracts/ingredients.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import {
  analysisFor,
  checkLabelText,
  countCheck,
  type IngredientsContext,
} from './ingredients-context';
import type { ProductRow } from './ingredients.repository';
import { OFF_LICENCE } from './open-food-facts';
import { catalogueBarcode, isCatalogueRow } from './product-catalogue';

const PRODUCT_NOT_FOUND = 'Product not found.';

/** A member's product: its barcode, names and label as printed. */
export interface ProductSubmission {
  barcode: string;
  name: string;
  brand?: string;
  ingredients_text: string;
  kind?: IngredientProductKind;
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

export async function getProduct(
  ctx: IngredientsContext,
  actor: Actor,
  barcodeText: string,
): Promise<ProductResponse> {
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
}

export async function createProduct(
  ctx: IngredientsContext,
  actor: Actor,
  body: ProductSubmission,
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
}

/** An admin (the gate admits only admins) makes a submitted product visible to everyone. */
export async function approveProduct(
  ctx: IngredientsContext,
  id: string,
): Promise<ProductResponse> {
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
}
