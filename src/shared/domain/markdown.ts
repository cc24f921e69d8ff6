/**
 * The one Markdown parser, markdown-it (ADR 109), set up for the two places that show Markdown:
 * community posts (the server stores its HTML, ADR 040) and the assistant's chat answers (the
 * client walks its tokens into React elements). One set-up, one link policy.
 *
 * Safe by construction: the parser starts from markdown-it's 'zero' preset and only the rules named
 * below are switched on, so raw HTML, images, tables, quotes, rules, references and entities are
 * never parsed (`html: false`: '<script>' stays text). Every link target, written or found in the
 * text, passes `validateLink`, which is `safeLinkTarget`. Blocks nest at most `maxNesting` deep and
 * emphasis at most MAX_DEPTH deep (deeper markers stay text); a link never holds a link.
 *
 * What is parsed: paragraphs with line breaks, '-'/'*'/'+'/'•' and '1.' lists, **bold**, *italics*
 * or _italics_, backslash escapes, links ([label](target), <https://…> and bare http(s)
 * addresses); with options also `code`, fenced code, '#' headings and in-app paths ('/upload').
 */
import MarkdownIt, { type MarkdownIt as Markdown, type StateCore, type Token } from 'markdown-it';

export type { Token as MarkdownToken };

export interface MarkdownOptions {
  /** `code` spans, fenced code blocks and '#' headings (chat answers). */
  code?: boolean;
  /** mailto: links (community posts). */
  mailto?: boolean;
  /** In-app '/path' targets for [label](/path) links, and bare app paths (chat answers). */
  internalLinks?: boolean;
}

/** What one parse is told: whether a bare '/path' is a page of this app (only those are linked). */
// A type, not an interface: markdown-it's Env is an index signature, which only a type alias meets.
export type MarkdownEnv = { isAppPath?: (path: string) => boolean };

export type LinkTarget = { kind: 'external' | 'internal' | 'mailto'; href: string };

// ── The link policy (the sanitiser) ─────────────────────────────────────────────────────────

/**
 * An in-app path: '/', '/upload', '/labs/abc?x=1#y'. Never '//host' or '/\host' (both leave the
 * site), nor their percent-encoded spellings.
 */
const INTERNAL_HREF = /^\/(?![/\\]|%2f|%5c)[^\s\\<>"'`]*$/i;

/**
 * Where a link may point, or null when it must not be a link: http(s) with a host; with the
 * options, mailto:name@host and in-app paths. Control characters and spaces anywhere refuse the
 * target outright, since they can hide a scheme ('java\tscript:').
 */
export function safeLinkTarget(
  raw: string,
  options: Pick<MarkdownOptions, 'mailto' | 'internalLinks'> = {},
): LinkTarget | null {
  const href = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (!href || /[\u0000-\u0020\u007f]/.test(href)) return null;
  if (href.startsWith('/'))
    return options.internalLinks && INTERNAL_HREF.test(href) ? { kind: 'internal', href } : null;
  if (/^mailto:/i.test(href))
    return options.mailto && /^mailto:[^@\s]+@[^@\s]+$/i.test(href)
      ? { kind: 'mailto', href }
      : null;
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
}

// ── Our rules on top of markdown-it's ────────────────────────────────────────────────────────

/** Emphasis nested deeper than this is shown as written: the tree's depth stays bounded. */
const MAX_DEPTH = 8;

/** strong/em tags beyond MAX_DEPTH become their markers as text; links keep only their href. */
function boundEmphasis(state: StateCore): void {
  for (const block of state.tokens) {
    // Too-deep openers, innermost last: their closers must become text too.
    const opened: boolean[] = [];
    for (const token of block.children ?? []) {
      if (token.type === 'link_open') token.attrs = [['href', token.attrGet('href') ?? '']];
      const isOpen = token.type === 'strong_open' || token.type === 'em_open';
      const isClose = token.type === 'strong_close' || token.type === 'em_close';
      if (!isOpen && !isClose) continue;
      const isTooDeep = isOpen ? opened.length >= MAX_DEPTH : opened.pop() === true;
      if (isOpen) opened.push(isTooDeep);
      if (!isTooDeep) continue;
      token.type = 'text';
      token.tag = '';
      token.nesting = 0;
      token.content = token.markup;
    }
  }
}

/** A bare in-app path after a space, a bracket or a quote: 'at /upload.' (not the '/dL' of 'mg/dL'). */
const APP_PATH =
  /(?<=^|[\s([{"'“‘])\/[a-z][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*(?=$|[\s)\]}.,;:!?"'”’])/g;

/** The text with each bare app path as a link (markdown-it's own linkify does the same for URLs). */
function linkAppPaths(state: StateCore, text: Token): Token[] {
  const isAppPath = (state.env as MarkdownEnv).isAppPath;
  const nodes: Token[] = [];
  const push = (type: string, nesting: -1 | 0 | 1, content = '') => {
    const token = new state.Token(type, type === 'text' ? '' : 'a', nesting);
    token.content = content;
    token.level = text.level + (type === 'text' && nodes.at(-1)?.nesting === 1 ? 1 : 0);
    if (type !== 'text') Object.assign(token, { markup: 'app-path', info: 'auto' });
    nodes.push(token);
    return token;
  };
  let at = 0;
  for (const match of text.content.matchAll(APP_PATH)) {
    if (!isAppPath?.(match[0])) continue;
    if (match.index > at) push('text', 0, text.content.slice(at, match.index));
    push('link_open', 1).attrs = [['href', match[0]]];
    push('text', 0, match[0]);
    push('link_close', -1);
    at = match.index + match[0].length;
  }
  if (at === 0) return [text];
  if (at < text.content.length) push('text', 0, text.content.slice(at));
  return nodes;
}

function linkAllAppPaths(state: StateCore): void {
  if (!(state.env as MarkdownEnv).isAppPath) return;
  for (const block of state.tokens) {
    if (!block.children) continue;
    let inLink = 0;
    block.children = block.children.flatMap((token) => {
      if (token.type === 'link_open') inLink += 1;
      if (token.type === 'link_close') inLink -= 1;
      return token.type === 'text' && !inLink ? linkAppPaths(state, token) : [token];
    });
  }
}

// ── The parser ───────────────────────────────────────────────────────────────────────────────

/**
 * A parser for one use: markdown-it's 'zero' preset (paragraphs and text only) with the rules of
 * the file comment switched on by name; `render` writes HTML (every character of the text
 * escaped), `parse` gives the tokens.
 */
export function createMarkdown(options: MarkdownOptions): Markdown {
  // maxNesting 100 (the library's default preset): the 'zero' preset's 20 stops the parse after
  // ten nested list markers ('- - - … x') and shows nothing after them.
  const md = new MarkdownIt('zero', { html: false, breaks: true, linkify: true, maxNesting: 100 });
  md.enable(['list', 'newline', 'escape', 'emphasis', 'link', 'autolink', 'linkify']);
  if (options.code) md.enable(['backticks', 'fence', 'heading']);
  // Only addresses with a scheme: not 'example.com', 'a@b.org', '//host' or ftp:.
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  md.linkify.add('ftp:', null).add('//', null);
  md.validateLink = (url) => safeLinkTarget(url, options) !== null;
  // '•' bullets, which models write, are Markdown's '-'.
  md.core.ruler.before('block', 'bullets', (state) => {
    state.src = state.src.replace(/^( {0,3})•(?=[ \t])/gm, '$1-');
  });
  md.core.ruler.push('bound_emphasis', boundEmphasis);
  if (options.internalLinks) md.core.ruler.push('app_paths', linkAllAppPaths);
  return md;
}
