/** Links between the medication-safety pages, the current one marked (its aliases count too). */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { CalendarClock, LayoutDashboard, Pill, ShieldCheck, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn';

const TOOLS: { to: string; aliases: string[]; label: string; icon: LucideIcon }[] = [
  { to: '/safety/cabinet', aliases: ['/medications'], label: 'Medicine cabinet', icon: Pill },
  { to: '/safety/checks', aliases: [], label: 'Check something new', icon: ShieldCheck },
  { to: '/safety/timing', aliases: [], label: 'Dose timing', icon: CalendarClock },
  {
    to: '/dashboard/medication-safety',
    aliases: ['/dashboard/safety'],
    label: 'Safety overview',
    icon: LayoutDashboard,
  },
];

export function SafetyToolsNav({ className }: { className?: string }): ReactElement {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Medication safety tools" className={cn('print:hidden', className)}>
      <ul className="flex flex-wrap gap-2">
        {TOOLS.map(({ to, aliases, label, icon: Icon }) => {
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
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
