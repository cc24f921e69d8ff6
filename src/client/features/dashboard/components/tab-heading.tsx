/**
 * A tab's heading at the level its page needs: h2 on the standalone preview (under its h1), h3 when
 * the dashboard sits inside a page section that already has an h2. Keeps headings in order.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';

export type TabHeadingLevel = 2 | 3;

export function TabHeading({
  id,
  level,
  children,
}: {
  id: string;
  level: TabHeadingLevel;
  children: ReactNode;
}): ReactElement {
  return createElement(
    `h${level}`,
    { id, className: 'flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900' },
    children,
  );
}
