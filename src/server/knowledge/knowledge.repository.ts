/**
 * Writes each kind's validated records into its table when their content changed, and reads them
 * back. One transaction for every changed kind: a half-written knowledge base is never visible
 * (readers keep seeing the previous rows until it commits: a DELETE, not a TRUNCATE, which would
 * lock them out). Several processes starting at once take turns under an advisory lock, and each
 * re-reads the stored hashes once it holds it, so every change is written once (ADR 046).
 */
import { inBatches } from '#server/lib/batches';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  createKindStore,
  type AnyKnowledgeKind,
  type KnowledgeRecord,
  type LoadedKinds,
} from './knowledge-kind';
import { interactionCheckStats, knowledgeKinds } from './knowledge.table';
import { shareRepeated } from './share-repeated';

const META_ROW = 1;
const BATCH = 200;
// Two processes starting at once must not both rewrite the tables; the second waits, then sees.
// Transaction-scoped: released by the commit or the rollback, on whichever pooled connection.
const LOAD_LOCK = 0x6b6e6f77; // 'know'

const chunks = <T>(items: readonly T[]): T[][] => inBatches(items, BATCH);

/** One kind's content to store: its records, the newest file version and the content hash. */
export interface KindContent {
  kind: AnyKnowledgeKind;
  version: string;
  contentHash: string;
  records: readonly KnowledgeRecord[];
}

export function createKnowledgeRepository(db: Db) {
  async function hashesIn(executor: Pick<Db, 'select'>): Promise<Map<string, string>> {
    const rows = await executor
      .select({ kind: knowledgeKinds.kind, hash: knowledgeKinds.content_hash })
      .from(knowledgeKinds);
    return new Map(rows.map((row) => [row.kind, row.hash]));
  }

  return {
    /** The content hash stored for each kind loaded before. */
    loadedHashes: (): Promise<Map<string, string>> => hashesIn(db),

    /** Rewrites the tables of the kinds whose stored hash differs; returns the kinds rewritten. */
    async replaceKinds(contents: readonly KindContent[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
        const stored = await hashesIn(tx);
        const changed = contents.filter(
          (content) => stored.get(content.kind.name) !== content.contentHash,
        );
        for (const { kind, version, contentHash, records } of changed) {
          await tx.delete(kind.table);
          for (const batch of chunks(records)) {
            await tx
              .insert(kind.table)
              .values(
                batch.map((record) => ({ ...kind.columns(record), id: record.id, data: record })),
              );
          }
          const loaded = { version, content_hash: contentHash, loaded_at: new Date() };
          await tx
            .insert(knowledgeKinds)
            .values({ kind: kind.name, ...loaded })
            .onConflictDoUpdate({ target: knowledgeKinds.kind, set: loaded });
        }
        return changed.map((content) => content.kind.name);
      });
    },

    /**
     * Every kind's records as stored (ordered by id), with their versions. One snapshot for all of
     * them: another process's reload committing between two reads would otherwise mix its kinds
     * with the ones before it (a rolling deploy, ADR 046).
     */
    async readKinds(kinds: readonly AnyKnowledgeKind[]): Promise<LoadedKinds> {
      const { versions, tables } = await db.transaction(
        async (tx) => {
          const versions = new Map(
            (await tx.select().from(knowledgeKinds)).map((row) => [row.kind, row.version]),
          );
          const tables = [];
          for (const kind of kinds)
            tables.push(
              await tx.select({ data: kind.table.data }).from(kind.table).orderBy(kind.table.id),
            );
          return { versions, tables };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      // One walk over every kind's rows: equal strings and sources become one (ADR 102).
      shareRepeated(tables.flatMap((rows) => rows.map((row) => row.data)));
      const store = createKindStore();
      kinds.forEach((kind, i) => {
        const version = versions.get(kind.name);
        if (version === undefined)
          throw new Error(
            `knowledge kind "${kind.name}" is not in ${getTableName(knowledgeKinds)}`,
          );
        store.set(
          kind,
          version,
          tables[i]!.map((row) => row.data as KnowledgeRecord),
        );
      });
      return store;
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
