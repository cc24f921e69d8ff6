/**
 * The action centre: on each load the rules run over the profile and tracked data; a rule
 * with no pending plan gets one stored (metadata.rule_key), completed plans stay the user's, and a
 * rule completed in the last week is not suggested again yet, so ticking a box sticks. The list is
 * the pending and recently completed plans, by priority, at most ACTION_PLANS_PER_LOAD (5).
 */
import type {
  ActionPlan,
  ActionPlanPatchResponse,
  ActionPlansResponse,
} from '#shared/contracts/action-plans.contract';
import {
  ACTION_PLANS_PER_LOAD,
  calculateEffort,
  type ActionPriority,
} from '#shared/domain/action-plan';
import {
  isSafetyRuleKey,
  priorityRank,
  quickTip,
  safetyRank,
  suggestActions,
} from '#shared/domain/action-rules';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { ActionInputsReader } from './action-inputs';
import type { ActionPlanRow, ActionPlansRepository } from './action-plans.repository';

const ACTION_NOT_FOUND_MESSAGE = 'Action not found';

/** A completed plan stays listed, and its rule is not suggested again, for this long. */
export const COMPLETED_VISIBLE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const ruleKeyOf = (row: ActionPlanRow): string | null =>
  typeof row.metadata.rule_key === 'string' ? row.metadata.rule_key : null;

function stepsOf(row: ActionPlanRow): string[] {
  const steps = row.metadata.steps;
  return Array.isArray(steps)
    ? steps.filter((step): step is string => typeof step === 'string')
    : [];
}

export function toActionPlan(row: ActionPlanRow): ActionPlan {
  return {
    action_id: row.action_id,
    title: row.title,
    description: row.description,
    category: row.category as ActionPlan['category'],
    priority: row.priority as ActionPlan['priority'],
    impact_score: row.impact_score,
    time_sensitivity: row.time_sensitivity,
    effort: calculateEffort(row.time_sensitivity),
    status: row.status as ActionPlan['status'],
    completed_at: row.completed_at?.toISOString() ?? null,
    scheduled_for: row.scheduled_for?.toISOString() ?? null,
    steps: stepsOf(row),
    rule_key: ruleKeyOf(row),
    created_at: row.created_at.toISOString(),
  };
}

// Safety actions (interactions, lab flags) always come first, whatever else is pending.
const byPriority = (a: ActionPlanRow, b: ActionPlanRow) =>
  safetyRank(ruleKeyOf(a)) - safetyRank(ruleKeyOf(b)) ||
  priorityRank(a.priority as ActionPriority) - priorityRank(b.priority as ActionPriority) ||
  b.impact_score - a.impact_score ||
  a.created_at.getTime() - b.created_at.getTime() ||
  a.action_id.localeCompare(b.action_id);

export interface ActionPlansDeps {
  repository: ActionPlansRepository;
  actionInputs: ActionInputsReader;
  now: () => Date;
}

export function createActionPlansService({ repository, actionInputs, now }: ActionPlansDeps) {
  /**
   * A pending safety action whose cause is gone (a medicine removed, a newer lab report) is not
   * listed: it would warn about a cabinet the user no longer has.
   */
  function isCurrent(row: ActionPlanRow, suggested: ReadonlySet<string> | null): boolean {
    const key = ruleKeyOf(row);
    return (
      suggested === null || row.status !== 'pending' || !isSafetyRuleKey(key) || suggested.has(key!)
    );
  }

  function visible(rows: ActionPlanRow[], suggested: ReadonlySet<string> | null): ActionPlanRow[] {
    const since = now().getTime() - COMPLETED_VISIBLE_DAYS * DAY_MS;
    return rows
      .filter(
        (row) =>
          row.status === 'pending' || (row.completed_at && row.completed_at.getTime() >= since),
      )
      .filter((row) => isCurrent(row, suggested))
      .sort(byPriority);
  }

  async function tipFor(userId: string, rows: ActionPlanRow[], today?: string): Promise<string> {
    const pending = rows.filter((row) => row.status === 'pending').sort(byPriority);
    return quickTip(await actionInputs(userId, today), pending);
  }

  async function list(actor: Actor, today?: string): Promise<ActionPlansResponse> {
    const userId = actor.id;
    const inputs = await actionInputs(userId, today);
    const suggestions = suggestActions(inputs);
    const rows = await repository.transaction(async (queries) => {
      await queries.lockUser(userId);
      const existing = await queries.list(userId);
      const since = now().getTime() - COMPLETED_VISIBLE_DAYS * DAY_MS;
      const taken = new Set(
        existing
          .filter(
            (row) =>
              row.status === 'pending' || (row.completed_at && row.completed_at.getTime() >= since),
          )
          .map(ruleKeyOf)
          .filter((key): key is string => key !== null),
      );
      const fresh = suggestions.filter((suggestion) => !taken.has(suggestion.rule_key));
      await queries.insertMany(
        userId,
        fresh.map((suggestion) => ({
          title: suggestion.title,
          description: suggestion.description,
          category: suggestion.category,
          priority: suggestion.priority,
          impact_score: suggestion.impact_score,
          time_sensitivity: suggestion.time_sensitivity,
          status: 'pending',
          metadata: { rule_key: suggestion.rule_key, steps: suggestion.steps },
        })),
      );
      return fresh.length > 0 ? queries.list(userId) : existing;
    });
    const suggested = new Set(suggestions.map((suggestion) => suggestion.rule_key));
    const pending = rows
      .filter((row) => row.status === 'pending' && isCurrent(row, suggested))
      .sort(byPriority);
    return {
      action_plans: visible(rows, suggested).slice(0, ACTION_PLANS_PER_LOAD).map(toActionPlan),
      pending_count: pending.length,
      quick_tip: quickTip(inputs, pending),
    };
  }

  /** Marks one of the actor's plans completed or pending again; 404 for anyone else's. */
  async function setStatus(
    actor: Actor,
    actionId: string,
    status: 'pending' | 'completed',
    today?: string,
  ): Promise<ActionPlanPatchResponse> {
    const userId = actor.id;
    const row = await repository.setStatus(userId, actionId, status, now());
    if (!row) throw new AppError(404, 'NOT_FOUND', ACTION_NOT_FOUND_MESSAGE);
    const rows = await repository.list(userId);
    return {
      action_plan: toActionPlan(row),
      pending_count: rows.filter((r) => r.status === 'pending').length,
      quick_tip: await tipFor(userId, rows, today),
    };
  }

  return { list, setStatus };
}
export type ActionPlansService = ReturnType<typeof createActionPlansService>;
