/** The declaration (ADR 119: head tags, first data, views) of /search: public (the structured data's SearchAction target); not prerendered, so not in the sitemap. */
import { INDEXED } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';

export const SEARCH_DECLARATIONS = declarePages({
  search: {
    meta: {
      title: 'Search | Wellnest',
      description:
        'Search medicines and supplements, essential oils, natural remedies, foods, recipes, lab markers, health claims and pages.',
      robots: INDEXED,
    },
  },
});
