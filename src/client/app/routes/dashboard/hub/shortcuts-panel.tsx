/** Shortcuts to every area of the app, so each is one tap from the dashboard. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  BarChart3,
  BookOpen,
  ClipboardList,
  FileText,
  FlaskConical,
  HeartPulse,
  Lightbulb,
  ListChecks,
  Pill,
  Search,
  Smile,
  Target,
  User,
} from 'lucide-react';
import { Card } from '#client/components/ui/card';

export const SHORTCUTS = [
  { to: '/log', label: 'Daily log', icon: ClipboardList },
  { to: '/mood', label: 'Mood', icon: Smile },
  { to: '/symptoms', label: 'Symptoms', icon: HeartPulse },
  { to: '/habits', label: 'Habits', icon: ListChecks },
  { to: '/medications', label: 'Medicine cabinet', icon: Pill },
  { to: '/interactions', label: 'Interaction checker', icon: Search },
  { to: '/upload', label: 'Lab results', icon: FlaskConical },
  { to: '/trends', label: 'Trends', icon: Activity },
  { to: '/dashboard/patterns', label: 'Patterns', icon: BarChart3 },
  { to: '/reports', label: 'Weekly report', icon: FileText },
  { to: '/ai-insights', label: 'AI insights', icon: Lightbulb },
  { to: '/wellness-goals', label: 'Goals', icon: Target },
  { to: '/profile', label: 'Health profile', icon: User },
  { to: '/wellness', label: 'Wellness tools', icon: BookOpen },
] as const;

export function ShortcutsPanel(): ReactElement {
  return (
    <Card className="p-5" role="region" aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className="text-lg font-semibold text-slate-900">
        Everything in Wellnest
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm font-medium text-slate-900 hover:border-teal-300 hover:bg-teal-50"
            >
              <Icon className="h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
              <span className="min-w-0 break-words">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
