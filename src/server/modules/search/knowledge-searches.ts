/**
 * Site search over the knowledge kinds, in memory: the substance name index with its typo
 * tolerance, the food ranker, the oil, remedy and recipe word filters, the biomarkers' names and
 * aliases, and the claim matcher. Each answers at most SEARCH_PER_KIND results for a query.
 */
import { SUBSTANCE_KIND_LABELS } from '#shared/contracts/interactions.contract';
import {
  SEARCH_LINKS,
  SEARCH_PER_KIND,
  type SearchResult,
} from '#shared/contracts/search.contract';
import type { KnowledgeBase } from '#server/app-context';
import type { ClaimIndex } from '#server/knowledge/label-indexes';
import { normalizeName } from '#server/knowledge/normalize-name';
import { linkTo, shorten } from './search-results';

/** The indexes search reads; `claims` is there once the label knowledge registers it. */
export type SearchKnowledge = Pick<
  KnowledgeBase,
  'interactions' | 'oils' | 'remedies' | 'foods' | 'recipes' | 'biomarkers'
> & { claims?: ClaimIndex };

/** Every word of the query starts a word of the text (or, for longer words, appears in it). */
function matchesWords(query: string, text: string): boolean {
  const words = normalizeName(text).split(' ');
  const haystack = words.join(' ');
  return normalizeName(query)
    .split(' ')
    .filter(Boolean)
    .every((word) =>
      word.length >= 4 ? haystack.includes(word) : words.some((w) => w.startsWith(word)),
    );
}

export function searchSubstances(knowledge: SearchKnowledge, q: string): SearchResult[] {
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  const hits = knowledge.interactions.search(q, SEARCH_PER_KIND * 3);
  // Typo matches only when nothing matches as written: 'warfarin' is not also 'margarine'.
  const hasLiteral = hits.some((hit) => !hit.typo);
  for (const hit of hits) {
    if (hasLiteral && hit.typo) continue;
    if (seen.has(hit.substanceId) || results.length >= SEARCH_PER_KIND) continue;
    seen.add(hit.substanceId);
    const substance = knowledge.interactions.substances.get(hit.substanceId);
    if (!substance) continue;
    const alias = hit.matched !== substance.name ? ` (${hit.matched})` : '';
    results.push({
      id: substance.id,
      title: `${substance.name}${alias}`,
      summary: shorten(`${SUBSTANCE_KIND_LABELS[substance.kind]}. ${substance.summary}`),
      href: `${SEARCH_LINKS.substances}?add=${encodeURIComponent(substance.name)}`,
    });
  }
  return results;
}

export function searchOils(knowledge: SearchKnowledge, q: string): SearchResult[] {
  return knowledge.oils
    .list({ q })
    .slice(0, SEARCH_PER_KIND)
    .map((oil) => ({
      id: oil.id,
      title: oil.name,
      summary: shorten(`Essential oil (${oil.botanical_name}). ${oil.categories.join(', ')}`),
      href: linkTo('oils', oil.id),
    }));
}

export function searchRemedies(knowledge: SearchKnowledge, q: string): SearchResult[] {
  return knowledge.remedies
    .list({ q })
    .slice(0, SEARCH_PER_KIND)
    .map((summary) => ({
      id: summary.id,
      title: summary.name,
      summary: shorten(knowledge.remedies.get(summary.id)?.summary ?? ''),
      href: linkTo('remedies', summary.id),
    }));
}

export function searchFoods(knowledge: SearchKnowledge, q: string): SearchResult[] {
  return knowledge.foods.search(q, SEARCH_PER_KIND).map((food) => ({
    id: food.id,
    title: food.name,
    summary: `Food (${food.category.replace(/_/g, ' ')}): log it in your food log`,
    href: SEARCH_LINKS.foods,
  }));
}

export function searchRecipes(knowledge: SearchKnowledge, q: string): SearchResult[] {
  return knowledge.recipes
    .list({ q })
    .slice(0, SEARCH_PER_KIND)
    .map((recipe) => ({
      id: recipe.id,
      title: recipe.name,
      summary: shorten(
        `Recipe: ${recipe.minutes} min, serves ${recipe.servings}${recipe.diets.length ? `; ${recipe.diets.join(', ')}` : ''}`,
      ),
      href: linkTo('recipes', recipe.id),
    }));
}

export function searchBiomarkers(knowledge: SearchKnowledge, q: string): SearchResult[] {
  return knowledge.biomarkers
    .list()
    .filter((marker) => matchesWords(q, [marker.name, ...marker.aliases].join(' ')))
    .slice(0, SEARCH_PER_KIND)
    .map((marker) => ({
      id: marker.id,
      title: marker.name,
      summary: shorten(`Lab marker (${marker.specimen}). ${marker.measures}`),
      href: SEARCH_LINKS.biomarkers,
    }));
}

export function searchClaims(knowledge: SearchKnowledge, q: string): SearchResult[] {
  // Extension point: no results until the label knowledge registers `knowledge.claims`.
  if (!knowledge.claims) return [];
  return knowledge.claims.search(q, SEARCH_PER_KIND).map(({ claim }) => ({
    id: claim.id,
    title: claim.claim,
    summary: shorten(claim.summary),
    href: SEARCH_LINKS.claims,
  }));
}
