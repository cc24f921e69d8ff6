/**
 * The frame every area's pages share (labels, providers, community, nutrition, oils): one h1 with
 * its lead, the area's section links, the page, and a one-line disclaimer under it. Each area's
 * own layout adds its head tags and its links.
 */
import type { ReactElement, ReactNode } from 'react';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';
import { cn } from '#client/lib/cn';
import { SHORT_DISCLAIMER } from './subtitle-bar';

export interface AreaPageLayoutProps {
  title: string;
  lead?: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** Buttons beside the title (print, share). */
  actions?: ReactNode;
  /** The area's section links and their landmark's name; null hides them. */
  nav: { label: string; links: readonly SectionLink[] } | null;
  /** The line under the page; 'Educational only — not medical advice.' unless an area says more. */
  footnote?: ReactNode;
  /** Classes added to the outer frame (its width, print rules). */
  className?: string;
  children: ReactNode;
}

export function AreaPageLayout({
  title,
  lead,
  eyebrow,
  actions,
  nav,
  footnote = SHORT_DISCLAIMER,
  className = 'max-w-5xl',
  children,
}: AreaPageLayoutProps): ReactElement {
  return (
    <div className={cn('mx-auto w-full space-y-6 px-4 py-8 sm:px-6 sm:py-10', className)}>
      <header className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {eyebrow && <p className="text-sm font-semibold text-teal-800">{eyebrow}</p>}
            <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-3xl">
              {title}
            </h1>
            {lead && <div className="mt-2 text-slate-700">{lead}</div>}
          </div>
          {actions}
        </div>
        {nav && <SectionNav label={nav.label} links={nav.links} />}
      </header>
      {children}
      <p className="text-center text-sm text-slate-600">{footnote}</p>
    </div>
  );
}
