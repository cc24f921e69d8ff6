/**
 * Keeps <head> in step with client-side navigation: the prerendered page ships the right tags,
 * but moving to another route in the SPA must update the title, description, robots, canonical,
 * social tags and structured data too.
 *
 * The page's meta (from the page table the app provides, page-table.ts, which loads only the meta
 * of the path's own area) and the head builder load after render (dynamic imports): a prerendered
 * page already has its tags, so they are no reason to hold back its first paint and hydration. A
 * page that passes its own meta loads none.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageMeta } from '#client/config/page-meta-types';
import { usePageTable } from './page-table';

/**
 * Sets the page's head tags after render. `path` defaults to the current location; pass it when
 * a component serves several paths and one meta entry should win.
 */
export function usePageMeta(path?: string, override?: PageMeta): void {
  const location = useLocation();
  const pageTable = usePageTable();
  const target = path ?? location.pathname;
  useEffect(() => {
    let isCurrent = true;
    Promise.all([import('./apply-page-meta'), override ?? pageTable.metaFor(target)])
      .then(([{ applyPageMeta }, pageMeta]) => {
        // A quick second navigation must not be overwritten by the first one's tags.
        if (isCurrent) applyPageMeta(target, pageMeta);
      })
      // Offline or a failed chunk: the tags stay as they were; the page itself still works.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [target, override, pageTable]);
}
