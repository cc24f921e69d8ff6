/**
 * The app's pages (each path's head tags), handed down by the app layer: the table is composed
 * from src/client/app/routes, which the shared folders and the features never import. The app
 * provides a source that loads the table on demand (src/client/app/page-table-source.ts).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { PageMeta } from '#client/config/page-meta-types';

export interface PageTable {
  /** The head tags of a path; the default, noindex meta for a path the table does not list. */
  metaFor(path: string): PageMeta;
  /** Whether a path is one of the app's pages (query, hash and trailing slashes ignored). */
  isAppPath(path: string): boolean;
}

export interface PageTableSource {
  load(): Promise<PageTable>;
  /** The table once a load has finished, so a component can use it in its first render. */
  loaded(): PageTable | undefined;
}

/** A source that loads the table once however many pages ask, and again after a failed load. */
export function pageTableSource(load: () => Promise<PageTable>): PageTableSource {
  let pending: Promise<PageTable> | undefined;
  let table: PageTable | undefined;
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (table = loaded),
        (error: unknown) => {
          // Offline or a failed chunk: the next page asks again.
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => table,
  };
}

/**
 * Outside the app (a component rendered on its own) no page is known: every path gets the
 * default meta. Loaded on demand too, so the first load of a page carries none of it.
 */
const NO_PAGES = pageTableSource(() =>
  import('#client/config/default-page-meta').then(({ DEFAULT_META }) => ({
    metaFor: () => DEFAULT_META,
    isAppPath: () => false,
  })),
);

const PageTableContext = createContext<PageTableSource>(NO_PAGES);

/** Set once by the app's providers (src/client/app/provider.tsx). */
export const PageTableProvider = PageTableContext.Provider;

export function usePageTableSource(): PageTableSource {
  return useContext(PageTableContext);
}

/** The table, or undefined until its chunk has loaded (the component then renders again). */
export function usePageTable(): PageTable | undefined {
  const source = usePageTableSource();
  const [table, setTable] = useState(() => source.loaded());
  useEffect(() => {
    if (table) return;
    let isCurrent = true;
    source
      .load()
      .then((loaded) => {
        if (isCurrent) setTable(loaded);
      })
      // The component keeps rendering without the table (for the chat: bare paths stay text).
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [source, table]);
  return table ?? source.loaded();
}
