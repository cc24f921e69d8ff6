/**
 * What the medications module builds once per app: the cabinet's service (with its background
 * analysis timers) and the safety answer kept per user. Its routes and the dashboard summary read
 * through the same ones, so one analysis runs per change and a write drops the one cached answer.
 */
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type { Db } from '#server/db/client';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { oncePerApp } from '#server/lib/once-per-app';
import type { UserCache, UserCacheGroup } from '#server/lib/user-cache';
import { createMedicationsRepository } from './medications.repository';
import { createMedicationsService, type MedicationsService } from './medications.service';

/** What the cabinet's services are built from: the app context's parts it reads. */
export interface MedicationsServicesContext {
  database: { db: Db };
  userCaches: UserCacheGroup;
  now?: () => Date;
  log: { error: (object: object, message: string) => void };
  knowledge: { interactions: KnowledgeIndex };
  interactions: { check: (userId: string, items: string[]) => Promise<CheckResponse> };
}

export interface MedicationsServices {
  service: MedicationsService;
  /** The safety answer as JSON, per user, dropped when the cabinet or its analysis changes. */
  safetyCache: UserCache<string>;
}

/** The cabinet's services of this app, built on first use. */
export const medicationsServicesOf = oncePerApp(
  (context: MedicationsServicesContext): MedicationsServices => ({
    service: createMedicationsService(createMedicationsRepository(context.database.db), {
      index: context.knowledge.interactions,
      check: (userId, items) => context.interactions.check(userId, items),
      log: context.log,
      now: context.now,
    }),
    // Read on the dashboard and the cabinet page, and unchanged until the cabinet or its stored
    // analysis is written (both announce the write, ADR 025); the TTL is a backstop only.
    safetyCache: context.userCaches.create<string>({
      dependsOn: ['medications', 'medication_safety_analyses'],
      ttlMs: 60_000,
      maxEntries: 2_000,
    }),
  }),
);
