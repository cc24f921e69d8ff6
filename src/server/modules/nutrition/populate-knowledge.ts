/**
 * The admin's reload of the food and recipe files (POST /api/admin/recipes/populate): read and
 * validate every knowledge file as start-up does, then write only what differs, record by record,
 * in one transaction, and rebuild the module's foods and recipes indexes. Idempotent: a second
 * call finds every record unchanged.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import { contentHash } from '#server/knowledge/load-knowledge';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import type { AnyKnowledgeKind } from '#server/knowledge/knowledge-kind';
import { knowledgeKinds } from '#server/knowledge/knowledge.table';
import { foodsKind } from '#server/knowledge/nutrition/foods.kind';
import { recipesKind } from '#server/knowledge/nutrition/recipes.kind';
import { buildFoodIndex } from '#server/knowledge/nutrition/food-index';
import { buildRecipeIndex } from '#server/knowledge/nutrition/recipe-index';
import type { NutritionKnowledge } from './nutrition-context';

/** The knowledge loader's lock: a reload never interleaves with a start-up load. */
const LOAD_LOCK = 0x6b6e6f77;

export interface PopulateResult {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

/** JSON with object keys sorted, so a record compares equal to its jsonb round trip. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export async function populateNutritionKnowledge(
  db: Db,
  target: NutritionKnowledge,
  dataDir = KNOWLEDGE_DATA_DIR,
): Promise<PopulateResult> {
  const files = loadKnowledgeFiles(dataDir);
  if (files.problems.length > 0)
    throw new AppError(
      422,
      'KNOWLEDGE_INVALID',
      `The data files have ${files.problems.length} problem(s); nothing was loaded. First: ${files.problems[0]}`,
    );
  const result: PopulateResult = { added: 0, updated: 0, unchanged: 0, removed: 0 };
  const kinds: AnyKnowledgeKind[] = [foodsKind, recipesKind];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    for (const kind of kinds) {
      const table = kind.table;
      const stored = await tx.select({ id: table.id, data: table.data }).from(table);
      const byId = new Map(stored.map((row) => [row.id as string, canonicalJson(row.data)]));
      const seen = new Set<string>();
      for (const record of files.records(kind)) {
        seen.add(record.id);
        const existing = byId.get(record.id);
        const values = { ...kind.columns(record), id: record.id, data: record };
        if (existing === undefined) {
          await tx.insert(table).values(values);
          result.added += 1;
        } else if (existing !== canonicalJson(record)) {
          await tx.update(table).set(values).where(eq(table.id, record.id));
          result.updated += 1;
        } else result.unchanged += 1;
      }
      for (const id of byId.keys())
        if (!seen.has(id)) {
          await tx.delete(table).where(eq(table.id, id));
          result.removed += 1;
        }
      const loaded = {
        version: files.version(kind),
        content_hash: contentHash(kind, files),
        loaded_at: new Date(),
      };
      await tx
        .insert(knowledgeKinds)
        .values({ kind: kind.name, ...loaded })
        .onConflictDoUpdate({ target: knowledgeKinds.kind, set: loaded });
    }
  });
  const foods = buildFoodIndex(files.records(foodsKind));
  target.foods = foods;
  target.recipes = buildRecipeIndex(files.records(recipesKind), foods);
  return result;
}
