/** Rules for the list of names being checked; the messages are the contract's (INTERACTION_MESSAGES). */
import { CHECK_LIMITS, INTERACTION_MESSAGES } from '#shared/contracts/interactions.contract';

export type AddItemResult = { ok: true; items: string[] } | { ok: false; message: string };

export function hasItem(items: readonly string[], name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return items.some((item) => item.trim().toLowerCase() === wanted);
}

/** Adds `name` (trimmed) unless it is blank, too long, already listed, or the list is full. */
export function addItem(items: readonly string[], name: string): AddItemResult {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, message: INTERACTION_MESSAGES.blankItem };
  if (trimmed.length > CHECK_LIMITS.maxNameLength)
    return { ok: false, message: INTERACTION_MESSAGES.itemTooLong };
  if (hasItem(items, trimmed))
    return { ok: false, message: `“${trimmed}” is already in the list.` };
  if (items.length >= CHECK_LIMITS.maxItems)
    return { ok: false, message: INTERACTION_MESSAGES.tooManyItems };
  return { ok: true, items: [...items, trimmed] };
}

/** The first reason the list cannot be checked, or null. */
export function listProblem(items: readonly string[]): string | null {
  if (items.length < CHECK_LIMITS.minItems) return INTERACTION_MESSAGES.emptyList;
  if (items.length > CHECK_LIMITS.maxItems) return INTERACTION_MESSAGES.tooManyItems;
  if (items.some((item) => !item.trim())) return INTERACTION_MESSAGES.blankItem;
  if (items.some((item) => item.trim().length > CHECK_LIMITS.maxNameLength))
    return INTERACTION_MESSAGES.itemTooLong;
  return null;
}

/** Joins two lists, dropping names already present (any case). */
export function mergeItems(first: readonly string[], second: readonly string[]): string[] {
  const merged = [...first];
  for (const name of second) if (name.trim() && !hasItem(merged, name)) merged.push(name.trim());
  return merged;
}
