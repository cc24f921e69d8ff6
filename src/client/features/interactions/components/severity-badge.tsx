import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { SEVERITY_MEANINGS, type Severity } from '#shared/contracts/interactions.contract';
import { SEVERITY_STYLES } from './severity-style';

/** 'Major', 'Moderate' or 'Minor' in its colour, with its icon. */
export function SeverityBadge({
  severity,
  className,
}: {
  severity: Severity;
  className?: string;
}): ReactElement {
  const { badge, icon: Icon } = SEVERITY_STYLES[severity];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        badge,
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {SEVERITY_MEANINGS[severity].label}
    </span>
  );
}
