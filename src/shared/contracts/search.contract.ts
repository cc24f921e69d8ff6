/**
 * Site search: `GET /api/search?q=` over what Wellnest knows, grouped by kind. Each
 * result links to a page that exists; SEARCH_LINKS is the one list of where each kind links, and a
 * client test holds every entry against the route table.
 */
import { z } from 'zod';

import { SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../domain/search-query-rules';

export { SEARCH_MESSAGES, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN };
/** Results per kind at most. */
export const SEARCH_PER_KIND = 8;

/**
 * The kinds in the order the page shows them. Community threads and catalogue products are read
 * from PostgreSQL by full-text search (ADR 087); 'pages' is matched in the browser (ADR 038).
 */
export const SEARCH_KINDS = [
  'substances',
  'oils',
  'remedies',
  'foods',
  'recipes',
  'biomarkers',
  'claims',
  'threads',
  'products',
  'pages',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  substances: 'Medicines and supplements',
  oils: 'Essential oils',
  remedies: 'Natural remedies',
  foods: 'Foods',
  recipes: 'Recipes',
  biomarkers: 'Lab markers',
  claims: 'Health claims',
  threads: 'Community threads',
  products: 'Products',
  pages: 'Pages and tools',
};

/**
 * Where a result of each kind links: a route path, with ':id' for the record's id. Substances open
 * the interaction checker with the name in `?add=`; foods open the food log; biomarkers the markers
 * guide; products the product checker with the barcode in `?barcode=`.
 */
export const SEARCH_LINKS = {
  substances: '/interactions',
  oils: '/essential-oils/:id',
  remedies: '/natural-remedies/:id',
  foods: '/diet',
  recipes: '/recipes/:id',
  biomarkers: '/markers-education',
  claims: '/fact-check',
  threads: '/community/threads/:id',
  products: '/product-fact-checker',
} as const satisfies Partial<Record<SearchKind, string>>;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_QUERY_MIN, SEARCH_MESSAGES.tooShort)
    .max(SEARCH_QUERY_MAX, SEARCH_MESSAGES.tooLong),
});

export const searchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** One short line: what it is. */
  summary: z.string(),
  href: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  label: z.string(),
  results: z.array(searchResultSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({
  q: z.string(),
  /** Only the kinds with results, in SEARCH_KINDS order. */
  groups: z.array(searchGroupSchema),
  total: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
