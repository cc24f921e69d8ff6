/** Links between the trackers, the current one marked (its aliases count too). */
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Activity,
  CalendarCheck,
  ListChecks,
  Smile,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '#client/lib/cn';

export const TRACKERS: { to: string; aliases: string[]; label: string; icon: LucideIcon }[] = [
  { to: '/log', aliases: ['/dashboard/daily-tracking'], label: 'Today', icon: CalendarCheck },
  { to: '/mood', aliases: ['/mood-tracking', '/dashboard/mood-tracker'], label: 'Mood', icon: Smile },
  { to: '/symptoms', aliases: ['/symptoms/tracker'], label: 'Symptoms', icon: Activity },
  {
    to: '/habits',
    aliases: ['/dashboard/habits', '/dashboard/habit-tracking'],
    label: 'Habits',
    icon: ListChecks,
  },
  {
    to: '/wellness-goals',
    aliases: ['/health-goals', '/dashboard/goals'],
    label: 'Goals',
    icon: Target,
  },
  { to: '/dashboard/achievements', aliases: [], label: 'Achievements', icon: Trophy },
];

export function TrackerNav({ className }: { className?: string }): ReactElement {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Trackers" className={cn('print:hidden', className)}>
      <ul className="flex flex-wrap gap-2">
        {TRACKERS.map(({ to, aliases, label, icon: Icon }) => {
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
