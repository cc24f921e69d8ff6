/**
 * Loading every declared kind through the database: the files are validated (a broken file
 * refuses start, naming the file and record), each kind's table is rewritten only when its content
 * hash changed, and the indexes are built from the stored rows.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-database';
import { biomarkersKind } from './biomarkers/biomarkers.kind';
import { interactionsKind } from './interactions.kind';
import { KNOWLEDGE_KINDS } from './knowledge-kinds';
import { compareVersions, newestVersion } from './knowledge-version';
import { knowledgeBiomarkers, knowledgeKinds } from './knowledge.table';
import { createKnowledgeRepository } from './knowledge.repository';
import { contentHash, KnowledgeBaseInvalidError, loadKnowledge } from './load-knowledge';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from './load-knowledge-files';
import { rolesKind } from './roles/roles.kind';
import { substancesKind } from './substances.kind';

/** A copy of the shipped data files that a test may change. */
function copyOfData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'knowledge-'));
  cpSync(KNOWLEDGE_DATA_DIR, dir, { recursive: true });
  return dir;
}

function editJson(
  file: string,
  edit: (data: { version: string } & Record<string, unknown>) => void,
) {
  const data = JSON.parse(readFileSync(file, 'utf8')) as { version: string } & Record<
    string,
    unknown
  >;
  edit(data);
  writeFileSync(file, JSON.stringify(data));
}

type Marker = Record<string, unknown> & { id: string };

