/**
 * The one Markdown renderer, for community posts (the server stores them as HTML, ADR 040) and for
 * the assistant's chat answers (the client shows them as React elements), with one link policy.
 *
 * `parseMarkdown` turns the text into a small tree; the server writes it as HTML with
 * `renderMarkdownHtml` (every character the author wrote is escaped as it is emitted, so the only
 * tags are the ones written here), and the chat walks the same tree into elements. What is parsed:
 * paragraphs with line breaks, '-'/'*'/'+'/'•' and '1.' lists, **bold**, *italics* or _italics_
 * (paired with a delimiter stack, CommonMark's approach simplified, so tags always nest), links
 * ([label](target), <https://…> and bare http(s) addresses); with options also `code`, fenced code,
 * '#' headings and in-app paths ('/upload'). Raw HTML is never parsed: it stays text.
 *
 * Our own code rather than a library: ADR 060 weighs it. Each rule here is tested with hostile input.
 */

export interface MarkdownOptions {
  /** `code` spans, fenced code blocks and '#' headings (chat answers). */
  code?: boolean;
  /** mailto: links (community posts). */
  mailto?: boolean;
  /**
   * Whether a bare '/path' is a page of this app: only those become links (so '/day' in '3/day'
   * stays text). Without it no bare path is linked; [label](/path) links still are.
   */
  isAppPath?: (path: string) => boolean;
  /** In-app '/path' targets for [label](/path) links (chat answers). */
  internalLinks?: boolean;
}

export type LinkTarget = { kind: 'external' | 'internal' | 'mailto'; href: string };

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; target: LinkTarget; bare: boolean; children: MarkdownInline[] };

export type MarkdownBlock =
  | { type: 'paragraph'; lines: MarkdownInline[][] }
  | { type: 'heading'; content: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: MarkdownInline[][] }
  | { type: 'code'; text: string };

// ── The link policy (the sanitiser) ─────────────────────────────────────────────────────────

