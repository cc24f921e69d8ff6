import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';

export interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** When set, the whole card is a link to this path. */
  to?: string;
  linkLabel?: string;
  badge?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A capability with an icon; a link card when `to` is set (the landing page's four cards). */
export function FeatureCard({
  icon: Icon,
  title,
  description,
  to,
  linkLabel = 'Learn more',
  badge,
  headingLevel: Heading = 'h3',
  className,
}: FeatureCardProps): ReactElement {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800 ring-1 ring-teal-100">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        {badge && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {badge}
          </span>
        )}
      </div>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{description}</p>
      {to && (
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
          {linkLabel}
          <ArrowRight
            className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </span>
      )}
    </>
  );
  const base = 'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
  if (!to) return <div className={cn(base, className)}>{body}</div>;
  return (
    <Link
      to={to}
      className={cn(
        base,
        'group transition-shadow hover:border-teal-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
        className,
      )}
    >
      {body}
    </Link>
  );
}