describe('compareVersions', () => {
  it('compares each part as a number', () => {
    expect(compareVersions('2026.11.10', '2026.11.9')).toBeGreaterThan(0);
    expect(compareVersions('2026.11.9', '2026.11.10')).toBeLessThan(0);
    expect(compareVersions('2027.01.1', '2026.12.99')).toBeGreaterThan(0);
    expect(compareVersions('2026.11.2', '2026.11.2')).toBe(0);
    expect(newestVersion(['2026.11.9', '2026.11.10', '2026.11.2'])).toBe('2026.11.10');
  });

  it('gives a kind the newest version among its files', () => {
    const dir = copyOfData();
    try {
      const folder = join(dir, 'biomarkers');
      const [first, second] = readdirSync(folder).sort();
      // Above every version the data holds, so the newest is one of these two: by number, 10 is
      // newer than 9 (as text it would sort first).
      editJson(join(folder, first!), (data) => (data.version = '2099.11.10'));
      editJson(join(folder, second!), (data) => (data.version = '2099.11.9'));
      const files = loadKnowledgeFiles(dir, [biomarkersKind]);
      expect(files.problems).toEqual([]);
      expect(files.version(biomarkersKind)).toBe('2099.11.10');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadKnowledge', () => {
  let testDb: TestDatabase;
  const loadedAt = async () =>
    new Map(
      (await testDb.database.db.select().from(knowledgeKinds)).map((row) => [
        row.kind,
        row.loaded_at.getTime(),
      ]),
    );

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('stores every kind and builds each index from the stored rows', async () => {
    const knowledge = await loadKnowledge(testDb.database.db);
    const files = loadKnowledgeFiles();
    expect(knowledge.interactions.substances.size).toBe(files.records(substancesKind).length);
    expect(knowledge.interactions.records.length).toBe(files.records(interactionsKind).length);
    expect(knowledge.interactions.version).toBe(
      newestVersion([
        files.version(substancesKind),
        files.version(rolesKind),
        files.version(interactionsKind),
      ]),
    );
    expect(knowledge.biomarkers.list().length).toBe(files.records(biomarkersKind).length);
    expect(knowledge.biomarkers.resolveName('HGB')?.id).toBe('hemoglobin');
    expect(knowledge.biomarkers.markers.get('glucose')?.critical_high).toBe(400);

    const [{ count }] = (await testDb.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(knowledgeBiomarkers)) as [{ count: number }];
    expect(count).toBe(files.records(biomarkersKind).length);
    const stored = await testDb.database.db.select().from(knowledgeKinds);
    expect(new Map(stored.map((row) => [row.kind, row.version]))).toEqual(
      new Map(KNOWLEDGE_KINDS.map((kind) => [kind.name, files.version(kind)])),
    );
    expect(new Map(stored.map((row) => [row.kind, row.content_hash]))).toEqual(
      new Map(KNOWLEDGE_KINDS.map((kind) => [kind.name, contentHash(kind, files)])),
    );
  });

  it('does not rewrite a table whose content hash is unchanged', async () => {
    const before = await loadedAt();
    // A row changed behind the loader's back survives a load with the same files: no rewrite.
    const hemoglobin = (
      await testDb.database.db
        .select()
        .from(knowledgeBiomarkers)
        .where(eq(knowledgeBiomarkers.id, 'hemoglobin'))
    )[0]!;
    await testDb.database.db
      .update(knowledgeBiomarkers)
      .set({ data: { ...hemoglobin.data, name: 'Hemoglobin (as stored)' } })
      .where(eq(knowledgeBiomarkers.id, 'hemoglobin'));

    const knowledge = await loadKnowledge(testDb.database.db);
    expect(await loadedAt()).toEqual(before);
    expect(knowledge.biomarkers.markers.get('hemoglobin')?.name).toBe('Hemoglobin (as stored)');

    // Another process that lost the race to the same content finds nothing left to write.
    const files = loadKnowledgeFiles();
    const rewritten = await createKnowledgeRepository(testDb.database.db).replaceKinds(
      KNOWLEDGE_KINDS.map((kind) => ({
        kind,
        version: files.version(kind),
        contentHash: contentHash(kind, files),
        records: files.records(kind),
      })),
    );
    expect(rewritten).toEqual([]);
  });

  it('rewrites only the kind whose files changed', async () => {
    const before = await loadedAt();
    const dir = copyOfData();
    try {
      const folder = join(dir, 'biomarkers');
      const file = join(folder, readdirSync(folder).sort()[0]!);
      editJson(file, (data) => {
        const marker = (data.biomarkers as Marker[])[0]!;
        marker.measures = `${String(marker.measures)} Edited.`;
      });
      const knowledge = await loadKnowledge(testDb.database.db, dir);
      const after = await loadedAt();
      expect(after.get('substances')).toBe(before.get('substances'));
      expect(after.get('interactions')).toBe(before.get('interactions'));
      expect(after.get('biomarkers')).toBeGreaterThan(before.get('biomarkers')!);
      expect(knowledge.biomarkers.list().some((m) => m.measures.endsWith(' Edited.'))).toBe(true);
      // The rewrite replaced the row changed behind the loader's back.
      expect(knowledge.biomarkers.markers.get('hemoglobin')?.name).toBe('Hemoglobin');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a broken biomarker file, naming the file and the marker', async () => {
    const before = await loadedAt();
    const dir = copyOfData();
    try {
      const folder = join(dir, 'biomarkers');
      const name = readdirSync(folder).find((file) =>
        readFileSync(join(folder, file), 'utf8').includes('"id": "hemoglobin"'),
      )!;
      editJson(join(folder, name), (data) => {
        const markers = data.biomarkers as Marker[];
        const hemoglobin = markers.find((marker) => marker.id === 'hemoglobin')!;
        delete hemoglobin.measures;
        const second = markers.find(
          (marker) => marker.id !== 'hemoglobin' && marker.kind === 'quantitative',
        )!;
        second.ranges = [{ low: 10, high: 1 }];
      });
      const error = await loadKnowledge(testDb.database.db, dir).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(KnowledgeBaseInvalidError);
      const problems = (error as KnowledgeBaseInvalidError).problems.join('\n');
      expect(problems).toContain(`biomarkers/${name}: hemoglobin measures:`);
      expect(problems).toMatch(/biomarker [a-z0-9-]+: range low 10 > high 1/);
      expect((error as Error).message).toContain(`biomarkers/${name}: hemoglobin measures:`);
      // Nothing was written.
      expect(await loadedAt()).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
