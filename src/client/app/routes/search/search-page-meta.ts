/** Head tags for /search: public (the structured data's SearchAction target); not prerendered, so not in the sitemap. */
import { INDEXED, type PageMeta } from '#client/config/page-meta-types';

export const SEARCH_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/search': {
    title: 'Search | Wellnest',
    description:
      'Search medicines and supplements, essential oils, natural remedies, foods, recipes, lab markers, health claims and pages.',
    robots: INDEXED,
  },
};
