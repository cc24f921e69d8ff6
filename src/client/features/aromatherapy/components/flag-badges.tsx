/** An oil's safety flags as small badges (the serious ones in colour), for the library's cards. */
import type { ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import type { OilFlagName } from '#shared/contracts/aromatherapy.contract';
import { FLAG_BADGES, SERIOUS_FLAGS } from '../lib/labels';

export function FlagBadges({
  flags,
  oilName,
}: {
  flags: readonly OilFlagName[];
  oilName: string;
}): ReactElement | null {
  // Every oil is not for ingestion; the badge adds nothing on a card.
  const shown = flags.filter((flag) => flag !== 'not_for_ingestion');
  if (shown.length === 0) return null;
  return (
    <ul aria-label={`Safety flags of ${oilName}`} className="flex flex-wrap gap-1.5">
      {shown.map((flag) => (
        <li
          key={flag}
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
            SERIOUS_FLAGS.has(flag)
              ? 'bg-red-50 text-red-900 ring-red-200'
              : 'bg-amber-50 text-amber-950 ring-amber-200',
          )}
        >
          {FLAG_BADGES[flag]}
        </li>
      ))}
    </ul>
  );
}
