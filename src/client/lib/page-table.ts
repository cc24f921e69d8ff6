/**
 * The app's pages as shared code sees them (usePageMeta, the chat's in-app links), handed down by
 * the app layer: the pages are composed from src/client/app/routes, which the shared folders and
 * the features never import (the app's source: src/client/app/page-table-source.ts).
 */
import { createContext, useContext } from 'react';
import type { PageMeta } from '#client/config/page-meta-types';

export interface PageTable {
  /**
   * The head tags of a path (the default, noindex meta for a path the app does not list), loaded
   * on demand: usePageMeta asks on every page, after render.
   */
  metaFor(path: string): Promise<PageMeta>;
  /** Whether a path is one of the app's pages (query, hash and trailing slashes ignored). */
  isAppPath(path: string): boolean;
}

/** Outside the app (a component rendered on its own) no page is known: the default meta. */
const NO_PAGES: PageTable = {
  metaFor: () => import('#client/config/default-page-meta').then((module) => module.DEFAULT_META),
  isAppPath: () => false,
};

const PageTableContext = createContext<PageTable>(NO_PAGES);

/** Set once by the app's providers (src/client/app/provider.tsx). */
export const PageTableProvider = PageTableContext.Provider;

export function usePageTable(): PageTable {
  return useContext(PageTableContext);
}
