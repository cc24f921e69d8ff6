/**
 * The assistant's answers as formatting, safely, through the shared markdown-it set-up
 * (src/shared/domain/markdown.ts, ADR 109): the same parser and link policy as community posts.
 * Models write Markdown (paragraphs, lists, bold, italics, code, links) and also bare URLs and
 * in-app paths ('/upload'). The parsed tokens become React elements: no HTML string is ever made
 * (no dangerouslySetInnerHTML), so a '<script>' in an answer is shown as text. Only http(s) URLs
 * become external links, and only paths of this app become router links; anything else stays text.
 * This file loads with the chat panel only (chat-panel-mount.tsx), and markdown-it with it.
 */
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  createMarkdown,
  safeLinkTarget,
  type LinkTarget,
  type MarkdownEnv,
  type MarkdownOptions,
  type MarkdownToken,
} from '#shared/domain/markdown';

export interface ChatMarkdownOptions {
  /**
   * Whether a bare '/path' in the text is a page of this app (only those become links, so a
   * unit such as '/day' or a path the app does not have stays text). Defaults to any path shape.
   */
  isAppPath?: (path: string) => boolean;
}

/** What answers may contain beyond posts: code, headings and links to the app's own pages. */
const CHAT_MARKDOWN: MarkdownOptions = { code: true, internalLinks: true };
const CHAT = createMarkdown(CHAT_MARKDOWN);

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

/** A token with what it encloses: markdown-it's flat stream (open … close) made into a tree. */
interface MarkdownNode {
  token: MarkdownToken;
  children: MarkdownNode[];
}

function toTree(tokens: readonly MarkdownToken[]): MarkdownNode[] {
  const root: MarkdownNode[] = [];
  const open = [root];
  for (const token of tokens) {
    const level = open[open.length - 1]!;
    if (token.nesting === -1) {
      if (open.length > 1) open.pop();
      continue;
    }
    const node = { token, children: token.children ? toTree(token.children) : [] };
    level.push(node);
    if (token.nesting === 1) open.push(node.children);
  }
  return root;
}

function renderAnchor(node: MarkdownNode, key: string): ReactNode {
  const href = String(node.token.attrGet('href') ?? '');
  // The parser let only safe targets through; checked again where the element is made.
  const target = safeLinkTarget(href, CHAT_MARKDOWN);
  if (!target) return <Fragment key={key}>{renderNodes(node.children, key)}</Fragment>;
  const isBareExternal = node.token.info === 'auto' && target.kind === 'external';
  return renderLink(
    target,
    isBareExternal ? shortUrl(target.href) : renderNodes(node.children, key),
    key,
  );
}

function renderList(node: MarkdownNode, key: string): ReactElement {
  const items = renderNodes(node.children, key);
  if (node.token.type === 'bullet_list_open')
    return (
      <ul key={key} className="list-disc space-y-1 pl-5">
        {items}
      </ul>
    );
  const start = Number(node.token.attrGet('start') ?? 1);
  return (
    <ol key={key} start={start === 1 ? undefined : start} className="list-decimal space-y-1 pl-5">
      {items}
    </ol>
  );
}

/** One node as elements: only the tags below exist; any other token shows its text, as text. */
function renderNode(node: MarkdownNode, key: string): ReactNode {
  const { token } = node;
  switch (token.type) {
    case 'text':
      return token.content;
    case 'softbreak':
    case 'hardbreak':
      return <br key={key} />;
    case 'code_inline':
      return (
        <code key={key} className="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.85em]">
          {token.content}
        </code>
      );
    case 'fence':
      return (
        <pre
          key={key}
          className="overflow-x-auto rounded bg-slate-200 p-2 font-mono text-xs whitespace-pre"
        >
          <code>{token.content.replace(/\n$/, '')}</code>
        </pre>
      );
    case 'strong_open':
      return (
        <strong key={key} className="font-semibold">
          {renderNodes(node.children, key)}
        </strong>
      );
    case 'em_open':
      return <em key={key}>{renderNodes(node.children, key)}</em>;
    case 'link_open':
      return renderAnchor(node, key);
    case 'heading_open':
      return (
        <p key={key} className="font-semibold text-slate-900">
          {renderNodes(node.children, key)}
        </p>
      );
    case 'paragraph_open':
      // A tight list's items hold hidden paragraphs: their content goes straight into the item.
      return token.hidden ? (
        <Fragment key={key}>{renderNodes(node.children, key)}</Fragment>
      ) : (
        <p key={key}>{renderNodes(node.children, key)}</p>
      );
    case 'bullet_list_open':
    case 'ordered_list_open':
      return renderList(node, key);
    case 'list_item_open':
      return <li key={key}>{renderNodes(node.children, key)}</li>;
    default:
      return node.children.length ? (
        <Fragment key={key}>{renderNodes(node.children, key)}</Fragment>
      ) : (
        token.content
      );
  }
}

function renderNodes(nodes: readonly MarkdownNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, `${keyPrefix}.${index}`));
}

/** The answer's Markdown as React elements (see the file comment for what is and is not allowed). */
export function renderChatMarkdown(text: string, options: ChatMarkdownOptions = {}): ReactElement {
  const env: MarkdownEnv = { isAppPath: options.isAppPath ?? (() => true) };
  return <>{renderNodes(toTree(CHAT.parse(text, env)), 'b')}</>;
}

/**
 * The http(s) and in-app link targets the text makes (Markdown links, autolinks, bare URLs and
 * paths), in comparable form: a source listed under the answer is left out when the answer
 * already links it.
 */
export function linkedUrls(text: string): Set<string> {
  const hrefs = (tokens: readonly MarkdownToken[]): string[] =>
    tokens.flatMap((token) =>
      token.children
        ? hrefs(token.children)
        : token.type === 'link_open'
          ? [String(token.attrGet('href') ?? '')]
          : [],
    );
  return new Set(hrefs(CHAT.parse(text, { isAppPath: () => true })).map(comparableUrl));
}
