/**
 * The medicine cabinet's service: its operations are plain functions of one context, in files by
 * sub-resource (ADR 107): the medicines (cabinet-entries.ts), the background safety analysis and
 * the side-effects lookup (cabinet-safety.ts) and one medicine's page (medication-detail.ts). This
 * factory builds the context once and only delegates.
 */
import type { Actor } from '#server/plugins/actor';
import { SAFETY_ANALYSIS_DELAY_MS } from '#shared/domain/profile-status';
import type { MedicationInputValues } from './cabinet-rows';
import { addMedication, listCabinet, removeMedication, updateMedication } from './cabinet-entries';
import { analyzeMedicines, readSafety, stopAnalyses } from './cabinet-safety';
import { readMedicationDetail } from './medication-detail';
import type { MedicationsContext, MedicationsDeps } from './medications-context';
import type { MedicationsRepository } from './medications.repository';

export function createMedicationsService(repository: MedicationsRepository, deps: MedicationsDeps) {
  const ctx: MedicationsContext = {
    repository,
    index: deps.index,
    check: deps.check,
    log: deps.log,
    now: deps.now ?? (() => new Date()),
    delayMs: deps.delayMs ?? SAFETY_ANALYSIS_DELAY_MS,
    timers: new Map(),
    running: new Map(),
  };
  return {
    /** The knowledge base's version the stored analyses are checked against. */
    knowledgeVersion: deps.index.version,
    list: (actor: Actor) => listCabinet(ctx, actor),
    create: (actor: Actor, input: MedicationInputValues) => addMedication(ctx, actor, input),
    update: (actor: Actor, id: string, patch: Partial<MedicationInputValues>) =>
      updateMedication(ctx, actor, id, patch),
    remove: (actor: Actor, id: string) => removeMedication(ctx, actor, id),
    safety: (actor: Actor) => readSafety(ctx, actor),
    /** One medicine's page: the medicine, its facts, and what it meets in the cabinet. */
    detail: (actor: Actor, id: string) => readMedicationDetail(ctx, actor, id),
    /** analyze-medications: side effects and warnings per medication, and their interactions. */
    analyze: (actor: Actor, names: string[] | null) => analyzeMedicines(ctx, actor, names),
    close: () => stopAnalyses(ctx),
  };
}
export type MedicationsService = ReturnType<typeof createMedicationsService>;
