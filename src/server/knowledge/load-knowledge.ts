/**
 * Start-up: read and validate the data files, refuse to start on any problem, write them to the
 * database when their content changed, then build the in-memory index from what the database holds.
 */
import { createHash } from 'node:crypto';
import type { Db } from '#server/db/client';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index';
import { createKnowledgeRepository } from './knowledge.repository';
import { loadKnowledgeFiles, KNOWLEDGE_DATA_DIR } from './load-knowledge-files';
import { validateKnowledge } from './validate-knowledge';

export class KnowledgeBaseInvalidError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The knowledge base has ${problems.length} problem(s); first: ${problems[0]}. Run: npx tsx scripts/check-knowledge.ts`,
    );
    this.name = 'KnowledgeBaseInvalidError';
  }
}

export async function loadKnowledge(db: Db, dataDir = KNOWLEDGE_DATA_DIR): Promise<KnowledgeIndex> {
  const files = loadKnowledgeFiles(dataDir);
  const problems = [...files.problems, ...validateKnowledge(files.substances, files.interactions)];
  if (problems.length > 0) throw new KnowledgeBaseInvalidError(problems);
  const hash = createHash('sha256')
    .update(JSON.stringify([files.version, files.substances, files.interactions]))
    .digest('hex');
  const repository = createKnowledgeRepository(db);
  if ((await repository.loadedHash()) !== hash) {
    await repository.replaceAll(files.version, hash, files.substances, files.interactions);
  }
  const stored = await repository.readAll();
  return buildKnowledgeIndex(stored.version, stored.substances, stored.records);
}
