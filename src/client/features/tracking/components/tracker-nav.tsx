/** Links between the trackers, the current one marked (its aliases count too). */
import type { ReactElement } from 'react';
import { Activity, CalendarCheck, ListChecks, Smile, Target, Trophy } from 'lucide-react';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';

export const TRACKERS: SectionLink[] = [
  { to: '/log', aliases: ['/dashboard/daily-tracking'], label: 'Today', icon: CalendarCheck },
  {
    to: '/mood',
    aliases: ['/mood-tracking', '/dashboard/mood-tracker'],
    label: 'Mood',
    icon: Smile,
  },
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
  return <SectionNav label="Trackers" links={TRACKERS} className={className} />;
}
