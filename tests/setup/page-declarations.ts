/**
 * Every page's first data as the client declares it (ADR 119), for the server tests that serve
 * real pages (`createTestApp(env, { pageData })`). A built server reads the same table from the
 * client's server entry (dist/server-render), which tests do not build. And the collectors with
 * one area more beside the real ones, for the tests that keep ARCHITECTURE.md's walk-throughs
 * true (a page declared as they say is read like any other).
 */
import { expect } from 'vitest';
import type { PageArea } from '#client/app/page-declaration';
import {
  areasOf,
  collectPages,
  DECLARATION_OF_PATH,
  PAGE_DATA,
  type PageCollection,
} from '#client/app/page-declarations';
import type { PageDataTable } from '#shared/contracts/page-data.contract';

export const clientPageData = async (): Promise<PageDataTable> => PAGE_DATA;

export { PAGE_DATA };

/** Every real area, from the same files the collectors read. */
export const realAreas = (): PageArea[] =>
  areasOf(
    import.meta.glob<Record<string, unknown>>('../../src/client/app/routes/*/*-routes.ts', {
      eager: true,
    }),
    import.meta.glob<Record<string, unknown>>('../../src/client/app/routes/*/*-declarations.ts', {
      eager: true,
    }),
  );

/** An area read from its two files' modules, as the collectors read a folder under routes/. */
export function areaOfFiles(
  folder: string,
  routes: Record<string, unknown>,
  declarations: Record<string, unknown>,
): PageArea {
  const [area] = areasOf(
    { [`./routes/${folder}/${folder}-routes.ts`]: routes },
    { [`./routes/${folder}/${folder}-declarations.ts`]: declarations },
  );
  return area!;
}

/**
 * Every page with `area` beside the real ones, as the prerenderer, the site search and the server
 * read them; the real pages must come out as they are, and `area`'s first data be the only ones
 * added.
 */
export function collectWithArea(area: PageArea): PageCollection {
  const pages = collectPages([...realAreas(), area]);
  for (const [path, declaration] of DECLARATION_OF_PATH)
    expect(pages.ofPath.get(path), path).toBe(declaration);
  const added = Object.values(area.pages).flatMap((page) => (page.data ? [page.data.name] : []));
  expect(Object.keys(pages.data).sort()).toEqual(
    [...new Set([...Object.keys(PAGE_DATA), ...added])].sort(),
  );
  return pages;
}
