/**
 * The 'Pages and tools' group of /search: the public, indexed pages and, for a signed-in member,
 * every tool the header's menu links to, whose title or description has every word of the query
 * (each word a prefix of a word there). Matched here from the page meta the app already holds, so
 * the API keeps no second copy of the route list (ADR 038). Each page appears once, under its
 * canonical path (/privacy and /privacy-policy are one page), ranked: words in the title first,
 * then a title that starts with the query, then alphabetical (ADR 087).
 */
import { INDEXED } from '#client/config/page-meta-types';
import { PAGE_META } from '#client/app/page-declarations';
import type { NavEntrySpec } from '#client/app/nav-spec';
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

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The paths of every tool in a signed-in menu spec, with the menu's label. */
function toolPaths(nav: readonly NavEntrySpec[]): Map<string, string> {
  const tools = new Map<string, string>();
  for (const entry of nav) {
    if (entry.kind === 'link') tools.set(entry.path, entry.label);
    else for (const link of entry.links) tools.set(link.path, link.label);
  }
  return tools;
}

/**
 * The matching pages. `tools` is the signed-in menu (passed once the member is signed in, so a
 * visitor is never offered a screen that asks them to sign in).
 */
export function matchPages(q: string, tools: readonly NavEntrySpec[] = []): SearchGroup | null {
  const words = wordsOf(q);
  if (words.length === 0) return null;
  const toolLabels = toolPaths(tools);
  const byPage = new Map<string, { path: string; title: string; description: string }>();
  for (const [path, meta] of Object.entries(PAGE_META)) {
    if (path.includes(':')) continue;
    const isTool = toolLabels.has(path);
    if (meta.robots !== INDEXED && !isTool) continue;
    // One result a page: an alias path stands for its canonical one.
    const canonical = meta.canonicalPath ?? path;
    const title = meta.title.replace(/\s*\|\s*Wellnest$/, '');
    const key = `${title}\n${meta.description}`;
    const known = byPage.get(key);
    if (known && (known.path === canonical || !isTool)) continue;
    byPage.set(key, { path: isTool ? path : canonical, title, description: meta.description });
  }
  const first = fold(q).trim();
  const results = [...byPage.values()]
    .map((page) => {
      const label = toolLabels.get(page.path);
      const titleWords = wordsOf(`${page.title} ${label ?? ''}`);
      const allWords = [...titleWords, ...wordsOf(page.description)];
      const has = (list: string[], word: string) => list.some((w) => w.startsWith(word));
      return {
        ...page,
        hasAll: words.every((word) => has(allWords, word)),
        inTitle: words.filter((word) => has(titleWords, word)).length,
        starts: fold(page.title).startsWith(first) || fold(label ?? '').startsWith(first),
      };
    })
    .filter((page) => page.hasAll)
    .sort(
      (a, b) =>
        b.inTitle - a.inTitle ||
        Number(b.starts) - Number(a.starts) ||
        a.title.localeCompare(b.title),
    )
    .slice(0, SEARCH_PER_KIND)
    .map((page) => ({
      id: page.path,
      title: page.title,
      summary: page.description,
      href: page.path,
    }));
  return results.length ? { kind: 'pages', label: SEARCH_KIND_LABELS.pages, results } : null;
}
