/** Substances: the checker's search and one substance's detail, from the knowledge index. */
import type {
  SubstanceDetail,
  SubstanceSearchResult,
} from '#shared/contracts/interactions.contract';
import { SUBSTANCE_CLASSES, type SubstanceClass } from '#server/knowledge/classes';
import { AppError } from '#server/lib/app-error';
import type { InteractionsContext } from './interactions-context';

export function searchSubstances(
  { index }: InteractionsContext,
  text: string,
  limit: number,
): SubstanceSearchResult[] {
  return index.search(text, limit).map((hit) => ({
    ...index.ref(hit.substanceId),
    matched: hit.matched,
    close_match: hit.typo,
  }));
}

export function substanceDetail({ index }: InteractionsContext, id: string): SubstanceDetail {
  const substance = index.substances.get(id);
  if (!substance) throw new AppError(404, 'NOT_FOUND', 'Substance not found');
  return {
    ...index.ref(id),
    summary: substance.summary,
    classes: substance.classes.map((cls) => ({
      id: cls,
      label: SUBSTANCE_CLASSES[cls as SubstanceClass].label,
    })),
    brands_us: substance.brands_us,
    brands_uk: substance.brands_uk,
    ingredients: substance.ingredients.map((ingredient) => index.ref(ingredient)),
    side_effects: substance.side_effects,
    serious_side_effects: substance.serious_side_effects,
    warnings: substance.warnings,
    sources: substance.sources,
  };
}
