/**
 * The assistant's answers as formatting, safely, through the shared Markdown renderer
 * (src/shared/domain/markdown.ts, ADR 060): the same parser and link policy as community posts.
 * Models write Markdown (paragraphs, lists, bold, italics, code, links) and also bare URLs and
 * in-app paths ('/upload'). The parsed tree becomes React elements: no HTML string is ever made (no
 * dangerouslySetInnerHTML), so a '<script>' in an answer is shown as text. Only http(s) URLs become
 * external links, and only paths of this app become router links; anything else stays text.
 */
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  linkTargets,
  parseMarkdown,
  type LinkTarget,
  type MarkdownInline,
  type MarkdownOptions,
} from '#shared/domain/markdown';

export interface ChatMarkdownOptions {
  /**
   * Whether a bare '/path' in the text is a page of this app (only those become links, so a
   * unit such as '/day' or a path the app does not have stays text). Defaults to any path shape.
   */
  isAppPath?: (path: string) => boolean;
}

/** What answers may contain beyond posts: code, headings and links to the app's own pages. */
function chatMarkdown(options: ChatMarkdownOptions): MarkdownOptions {
  return { code: true, internalLinks: true, isAppPath: options.isAppPath ?? (() => true) };
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

function renderInline(nodes: readonly MarkdownInline[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return (
          <code key={key} className="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={key} className="font-semibold">
            {renderInline(node.children, key)}
          </strong>
        );
      case 'em':
        return <em key={key}>{renderInline(node.children, key)}</em>;
      case 'link':
        return renderLink(
          node.target,
          node.bare && node.target.kind === 'external'
            ? shortUrl(node.target.href)
            : renderInline(node.children, key),
          key,
        );
    }
  });
}

/** The answer's Markdown as React elements (see the file comment for what is and is not allowed). */
export function renderChatMarkdown(text: string, options: ChatMarkdownOptions = {}): ReactElement {
  return (
    <>
      {parseMarkdown(text, chatMarkdown(options)).map((block, index) => {
        const key = `b${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <p key={key} className="font-semibold text-slate-900">
                {renderInline(block.content, key)}
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
              <li key={`${key}.${itemIndex}`}>{renderInline(item, `${key}.${itemIndex}`)}</li>
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
                    {renderInline(line, `${key}.${lineIndex}`)}
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
  return new Set(linkTargets(text, chatMarkdown({})).map((target) => comparableUrl(target.href)));
}
