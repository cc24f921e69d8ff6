/** Mood and energy check-ins: one per day, upserted; each write re-checks the badges. */
import type {
  DateRangeQuery,
  MoodEntry,
  MoodList,
  moodInputSchema,
} from '#shared/contracts/tracking.contract';
import type { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import type { MoodRepository } from './mood.repository';
import { assertLoggableDate, resolveRange, type Clock } from './tracking-input';
import { toMoodEntry } from './tracking-views';
import type { Actor } from '#server/plugins/actor';

type MoodInput = z.output<typeof moodInputSchema>;

export function createMoodService(
  repository: MoodRepository,
  options: { now: Clock; afterWrite: (userId: string, day?: string) => Promise<void> },
) {
  return {
    async save(actor: Actor, date: string, input: MoodInput): Promise<MoodEntry> {
      assertLoggableDate(date, options.now());
      const { row, isNewDay } = await repository.upsert(actor.id, date, {
        mood: input.mood,
        energy: input.energy,
        tags: [...new Set(input.tags)],
        note: input.note,
      });
      // The badges are measured on which days are tracked, not on what a day holds: replacing a
      // day's check-in cannot earn one, so only a new day is checked.
      if (isNewDay) await options.afterWrite(actor.id, date);
      return toMoodEntry(row);
    },
    async list(actor: Actor, query: DateRangeQuery): Promise<MoodList> {
      const range = resolveRange(query, options.now());
      const rows = await repository.listBetween(actor.id, range.from, range.to);
      return { ...range, entries: rows.map(toMoodEntry) };
    },
    async remove(actor: Actor, date: string): Promise<void> {
      if (!(await repository.delete(actor.id, date)))
        throw new AppError(404, 'NOT_FOUND', 'No mood check-in on that date');
    },
  };
}
export type MoodService = ReturnType<typeof createMoodService>;
