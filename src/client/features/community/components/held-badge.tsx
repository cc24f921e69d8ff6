/** What a member sees on their own post that waits for a moderator (nobody else sees the post). */
import type { ReactElement } from 'react';

export const HELD_LABEL = 'Waiting for a moderator';

export function HeldBadge(): ReactElement {
  return (
    <p className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {HELD_LABEL}
    </p>
  );
}
