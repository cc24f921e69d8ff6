import { describe, expect, it } from 'vitest';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { Actor } from '#server/plugins/actor';
import type { MedicationRow, MedicationsRepository } from './medications.repository';
import { createMedicationsService } from './medications.service';

const member = { id: 'member-1' } as Actor;
const RESULT: CheckResponse = {
  items: [],
  interactions: [],
  duplicates: [],
  cautions: [],
  detail: 'basic',
  profile_used: false,
  knowledge_version: 'knowledge-1',
};

/** A cabinet of one medicine with nothing stored yet, and a check that answers when told to. */
function cabinetWithSlowCheck() {
  let stored: Parameters<MedicationsRepository['saveAnalysis']>[1] | null = null;
  const repository = {
    listActive: async () => [{ id: 'med-1', name: 'Warfarin' } as MedicationRow],
    findAnalysis: async () => (stored ? { ...stored, user_id: member.id } : null),
    saveAnalysis: async (_userId: string, values: NonNullable<typeof stored>) => {
      stored = values;
    },
  } as Pick<MedicationsRepository, 'listActive' | 'findAnalysis' | 'saveAnalysis'>;
  const answers: ((result: CheckResponse) => void)[] = [];
  let tick = 0;
  const service = createMedicationsService(repository as MedicationsRepository, {
    index: { version: 'knowledge-1' } as KnowledgeIndex,
    check: () => new Promise<CheckResponse>((resolve) => answers.push(resolve)),
    log: { error: () => {} },
    // Each analysis gets its own time, so two analyses could never look like one.
    now: () => new Date(Date.UTC(2026, 11, 4, 12, 0, 0, tick++)),
  });
  return { service, answers };
}

describe("the cabinet's safety analysis", () => {
  it('makes one analysis for reads that find it stale at the same time, and all of them name it', async () => {
    const { service, answers } = cabinetWithSlowCheck();
    const first = service.safety(member);
    const second = service.safety(member);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // One check is on its way for both reads (two would each store their own time).
    expect(answers).toHaveLength(1);
    answers[0]!(RESULT);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(a.status).toBe('ready');
    // Once stored, a read answers the stored analysis without checking again.
    expect((await service.safety(member)).analyzed_at).toBe(a.analyzed_at);
    expect(answers).toHaveLength(1);
    service.close();
  });
});
