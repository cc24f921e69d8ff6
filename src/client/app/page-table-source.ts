/**
 * The page table the app hands to shared code (usePageMeta, the chat's in-app links). The table
 * of every page's meta is large and only needed after render, so it loads as its own chunk,
 * once, on first use; a prerendered page already carries its tags.
 */
import { pageTableSource } from '#client/lib/page-table';

export const PAGE_TABLE_SOURCE = pageTableSource(() =>
  import('./page-meta').then((module) => module.PAGE_TABLE),
);
