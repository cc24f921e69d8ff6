/**
 * Site search. The knowledge kinds ask the in-memory indexes (the substance name index with its
 * typo tolerance, the food ranker, the oil, remedy and recipe word filters, the claim matcher);
 * community threads and catalogue products are read from PostgreSQL by full-text search, ranked
 * (ADR 087). Each result appears once and links where SEARCH_LINKS says.
 */
import { SUBSTANCE_KIND_LABELS } from '#shared/contracts/interactions.contract';
import {
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_LINKS,
  SEARCH_PER_KIND,
  type SearchGroup,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
} from '#shared/contracts/search.contract';
import type { KnowledgeBase } from '#server/app-context';
import type { ClaimIndex } from '#server/knowledge/label-indexes';
import { normalizeName } from '#server/knowledge/normalize-name';
import type { SearchRepository } from './search.repository';

/** The indexes search reads; `claims` is there once the label knowledge registers it. */
export type SearchKnowledge = Pick<
  KnowledgeBase,
  'interactions' | 'oils' | 'remedies' | 'foods' | 'recipes' | 'biomarkers'
> & { claims?: ClaimIndex };

type LinkedKind = keyof typeof SEARCH_LINKS;

function linkTo(kind: LinkedKind, id: string): string {
  return SEARCH_LINKS[kind].replace(':id', encodeURIComponent(id));
}

function shorten(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

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

type ServerKind = Exclude<SearchKind, 'pages'>;

const PRODUCT_KIND_LABELS: Record<string, string> = {
  food: 'Food',
  cosmetic: 'Cosmetic',
  supplement: 'Supplement',
};

/** The first result with each id, in order. */
function once(results: SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter((result) => !seen.has(result.id) && seen.add(result.id));
}

export function createSearchService(knowledge: SearchKnowledge, repository: SearchRepository) {
  const searchers: Record<ServerKind, (q: string) => SearchResult[] | Promise<SearchResult[]>> = {
    substances(q) {
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
    },
    oils(q) {
      return knowledge.oils
        .list({ q })
        .slice(0, SEARCH_PER_KIND)
        .map((oil) => ({
          id: oil.id,
          title: oil.name,
          summary: shorten(`Essential oil (${oil.botanical_name}). ${oil.categories.join(', ')}`),
          href: linkTo('oils', oil.id),
        }));
    },
    remedies(q) {
      return knowledge.remedies
        .list({ q })
        .slice(0, SEARCH_PER_KIND)
        .map((summary) => ({
          id: summary.id,
          title: summary.name,
          summary: shorten(knowledge.remedies.get(summary.id)?.summary ?? ''),
          href: linkTo('remedies', summary.id),
        }));
    },
    foods(q) {
      return knowledge.foods.search(q, SEARCH_PER_KIND).map((food) => ({
        id: food.id,
        title: food.name,
        summary: `Food (${food.category.replace(/_/g, ' ')}): log it in your food log`,
        href: SEARCH_LINKS.foods,
      }));
    },
    recipes(q) {
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
    },
    biomarkers(q) {
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
    },
    claims(q) {
      // Extension point: no results until the label knowledge registers `knowledge.claims`.
      if (!knowledge.claims) return [];
      return knowledge.claims.search(q, SEARCH_PER_KIND).map(({ claim }) => ({
        id: claim.id,
        title: claim.claim,
        summary: shorten(claim.summary),
        href: SEARCH_LINKS.claims,
      }));
    },
    async threads(q) {
      const threads = await repository.threads(q, SEARCH_PER_KIND);
      return threads.map((thread) => ({
        id: thread.id,
        title: thread.title,
        summary: `Community thread in ${thread.topic}: ${thread.replies === 1 ? '1 reply' : `${thread.replies} replies`}`,
        href: linkTo('threads', thread.id),
      }));
    },
    async products(q) {
      // A barcode is one product to the member, however many catalogue rows it has.
      const products = await repository.products(q, SEARCH_PER_KIND * 2);
      return once(
        products.map((product) => ({
          id: product.barcode,
          title: product.brand ? `${product.name} (${product.brand})` : product.name,
          summary: `${PRODUCT_KIND_LABELS[product.kind] ?? 'Product'} with barcode ${product.barcode}: check its ingredients`,
          href: `${SEARCH_LINKS.products}?barcode=${encodeURIComponent(product.barcode)}`,
        })),
      ).slice(0, SEARCH_PER_KIND);
    },
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
