/**
 * What other modules may read of the safety summary (ADR 079): the bell's safety alerts, the
 * weekly report and the dashboard read the member's summary here, never a check of their own.
 */
import type { Db } from '#server/db/client';
import { oncePerApp } from '#server/lib/once-per-app';
import type { UserCacheGroup } from '#server/lib/user-cache';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { LAB_MEDICINE_RULES } from '#server/knowledge/person-rules/lab-rules';
import { createLatestLabResultsReader } from '#server/modules/labs/index';
import { createMedicationsReader } from '#server/modules/medications/index';
import type { PersonReader } from '#server/modules/profile/index';
import type { InteractionsService } from './interactions.service';
import { cabinetMedicines, earliestLabDay, labCautions } from './lab-cautions';
import { createSafetySummary, type SafetySummaryService } from './safety-summary';
import type { SafetySummary } from '#shared/contracts/safety-summary.contract';

export type { SafetySummaryService };

/** The summary reads the cabinet, the profile and the lab reports; any write to the member's rows drops it. */
const SUMMARY_TTL_MS = 10 * 60 * 1000;

export interface SafetySummaryKnowledge {
  knowledge: { interactions: KnowledgeIndex; biomarkers: BiomarkerReference };
  /** The one person query (ADR 174): the lab cautions' ranges read its sex and age. */
  person: Pick<PersonReader, 'read'>;
  now?: () => Date;
}

export function createSafetySummaryReader(
  db: Db,
  interactions: Pick<InteractionsService, 'check'>,
  caches: UserCacheGroup,
  { knowledge, person, now = () => new Date() }: SafetySummaryKnowledge,
): SafetySummaryService {
  const medicines = createMedicationsReader(db);
  const latestResults = createLatestLabResultsReader(db, knowledge.biomarkers, person);
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
  database: { db: Db };
  interactions: Pick<InteractionsService, 'check'>;
  userCaches: UserCacheGroup;
}

/**
 * The summary GET /api/safety/summary answers from, built once per app: the route and the
 * dashboard summary read the same one, so they share its per-user cache.
 */
export const safetySummaryOf = oncePerApp((context: SafetySummaryContext) =>
  createSafetySummaryReader(context.database.db, context.interactions, context.userCaches, {
    knowledge: context.knowledge,
    person: context.person,
    now: context.now,
  }),
);
