/**
 * Markdown-lite for community posts (ADR 040), through the shared markdown-it set-up
 * (src/shared/domain/markdown.ts, ADR 109): **bold**, *italics* or _italics_, lists, http(s) and
 * mailto links and bare http(s) addresses, stored as HTML whose only tags are p, br, strong, em,
 * ul, ol, li and a. No code or headings: posts keep the tag set moderators review.
 */
import { createMarkdown, type MarkdownToken } from '#shared/domain/markdown';

/** Every link in a post: not endorsed, user content, no window.opener. */
const LINK_REL = 'nofollow ugc noopener';
const POSTS = createMarkdown({ mailto: true });
POSTS.renderer.rules.link_open = (tokens, index, options, _env, renderer) => {
  tokens[index]!.attrSet('rel', LINK_REL);
  return renderer.renderToken(tokens, index, options);
};

/**
 * Renders a post's Markdown-lite to the sanitised HTML stored as `body_html`. The line feeds
 * markdown-it writes after tags are dropped (text never holds a bare '>': it is escaped), so the
 * stored HTML stays as compact as before.
 */
export function renderMarkdownLite(source: string): string {
  return POSTS.render(source).replace(/>\n/g, '>');
}

function plainText(tokens: readonly MarkdownToken[]): string[] {
  return tokens.flatMap((token) => {
    if (token.children) return plainText(token.children);
    if (token.type === 'text' || token.type === 'code_inline') return [token.content];
    // Line breaks and the ends of blocks (paragraphs, list items) become spaces.
    return token.type.endsWith('break') || (token.block && token.nesting === -1) ? [' '] : [];
  });
}

function textOf(source: string): string {
  return plainText(POSTS.parse(source, {})).join('').replace(/\s+/g, ' ').trim();
}

/** A reference-style link's definition, which may sit anywhere below the text that uses it. */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;
/** An opening or closing code fence: a cut inside one would change what follows. */
const FENCE = /^ {0,3}(```|~~~)/gm;

/**
 * The opening paragraphs of `source` that hold at least `max` characters of text, cut at a blank
 * line, or null when the whole post must be read (short posts, a reference link's definition, a
 * cut inside a fence). Blocks separated by a blank line are parsed independently, so their text is
 * the start of the whole post's text.
 */
function openingParagraphs(source: string, max: number): string | null {
  const cut = source.indexOf('\n\n', max * 3);
  if (cut < 0 || REFERENCE_DEFINITION.test(source)) return null;
  const opening = source.slice(0, cut);
  return (opening.match(FENCE)?.length ?? 0) % 2 === 0 ? opening : null;
}

/**
 * The post as plain text for lists and notifications: link labels kept, markers dropped. A list
 * of 20 threads shows 200 characters of each: only the opening paragraphs are parsed when they
 * hold enough text (a 5,000-character post cost the community list most of its time, ADR 177).
 */
export function plainExcerpt(source: string, max = 200): string {
  const opening = openingParagraphs(source, max);
  let text = opening === null ? '' : textOf(opening);
  if (text.length <= max) text = textOf(source);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
