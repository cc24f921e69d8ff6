/**
 * Markdown-lite for community posts (ADR 040), through the shared renderer
 * (src/shared/domain/markdown.ts, ADR 060): **bold**, *italics* or _italics_, lists, http(s) and
 * mailto links and bare http(s) addresses, stored as HTML whose only tags are p, br, strong, em,
 * ul, ol, li and a. No code or headings: posts keep the tag set moderators review.
 */
import {
  markdownToPlainText,
  renderMarkdownHtml,
  type MarkdownOptions,
} from '#shared/domain/markdown';

/** Every link in a post: not endorsed, user content, no window.opener. */
const LINK_REL = 'nofollow ugc noopener';
const POST_MARKDOWN: MarkdownOptions = { mailto: true };

/** Renders a post's Markdown-lite to the sanitised HTML stored as `body_html`. */
export function renderMarkdownLite(source: string): string {
  return renderMarkdownHtml(source, { ...POST_MARKDOWN, rel: LINK_REL });
}

/** The post as plain text for lists and notifications: link labels kept, markers dropped. */
export function plainExcerpt(source: string, max = 200): string {
  const text = markdownToPlainText(source, POST_MARKDOWN);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
