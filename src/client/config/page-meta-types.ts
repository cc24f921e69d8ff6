/** The head tags of one page; in their own module so each area can describe its pages without importing the table. */
export type Robots = 'index,follow' | 'noindex,nofollow';

/** Public content pages are indexed; app screens and forms are kept out of search results. */
export const INDEXED = 'index,follow' satisfies Robots;
export const NOT_INDEXED = 'noindex,nofollow' satisfies Robots;

export interface PageMeta {
  title: string;
  description: string;
  robots: Robots;
  ogType?: 'website' | 'article';
  /** Set when another path shows the same page (/privacy → /privacy-policy), so only one is indexed. */
  canonicalPath?: string;
  /** schema.org objects, each emitted as its own application/ld+json script. */
  jsonLd?: object[];
}
