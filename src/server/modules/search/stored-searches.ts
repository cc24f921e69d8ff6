/**
 * Site search over what is stored: community threads and catalogue products, read from
 * PostgreSQL by full-text search and ranked (ADR 087).
 */
import {
  SEARCH_LINKS,
  SEARCH_PER_KIND,
  type SearchResult,
} from '#shared/contracts/search.contract';
import { linkTo, once } from './search-results';
import type { SearchRepository } from './search.repository';

const PRODUCT_KIND_LABELS: Record<string, string> = {
  food: 'Food',
  cosmetic: 'Cosmetic',
  supplement: 'Supplement',
};

export async function searchThreads(
  repository: SearchRepository,
  q: string,
): Promise<SearchResult[]> {
  const threads = await repository.threads(q, SEARCH_PER_KIND);
  return threads.map((thread) => ({
    id: thread.id,
    title: thread.title,
    summary: `Community thread in ${thread.topic}: ${thread.replies === 1 ? '1 reply' : `${thread.replies} replies`}`,
    href: linkTo('threads', thread.id),
  }));
}

export async function searchProducts(
  repository: SearchRepository,
  q: string,
): Promise<SearchResult[]> {
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
}
