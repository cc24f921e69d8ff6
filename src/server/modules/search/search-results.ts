/** What every search kind's results share: their links, their one-line summaries, each once. */
import { SEARCH_LINKS, type SearchResult } from '#shared/contracts/search.contract';

type LinkedKind = keyof typeof SEARCH_LINKS;

export function linkTo(kind: LinkedKind, id: string): string {
  return SEARCH_LINKS[kind].replace(':id', encodeURIComponent(id));
}

export function shorten(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The first result with each id, in order. */
export function once(results: SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter((result) => !seen.has(result.id) && seen.add(result.id));
}
