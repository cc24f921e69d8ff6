/**
 * The 'Pages' group of /search: public, indexed pages whose title or description has every word
 * of the query. Matched here from the page meta the app already holds, so the API keeps no second
 * copy of the route list (ADR 038).
 */
import { INDEXED } from '#client/config/page-meta-types';
import { PAGE_META } from '#client/app/page-meta';
import {
  SEARCH_KIND_LABELS,
  SEARCH_PER_KIND,
  type SearchGroup,
} from '#shared/contracts/search.contract';

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function matchPages(q: string): SearchGroup | null {
  const words = fold(q)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  const results = Object.entries(PAGE_META)
    .filter(([path, meta]) => !path.includes(':') && meta.robots === INDEXED)
    .map(([path, meta]) => {
      const title = meta.title.replace(/\s*\|\s*Wellnest$/, '');
      const titleText = fold(title);
      const text = `${titleText} ${fold(meta.description)}`;
      const hasAll = words.every((word) => text.includes(word));
      const inTitle = words.filter((word) => titleText.includes(word)).length;
      return { path, title, description: meta.description, hasAll, inTitle };
    })
    .filter((page) => page.hasAll)
    .sort((a, b) => b.inTitle - a.inTitle || a.title.localeCompare(b.title))
    .slice(0, SEARCH_PER_KIND)
    .map((page) => ({
      id: page.path,
      title: page.title,
      summary: page.description,
      href: page.path,
    }));
  return results.length ? { kind: 'pages', label: SEARCH_KIND_LABELS.pages, results } : null;
}
