/**
 * Markdown-lite for community posts (ADR 040): **bold**, *italics* or _italics_, `- `/`* ` and
 * `1. ` lists, [links](https://…) and bare http(s) links. Our own renderer, not a library with a
 * sanitiser bolted on: every character the author wrote is HTML-escaped as it is emitted, so the
 * only tags in the output are the ones this file writes (p, br, strong, em, ul, ol, li, a). Links
 * are http(s) or mailto only (anything else, javascript: and data: included, stays plain text) and
 * carry rel="nofollow ugc noopener". Emphasis is paired with a delimiter stack (CommonMark's
 * approach, simplified), so tags always nest properly whatever the input.
 */

export const LINK_REL = 'nofollow ugc noopener';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The link target if it is one we allow (http, https, mailto), normalised; null otherwise. */
export function safeHref(raw: string): string | null {
  const trimmed = raw.trim();
  // Control characters and spaces can hide a scheme ("java\tscript:"); refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (!trimmed || /[\u0000-\u0020\u007f]/.test(trimmed)) return null;
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return /^mailto:[^@\s]+@[^@\s]+$/i.test(trimmed) ? trimmed : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}

function anchor(href: string, labelHtml: string): string {
  return `<a href="${escapeHtml(href)}" rel="${LINK_REL}">${labelHtml}</a>`;
}

// ── Inline ──────────────────────────────────────────────────────────────────────────────────

/** `[label](target)`: the label has no brackets or line breaks; the target no spaces or brackets. */
const LINK = /\[([^[\]\n]{1,300})\]\(([^\s()<>]{1,2000})\)/g;
/** A bare http(s) address, ended by a space, a bracket, a quote or an emphasis star. */
const AUTOLINK = /\bhttps?:\/\/[^\s<>"'()[\]*]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?_]+$/;

type InlineNode =
  | { kind: 'html'; html: string }
  | {
      kind: 'delim';
      char: '*' | '_';
      count: number;
      canOpen: boolean;
      canClose: boolean;
      /** Tags written after the delimiter's remaining characters (the opener side). */
      open: string;
      /** Tags written before them (the closer side). */
      close: string;
    };

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Text with its emphasis delimiters as nodes; every other character escaped. */
function tokenizeText(text: string, nodes: InlineNode[], start = 0, end = text.length): void {
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ kind: 'html', html: escapeHtml(plain) });
    plain = '';
  };
  let i = start;
  while (i < end) {
    const c = text[i]!;
    if (c !== '*' && c !== '_') {
      plain += c;
      i += 1;
      continue;
    }
    let j = i;
    while (j < end && text[j] === c) j += 1;
    const before = text[i - 1];
    const after = text[j];
    let canOpen = !isSpace(after);
    let canClose = !isSpace(before);
    // snake_case_words are not emphasis: an underscore opens or closes only at a word's edge.
    if (c === '_') {
      canOpen = canOpen && !isWordChar(before);
      canClose = canClose && !isWordChar(after);
    }
    flush();
    nodes.push({ kind: 'delim', char: c, count: j - i, canOpen, canClose, open: '', close: '' });
    i = j;
  }
  flush();
}

/** Pairs openers with closers (nearest first); what is left stays as literal characters. */
function resolveEmphasis(nodes: InlineNode[]): string {
  const openers: number[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.kind !== 'delim') continue;
    if (node.canClose) {
      while (node.count > 0) {
        let found = -1;
        for (let s = openers.length - 1; s >= 0; s--) {
          const opener = nodes[openers[s]!] as Extract<InlineNode, { kind: 'delim' }>;
          if (opener.char === node.char && opener.count > 0) {
            found = s;
            break;
          }
        }
        if (found < 0) break;
        const opener = nodes[openers[found]!] as Extract<InlineNode, { kind: 'delim' }>;
        const used = opener.count >= 2 && node.count >= 2 ? 2 : 1;
        const tag = used === 2 ? 'strong' : 'em';
        opener.count -= used;
        node.count -= used;
        // Inner pairs are matched first, so each new (outer) tag wraps those already written.
        opener.open = `<${tag}>${opener.open}`;
        node.close = `${node.close}</${tag}>`;
        // Openers between the pair can no longer close inside it: they stay literal.
        openers.length = opener.count > 0 ? found + 1 : found;
      }
    }
    if (node.count > 0 && node.canOpen) openers.push(i);
  }
  return nodes
    .map((node) =>
      // A run can close one pair and open the next ("*a**b*"): closers, the rest, openers.
      node.kind === 'html' ? node.html : `${node.close}${node.char.repeat(node.count)}${node.open}`,
    )
    .join('');
}

