/**
 * The member's avoid list: what they never want in a product, each name matched once to what it
 * stands for in the knowledge (an id the client sends is kept only when it is one of ours).
 */
import {
  INGREDIENT_MESSAGES,
  MAX_AVOID_ITEMS,
  MAX_AVOID_NAME,
  type AvoidList,
} from '#shared/contracts/ingredients.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { IngredientsContext } from './ingredients-context';
import { recognise } from './recognise';

const KNOWN_ID = /^(?:additive|allergen|substance|cosmetic|food-substance|food):[a-z0-9-]+$/;

/** What one avoid-list name stands for in the knowledge, when anything. */
function avoidIdOf(ctx: IngredientsContext, name: string): string | null {
  const item = { name, alternatives: [], e_number: null, label_class: null };
  return recognise(ctx.knowledge, item, 'food').id ?? recognise(ctx.knowledge, item, 'cosmetic').id;
}

export async function getAvoidList(ctx: IngredientsContext, actor: Actor): Promise<AvoidList> {
  const rows = await ctx.repository.listAvoid(actor.id);
  return { items: rows.map((row) => ({ name: row.name, id: row.ingredient_id })) };
}

export async function putAvoidList(
  ctx: IngredientsContext,
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
}
