/** The head tags of one page; in their own module so route folders can describe their pages without importing the table. */
export type Robots = 'index,follow' | 'noindex,nofollow';

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
