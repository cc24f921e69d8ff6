/**
 * A post's content: only ever the server's sanitised `body_html` (p, br, strong, em, lists and
 * rel="nofollow ugc noopener" links; contract ADR 040). The raw Markdown body is never rendered.
 */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';

export const POST_BODY_CLASSES =
  'space-y-3 break-words text-slate-900 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6';

export function PostBody({ html, className }: { html: string; className?: string }): ReactElement {
  // Sanitised on the server (contract): the only HTML a client ever shows.
  return (
    <div className={cn(POST_BODY_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
