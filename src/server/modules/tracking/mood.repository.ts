/** Mood entry queries; every one filters by the owner's id. */
import { and, asc, between, eq, getTableColumns, placeholder, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createKeyedBatches, oneAfterAnother } from '#server/lib/keyed-turns';
import { moodEntries } from './mood.table';

export type MoodRow = typeof moodEntries.$inferSelect;
export type MoodValues = Pick<MoodRow, 'mood' | 'energy' | 'tags' | 'note'>;

export function createMoodRepository(db: Db) {
  const onDay = (userId: string, date: string) =>
    and(eq(moodEntries.user_id, userId), eq(moodEntries.entry_date, date));
  // Built once (ADR 117): the save is the member's most frequent write, and building the
  // statement cost about as much as running it. The replaced fields come from `excluded`, so the
  // values are sent once.
  const upsertStatement = db
    .insert(moodEntries)
    .values({
      user_id: placeholder('user_id'),
      entry_date: placeholder('entry_date'),
      mood: placeholder('mood'),
      energy: placeholder('energy'),
      tags: placeholder('tags'),
      note: placeholder('note'),
    })
    .onConflictDoUpdate({
      target: [moodEntries.user_id, moodEntries.entry_date],
      set: {
        mood: sql`excluded.mood`,
        energy: sql`excluded.energy`,
        tags: sql`excluded.tags`,
        note: sql`excluded.note`,
        updated_at: sql`now()`,
      },
    })
    .returning({
      ...getTableColumns(moodEntries),
      isNewDay: sql<boolean>`(xmax = 0)`.mapWith(Boolean),
    })
    .prepare('wellnest_mood_upsert');
  type Saved = { row: MoodRow; isNewDay: boolean };
  async function saveOne(userId: string, date: string, values: MoodValues): Promise<Saved> {
    const [result] = await upsertStatement.execute({
      ...values,
      user_id: userId,
      entry_date: date,
    });
    if (!result) throw new Error('upsert returned no row');
    const { isNewDay, ...row } = result;
    return { row, isNewDay };
  }
  // The saves of one day take turns in this process, and those that wait for their turn are
  // taken together (ADR 117 addendum, ADR 145): on PostgreSQL each would wait for the one before
  // it on the row's lock until its commit is flushed, so a day saved by many requests at once ran
  // at one commit at a time. A save replaces the day's whole check-in, so a batch stores its last
  // save's values in one statement, and each earlier save is answered with the row as it would
  // have left it (its own values, the same row, id and times), as if they had run one after
  // another in the instant of that statement. Only the first can have made the day new. If the
  // statement fails, the saves run one after another, each meeting its own outcome.
  const inBatches = createKeyedBatches<{ userId: string; date: string; values: MoodValues }, Saved>(
    async (saves) => {
      const last = saves.at(-1)!;
      if (saves.length === 1)
        return oneAfterAnother(saves, (save) => saveOne(save.userId, save.date, save.values));
      let stored: Saved;
      try {
        stored = await saveOne(last.userId, last.date, last.values);
      } catch {
        return oneAfterAnother(saves, (save) => saveOne(save.userId, save.date, save.values));
      }
      return saves.map((save, index) => ({
        status: 'fulfilled' as const,
        value: {
          row: index === saves.length - 1 ? stored.row : { ...stored.row, ...save.values },
          isNewDay: index === 0 && stored.isNewDay,
        },
      }));
    },
  );
  return {
    /**
     * One entry a day: a second save of the same day replaces it. `isNewDay` says whether the day
     * had no entry before (the row was inserted, so PostgreSQL left its xmax at 0): only a new day
     * changes which days are tracked, the facts the badges are measured on.
     */
    upsert(userId: string, date: string, values: MoodValues): Promise<Saved> {
      return inBatches(`${userId}:${date}`, { userId, date, values });
    },
    async find(userId: string, date: string): Promise<MoodRow | null> {
      const [row] = await db.select().from(moodEntries).where(onDay(userId, date));
      return row ?? null;
    },
    /** Oldest first. */
    listBetween(userId: string, from: string, to: string): Promise<MoodRow[]> {
      return db
        .select()
        .from(moodEntries)
        .where(and(eq(moodEntries.user_id, userId), between(moodEntries.entry_date, from, to)))
        .orderBy(asc(moodEntries.entry_date));
    },
    async delete(userId: string, date: string): Promise<boolean> {
      const rows = await db
        .delete(moodEntries)
        .where(onDay(userId, date))
        .returning({ id: moodEntries.id });
      return rows.length > 0;
    },
  };
}
export type MoodRepository = ReturnType<typeof createMoodRepository>;
