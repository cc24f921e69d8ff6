/**
 * What every operation on the cabinet shares: its repository, the knowledge index names are
 * resolved with, the interaction check the background analysis runs, and the timers of the
 * analyses waiting to run (one per member, about a second after their last change). Built once per
 * service (createMedicationsService).
 */
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type { SafetyAnalysis } from '#shared/contracts/medications.contract';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { MedicationsRepository } from './medications.repository';

export interface MedicationsDeps {
  index: KnowledgeIndex;
  /** Runs the interaction check for this user (their plan's detail, their profile's cautions). */
  check: (userId: string, items: string[]) => Promise<CheckResponse>;
  log: { error: (object: object, message: string) => void };
  now?: () => Date;
  delayMs?: number;
}

export interface MedicationsContext {
  repository: MedicationsRepository;
  index: KnowledgeIndex;
  check: MedicationsDeps['check'];
  log: MedicationsDeps['log'];
  now: () => Date;
  delayMs: number;
  /** Each member's waiting analysis (cabinet-safety.ts), so a later change restarts its wait. */
  timers: Map<string, NodeJS.Timeout>;
  /** Each member's analysis on its way, so a read waits for it instead of making another. */
  running: Map<string, Promise<SafetyAnalysis>>;
}
