/**
 * Action plans: the dashboard's action centre, stored in health_action_plans, at most 5 per load.
 * The zod schemas here are the API both sides use.
 */
import { z } from 'zod';
import { ACTION_PRIORITIES } from '../domain/action-plan';

// GET /api/action-plans?today=YYYY-MM-DD, PATCH /api/action-plans/:id (paid 'personalized_recommendations')

export const ACTION_CATEGORIES = ['nutrition', 'lifestyle', 'fitness'] as const;
export const ACTION_STATUSES = ['pending', 'completed'] as const;

export const actionPlanSchema = z.object({
  action_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(ACTION_CATEGORIES),
  priority: z.enum(ACTION_PRIORITIES),
  /** 'Impact: n/10' (default 7). */
  impact_score: z.number().int(),
  time_sensitivity: z.number().int(),
  /** 'Effort: n/5' = ceil(time_sensitivity / 2). */
  effort: z.number().int(),
  status: z.enum(ACTION_STATUSES),
  completed_at: z.string().nullable(),
  scheduled_for: z.string().nullable(),
  /** metadata.steps: shown expandable when there is more than one. */
  steps: z.array(z.string()),
  /** The rule that generated it (metadata.rule_key); null for plans made elsewhere. */
  rule_key: z.string().nullable(),
  created_at: z.string(),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

export const actionPlansResponseSchema = z.object({
  action_plans: z.array(actionPlanSchema).max(5),
  pending_count: z.number().int(),
  quick_tip: z.string(),
});
export type ActionPlansResponse = z.infer<typeof actionPlansResponseSchema>;

export const actionPlanPatchSchema = z.strictObject({
  status: z.enum(ACTION_STATUSES, { error: "status must be 'pending' or 'completed'" }),
});
export type ActionPlanPatch = z.infer<typeof actionPlanPatchSchema>;

export const actionPlanPatchResponseSchema = z.object({
  action_plan: actionPlanSchema,
  pending_count: z.number().int(),
  quick_tip: z.string(),
});
export type ActionPlanPatchResponse = z.infer<typeof actionPlanPatchResponseSchema>;
