/**
 * Writes a page's head tags (title, description, robots, canonical, social tags, structured data)
 * into document.head. Loaded by usePageMeta after render, alongside the app's table of pages.
 */
import { buildHead, type HeadTag } from '#client/config/head';
import type { PageMeta } from '#client/config/page-meta-types';

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

function upsertTag(head: HTMLHeadElement, tag: HeadTag): void {
  // Keys are our own constants (description, og:title...), never user input: no escaping needed.
  const selector = `${tag.element}[${tag.key.attr}="${tag.key.value}"]`;
  let element = head.querySelector(selector);
  if (!element) {
    element = document.createElement(tag.element);
    element.setAttribute(tag.key.attr, tag.key.value);
    head.appendChild(element);
  }
  if (element.getAttribute(tag.valueAttr) !== tag.value)
    element.setAttribute(tag.valueAttr, tag.value);
}

/** Applies a page's meta to document.head, with %APP_URL% replaced by the current origin. */
export function applyPageMeta(
  path: string,
  pageMeta: PageMeta,
  origin: string = window.location.origin,
): void {
  const model = buildHead(path, pageMeta, origin);
  if (document.title !== model.title) document.title = model.title;
  const head = document.head;
  for (const tag of model.tags) upsertTag(head, tag);
  const existing = Array.from(head.querySelectorAll(JSON_LD_SELECTOR));
  const same =
    existing.length === model.jsonLd.length &&
    existing.every((script, index) => script.textContent === model.jsonLd[index]);
  if (same) return;
  for (const script of existing) script.remove();
  for (const json of model.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    head.appendChild(script);
  }
}
