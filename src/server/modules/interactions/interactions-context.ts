/**
 * What every operation of the interaction checker shares: the knowledge index and repository,
 * the saved analyses, how a signed-in user's profile facts and plan detail are read, and the
 * checks-run counter. Built once per service (createInteractionsService).
 */
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { KnowledgeRepository } from '#server/knowledge/knowledge.repository';
import { startCheckCounter, type CheckCounter } from './check-counter';
import type { DetailLevel } from './check-interactions';
import type { ProfileFacts } from './profile-facts';
import type { SavedAnalysesRepository } from './saved-analyses.repository';

export interface InteractionsDeps {
  index: KnowledgeIndex;
  knowledge: Pick<KnowledgeRepository, 'addChecks' | 'checksRun'>;
  saved: SavedAnalysesRepository;
  /** The signed-in user's profile facts; null when they have no profile yet. */
  profileFacts: (userId: string) => Promise<ProfileFacts | null>;
  /** 'full' when the user's plan includes the interaction database's detail. */
  detailLevel: (userId: string) => Promise<DetailLevel>;
  flushIntervalMs?: number;
  onFlushError?: (error: unknown) => void;
}

/** The deps but the counter's settings, which the counter holds. */
export interface InteractionsContext extends Omit<
  InteractionsDeps,
  'flushIntervalMs' | 'onFlushError'
> {
  /** Checks people ran, counted in memory and written every few seconds (check-counter.ts). */
  checks: CheckCounter;
}

/** The context, its counter's timer started (it does not keep the process alive). */
export function createInteractionsContext(deps: InteractionsDeps): InteractionsContext {
  return {
    index: deps.index,
    knowledge: deps.knowledge,
    saved: deps.saved,
    profileFacts: deps.profileFacts,
    detailLevel: deps.detailLevel,
    checks: startCheckCounter(deps.knowledge, deps.flushIntervalMs ?? 5_000, (error) =>
      deps.onFlushError?.(error),
    ),
  };
}
