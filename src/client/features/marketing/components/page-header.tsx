import type { ReactElement, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

interface PageHeaderProps {
  /** Short label above the title, e.g. 'Pricing'. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The top of an inner marketing page: the page's single h1 and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  className,
}: PageHeaderProps): ReactElement {
  return (
    <header
      className={cn('border-b border-slate-200 bg-gradient-to-b from-teal-50 to-white', className)}
    >
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-4xl">
          {title}
        </h1>
        {lead && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 text-pretty">{lead}</p>
        )}
        {children}
      </div>
    </header>
  );
}
