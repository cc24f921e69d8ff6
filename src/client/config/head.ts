/**
 * Turns a page's meta into <head> tags. Pure (no DOM): the prerenderer serialises the tags to
 * HTML, and usePageMeta applies the same list to document.head on client-side navigation.
 */
import { DEFAULT_META } from './default-page-meta';
import type { PageMeta } from './page-meta-types';
import { normalizePath } from './page-path';
import { APP_URL_PLACEHOLDER, SITE } from './site';

/** Attribute that identifies a tag, so the client can find and update it. */
export type HeadTagKey = { attr: 'name' | 'property' | 'rel'; value: string };

export interface HeadTag {
  element: 'meta' | 'link';
  key: HeadTagKey;
  /** The value attribute: `content` for meta, `href` for link. */
  valueAttr: 'content' | 'href';
  value: string;
}

export interface HeadModel {
  title: string;
  tags: HeadTag[];
  /** Serialised, script-safe JSON-LD documents. */
  jsonLd: string[];
}

const meta = (attr: 'name' | 'property', key: string, value: string): HeadTag => ({
  element: 'meta',
  key: { attr, value: key },
  valueAttr: 'content',
  value,
});

/** The canonical URL of a page, with the origin given (or left as the placeholder). */
export function canonicalUrl(
  path: string,
  pageMeta: PageMeta,
  origin: string = APP_URL_PLACEHOLDER,
): string {
  const canonicalPath = normalizePath(pageMeta.canonicalPath ?? path);
  return canonicalPath === '/' ? `${origin}/` : `${origin}${canonicalPath}`;
}

/**
 * JSON for a <script> element: `<`, `>` and `&` become \u escapes so no string inside can close
 * the script or open a comment, and U+2028/2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const withOrigin = (text: string, origin: string) =>
  origin === APP_URL_PLACEHOLDER ? text : text.split(APP_URL_PLACEHOLDER).join(origin);

export function buildHead(
  path: string,
  pageMeta: PageMeta,
  origin: string = APP_URL_PLACEHOLDER,
): HeadModel {
  const canonical = canonicalUrl(path, pageMeta, origin);
  const image = withOrigin(SITE.ogImage, origin);
  const tags: HeadTag[] = [
    meta('name', 'description', pageMeta.description),
    meta('name', 'robots', pageMeta.robots),
    {
      element: 'link',
      key: { attr: 'rel', value: 'canonical' },
      valueAttr: 'href',
      value: canonical,
    },
    meta('property', 'og:title', pageMeta.title),
    meta('property', 'og:description', pageMeta.description),
    meta('property', 'og:type', pageMeta.ogType ?? 'website'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', SITE.locale),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', `${SITE.name} logo: a white heart on a teal square`),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', pageMeta.title),
    meta('name', 'twitter:description', pageMeta.description),
    meta('name', 'twitter:image', image),
  ];
  const jsonLd = (pageMeta.jsonLd ?? []).map((doc) => withOrigin(serializeJsonLd(doc), origin));
  return { title: pageMeta.title, tags, jsonLd };
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderTag(tag: HeadTag): string {
  const key = `${tag.key.attr}="${escapeHtml(tag.key.value)}"`;
  const value = `${tag.valueAttr}="${escapeHtml(tag.value)}"`;
  return `<${tag.element} ${key} ${value} />`;
}

function renderModel(model: HeadModel): string {
  return [
    `<title>${escapeHtml(model.title)}</title>`,
    ...model.tags.map(renderTag),
    ...model.jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
  ].join('\n    ');
}

/** The <head> tags of a prerendered page, as HTML. URLs keep the %APP_URL% placeholder. */
export function renderHeadTags(path: string, pageMeta: PageMeta): string {
  return renderModel(buildHead(path, pageMeta));
}

/**
 * Head for the SPA shell served on paths that are not prerendered (sign-in, dashboard, app
 * screens): no canonical, since the path is unknown, and kept out of search results. The client
 * sets the real tags once the route renders.
 */
export function renderShellHeadTags(): string {
  const tags = buildHead('/', DEFAULT_META).tags.filter(
    (tag) => tag.key.value !== 'canonical' && tag.key.value !== 'og:url',
  );
  return renderModel({ title: DEFAULT_META.title, tags, jsonLd: [] });
}
