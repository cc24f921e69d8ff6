/**
 * The head tags of a page the table of pages (src/client/app/page-declarations.ts) does not list. Here,
 * not with the table, because the SPA shell's head (head.ts) and the 404 page use it too.
 */
import { NOT_INDEXED, type PageMeta } from './page-meta-types';
import { SITE } from './site';

/** Pages not in the table (app screens, 404s) are kept out of search results. */
export const DEFAULT_META: PageMeta = {
  title: 'Wellnest',
  description: SITE.description,
  robots: NOT_INDEXED,
  ogType: 'website',
};
