import type { ReactElement } from 'react';
import { AlertTriangle, ArrowDown, ArrowUp, Check, CircleHelp, CircleAlert } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { LabFlag } from '#shared/contracts/labs.contract';
import { FLAG_TONE_CLASSES, flagLabel, flagTone, type FlagTone } from '../lib/flag-display';

const ICONS: Record<FlagTone, typeof Check> = {
  normal: Check,
  low: ArrowDown,
  high: ArrowUp,
  critical: AlertTriangle,
  abnormal: CircleAlert,
  unknown: CircleHelp,
};

/** A flag as a word with an icon and a colour (never colour alone). */
export function FlagBadge({
  flag,
  className,
}: {
  flag: LabFlag;
  className?: string;
}): ReactElement {
  const tone = flagTone(flag);
  const Icon = ICONS[tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        FLAG_TONE_CLASSES[tone],
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {flagLabel(flag)}
    </span>
  );
}
