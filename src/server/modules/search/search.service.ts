/**
 * Site search. The knowledge kinds ask the in-memory indexes (knowledge-searches.ts); community
 * threads and catalogue products are read from PostgreSQL by full-text search, ranked
 * (stored-searches.ts, ADR 087). Each result appears once and links where SEARCH_LINKS says.
 */
import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  type SearchGroup,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
} from '#shared/contracts/search.contract';
import {
  searchBiomarkers,
  searchClaims,
  searchFoods,
  searchOils,
  searchRecipes,
  searchRemedies,
  searchSubstances,
  type SearchKnowledge,
} from './knowledge-searches';
import { once } from './search-results';
import type { SearchRepository } from './search.repository';
import { searchProducts, searchThreads } from './stored-searches';

export type { SearchKnowledge } from './knowledge-searches';

type ServerKind = Exclude<SearchKind, 'pages'>;

export function createSearchService(knowledge: SearchKnowledge, repository: SearchRepository) {
  const searchers: Record<ServerKind, (q: string) => SearchResult[] | Promise<SearchResult[]>> = {
    substances: (q) => searchSubstances(knowledge, q),
    oils: (q) => searchOils(knowledge, q),
    remedies: (q) => searchRemedies(knowledge, q),
    foods: (q) => searchFoods(knowledge, q),
    recipes: (q) => searchRecipes(knowledge, q),
    biomarkers: (q) => searchBiomarkers(knowledge, q),
    claims: (q) => searchClaims(knowledge, q),
    threads: (q) => searchThreads(repository, q),
    products: (q) => searchProducts(repository, q),
  };
  return {
    /** The query is already trimmed and 2 to 100 characters (the route's schema). */
    async search(q: string): Promise<SearchResponse> {
      const kinds = SEARCH_KINDS.filter((kind): kind is ServerKind => kind !== 'pages');
      const found = await Promise.all(kinds.map(async (kind) => once(await searchers[kind](q))));
      const groups: SearchGroup[] = kinds
        .map((kind, index) => ({ kind, label: SEARCH_KIND_LABELS[kind], results: found[index]! }))
        .filter((group) => group.results.length > 0);
      return { q, groups, total: groups.reduce((sum, group) => sum + group.results.length, 0) };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
