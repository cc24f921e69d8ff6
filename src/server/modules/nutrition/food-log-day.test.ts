/**
 * A day's food log is one list, whoever saves it: two app processes (each with its own repository,
 * so its own turns) saving the same day at once end with one whole list, and the migration that
 * made positions unique left days doubled before it with the list saved last. On PostgreSQL in CI,
 * where the saves really run at once; on PGlite's one connection they cannot meet.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, queryRows } from '#server/db/client';
import { sql } from 'drizzle-orm';
import { users } from '#server/modules/users/index';
import {
  asOwner,
  createTestDatabase,
  type TestDatabase,
} from '../../../../tests/setup/test-database';
import { createNutritionRepository, type FoodLogEntryValues } from './nutrition.repository';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

let userCount = 0;
async function newUserId(): Promise<string> {
  userCount += 1;
  const id = `food-log-day-${userCount}`;
  await testDb.database.db.insert(users).values({ id, name: 'Test', email: `${id}@example.com` });
  return id;
}

/** A save's list: every entry carries the save's number in its grams, so a mixed day shows. */
const listOf = (save: number, length: number): FoodLogEntryValues[] =>
  Array.from({ length }, (_, index) => ({
    meal: index % 2 === 0 ? 'breakfast' : 'lunch',
    food_id: 'grapefruit-juice',
    recipe_id: null,
    grams: save * 100 + index,
    servings: null,
  }));

const savesIn = (grams: (number | null)[]) => new Set(grams.map((g) => Math.floor(g! / 100)));

describe("a day's food log", () => {
  it('is one whole list after many saves of the day at once from two processes', async () => {
    const userId = await newUserId();
    const date = '2026-05-06';
    const processes = [0, 1].map(() => createNutritionRepository(testDb.database.db));
    // Lists of different lengths, so a day holding two of them would show a repeated position
    // or a tail of another save.
    const saves = Array.from({ length: 16 }, (_, save) =>
      processes[save % 2]!.replaceFoodLog(userId, date, listOf(save + 1, 2 + (save % 3))),
    );
    const answers = await Promise.all(saves);
    for (const [save, stored] of answers.entries())
      expect(stored.map((row) => row.grams)).toEqual(
        listOf(save + 1, 2 + (save % 3)).map((entry) => entry.grams),
      );

    const day = await processes[0]!.foodLog(userId, date);
    expect(day.map((row) => row.position)).toEqual(day.map((_, index) => index));
    expect(savesIn(day.map((row) => row.grams)).size).toBe(1);
    const [save] = savesIn(day.map((row) => row.grams));
    expect(day).toHaveLength(2 + ((save! - 1) % 3));
  });

  it('answers each of the saves that waited for their turn with its list as the day holds it (ADR 145)', async () => {
    const userId = await newUserId();
    const date = '2026-05-08';
    const repository = createNutritionRepository(testDb.database.db);
    const lists = [[80.1], [0.1234567, 4999.99, 33.333333333], [2.5, 7.1]];
    const entriesOf = (grams: number[]): FoodLogEntryValues[] =>
      grams.map((g) => ({
        meal: 'dinner',
        food_id: 'grapefruit-juice',
        recipe_id: null,
        grams: g,
        servings: null,
      }));
    // Asked in the same turn of the event loop: one batch, of which only the last list is stored.
    const answers = await Promise.all(
      lists.map((grams) => repository.replaceFoodLog(userId, date, entriesOf(grams))),
    );
    for (const [index, grams] of lists.entries()) {
      // What a real column gives back for these numbers, as the database reads them.
      const stored = await queryRows<{ grams: number }>(
        testDb.database.db,
        sql`select unnest(${`{${grams.join(',')}}`}::real[]) as grams`,
      );
      expect(answers[index]!.map((row) => row.grams)).toEqual(stored.map((row) => row.grams));
      expect(answers[index]!.map((row) => row.position)).toEqual(grams.map((_, at) => at));
    }
    const day = await repository.foodLog(userId, date);
    expect(day.map((row) => row.grams)).toEqual(answers[2]!.map((row) => row.grams));
  });

  it('kept, where it was doubled before positions were unique, the list saved last', async () => {
    const userId = await newUserId();
    const date = '2026-05-07';
    const owner = (statement: string) => asOwner(testDb, statement);
    const insert = (save: number, length: number, at: string) =>
      owner(`insert into food_log_entries
          (user_id, log_date, position, meal, food_id, grams, created_at)
        select '${userId}', '${date}', n, 'breakfast', 'grapefruit-juice', ${save * 100} + n,
          '${at}'
        from generate_series(0, ${length - 1}) as n`);
    const migration = readFileSync(
      `${MIGRATIONS_FOLDER}/0034_food_log_one_list_per_day.sql`,
      'utf8',
    ).split('--> statement-breakpoint');
    // The day as two concurrent saves left it before migration 0034: a longer list saved first.
    await owner('drop index food_log_entries_user_date_position_key');
    try {
      await insert(1, 3, '2026-05-07T08:00:00Z');
      await insert(2, 2, '2026-05-07T08:00:01Z');
      for (const statement of migration.slice(0, 2)) await owner(statement);
    } finally {
      await owner(migration.at(-1)!);
    }
    const day = await createNutritionRepository(testDb.database.db).foodLog(userId, date);
    expect(day.map(({ position, grams }) => ({ position, grams }))).toEqual([
      { position: 0, grams: 200 },
      { position: 1, grams: 201 },
    ]);
  });
});
