/** A flag's level as a word with an icon, so it never rests on colour alone. */
import type { ReactElement } from 'react';
import { CircleAlert, HelpCircle, Info, OctagonX } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { FlagLevel } from '#shared/contracts/ingredients.contract';
import { FLAG_LEVEL_LABELS } from '../lib/labels';

const STYLES: Record<FlagLevel | 'unknown', string> = {
  avoid: 'border-red-300 bg-red-50 text-red-900',
  caution: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-slate-300 bg-slate-50 text-slate-800',
  unknown: 'border-slate-400 bg-white text-slate-800 border-dashed',
};

const ICONS = { avoid: OctagonX, caution: CircleAlert, info: Info, unknown: HelpCircle };

export function LevelBadge({
  level,
  label,
}: {
  level: FlagLevel | 'unknown';
  /** Replaces the level's own word ('Not assessed'). */
  label?: string;
}): ReactElement {
  const Icon = ICONS[level];
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        STYLES[level],
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {label ?? FLAG_LEVEL_LABELS[level === 'unknown' ? 'info' : level]}
    </span>
  );
}
