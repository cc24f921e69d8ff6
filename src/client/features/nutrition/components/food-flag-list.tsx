/**
 * Foods that conflict with the cabinet (severity in words and colour, the medicine, what to do,
 * sources) or with the person's own rules: allergies, diet restrictions, the avoid-list.
 */
import type { ReactElement } from 'react';
import { Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { SourceLinks } from '#client/components/ui/source-links';
import { cn } from '#client/lib/cn';
import { SEVERITY_MEANINGS, type Severity } from '#shared/contracts/interactions.contract';
import type { foodFlagSchema } from '#shared/contracts/nutrition.contract';
import type { z } from 'zod';

export type FoodFlag = z.infer<typeof foodFlagSchema>;

const STYLES = {
  major: {
    box: 'border-red-300 bg-red-50',
    badge: 'bg-red-100 text-red-900 ring-red-300',
    icon: OctagonAlert,
  },
  moderate: {
    box: 'border-amber-300 bg-amber-50',
    badge: 'bg-amber-100 text-amber-950 ring-amber-300',
    icon: TriangleAlert,
  },
  minor: {
    box: 'border-sky-300 bg-sky-50',
    badge: 'bg-sky-100 text-sky-950 ring-sky-300',
    icon: Info,
  },
} as const;

/** The person's own rules say 'avoid' or 'caution'; they look like a major and a moderate interaction. */
const RULE_STYLES = { avoid: STYLES.major, caution: STYLES.moderate } as const;
const RULE_HEADINGS = {
  allergy: 'your allergies',
  diet: 'your diet',
  avoid_list: 'your avoid-list',
} as const;

function styleOf(severity: string) {
  if (isSeverity(severity)) return STYLES[severity];
  return severity === 'avoid' || severity === 'caution' ? RULE_STYLES[severity] : STYLES.moderate;
}

function isSeverity(value: string): value is Severity {
  return Object.hasOwn(SEVERITY_MEANINGS, value);
}

/** 'Major', 'Moderate', 'Minor'; any other word the engine uses, capitalised. */
export function severityLabel(severity: string): string {
  if (isSeverity(severity)) return SEVERITY_MEANINGS[severity].label;
  return severity.charAt(0).toUpperCase() + severity.slice(1);
}

export function FoodFlagList({
  flags,
  foodName,
}: {
  flags: readonly FoodFlag[];
  foodName: string;
}): ReactElement | null {
  if (flags.length === 0) return null;
  return (
    <ul className="mt-2 space-y-2" aria-label={`Warnings for ${foodName}`}>
      {flags.map((flag) => {
        const style = styleOf(flag.severity);
        const Icon = style.icon;
        return (
          <li
            key={`${flag.medicine}-${flag.text}`}
            className={cn('rounded-xl border p-3 text-sm', style.box)}
          >
            <p className="flex flex-wrap items-center gap-2">
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                  style.badge,
                )}
              >
                <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                {severityLabel(flag.severity)}
              </span>
              <span className="font-semibold text-slate-900">
                {flag.reason && flag.reason !== 'medicine'
                  ? `${foodName} and ${RULE_HEADINGS[flag.reason]}`
                  : `${foodName} and ${flag.medicine}`}
              </span>
            </p>
            <p className="mt-1 text-slate-800">{flag.text}</p>
            <SourceLinks sources={flag.sources} className="mt-2" />
          </li>
        );
      })}
    </ul>
  );
}
