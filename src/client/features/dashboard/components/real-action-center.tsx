/**
 * The real Action Center: the user's action plans from the API (up to 5, by priority), each ticked
 * done or back to pending with PATCH /api/action-plans/:id; the pending count and quick tip are the
 * server's answer, so they always match what was saved.
 */
import { isSafetyRuleKey } from '#shared/domain/action-rules';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useActionPlans } from '#client/features/action-plans/api/list-action-plans';
import { useUpdateActionPlan } from '#client/features/action-plans/api/update-action-plan';
import type { ActionPlan } from '#shared/contracts/action-plans.contract';
import type { ActionCardData } from './action-card';
import { ActionCenterView } from './action-center-view';
import { PanelStatus } from './panel-status';
import type { TabHeadingLevel } from './tab-heading';

export function toActionCard(plan: ActionPlan): ActionCardData {
  return {
    id: plan.action_id,
    title: plan.title,
    description: plan.description ?? '',
    category: plan.category,
    priority: plan.priority,
    impactScore: plan.impact_score,
    effort: plan.effort,
    steps: plan.steps,
    isCompleted: plan.status === 'completed',
    isSafety: isSafetyRuleKey(plan.rule_key),
  };
}

export function RealActionCenter({
  headingLevel,
}: {
  headingLevel: TabHeadingLevel;
}): ReactElement {
  const plans = useActionPlans();
  const update = useUpdateActionPlan();
  if (!plans.isSuccess)
    return (
      <PanelStatus
        query={plans}
        loading="Loading your actions..."
        failed="Your actions could not be loaded"
      />
    );
  const savingId = update.isPending ? (update.variables?.id ?? null) : null;
  return (
    <div className="space-y-3">
      <ActionCenterView
        actions={plans.data.action_plans.map(toActionCard)}
        pendingCount={plans.data.pending_count}
        quickTip={plans.data.quick_tip}
        headingLevel={headingLevel}
        savingId={savingId}
        onToggle={(action) =>
          update.mutate({
            id: action.id,
            patch: { status: action.isCompleted ? 'pending' : 'completed' },
          })
        }
        empty={
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            No actions yet. They are made from your{' '}
            <Link
              to="/profile"
              className="font-semibold text-teal-800 underline underline-offset-4"
            >
              profile
            </Link>{' '}
            and what you{' '}
            <Link to="/log" className="font-semibold text-teal-800 underline underline-offset-4">
              log each day
            </Link>
            .
          </p>
        }
      />
      {update.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          That change was not saved: {update.error.message}
        </p>
      )}
    </div>
  );
}
