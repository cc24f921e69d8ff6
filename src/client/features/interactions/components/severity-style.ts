/** How each severity looks: colour and icon always go with the word (never colour alone). */
import { Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Severity } from '#shared/contracts/interactions.contract';

export const SEVERITY_STYLES: Record<Severity, { card: string; badge: string; icon: LucideIcon }> =
  {
    major: {
      card: 'border-l-red-700',
      badge: 'bg-red-100 text-red-900 ring-red-300',
      icon: OctagonAlert,
    },
    moderate: {
      card: 'border-l-amber-600',
      badge: 'bg-amber-100 text-amber-950 ring-amber-300',
      icon: TriangleAlert,
    },
    minor: { card: 'border-l-sky-700', badge: 'bg-sky-100 text-sky-950 ring-sky-300', icon: Info },
  };
