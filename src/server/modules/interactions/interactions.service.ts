/**
 * The interaction checker's operations, one file per sub-resource (ADR 107): substances
 * (substances.ts), checks, the timing plan and the figures (interaction-checks.ts) and saved
 * analyses (saved-analyses-operations.ts), sharing one InteractionsContext
 * (interactions-context.ts) with the checks-run counter (check-counter.ts). Methods that act for
 * a person take the actor first.
 */
import type { Actor } from '#server/plugins/actor';
import { stopCheckCounter } from './check-counter';
import {
  checkerStats,
  checkForActor,
  checkForUser,
  timingPlan,
  type CheckOptions,
} from './interaction-checks';
import { createInteractionsContext, type InteractionsDeps } from './interactions-context';
import {
  deleteAnalysis,
  getAnalysis,
  listAnalyses,
  saveAnalysis,
} from './saved-analyses-operations';
import { searchSubstances, substanceDetail } from './substances';
import type { TimingItem } from './timing-planner';

export type { InteractionsDeps } from './interactions-context';

export function createInteractionsService(deps: InteractionsDeps) {
  const context = createInteractionsContext(deps);
  return {
    search: (text: string, limit: number) => searchSubstances(context, text, limit),
    substance: (id: string) => substanceDetail(context, id),

    /** For other modules' own work (a cabinet analysis, a safety alert): the user by id. */
    check: (userId: string | null, items: readonly string[], options?: CheckOptions) =>
      checkForUser(context, userId, items, options),
    /** A check someone ran: a visitor's (null) or a signed-in user's, with their plan and profile. */
    checkFor: (actor: Actor | null, items: readonly string[]) =>
      checkForActor(context, actor, items),
    timing: (items: readonly TimingItem[], wakeTime: string, bedTime: string) =>
      timingPlan(context, items, wakeTime, bedTime),
    stats: () => checkerStats(context),

    saveAnalysis: (actor: Actor, title: string, items: string[]) =>
      saveAnalysis(context, actor, title, items),
    listAnalyses: (actor: Actor) => listAnalyses(context, actor),
    getAnalysis: (actor: Actor, id: string) => getAnalysis(context, actor, id),
    deleteAnalysis: (actor: Actor, id: string) => deleteAnalysis(context, actor, id),

    /** Writes the checks counted since the last flush; called on shutdown too. */
    close: () => stopCheckCounter(context.checks),
  };
}
export type InteractionsService = ReturnType<typeof createInteractionsService>;
