/** A section's heading at the level its page needs, so every page keeps its headings in order. */
import type { ReactElement, ReactNode } from 'react';

export type SectionHeadingLevel = 2 | 3;

export function SectionHeading({
  id,
  level,
  children,
}: {
  id: string;
  level: SectionHeadingLevel;
  children: ReactNode;
}): ReactElement {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading
      id={id}
      className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900"
    >
      {children}
    </Heading>
  );
}