/** An in-app path: '/', '/upload', '/labs/abc?x=1#y'. Never '//host' or '/\host' (both leave the site). */
const INTERNAL_HREF = /^\/(?![/\\])[^\s\\<>"'`]*$/;

/**
 * Where a link may point, or null when it must stay text: http(s) with a host; with the options,
 * mailto:name@host and in-app paths. Control characters and spaces anywhere refuse the target
 * outright, since they can hide a scheme ('java\tscript:').
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

// ── Inline ──────────────────────────────────────────────────────────────────────────────────

/** Emphasis nested deeper than this is shown as written: the tree's depth stays bounded. */
const MAX_DEPTH = 8;

/** `[label](target)` or `[label](<target> "title")`; the target may hold balanced parentheses. */
const MD_LINK =
  /\[([^[\]\n]{1,300})\]\(\s*<?([^()\s<>]{0,2000}(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+"[^"\n]*")?\s*\)/g;
const ANGLE_LINK = /<(https?:\/\/[^\s<>]+)>/gi;
/** A bare http(s) address, ended by a space, a bracket, a quote, a backtick or a star. */
const BARE_URL = /\bhttps?:\/\/[^\s<>"'`[\]*]+/gi;
const CODE_SPAN = /`[^`\n]+`/g;
/** A bare in-app path after a space, a bracket or a quote: 'at /upload.' (not the '/dL' of 'mg/dL'). */
const APP_PATH =
  /(?<=^|[\s([{"'“‘])\/[a-z][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*(?=$|[\s)\]}.,;:!?"'”’])/g;

/** A bare address's trailing punctuation belongs to the sentence ('see https://x.org/a.'). */
function withoutTrailing(url: string): string {
  let end = url.length;
  while (end > 0) {
    const char = url[end - 1]!;
    if ('.,;:!?_'.includes(char)) {
      end--;
      continue;
    }
    // A closing bracket is kept only when the address opened one ('.../Wiki_(disambiguation)').
    if (char === ')') {
      const body = url.slice(0, end);
      if ((body.match(/\(/g)?.length ?? 0) < (body.match(/\)/g)?.length ?? 0)) {
        end--;
        continue;
      }
    }
    break;
  }
  return url.slice(0, end);
}

/** One piece of a line before emphasis is paired: finished nodes, or a run of '*' or '_'. */
type Token =
  | { kind: 'node'; node: MarkdownInline }
  | {
      kind: 'delim';
      char: '*' | '_';
      count: number;
      canOpen: boolean;
      canClose: boolean;
      /** Tags opened after the run's remaining characters, outermost first. */
      opens: ('strong' | 'em')[];
      /** Tags closed before them, innermost first. */
      closes: ('strong' | 'em')[];
    };

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Text with its emphasis runs as tokens. */
function tokenizeText(text: string, tokens: Token[], start: number, end: number): void {
  let plain = '';
  const flush = () => {
    if (plain) tokens.push({ kind: 'node', node: { type: 'text', text: plain } });
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
    tokens.push({ kind: 'delim', char: c, count: j - i, canOpen, canClose, opens: [], closes: [] });
    i = j;
  }
  flush();
}

/** Pairs openers with closers (nearest first); unpaired characters stay text. */
function pairEmphasis(tokens: Token[]): void {
  const openers: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== 'delim') continue;
    if (token.canClose) {
      while (token.count > 0) {
        let found = -1;
        for (let s = openers.length - 1; s >= 0; s--) {
          const opener = tokens[openers[s]!] as Extract<Token, { kind: 'delim' }>;
          if (opener.char === token.char && opener.count > 0) {
            found = s;
            break;
          }
        }
        if (found < 0) break;
        const opener = tokens[openers[found]!] as Extract<Token, { kind: 'delim' }>;
        const used = opener.count >= 2 && token.count >= 2 ? 2 : 1;
        const tag = used === 2 ? 'strong' : 'em';
        opener.count -= used;
        token.count -= used;
        // Inner pairs are matched first, so each new (outer) tag wraps those already there.
        opener.opens.unshift(tag);
        token.closes.push(tag);
        // Openers between the pair can no longer close inside it: they stay literal.
        openers.length = opener.count > 0 ? found + 1 : found;
      }
    }
    if (token.count > 0 && token.canOpen) openers.push(i);
  }
}

/** The paired tokens as a tree; pairs beyond MAX_DEPTH keep their characters as text. */
function buildTree(tokens: Token[]): MarkdownInline[] {
  const root: MarkdownInline[] = [];
  // Each open element's children, or null for one too deep to make (its marker was written as text).
  const open: (MarkdownInline[] | null)[] = [];
  let depth = 0;
  const current = (): MarkdownInline[] => {
    for (let s = open.length - 1; s >= 0; s--) if (open[s]) return open[s]!;
    return root;
  };
  const pushText = (text: string) => {
    if (!text) return;
    const children = current();
    const last = children[children.length - 1];
    if (last?.type === 'text') last.text += text;
    else children.push({ type: 'text', text });
  };
  for (const token of tokens) {
    if (token.kind === 'node') {
      if (token.node.type === 'text') pushText(token.node.text);
      else current().push(token.node);
      continue;
    }
    const marker = (tag: 'strong' | 'em') => token.char.repeat(tag === 'strong' ? 2 : 1);
    for (const tag of token.closes) {
      const element = open.pop();
      depth -= 1;
      if (!element) pushText(marker(tag));
    }
    pushText(token.char.repeat(token.count));
    for (const tag of token.opens) {
      depth += 1;
      if (depth > MAX_DEPTH) {
        pushText(marker(tag));
        open.push(null);
        continue;
      }
      const element: MarkdownInline = { type: tag, children: [] };
      current().push(element);
      open.push(element.children);
    }
  }
  return root;
}

interface InlineMatch {
  index: number;
  length: number;
  nodes: MarkdownInline[];
}

function firstMatch(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

/** The next link or code span at or after `from`, or null. */
function nextAtom(
  text: string,
  from: number,
  options: MarkdownOptions,
  inLink: boolean,
): InlineMatch | null {
  const candidates: InlineMatch[] = [];
  if (options.code) {
    const code = firstMatch(CODE_SPAN, text, from);
    if (code)
      candidates.push({
        index: code.index,
        length: code[0].length,
        nodes: [{ type: 'code', text: code[0].slice(1, -1) }],
      });
  }
  const link = firstMatch(MD_LINK, text, from);
  if (link) {
    const target = inLink ? null : safeLinkTarget(link[2]!, options);
    const children = parseInline(link[1]!, options, true);
    candidates.push({
      index: link.index,
      length: link[0].length,
      // An unsafe or empty target keeps the words, never the address.
      nodes: target ? [{ type: 'link', target, bare: false, children }] : children,
    });
  }
  const angle = firstMatch(ANGLE_LINK, text, from);
  if (angle) {
    const target = inLink ? null : safeLinkTarget(angle[1]!, options);
    candidates.push({
      index: angle.index,
      length: angle[0].length,
      nodes: [
        target
          ? { type: 'link', target, bare: true, children: [{ type: 'text', text: angle[1]! }] }
          : { type: 'text', text: angle[0] },
      ],
    });
  }
  const bare = firstMatch(BARE_URL, text, from);
  if (bare) {
    const address = withoutTrailing(bare[0]);
    const target = inLink ? null : safeLinkTarget(address, options);
    candidates.push({
      index: bare.index,
      length: Math.max(address.length, 1),
      nodes: [
        target
          ? { type: 'link', target, bare: true, children: [{ type: 'text', text: address }] }
          : { type: 'text', text: address },
      ],
    });
  }
  if (options.isAppPath && !inLink) {
    APP_PATH.lastIndex = from;
    for (let path = APP_PATH.exec(text); path; path = APP_PATH.exec(text)) {
      if (!options.isAppPath(path[0])) continue;
      candidates.push({
        index: path.index,
        length: path[0].length,
        nodes: [
          {
            type: 'link',
            target: { kind: 'internal', href: path[0] },
            bare: true,
            children: [{ type: 'text', text: path[0] }],
          },
        ],
      });
      break;
    }
  }
  // The earliest wins; at the same place the first kind listed (code, then links).
  let best: InlineMatch | null = null;
  for (const candidate of candidates) if (!best || candidate.index < best.index) best = candidate;
  return best;
}

/** One line's inline content: links and code spans first, then emphasis around and between them. */
export function parseInline(
  text: string,
  options: MarkdownOptions = {},
  inLink = false,
): MarkdownInline[] {
  const tokens: Token[] = [];
  let at = 0;
  for (let match = nextAtom(text, at, options, inLink); match;) {
    tokenizeText(text, tokens, at, match.index);
    for (const node of match.nodes) tokens.push({ kind: 'node', node });
    at = match.index + match.length;
    match = nextAtom(text, at, options, inLink);
  }
  tokenizeText(text, tokens, at, text.length);
  pairEmphasis(tokens);
  return buildTree(tokens);
}

// ── Blocks ──────────────────────────────────────────────────────────────────────────────────

const BULLET = /^\s{0,3}[-*+•]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

type RawBlock =
  | { type: 'paragraph'; lines: string[] }
  | { type: 'heading'; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: string[] }
  | { type: 'code'; text: string };

/** The text's blocks, their inline content still as written. */
function splitBlocks(source: string, options: MarkdownOptions): RawBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: RawBlock[] = [];
  // Widened by hand: TypeScript would narrow a plain `= null` to null inside the loop.
  let paragraph = null as Extract<RawBlock, { type: 'paragraph' }> | null;
  let list = null as Extract<RawBlock, { type: 'list' }> | null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = options.code ? FENCE.exec(line) : null;
    if (fence) {
      paragraph = list = null;
      const code: string[] = [];
      for (index++; index < lines.length && !lines[index]!.trim().startsWith(fence[1]!); index++)
        code.push(lines[index]!);
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (!line.trim()) {
      paragraph = list = null;
      continue;
    }
    const heading = options.code ? HEADING.exec(line) : null;
    const bullet = heading ? null : BULLET.exec(line);
    const numbered = heading || bullet ? null : NUMBERED.exec(line);
    if (heading) {
      paragraph = list = null;
      blocks.push({ type: 'heading', text: heading[1]! });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const item = bullet ? bullet[1]! : numbered![2]!;
      if (list?.ordered === ordered) list.items.push(item);
      else {
        paragraph = null;
        list = { type: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [item] };
        blocks.push(list);
      }
    } else if (paragraph) {
      paragraph.lines.push(line.trim());
    } else if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      list = null;
      paragraph = { type: 'paragraph', lines: [line.trim()] };
      blocks.push(paragraph);
    }
  }
  return blocks;
}

/** The text as blocks of inline content. */
export function parseMarkdown(source: string, options: MarkdownOptions = {}): MarkdownBlock[] {
  const inline = (text: string) => parseInline(text, options);
  return splitBlocks(source, options).map((block): MarkdownBlock => {
    switch (block.type) {
      case 'paragraph':
        return { type: 'paragraph', lines: block.lines.map(inline) };
      case 'heading':
        return { type: 'heading', content: inline(block.text) };
      case 'list':
        return { ...block, items: block.items.map(inline) };
      case 'code':
        return block;
    }
  });
}

// ── Output ──────────────────────────────────────────────────────────────────────────────────

function inlineHtml(nodes: readonly MarkdownInline[], rel: string): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.text);
        case 'code':
          return `<code>${escapeHtml(node.text)}</code>`;
        case 'strong':
        case 'em':
          return `<${node.type}>${inlineHtml(node.children, rel)}</${node.type}>`;
        case 'link':
          return `<a href="${escapeHtml(node.target.href)}" rel="${rel}">${inlineHtml(node.children, rel)}</a>`;
      }
    })
    .join('');
}

/**
 * The text as HTML whose only tags are p, br, strong, em, ul, ol, li and a (with code, also code,
 * pre and headings as bold paragraphs); every link carries `rel`.
 */
export function renderMarkdownHtml(
  source: string,
  options: MarkdownOptions & { rel: string },
): string {
  return parseMarkdown(source, options)
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${block.lines.map((line) => inlineHtml(line, options.rel)).join('<br>')}</p>`;
        case 'heading':
          return `<p><strong>${inlineHtml(block.content, options.rel)}</strong></p>`;
        case 'code':
          return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${block.items.map((item) => `<li>${inlineHtml(item, options.rel)}</li>`).join('')}</${tag}>`;
        }
      }
    })
    .join('');
}

function inlineText(nodes: readonly MarkdownInline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children),
    )
    .join('');
}

/** The text without its markers: link labels kept, blocks joined by spaces. */
export function markdownToPlainText(source: string, options: MarkdownOptions = {}): string {
  return parseMarkdown(source, options)
    .flatMap((block) => {
      switch (block.type) {
        case 'paragraph':
          return block.lines.map(inlineText);
        case 'heading':
          return [inlineText(block.content)];
        case 'code':
          return [block.text];
        case 'list':
          return block.items.map(inlineText);
      }
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every link target the text makes, for callers that compare them (chat sources). */
export function linkTargets(source: string, options: MarkdownOptions = {}): LinkTarget[] {
  const found: LinkTarget[] = [];
  const walk = (nodes: readonly MarkdownInline[]) => {
    for (const node of nodes) {
      if (node.type === 'link') found.push(node.target);
      if ('children' in node) walk(node.children);
    }
  };
  for (const block of parseMarkdown(source, options)) {
    if (block.type === 'paragraph') block.lines.forEach(walk);
    else if (block.type === 'heading') walk(block.content);
    else if (block.type === 'list') block.items.forEach(walk);
  }
  return found;
}
