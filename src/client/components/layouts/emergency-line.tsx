/** Emergency numbers (911 US, 999 UK, 112 EU) one click away on every screen, as tel: links. */
import type { ReactElement } from 'react';
import { Phone } from 'lucide-react';
import { cn } from '#client/lib/cn';

export const EMERGENCY_NUMBERS = [
  { number: '911', region: 'US' },
  { number: '999', region: 'UK' },
  { number: '112', region: 'EU' },
] as const;

export function EmergencyLine({ className }: { className?: string }): ReactElement {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-sm', className)}>
      <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="font-semibold">Emergency? Call</span>
      {EMERGENCY_NUMBERS.map(({ number, region }, index) => (
        <span key={number} className="whitespace-nowrap">
          <a
            href={`tel:${number}`}
            className="inline-block rounded px-0.5 py-1 font-semibold underline underline-offset-2 hover:no-underline"
          >
            {number} ({region})
          </a>
          {index < EMERGENCY_NUMBERS.length - 1 && <span aria-hidden="true"> ·</span>}
        </span>
      ))}
    </p>
  );
}

/** The numbers inside a sentence: 'In an emergency call 911 (US), 999 (UK) or 112 (EU).' */
export function EmergencyCallSentence({ className }: { className?: string }): ReactElement {
  return (
    <p className={className}>
      In an emergency call{' '}
      {EMERGENCY_NUMBERS.map(({ number, region }, index) => (
        <span key={number}>
          <a className="font-semibold underline" href={`tel:${number}`}>
            {number} ({region})
          </a>
          {index === EMERGENCY_NUMBERS.length - 2
            ? ' or '
            : index < EMERGENCY_NUMBERS.length - 1
              ? ', '
              : '.'}
        </span>
      ))}
    </p>
  );
}
