/**
 * Reads every declared kind's data files (data/<kind>/*.json), parses them record by record with
 * the kind's schema and validates them. Problems are collected with the file and record they
 * belong to, so one run reports every mistake at once; any problem refuses start.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import {
  createKindStore,
  type AnyKnowledgeKind,
  type KnowledgeRecord,
  type LoadedKinds,
} from './knowledge-kind';
import { buildKnowledge, KNOWLEDGE_KINDS, type Knowledge } from './knowledge-kinds';
import { newestVersion } from './knowledge-version';
import { projectPath } from '../lib/project-paths';

export const KNOWLEDGE_DATA_DIR = projectPath('src/server/knowledge/data');

export class KnowledgeBaseInvalidError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The knowledge base has ${problems.length} problem(s); first: ${problems[0]}. Run: npx tsx scripts/check-knowledge.ts`,
    );
    this.name = 'KnowledgeBaseInvalidError';
  }
}

export interface KnowledgeFiles extends LoadedKinds {
  /** Every problem in every kind; empty when the knowledge base may be loaded. */
  problems: string[];
}

const VERSION = /^\d{4}\.\d{2}\.\d+$/;
const ISSUES_PER_RECORD = 20;

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

function idOf(entry: unknown): string | null {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

function readKind(
  dataDir: string,
  kind: AnyKnowledgeKind,
): { version: string; records: KnowledgeRecord[]; problems: string[] } {
  const problems: string[] = [];
  const records: KnowledgeRecord[] = [];
  const versions: string[] = [];
  const files = jsonFiles(join(dataDir, kind.name));
  if (files.length === 0) problems.push(`${kind.name}/: no data files (${kind.name}/*.json)`);
  const envelope = z.strictObject({
    version: z.string().regex(VERSION, 'version is YYYY.MM.N'),
    [kind.name]: z.array(z.unknown()).min(1),
  });
  for (const file of files) {
    const label = `${kind.name}/${basename(file)}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${label}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = envelope.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, ISSUES_PER_RECORD))
        problems.push(`${label}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
      continue;
    }
    const data = parsed.data as { version: string } & Record<string, unknown[]>;
    versions.push(data.version);
    data[kind.name]!.forEach((entry, index) => {
      const record = kind.schema.safeParse(entry);
      if (record.success) {
        records.push(record.data as KnowledgeRecord);
        return;
      }
      const id = idOf(entry) ?? `#${index}`;
      for (const issue of record.error.issues.slice(0, ISSUES_PER_RECORD)) {
        const path = issue.path.join('.');
        problems.push(`${label}: ${id}${path ? ` ${path}` : ''}: ${issue.message}`);
      }
    });
  }
  return { version: newestVersion(versions), records, problems };
}

/** What holds for every kind whatever its validator says: unique ids (the table key) and a source. */
function commonProblems(kind: AnyKnowledgeKind, records: readonly KnowledgeRecord[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const record of records) {
    if (ids.has(record.id)) problems.push(`${kind.label} ${record.id}: duplicate id`);
    ids.add(record.id);
    if (record.sources.length === 0) problems.push(`${kind.label} ${record.id}: cites no source`);
  }
  return problems;
}

/** Reads, parses and validates every kind (in registry order, so a kind sees those before it). */
export function loadKnowledgeFiles(
  dataDir = KNOWLEDGE_DATA_DIR,
  kinds: readonly AnyKnowledgeKind[] = KNOWLEDGE_KINDS,
): KnowledgeFiles {
  const store = createKindStore();
  const problems: string[] = [];
  for (const kind of kinds) {
    const read = readKind(dataDir, kind);
    store.set(kind, read.version, read.records);
    problems.push(...read.problems, ...commonProblems(kind, read.records));
    problems.push(...kind.validate(read.records, store));
  }
  // A validator may report what the common checks already did (a duplicate id): once is enough.
  return { records: store.records, version: store.version, problems: [...new Set(problems)] };
}

let shipped: Knowledge | undefined;

/**
 * Every index built straight from the data files, with no database: for tests, benches and
 * scripts (the app loads through the database, see load-knowledge.ts). The shipped files are read
 * once per process; throws KnowledgeBaseInvalidError listing every problem.
 */
export function knowledgeFromFiles(dataDir = KNOWLEDGE_DATA_DIR): Knowledge {
  const isShipped = dataDir === KNOWLEDGE_DATA_DIR;
  if (isShipped && shipped) return shipped;
  const files = loadKnowledgeFiles(dataDir);
  if (files.problems.length > 0) throw new KnowledgeBaseInvalidError(files.problems);
  const knowledge = buildKnowledge(files);
  if (isShipped) shipped = knowledge;
  return knowledge;
}
