/** The links that tie the lab pages together: upload ↔ history ↔ education. */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '#client/lib/cn';

const LINKS = [
  { to: '/upload', label: 'Upload a report' },
  { to: '/wellness/biomarkers', label: 'Your marker trends' },
  { to: '/sample-report', label: 'Sample report' },
  { to: '/markers-education', label: 'Markers explained' },
  { to: '/blood-test-guide', label: 'Preparing for a test' },
  { to: '/test-kits', label: 'Kinds of tests' },
] as const;

export function LabLinks({ className }: { className?: string }): ReactElement {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Lab pages" className={cn('print:hidden', className)}>
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(({ to, label }) => {
          const isCurrent = pathname === to;
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center rounded-full border px-3 py-1.5 text-sm font-medium',
                  isCurrent
                    ? 'border-teal-700 bg-teal-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
