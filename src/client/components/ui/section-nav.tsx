/**
 * Links between the pages of one section (medication safety, trackers...), the current page marked
 * with aria-current; a page's alias paths count as the page.
 */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';

export interface SectionLink {
  to: string;
  /** Other paths that show the same page. */
  aliases: string[];
  label: string;
  icon: LucideIcon;
}

export function SectionNav({
  label,
  links,
  className,
}: {
  /** The navigation landmark's accessible name. */
  label: string;
  links: readonly SectionLink[];
  className?: string;
}): ReactElement {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={cn('print:hidden', className)}>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ to, aliases, label: text, icon: Icon }) => {
          const isCurrent = pathname === to || aliases.includes(pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                  isCurrent
                    ? 'border-teal-700 bg-teal-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
