/**
 * The frame every progress page shares: its title and lead, a row of links to the other progress
 * pages (each leads with something different over the same data), the sections, and the disclaimer.
 */
import type { ReactElement, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { usePageMeta } from '#client/lib/use-page-meta';
import { cn } from '#client/lib/cn';

const PAGE_LINKS = [
  { to: '/dashboard/overview', label: 'Overview' },
  { to: '/trends', label: 'Trends' },
  { to: '/dashboard/patterns', label: 'Patterns' },
  { to: '/reports', label: 'Weekly report' },
  { to: '/dashboard/progress', label: 'Goals and streaks' },
  { to: '/dashboard/diet-progress', label: 'Diet progress' },
  { to: '/dashboard/reminders', label: 'Reminders' },
  { to: '/notifications', label: 'Notifications' },
];

interface InsightPageLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
}

export function InsightPageLayout({ title, lead, children }: InsightPageLayoutProps): ReactElement {
  const { pathname } = useLocation();
  // Every progress page's path has its own entry: its area's declarations load after render.
  usePageMeta(pathname);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-12">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{lead}</p>
      </div>
      <nav aria-label="Progress pages" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1 pb-1">
          {PAGE_LINKS.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-9 items-center rounded-full px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
                    isActive && 'bg-teal-700 text-white ring-teal-700 hover:bg-teal-800',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}
