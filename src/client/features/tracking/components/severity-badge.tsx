/** A symptom's severity as number and word ('7/10 Severe'), so it never rests on colour alone. */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { severityColour, severityWord } from '../lib/scales';

export function SeverityBadge({ severity }: { severity: number }): ReactElement {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        severityColour(severity),
      )}
    >
      {severity}/10 {severityWord(severity)}
    </span>
  );
}
