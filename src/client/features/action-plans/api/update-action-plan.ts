/** PATCH /api/action-plans/:id {status}: ticks an action done (completed_at set) or back to pending. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { requestChecked } from '#client/lib/checked-answer';
import type {
  ActionPlanPatch,
  ActionPlanPatchResponse,
  ActionPlansResponse,
} from '#shared/contracts/action-plans.contract';
import { useToday } from '#client/lib/use-today';
import { wellnessScoreKey } from '#client/features/wellness-score/api/get-wellness-score';
import { actionPlansKey } from './list-action-plans';

export interface UpdateActionPlanInput {
  id: string;
  patch: ActionPlanPatch;
}

export async function updateActionPlan({
  id,
  patch,
}: UpdateActionPlanInput): Promise<ActionPlanPatchResponse> {
  return requestChecked(
    `/api/action-plans/${encodeURIComponent(id)}`,
    () =>
      import('#shared/contracts/action-plans.contract').then(
        (c) => c.actionPlanPatchResponseSchema,
      ),
    { method: 'PATCH', body: patch },
  );
}

/** Puts the server's answer (the changed action, pending count and tip) straight into the list. */
export function applyActionPlanChange(
  list: ActionPlansResponse | undefined,
  change: ActionPlanPatchResponse,
): ActionPlansResponse | undefined {
  if (!list) return list;
  return {
    action_plans: list.action_plans.map((plan) =>
      plan.action_id === change.action_plan.action_id ? change.action_plan : plan,
    ),
    pending_count: change.pending_count,
    quick_tip: change.quick_tip,
  };
}

/** The list as it will be once the server agrees: the action's status and the pending count. */
export function applyStatusGuess(
  list: ActionPlansResponse | undefined,
  id: string,
  status: ActionPlanPatch['status'],
): ActionPlansResponse | undefined {
  if (!list) return list;
  const actionPlans = list.action_plans.map((plan) =>
    plan.action_id === id ? { ...plan, status } : plan,
  );
  return {
    ...list,
    action_plans: actionPlans,
    pending_count:
      list.pending_count +
      actionPlans.filter((p) => p.status === 'pending').length -
      list.action_plans.filter((p) => p.status === 'pending').length,
  };
}

export function useUpdateActionPlan() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = actionPlansKey(user?.id ?? null, useToday());
  return useMutation({
    mutationFn: updateActionPlan,
    // The box ticks at once; the server's answer then replaces the guess, or the old list comes back.
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ActionPlansResponse>(key);
      queryClient.setQueryData<ActionPlansResponse>(key, (list) =>
        applyStatusGuess(list, id, patch.status),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(key, context?.previous);
    },
    onSuccess: (change) => {
      queryClient.setQueryData<ActionPlansResponse>(key, (list) =>
        applyActionPlanChange(list, change),
      );
      // Completed actions count towards the wellness score.
      void queryClient.invalidateQueries({
        queryKey: wellnessScoreKey(user?.id ?? null),
      });
    },
  });
}
