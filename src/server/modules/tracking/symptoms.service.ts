/** Symptom logging: the caller's own logs only; each write re-checks the badges. */
import type { SymptomList, Symptom, DateRangeQuery } from '#shared/contracts/tracking.contract';
import type { symptomInputSchema } from '#shared/contracts/tracking.contract';
import { DATE_MESSAGE, localDateOfTimestamp } from '#shared/domain/dates';
import type { z } from 'zod';
import { AppError, validationError } from '#server/lib/app-error';
import type { SymptomsRepository } from './symptoms.repository';
import { assertLoggableDate, resolveRange, type Clock } from './tracking-input';
import { toSymptom } from './tracking-views';
import type { Actor } from '#server/plugins/actor';

type SymptomInput = z.output<typeof symptomInputSchema>;

export function createSymptomsService(
  repository: SymptomsRepository,
  options: { now: Clock; afterWrite: (userId: string, day?: string) => Promise<void> },
) {
  return {
    async create(actor: Actor, input: SymptomInput): Promise<Symptom> {
      const day = localDateOfTimestamp(input.occurred_at);
      if (!day) throw validationError(DATE_MESSAGE);
      assertLoggableDate(day, options.now());
      const row = await repository.insert(actor.id, {
        name: input.name,
        severity: input.severity,
        occurred_at: new Date(input.occurred_at),
        occurred_on: day,
        note: input.note,
        triggers: [...new Set(input.triggers)],
      });
      await options.afterWrite(actor.id, day);
      return toSymptom(row);
    },
    async list(actor: Actor, query: DateRangeQuery): Promise<SymptomList> {
      const range = resolveRange(query, options.now());
      const rows = await repository.listBetween(actor.id, range.from, range.to);
      return { ...range, symptoms: rows.map(toSymptom) };
    },
    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repository.delete(actor.id, id)))
        throw new AppError(404, 'NOT_FOUND', 'Symptom log not found');
    },
  };
}
export type SymptomsService = ReturnType<typeof createSymptomsService>;
