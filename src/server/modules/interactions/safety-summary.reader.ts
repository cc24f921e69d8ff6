/**
 * What other modules may read of the safety summary (ADR 079): the bell's safety alerts, the
 * weekly report and the dashboard read the member's summary here, never a check of their own.
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { UserCacheGroup } from '#server/lib/user-cache';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { LAB_MEDICINE_RULES } from '#server/knowledge/person-rules/lab-rules';
import type { LatestLabResultsReader } from '#server/modules/labs/index';
import type { MedicationsReader } from '#server/modules/medications/index';
import type { InteractionsService } from './interactions.service';
import { cabinetMedicines, earliestLabDay, labCautions } from './lab-cautions';
import { createSafetySummary, type SafetySummaryService } from './safety-summary';
import type { SafetySummary } from '#shared/contracts/safety-summary.contract';

export type { SafetySummaryService };

/** The summary reads the cabinet, the profile and the lab reports; any write to the member's rows drops it. */
const SUMMARY_TTL_MS = 10 * 60 * 1000;

export interface SafetySummaryKnowledge {
  knowledge: { interactions: KnowledgeIndex; biomarkers: BiomarkerReference };
  now?: () => Date;
}

/**
 * The app context's readers the summary reads through (ADR 176): the cabinet, and the latest lab
 * results (whose ranges read the sex and age of the one person query, ADR 174).
 */
export interface SafetySummaryReaders {
  medications: Pick<MedicationsReader, 'cabinetEntries'>;
  latestLabResults: LatestLabResultsReader;
}

export function createSafetySummaryReader(
  { medications: medicines, latestLabResults: latestResults }: SafetySummaryReaders,
  interactions: Pick<InteractionsService, 'check'>,
  caches: UserCacheGroup,
  { knowledge, now = () => new Date() }: SafetySummaryKnowledge,
): SafetySummaryService {
  const cache = caches.create<SafetySummary>({
    dependsOn: 'any',
    ttlMs: SUMMARY_TTL_MS,
    maxEntries: 10_000,
  });
  return createSafetySummary(
    {
      activeMedicines: async (userId) =>
        (await medicines.cabinetEntries(userId)).map((m) => m.name),
      // Not counted: the public checks-run figure counts checks people ran, not summaries read.
      check: (userId, names) => interactions.check(userId, names, { counted: false }),
      labCautions: async (userId, names) => {
        const today = now();
        return labCautions({
          rules: LAB_MEDICINE_RULES,
          medicines: cabinetMedicines(names, knowledge.interactions),
          results: await latestResults(userId, earliestLabDay(LAB_MEDICINE_RULES, today)),
          reference: knowledge.biomarkers,
          today,
        });
      },
    },
    cache,
  );
}

/** What the interactions module's own summary is built from: the app context's parts it reads. */
export interface SafetySummaryContext extends SafetySummaryKnowledge {
  readers: SafetySummaryReaders;
  interactions: Pick<InteractionsService, 'check'>;
  userCaches: UserCacheGroup;
}

/**
 * The summary GET /api/safety/summary answers from, built once per app: the route and the
 * dashboard summary read the same one, so they share its per-user cache.
 */
export const safetySummaryOf = oncePerApp((context: SafetySummaryContext) =>
  createSafetySummaryReader(context.readers, context.interactions, context.userCaches, {
    knowledge: context.knowledge,
    now: context.now,
  }),
);
