/**
 * Start-up: read and validate every kind's data files, refuse to start on any problem, rewrite
 * the tables of the kinds whose content changed (one transaction), then build each kind's
 * in-memory index from what the database holds.
 */
import { createHash } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { AnyKnowledgeKind, LoadedKinds } from './knowledge-kind';
import { buildKnowledge, KNOWLEDGE_KINDS, type Knowledge } from './knowledge-kinds';
import { createKnowledgeRepository, type KindContent } from './knowledge.repository';
import {
  KnowledgeBaseInvalidError,
  loadKnowledgeFiles,
  KNOWLEDGE_DATA_DIR,
} from './load-knowledge-files';

export { KnowledgeBaseInvalidError };
export type { Knowledge };

/** Covers the table's shape too, so a new column is filled even when the data did not change. */
export function contentHash(kind: AnyKnowledgeKind, files: LoadedKinds): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        getTableName(kind.table),
        Object.keys(getTableColumns(kind.table)),
        files.version(kind),
        files.records(kind),
      ]),
    )
    .digest('hex');
}

export async function loadKnowledge(db: Db, dataDir = KNOWLEDGE_DATA_DIR): Promise<Knowledge> {
  const files = loadKnowledgeFiles(dataDir);
  if (files.problems.length > 0) throw new KnowledgeBaseInvalidError(files.problems);
  const repository = createKnowledgeRepository(db);
  const stored = await repository.loadedHashes();
  const kinds: readonly AnyKnowledgeKind[] = KNOWLEDGE_KINDS;
  const changed: KindContent[] = kinds
    .map((kind) => ({
      kind,
      version: files.version(kind),
      contentHash: contentHash(kind, files),
      records: files.records(kind),
    }))
    .filter((content) => stored.get(content.kind.name) !== content.contentHash);
  if (changed.length > 0) await repository.replaceKinds(changed);
  return buildKnowledge(await repository.readKinds(kinds));
}
