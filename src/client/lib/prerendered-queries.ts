/**
 * Query answers a prerendered page was rendered with (ADR 049): the prerenderer renders the page
 * with them and writes them into the page; the browser entry puts them in its query cache before
 * hydrating, so React hydrates the same tree the HTML shows, and the page needs no request (nor
 * its app at load) to show its content. `updatedAt` is the build's time: once stale, the query
 * asks the server again as usual, so the served answer wins if it differs.
 */
import type { QueryClient } from '@tanstack/react-query';

export const PRERENDERED_QUERIES_ID = 'wellnest-prerendered-queries';

/**
 * Query `meta` for an extra a page shows once its app has started, which the page can be read
 * without: the prerenderer does not make a page start its app at load for it (ADR 049).
 */
export const SHOWN_ONCE_STARTED = { shownOnceStarted: true } as const;

export function isShownOnceStarted(meta: Record<string, unknown> | undefined): boolean {
  return meta?.shownOnceStarted === true;
}

export interface PrerenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

export function seedQueries(client: QueryClient, queries: readonly PrerenderedQuery[]): void {
  for (const query of queries) {
    client.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt });
  }
}

/** The tag for the page: JSON, which the browser never runs, with '<' escaped so it cannot end it. */
export function prerenderedQueriesTag(queries: readonly PrerenderedQuery[]): string {
  const json = JSON.stringify(queries).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${json}</script>`;
}

/** The page's prerendered answers; none when the page has no tag or it cannot be read. */
export function readPrerenderedQueries(doc: Document): PrerenderedQuery[] {
  const text = doc.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as PrerenderedQuery[]) : [];
  } catch {
    return [];
  }
}
