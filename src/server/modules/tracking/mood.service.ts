/** Mood and energy check-ins: one per day, upserted; each write re-checks the badges. */
import type {
  DateRangeQuery,
  MoodEntry,
  MoodList,
  moodInputSchema,
} from '#shared/contracts/tracking.contract';
import type { z } from 'zod';
import type { MoodRepository } from './mood.repository';
import { assertLoggableDate, resolveRange, type Clock } from './tracking-input';
import { toMoodEntry } from './tracking-views';

type MoodInput = z.output<typeof moodInputSchema>;

export function createMoodService(
  repository: MoodRepository,
  options: { now: Clock; afterWrite: (userId: string, day?: string) => Promise<void> },
) {
  return {
    async save(userId: string, date: string, input: MoodInput): Promise<MoodEntry> {
      assertLoggableDate(date, options.now());
      const row = await repository.upsert(userId, date, {
        mood: input.mood,
        energy: input.energy,
        tags: [...new Set(input.tags)],
        note: input.note,
      });
      await options.afterWrite(userId, date);
      return toMoodEntry(row);
    },
    async list(userId: string, query: DateRangeQuery): Promise<MoodList> {
      const range = resolveRange(query, options.now());
      const rows = await repository.listBetween(userId, range.from, range.to);
      return { ...range, entries: rows.map(toMoodEntry) };
    },
    remove(userId: string, date: string): Promise<boolean> {
      return repository.delete(userId, date);
    },
  };
}
export type MoodService = ReturnType<typeof createMoodService>;
