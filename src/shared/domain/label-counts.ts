/**
 * How a label analysis is counted, said once for the server's summary and every page that shows
 * the analysis. An ingredient is one entry of the list or of a bracket inside it, once however
 * often and under whatever names the label writes it. A compound ingredient ('pastry (wheat
 * flour, salt)') is one and so is each of its parts. A 'may contain' entry is a trace warning, not
 * an ingredient: it is counted apart. An ingredient we do not know is 'not assessed', never left
 * out of the count; a compound we do not know by name is assessed through its listed parts.
 */
interface CountedIngredient {
  id: string | null;
  name: string;
  parent: string | null;
  may_contain: boolean;
}

/** Whether the analysis says nothing about it: unknown by name and with no listed parts. */
export function isNotAssessed(
  item: CountedIngredient,
  items: readonly Pick<CountedIngredient, 'parent'>[],
): boolean {
  if (item.id !== null) return false;
  const name = item.name.trim().toLowerCase();
  return !items.some((other) => other.parent?.trim().toLowerCase() === name);
}

export interface LabelCounts {
  /** Ingredients of the list (not 'may contain' entries). */
  ingredients: number;
  /** Of those, the ones we recognise. */
  assessed: number;
  /** Of those, the ones we do not know. */
  notAssessed: number;
  /** 'May contain' (trace) entries. */
  mayContain: number;
}

export function labelCounts(items: readonly CountedIngredient[]): LabelCounts {
  const listed = items.filter((item) => !item.may_contain);
  const notAssessed = listed.filter((item) => isNotAssessed(item, items)).length;
  return {
    ingredients: listed.length,
    assessed: listed.length - notAssessed,
    notAssessed,
    mayContain: items.length - listed.length,
  };
}
