/** Links between the medication-safety pages, the current one marked (its aliases count too). */
import type { ReactElement } from 'react';
import { CalendarClock, LayoutDashboard, Pill, ShieldCheck } from 'lucide-react';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';

const TOOLS: SectionLink[] = [
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
  return <SectionNav label="Medication safety tools" links={TOOLS} className={className} />;
}
