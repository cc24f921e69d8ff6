/**
 * Reads and parses the versioned data files under data/. Schema problems are collected with the
 * file and record they belong to, so one run reports every mistake at once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  interactionFileSchema,
  substanceFileSchema,
  type InteractionRecord,
  type Substance,
} from './knowledge.schema';

export const KNOWLEDGE_DATA_DIR = join(import.meta.dirname, 'data');

export interface KnowledgeFiles {
  /** The newest file version; it changes whenever any data file changes. */
  version: string;
  substances: Substance[];
  interactions: InteractionRecord[];
  problems: string[];
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export function loadKnowledgeFiles(dataDir = KNOWLEDGE_DATA_DIR): KnowledgeFiles {
  const result: KnowledgeFiles = {
    version: '0000.00.0',
    substances: [],
    interactions: [],
    problems: [],
  };
  const track = (version: string) => {
    if (compareVersions(version, result.version) > 0) result.version = version;
  };
  for (const [folder, schema, key] of [
    ['substances', substanceFileSchema, 'substances'],
    ['interactions', interactionFileSchema, 'interactions'],
  ] as const) {
    for (const file of jsonFiles(join(dataDir, folder))) {
      const label = `${folder}/${file.split('/').pop()}`;
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        result.problems.push(`${label}: not valid JSON (${(error as Error).message})`);
        continue;
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues.slice(0, 50)) {
          const [, index, ...rest] = issue.path;
          const record = (raw as Record<string, { id?: string }[]>)[key]?.[index as number];
          result.problems.push(
            `${label}: ${record?.id ?? `#${String(index)}`} ${rest.join('.')}: ${issue.message}`,
          );
        }
        continue;
      }
      track(parsed.data.version);
      if (key === 'substances')
        result.substances.push(...(parsed.data as { substances: Substance[] }).substances);
      else
        result.interactions.push(
          ...(parsed.data as { interactions: InteractionRecord[] }).interactions,
        );
    }
  }
  return result;
}
