/** Rules for the list of names being checked: the contract's schema and its messages. */
import {
  CHECK_LIMITS,
  INTERACTION_MESSAGES,
  checkRequestSchema,
} from '#shared/contracts/interactions.contract';

const itemNameSchema = checkRequestSchema.shape.items.element;

export type AddItemResult = { ok: true; items: string[] } | { ok: false; message: string };

export function hasItem(items: readonly string[], name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return items.some((item) => item.trim().toLowerCase() === wanted);
}

/** Adds `name` (trimmed) unless it is blank, too long, already listed, or the list is full. */
export function addItem(items: readonly string[], name: string): AddItemResult {
  const parsed = itemNameSchema.safeParse(name);
  if (!parsed.success)
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? INTERACTION_MESSAGES.blankItem,
    };
  const trimmed = parsed.data;
  if (hasItem(items, trimmed))
    return { ok: false, message: `“${trimmed}” is already in the list.` };
  if (items.length >= CHECK_LIMITS.maxItems)
    return { ok: false, message: INTERACTION_MESSAGES.tooManyItems };
  return { ok: true, items: [...items, trimmed] };
}

/** The first reason the list cannot be checked, or null. */
export function listProblem(items: readonly string[]): string | null {
  const parsed = checkRequestSchema.safeParse({ items: [...items] });
  return parsed.error?.issues.find((issue) => issue.path[0] === 'items')?.message ?? null;
}
