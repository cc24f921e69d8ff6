/** A small 'Wellness Pro' badge for paid users, linking to their subscription. Nothing for free users. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { usePlanAccess } from '../hooks/use-plan-access';

export function PlanBadge({ className }: { className?: string }): ReactElement | null {
  const { isPaid, plan } = usePlanAccess();
  if (!isPaid) return null;
  return (
    <Link
      to="/subscription"
      aria-label={`Your plan: ${PLAN_DISPLAY_NAMES[plan]}`}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full bg-teal-700 px-3 text-xs font-semibold text-white hover:bg-teal-800',
        className,
      )}
    >
      <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
      {PLAN_DISPLAY_NAMES[plan]}
    </Link>
  );
}
