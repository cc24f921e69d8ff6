import type { ReactElement, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

interface SectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Visually hide the heading while keeping it for screen readers and the outline. */
  hideTitle?: boolean;
  tone?: 'white' | 'muted';
}

/**
 * A page section labelled by its own h2, so each one is a named region. Sections sit below the
 * hero, so the browser may skip their layout and paint until they near the viewport
 * (`content-visibility: auto`, with a remembered size so the scrollbar does not jump): a long
 * marketing page then paints and hydrates with a fraction of the style and layout work (ADR 039).
 */
export function Section({
  id,
  title,
  lead,
  children,
  className,
  hideTitle,
  tone = 'white',
}: SectionProps): ReactElement {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        '[content-visibility:auto] [contain-intrinsic-size:auto_900px]',
        tone === 'muted' ? 'bg-slate-50' : 'bg-white',
        className,
      )}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <div className={cn('mx-auto max-w-3xl text-center', hideTitle && 'sr-only')}>
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight text-slate-900 text-balance sm:text-3xl"
          >
            {title}
          </h2>
          {lead && <p className="mt-3 text-base text-slate-700 text-pretty sm:text-lg">{lead}</p>}
        </div>
        <div className={cn(!hideTitle && 'mt-10')}>{children}</div>
      </div>
    </section>
  );
}
