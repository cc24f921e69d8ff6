/**
 * What other modules may read of the safety summary (ADR 079): the bell's safety alerts, the
 * weekly report and the dashboard read the member's summary here, never a check of their own.
 */
import type { Db } from '#server/db/client';
import type { UserCacheGroup } from '#server/lib/user-cache';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import type { InteractionsService } from './interactions.service';
import { createSafetySummary, type SafetySummaryService } from './safety-summary';
import type { SafetySummary } from '#shared/contracts/safety-summary.contract';

export type { SafetySummaryService };

/** The summary reads the cabinet and the profile; any write to the member's rows drops it. */
const SUMMARY_TTL_MS = 10 * 60 * 1000;

export function createSafetySummaryReader(
  db: Db,
  interactions: Pick<InteractionsService, 'check'>,
  caches: UserCacheGroup,
): SafetySummaryService {
  const medicines = createMedicationsReader(db);
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
    },
    cache,
  );
}
