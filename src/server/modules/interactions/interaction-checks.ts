/**
 * Interaction checks for visitors and users, the timing plan and the checker's figures. Visitors
 * and free users get every interacting pair with its severity, what to do and spacing; a paid plan
 * adds mechanism and evidence.
 */
import {
  TIMING_MESSAGES,
  type CheckResponse,
  type KnowledgeStats,
  type TimingResponse,
} from '#shared/contracts/interactions.contract';
import { interactionDetailFor } from '#shared/domain/plan-access';
import { validationError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { checkInteractions, type DetailLevel } from './check-interactions';
import type { InteractionsContext } from './interactions-context';
import { planTiming, wakingDay, type TimingItem } from './timing-planner';

/** A waking day shorter than this leaves no room to space doses apart. */
const MIN_WAKING_MINUTES = 8 * 60;

export interface CheckOptions {
  /**
   * `false` for a check nobody asked for (a safety alert worked out while the bell is read): the
   * public 'checks run' figure counts checks people ran.
   */
  counted?: boolean;
  /** The plan's detail when the caller knows it; otherwise read for the user. */
  planDetail?: DetailLevel;
}

/** A check for a visitor (null) or a user by id, with their plan's detail and their profile. */
export async function checkForUser(
  ctx: InteractionsContext,
  userId: string | null,
  items: readonly string[],
  { counted = true, planDetail }: CheckOptions = {},
): Promise<CheckResponse> {
  const [detail, profile] = userId
    ? await Promise.all([planDetail ?? ctx.detailLevel(userId), ctx.profileFacts(userId)])
    : (['basic', null] as const);
  if (counted) ctx.checks.pending += 1;
  return checkInteractions(ctx.index, items, {
    detail,
    profile: userId ? (profile ?? { age: null, conditions: new Map(), allergies: [] }) : null,
  });
}

/** A check someone ran: a visitor's (null) or a signed-in user's, with their plan and profile. */
export function checkForActor(
  ctx: InteractionsContext,
  actor: Actor | null,
  items: readonly string[],
): Promise<CheckResponse> {
  return checkForUser(ctx, actor?.id ?? null, items, {
    planDetail: actor ? interactionDetailFor(actor.plan) : undefined,
  });
}

export function timingPlan(
  { index }: InteractionsContext,
  items: readonly TimingItem[],
  wakeTime: string,
  bedTime: string,
): TimingResponse {
  const { wake, bed } = wakingDay(wakeTime, bedTime);
  if (bed - wake < MIN_WAKING_MINUTES) throw validationError(TIMING_MESSAGES.wakeBeforeBed);
  return planTiming(index, items, wakeTime, bedTime);
}

/** The checker's figures: checks run (stored plus not yet written) and the knowledge base's size. */
export async function checkerStats(ctx: InteractionsContext): Promise<KnowledgeStats> {
  const { index } = ctx;
  return {
    checks_run: (await ctx.knowledge.checksRun()) + ctx.checks.pending,
    substances: index.substances.size,
    interaction_records: index.records.length,
    interacting_pairs: index.pairCount,
    by_kind: index.countsByKind(),
    knowledge_version: index.version,
  };
}
