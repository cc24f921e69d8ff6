/**
 * The free chat allowance (20 a UTC day): '{n} free chats remaining today', and at the limit
 * 'You've reached your daily limit of {n} free chats. Upgrade to continue.' Paid users see nothing.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { cn } from '#client/lib/cn';
import { FREE_DAILY_AI_CHATS, PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { usePlanAccess } from '../hooks/use-plan-access';

export function remainingChatsText(remaining: number): string {
  return `${remaining} free ${remaining === 1 ? 'chat' : 'chats'} remaining today`;
}

export function limitReachedText(limit: number): string {
  return `You've reached your daily limit of ${limit} free chats. Upgrade to continue.`;
}

export interface UsageLimitNotificationProps {
  /** Chats used today (UTC). */
  used: number;
  limit?: number;
  className?: string;
}

export function UsageLimitNotification({
  used,
  limit = FREE_DAILY_AI_CHATS,
  className,
}: UsageLimitNotificationProps): ReactElement | null {
  const { isPaid, isLoading } = usePlanAccess();
  if (isPaid || isLoading) return null;
  const remaining = Math.max(0, limit - Math.max(0, Math.floor(used)));
  const isAtLimit = remaining === 0;
  return (
    <div
      role="status"
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        isAtLimit
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-slate-200 bg-slate-50 text-slate-800',
        className,
      )}
    >
      <p>{isAtLimit ? limitReachedText(limit) : remainingChatsText(remaining)}</p>
      {isAtLimit && (
        <p className="mt-1">
          <Link
            to="/upgrade/unlimited_queries"
            className="font-semibold text-teal-800 underline underline-offset-4"
          >
            See {PLAN_DISPLAY_NAMES.wellness_plus}
          </Link>{' '}
          <span className="text-slate-700">
            or come back after midnight UTC, when the count resets.
          </span>
        </p>
      )}
    </div>
  );
}
