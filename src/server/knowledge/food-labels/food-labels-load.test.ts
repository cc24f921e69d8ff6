/**
 * The three food-label kinds through the real loader: stored in their tables (with the columns
 * worth querying by) and indexed from the stored rows, so the ingredient module reads
 * `knowledge.additives`, `knowledge.allergens` and `knowledge.food_substances`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database';
import {
  knowledgeAdditives,
  knowledgeAllergens,
  knowledgeFoodSubstances,
} from '../knowledge.table';
import { loadKnowledge } from '../load-knowledge';
import { loadKnowledgeFiles } from '../load-knowledge-files';
import { additivesKind } from './additives.kind';
import { allergensKind } from './allergens.kind';
import { foodSubstancesKind } from './food-substances.kind';

describe('the food-label kinds in the database', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('are stored and indexed from the stored rows', async () => {
    const knowledge = await loadKnowledge(testDb.database.db);
    const files = loadKnowledgeFiles();
    const db = testDb.database.db;
    const count = async (
      table: typeof knowledgeAdditives | typeof knowledgeAllergens | typeof knowledgeFoodSubstances,
    ) => ((await db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;
    expect(await count(knowledgeAdditives)).toBe(files.records(additivesKind).length);
    expect(await count(knowledgeAllergens)).toBe(files.records(allergensKind).length);
    expect(await count(knowledgeFoodSubstances)).toBe(files.records(foodSubstancesKind).length);

    const colours = await db
      .select({ id: knowledgeAdditives.id, name: knowledgeAdditives.name })
      .from(knowledgeAdditives)
      .where(sql`${knowledgeAdditives.class} = 'colour'`);
    expect(colours.map((row) => row.id)).toContain('e102');

    expect(knowledge.additives.lookup('Tartrazine (E102)')?.efsa.adi_mg_per_kg).toBe(7.5);
    expect(knowledge.additives.all().length).toBe(files.records(additivesKind).length);
    expect(knowledge.allergens.match('peanut oil').map((a) => a.id)).toEqual(['peanut']);
    expect(knowledge.allergens.allergyFor('dairy')?.id).toBe('milk');
    expect(knowledge.food_substances.lookup('acesulfame potassium')?.technical_effects).toEqual([
      'non-nutritive sweetener',
    ]);
  });
});
