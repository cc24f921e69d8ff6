/**
 * Interaction checks for visitors and users: search, check, timing plan and saved analyses.
 * Visitors and free users get every interacting pair with its severity, what to do and spacing;
 * a paid plan adds mechanism and evidence. Checks run are counted in memory and flushed every few
 * seconds, so the counter never becomes a per-request write on one hot row.
 */
import {
  TIMING_MESSAGES,
  type CheckResponse,
  type KnowledgeStats,
  type SavedAnalysis,
  type SavedAnalysisSummary,
  type SubstanceDetail,
  type SubstanceSearchResult,
  type TimingResponse,
} from '#shared/contracts/interactions.contract';
import { interactionDetailFor } from '#shared/domain/plan-access';
import { SUBSTANCE_CLASSES, type SubstanceClass } from '#server/knowledge/classes';
import { AppError, validationError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { KnowledgeRepository } from '#server/knowledge/knowledge.repository';
import { checkInteractions, type DetailLevel } from './check-interactions';
import type { ProfileFacts } from './profile-facts';
import type { SavedAnalysesRepository } from './saved-analyses.repository';
import { planTiming, wakingDay, type TimingItem } from './timing-planner';

/** A waking day shorter than this leaves no room to space doses apart. */
const MIN_WAKING_MINUTES = 8 * 60;

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

/** Another user's analysis answers the same as a missing one. */
const analysisNotFound = () => new AppError(404, 'NOT_FOUND', 'Analysis not found');

export function createInteractionsService(deps: InteractionsDeps) {
  const { index } = deps;
  let pendingChecks = 0;

  async function flushChecks(): Promise<void> {
    if (pendingChecks === 0) return;
    const count = pendingChecks;
    pendingChecks = 0;
    try {
      await deps.knowledge.addChecks(count);
    } catch (error) {
      pendingChecks += count; // keep them for the next flush
      deps.onFlushError?.(error);
    }
  }
  const timer = setInterval(() => void flushChecks(), deps.flushIntervalMs ?? 5_000);
  timer.unref();

  /**
   * `counted: false` for a check nobody asked for (a safety alert worked out while the bell is
   * read): the public 'checks run' figure counts checks people ran.
   */
  async function runCheck(
    userId: string | null,
    items: readonly string[],
    { counted = true, planDetail }: { counted?: boolean; planDetail?: DetailLevel } = {},
  ): Promise<CheckResponse> {
    const [detail, profile] = userId
      ? await Promise.all([planDetail ?? deps.detailLevel(userId), deps.profileFacts(userId)])
      : (['basic', null] as const);
    if (counted) pendingChecks += 1;
    return checkInteractions(index, items, {
      detail,
      profile: userId ? (profile ?? { age: null, conditions: new Map(), allergies: [] }) : null,
    });
  }

  function summarize(row: {
    id: string;
    title: string;
    items: string[];
    result: CheckResponse;
    created_at: Date;
  }): SavedAnalysisSummary {
    const count = (severity: string) =>
      row.result.interactions.filter((i) => i.severity === severity).length;
    return {
      id: row.id,
      title: row.title,
      items: row.items,
      major: count('major'),
      moderate: count('moderate'),
      minor: count('minor'),
      created_at: row.created_at.toISOString(),
    };
  }

  return {
    search(text: string, limit: number): SubstanceSearchResult[] {
      return index.search(text, limit).map((hit) => ({
        ...index.ref(hit.substanceId),
        matched: hit.matched,
        close_match: hit.typo,
      }));
    },

    substance(id: string): SubstanceDetail {
      const substance = index.substances.get(id);
      if (!substance) throw new AppError(404, 'NOT_FOUND', 'Substance not found');
      return {
        ...index.ref(id),
        summary: substance.summary,
        classes: substance.classes.map((cls) => ({
          id: cls,
          label: SUBSTANCE_CLASSES[cls as SubstanceClass].label,
        })),
        brands_us: substance.brands_us,
        brands_uk: substance.brands_uk,
        ingredients: substance.ingredients.map((ingredient) => index.ref(ingredient)),
        side_effects: substance.side_effects,
        serious_side_effects: substance.serious_side_effects,
        warnings: substance.warnings,
        sources: substance.sources,
      };
    },

    /** For other modules' own work (a cabinet analysis, a safety alert): the user by id. */
    check: runCheck,

    /** A check someone ran: a visitor's (null) or a signed-in user's, with their plan and profile. */
    checkFor: (actor: Actor | null, items: readonly string[]) =>
      runCheck(actor?.id ?? null, items, {
        planDetail: actor ? interactionDetailFor(actor.plan) : undefined,
      }),

    timing(items: readonly TimingItem[], wakeTime: string, bedTime: string): TimingResponse {
      const { wake, bed } = wakingDay(wakeTime, bedTime);
      if (bed - wake < MIN_WAKING_MINUTES) throw validationError(TIMING_MESSAGES.wakeBeforeBed);
      return planTiming(index, items, wakeTime, bedTime);
    },

    async stats(): Promise<KnowledgeStats> {
      return {
        checks_run: (await deps.knowledge.checksRun()) + pendingChecks,
        substances: index.substances.size,
        interaction_records: index.records.length,
        interacting_pairs: index.pairCount,
        by_kind: index.countsByKind(),
        knowledge_version: index.version,
      };
    },

    async saveAnalysis(actor: Actor, title: string, items: string[]): Promise<SavedAnalysis> {
      const result = await runCheck(actor.id, items, {
        planDetail: interactionDetailFor(actor.plan),
      });
      const row = await deps.saved.insert(actor.id, { title, items, result });
      return { ...summarize(row), result: row.result };
    },

    async listAnalyses(actor: Actor): Promise<SavedAnalysisSummary[]> {
      return (await deps.saved.list(actor.id)).map(summarize);
    },

    async getAnalysis(actor: Actor, id: string): Promise<SavedAnalysis> {
      const row = await deps.saved.find(actor.id, id);
      if (!row) throw analysisNotFound();
      return { ...summarize(row), result: row.result };
    },

    async deleteAnalysis(actor: Actor, id: string): Promise<void> {
      if (!(await deps.saved.delete(actor.id, id))) throw analysisNotFound();
    },

    /** Writes the checks counted since the last flush; called on shutdown too. */
    async close(): Promise<void> {
      clearInterval(timer);
      await flushChecks();
    },
  };
}
export type InteractionsService = ReturnType<typeof createInteractionsService>;
