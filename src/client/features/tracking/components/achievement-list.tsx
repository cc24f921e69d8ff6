/** Badges: the earned ones with the day they were earned, the locked ones with progress toward them. */
import type { ReactElement } from 'react';
import { Lock, Trophy } from 'lucide-react';
import type { AchievementList as Achievements } from '#shared/contracts/tracking.contract';
import { formatDateTime } from '../lib/dates';
import { ProgressBar } from './progress-bar';

export function EarnedBadges({ earned }: { earned: Achievements['earned'] }): ReactElement {
  if (earned.length === 0)
    return <p className="text-sm text-slate-600">No badges yet. Your first check-in earns one.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {earned.map((badge) => (
        <li
          key={badge.key}
          className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
        >
          <Trophy className="h-8 w-8 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <h3 className="font-semibold text-slate-900">{badge.title}</h3>
            <p className="text-sm text-slate-700">{badge.description}</p>
            <p className="mt-1 text-sm text-slate-700">
              Earned <time dateTime={badge.earned_at}>{formatDateTime(badge.earned_at)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function LockedBadges({ locked }: { locked: Achievements['locked'] }): ReactElement {
  if (locked.length === 0)
    return <p className="text-sm text-slate-600">You have earned every badge.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {locked.map((badge) => (
        <li
          key={badge.key}
          className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <Lock className="h-7 w-7 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-2">
            <div>
              <h3 className="font-semibold text-slate-900">{badge.title}</h3>
              <p className="text-sm text-slate-700">{badge.description}</p>
            </div>
            <ProgressBar
              label={`Progress toward ${badge.title}`}
              value={badge.progress.current}
              max={badge.progress.target}
              valueText={`${Math.min(badge.progress.current, badge.progress.target)} of ${badge.progress.target}`}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
