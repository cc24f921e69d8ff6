/**
 * The boxed verdict a tool shows about the person or the product: red with a stop sign for avoid,
 * amber with a warning sign for care, a heading naming it, then what the tool lists. The label
 * analysis, the claims checker and the recipe page all show their person-specific findings in it,
 * so one level looks the same everywhere.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { CircleAlert, OctagonX } from 'lucide-react';
import { cn } from '#client/lib/cn';

export type VerdictLevel = 'avoid' | 'caution';

export function VerdictCallout({
  level,
  title,
  heading: Heading,
  compact = false,
  children,
}: {
  level: VerdictLevel;
  title: ReactNode;
  /** The heading's level where the box sits in its page's outline. */
  heading: 'h2' | 'h3' | 'h4';
  /** A smaller box inside a card (a claim's match). */
  compact?: boolean;
  children: ReactNode;
}): ReactElement {
  const headingId = useId();
  const avoid = level === 'avoid';
  const Icon = avoid ? OctagonX : CircleAlert;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'border-2',
        compact ? 'rounded-xl p-3' : 'rounded-2xl p-4 sm:p-5',
        avoid ? 'border-red-400 bg-red-50' : 'border-amber-400 bg-amber-50',
      )}
    >
      <Heading
        id={headingId}
        className={cn(
          'flex items-center gap-2 font-bold',
          compact ? 'text-base' : 'text-lg',
          avoid ? 'text-red-900' : 'text-amber-900',
        )}
      >
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        {title}
      </Heading>
      {children}
    </section>
  );
}
