/**
 * The assistant's answers as formatting, safely. Models write Markdown (paragraphs, lists, bold,
 * italics, inline code, links) and also bare URLs and in-app paths ('/upload'). This renders that
 * subset straight to React elements: no HTML string is ever made (no dangerouslySetInnerHTML), so
 * a '<script>' in an answer is shown as text. Only http(s) URLs become external links, and only
 * paths of this app become router links; 'javascript:', 'data:' and anything else stays text.
 *
 * Deliberately small (no Markdown library): the chat needs a dozen rules, and each one here is a
 * rule we can test with hostile input.
 */
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Emphasis nested deeper than this is shown as it was written: no unbounded recursion. */
const MAX_DEPTH = 4;

export interface ChatMarkdownOptions {
  /**
   * Whether a bare '/path' in the text is a page of this app (only those become links, so a
   * unit such as '/day' or a path the app does not have stays text). Defaults to any path shape.
   */
  isAppPath?: (path: string) => boolean;
}

type LinkTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/** An in-app path: '/', '/upload', '/labs/abc?x=1#y'. Never '//host' or '/\host' (both leave the site). */
const INTERNAL_HREF = /^\/(?![/\\])[^\s\\<>"'`]*$/;

/** Where a link may point, or null when it must stay text. */
export function safeLinkTarget(raw: string): LinkTarget | null {
  const href = raw.trim();
  if (href.startsWith('/')) return INTERNAL_HREF.test(href) ? { kind: 'internal', href } : null;
  try {
    // The URL parser strips the tabs and newlines browsers ignore ('java\tscript:') and lowercases
    // the scheme, so its protocol is what a browser would follow.
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { kind: 'external', href: url.href };
  } catch {
    return null;
  }
}

/** The form two URLs are compared in (sources already linked in the text are not listed again). */
export function comparableUrl(raw: string): string {
  try {
    const url = new URL(raw, 'https://wellnest.invalid');
    url.hash = '';
    return `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}${url.search}`;
  } catch {
    return raw.trim();
  }
}

// ---------------------------------------------------------------------------------------------
// Inline
// ---------------------------------------------------------------------------------------------

const INLINE = new RegExp(
  [
    /(?<code>`[^`\n]+`)/.source,
    // [text](url) or [text](<url> "title")
    /(?<mdlink>\[(?<linkText>[^\]\n]{1,300})\]\(\s*<?(?<linkHref>[^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+"[^"\n]*")?\s*\))/
      .source,
    /(?<auto><(?<autoHref>https?:\/\/[^\s<>]+)>)/.source,
    /(?<url>\bhttps?:\/\/[^\s<>"'`]+)/.source,
    /(?<strongEm>\*\*\*(?=[^\s*])(?<strongEmText>[^\n]+?)(?<=[^\s*])\*\*\*)/.source,
    /(?<strong>\*\*(?=\S)(?<strongText>[^\n]+?)(?<=\S)\*\*|__(?=\S)(?<strongText2>[^\n]+?)(?<=\S)__(?!\w))/
      .source,
    /(?<em>\*(?=[^\s*])(?<emText>[^\n*]+?)(?<=[^\s*])\*|(?<![\w])_(?=[^\s_])(?<emText2>[^\n_]+?)(?<=[^\s_])_(?!\w))/
      .source,
    // A bare in-app path after a space, a bracket or a quote: 'at /upload.' (not the '/dL' of 'mg/dL').
    /(?<=^|[\s([{"'“‘])(?<path>\/[a-z][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)(?=$|[\s)\]}.,;:!?"'”’])/
      .source,
  ].join('|'),
  'g',
);

/** A bare URL's trailing punctuation belongs to the sentence ('see https://x.org/a.'). */
function splitTrailing(url: string): [string, string] {
  let end = url.length;
  while (end > 0) {
    const char = url[end - 1]!;
    if ('.,;:!?\'"*_'.includes(char)) {
      end--;
      continue;
    }
    // A closing bracket is kept only when the URL opened one ('.../Wiki_(disambiguation)').
    if (char === ')') {
      const body = url.slice(0, end);
      if ((body.match(/\(/g)?.length ?? 0) < (body.match(/\)/g)?.length ?? 0)) {
        end--;
        continue;
      }
    }
    break;
  }
  return [url.slice(0, end), url.slice(end)];
}

const LINK_CLASS = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900';

function renderLink(target: LinkTarget, children: ReactNode, key: string): ReactElement {
  if (target.kind === 'internal')
    return (
      <Link key={key} to={target.href} className={LINK_CLASS}>
        {children}
      </Link>
    );
  return (
    <a
      key={key}
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      className={LINK_CLASS}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

interface InlineContext {
  options: ChatMarkdownOptions;
  depth: number;
  /** Inside a link's text: no link in a link. */
  inLink: boolean;
}

function renderInline(text: string, context: InlineContext, keyPrefix: string): ReactNode[] {
  if (context.depth > MAX_DEPTH) return [text];
  const out: ReactNode[] = [];
  let last = 0;
  let index = 0;
  const key = () => `${keyPrefix}.${index++}`;
  for (const match of text.matchAll(INLINE)) {
    const groups = match.groups ?? {};
    const start = match.index;
    // A bare URL splits into the link and its trailing punctuation; together they are the match.
    let consumed = match[0];
    let node: ReactNode = null;
    let trailing = '';
    const nested = (inner: string, inLink = context.inLink) =>
      renderInline(inner, { ...context, depth: context.depth + 1, inLink }, key());

    if (groups.code) {
      node = (
        <code key={key()} className="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.85em]">
          {groups.code.slice(1, -1)}
        </code>
      );
    } else if (groups.mdlink) {
      const target = context.inLink ? null : safeLinkTarget(groups.linkHref ?? '');
      const label = nested(groups.linkText ?? '', true);
      // An unsafe or empty target keeps the words, never the address.
      node = target ? renderLink(target, label, key()) : <Fragment key={key()}>{label}</Fragment>;
    } else if (groups.auto || groups.url) {
      const raw = groups.autoHref ?? groups.url ?? '';
      const [href, rest] = groups.auto ? [raw, ''] : splitTrailing(raw);
      trailing = rest;
      consumed = groups.auto ? consumed : href;
      const target = context.inLink ? null : safeLinkTarget(href);
      node = target ? renderLink(target, shortUrl(href), key()) : href;
    } else if (groups.strongEm) {
      node = (
        <strong key={key()} className="font-semibold">
          <em>{nested(groups.strongEmText ?? '')}</em>
        </strong>
      );
    } else if (groups.strong) {
      node = (
        <strong key={key()} className="font-semibold">
          {nested(groups.strongText ?? groups.strongText2 ?? '')}
        </strong>
      );
    } else if (groups.em) {
      node = <em key={key()}>{nested(groups.emText ?? groups.emText2 ?? '')}</em>;
    } else if (groups.path) {
      const isApp = context.options.isAppPath ?? (() => true);
      node =
        !context.inLink && isApp(groups.path)
          ? renderLink({ kind: 'internal', href: groups.path }, groups.path, key())
          : groups.path;
    }
    if (start > last) out.push(text.slice(last, start));
    out.push(node);
    if (trailing) out.push(trailing);
    last = start + consumed.length + trailing.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A bare URL shown as its host and path, not a wall of query string. */
function shortUrl(href: string): string {
  try {
    const url = new URL(href);
    const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
    const shown = `${url.host.replace(/^www\./, '')}${path}`;
    return shown.length > 60 ? `${shown.slice(0, 57)}…` : shown;
  } catch {
    return href;
  }
}

// ---------------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------------

type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] }
  | { kind: 'code'; text: string };

const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] | null = null;
  let list: Extract<Block, { kind: 'list' }> | null = null;
  const close = () => {
    paragraph = null;
    list = null;
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = FENCE.exec(line);
    if (fence) {
      close();
      const code: string[] = [];
      index++;
      while (index < lines.length && !lines[index]!.trim().startsWith(fence[1]!)) {
        code.push(lines[index]!);
        index++;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', text: heading[1]! });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const item = bullet ? bullet[1]! : numbered![2]!;
      const current = list as Extract<Block, { kind: 'list' }> | null;
      if (current && current.ordered === ordered) {
        current.items.push(item);
      } else {
        close();
        const created: Extract<Block, { kind: 'list' }> = {
          kind: 'list',
          ordered,
          start: numbered ? Number(numbered[1]) : 1,
          items: [item],
        };
        blocks.push(created);
        list = created;
      }
    } else if (list && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      const current = list as Extract<Block, { kind: 'list' }>;
      current.items[current.items.length - 1] += ` ${line.trim()}`;
    } else {
      list = null;
      if (!paragraph) {
        paragraph = [];
        blocks.push({ kind: 'paragraph', lines: paragraph });
      }
      (paragraph as string[]).push(line);
    }
  }
  return blocks;
}

/** The answer's Markdown as React elements (see the file comment for what is and is not allowed). */
export function renderChatMarkdown(text: string, options: ChatMarkdownOptions = {}): ReactElement {
  const context: InlineContext = { options, depth: 0, inLink: false };
  return (
    <>
      {parseBlocks(text).map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading':
            return (
              <p key={key} className="font-semibold text-slate-900">
                {renderInline(block.text, context, key)}
              </p>
            );
          case 'code':
            return (
              <pre
                key={key}
                className="overflow-x-auto rounded bg-slate-200 p-2 font-mono text-xs whitespace-pre"
              >
                <code>{block.text}</code>
              </pre>
            );
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              <li key={`${key}.${itemIndex}`}>
                {renderInline(item, context, `${key}.${itemIndex}`)}
              </li>
            ));
            return block.ordered ? (
              <ol
                key={key}
                start={block.start === 1 ? undefined : block.start}
                className="list-decimal space-y-1 pl-5"
              >
                {items}
              </ol>
            ) : (
              <ul key={key} className="list-disc space-y-1 pl-5">
                {items}
              </ul>
            );
          }
          case 'paragraph':
            return (
              <p key={key}>
                {block.lines.map((line, lineIndex) => (
                  <Fragment key={`${key}.${lineIndex}`}>
                    {lineIndex > 0 && <br />}
                    {renderInline(line, context, `${key}.${lineIndex}`)}
                  </Fragment>
                ))}
              </p>
            );
        }
      })}
    </>
  );
}

/**
 * The http(s) and in-app link targets the text makes (Markdown links, autolinks, bare URLs and
 * paths), in comparable form: a source listed under the answer is left out when the answer
 * already links it.
 */
export function linkedUrls(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(INLINE)) {
    const groups = match.groups ?? {};
    const raw = groups.mdlink
      ? groups.linkHref
      : groups.auto
        ? groups.autoHref
        : groups.url
          ? splitTrailing(groups.url)[0]
          : groups.path;
    if (!raw) continue;
    const target = safeLinkTarget(raw);
    if (target) found.add(comparableUrl(target.href));
  }
  return found;
}
