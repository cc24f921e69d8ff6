/**
 * Writes the validated knowledge files into the database when their content changed, and reads
 * them back. One transaction: a half-written knowledge base is never visible.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { InteractionRecord, Substance } from './knowledge.schema';
import {
  interactionCheckStats,
  knowledgeInteractions,
  knowledgeMeta,
  knowledgeSubstances,
} from './knowledge.table';

const META_ROW = 1;
const BATCH = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

export function createKnowledgeRepository(db: Db) {
  return {
    async loadedHash(): Promise<string | null> {
      const [row] = await db
        .select({ hash: knowledgeMeta.content_hash })
        .from(knowledgeMeta)
        .where(eq(knowledgeMeta.id, META_ROW));
      return row?.hash ?? null;
    },

    async replaceAll(
      version: string,
      contentHash: string,
      substances: readonly Substance[],
      records: readonly InteractionRecord[],
    ) {
      await db.transaction(async (tx) => {
        await tx.delete(knowledgeInteractions);
        await tx.delete(knowledgeSubstances);
        for (const batch of chunks(substances)) {
          await tx
            .insert(knowledgeSubstances)
            .values(batch.map((s) => ({ id: s.id, kind: s.kind, name: s.name, data: s })));
        }
        for (const batch of chunks(records)) {
          await tx
            .insert(knowledgeInteractions)
            .values(
              batch.map((r) => ({ id: r.id, a: r.a, b: r.b, severity: r.severity, data: r })),
            );
        }
        await tx
          .insert(knowledgeMeta)
          .values({ id: META_ROW, version, content_hash: contentHash, loaded_at: new Date() })
          .onConflictDoUpdate({
            target: knowledgeMeta.id,
            set: { version, content_hash: contentHash, loaded_at: new Date() },
          });
      });
    },

    async readAll(): Promise<{
      version: string;
      substances: Substance[];
      records: InteractionRecord[];
    }> {
      const [meta] = await db.select().from(knowledgeMeta).where(eq(knowledgeMeta.id, META_ROW));
      const substances = await db
        .select({ data: knowledgeSubstances.data })
        .from(knowledgeSubstances)
        .orderBy(knowledgeSubstances.id);
      const records = await db
        .select({ data: knowledgeInteractions.data })
        .from(knowledgeInteractions)
        .orderBy(knowledgeInteractions.id);
      return {
        version: meta?.version ?? '0000.00.0',
        substances: substances.map((r) => r.data),
        records: records.map((r) => r.data),
      };
    },

    async addChecks(count: number): Promise<void> {
      await db
        .insert(interactionCheckStats)
        .values({ id: META_ROW, checks_run: count })
        .onConflictDoUpdate({
          target: interactionCheckStats.id,
          set: {
            checks_run: sql`${interactionCheckStats.checks_run} + ${count}`,
            updated_at: new Date(),
          },
        });
    },

    async checksRun(): Promise<number> {
      const [row] = await db
        .select({ n: interactionCheckStats.checks_run })
        .from(interactionCheckStats)
        .where(eq(interactionCheckStats.id, META_ROW));
      return row?.n ?? 0;
    },
  };
}
export type KnowledgeRepository = ReturnType<typeof createKnowledgeRepository>;