/** Emphasis only (link labels). */
function renderEmphasis(text: string): string {
  const nodes: InlineNode[] = [];
  tokenizeText(text, nodes);
  return resolveEmphasis(nodes);
}

interface LinkMatch {
  index: number;
  length: number;
  html: string;
}

function nextLink(text: string, from: number): LinkMatch | null {
  LINK.lastIndex = from;
  AUTOLINK.lastIndex = from;
  const link = LINK.exec(text);
  const auto = AUTOLINK.exec(text);
  // An address inside a [label](target) is that link's, not a second one.
  if (link && (!auto || link.index <= auto.index)) {
    const href = safeHref(link[2]!);
    if (href)
      return {
        index: link.index,
        length: link[0].length,
        html: anchor(href, renderEmphasis(link[1]!)),
      };
    // Not a link we allow: the label and the target stay as the text they are.
    return { index: link.index, length: link[0].length, html: escapeHtml(link[0]) };
  }
  if (auto) {
    const address = auto[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHref(address);
    const html = href ? anchor(href, escapeHtml(address)) : escapeHtml(address);
    return { index: auto.index, length: address.length, html };
  }
  return null;
}

/** One paragraph's or list item's text: links, then emphasis around and between them. */
export function renderInline(text: string): string {
  const nodes: InlineNode[] = [];
  let at = 0;
  for (let match = nextLink(text, at); match; match = nextLink(text, at)) {
    // The whole text, so a star next to a link sees the link's characters as its neighbours.
    tokenizeText(text, nodes, at, match.index);
    nodes.push({ kind: 'html', html: match.html });
    at = match.index + Math.max(match.length, 1);
  }
  tokenizeText(text, nodes, at);
  return resolveEmphasis(nodes);
}

// ── Blocks ──────────────────────────────────────────────────────────────────────────────────

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

/** Renders a post's Markdown-lite to the sanitised HTML stored as `body_html`. */
export function renderMarkdownLite(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let current = null as Block | null;
  for (const line of lines) {
    if (!line.trim()) {
      current = null;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const listKind = bullet ? 'ul' : numbered ? 'ol' : null;
    if (listKind) {
      const item = (bullet ?? numbered)![1]!;
      if (current?.kind === listKind) current.items.push(item);
      else blocks.push((current = { kind: listKind, items: [item] }));
    } else if (current?.kind === 'p') {
      current.lines.push(line.trim());
    } else if (current && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      current.items[current.items.length - 1] += ` ${line.trim()}`;
    } else {
      blocks.push((current = { kind: 'p', lines: [line.trim()] }));
    }
  }
  return blocks
    .map((block) =>
      block.kind === 'p'
        ? `<p>${block.lines.map(renderInline).join('<br>')}</p>`
        : `<${block.kind}>${block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')}</${block.kind}>`,
    )
    .join('');
}

/** The post as plain text for lists and notifications: link labels kept, markers dropped. */
export function plainExcerpt(source: string, max = 200): string {
  const text = source
    .replace(LINK, '$1')
    .replace(/^\s{0,3}([-*+]|\d{1,9}[.)])\s+/gm, '')
    .replace(/(\*{1,3}|_{1,3})(?=\S)([^*_\n]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
