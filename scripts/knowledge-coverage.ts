// `npx tsx scripts/knowledge-coverage.ts`: how many names of each coverage list (src/server/knowledge/coverage/*.json)
// the knowledge base resolves, through the same name resolver the checker uses, and which are missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Substance } from '#server/knowledge/knowledge.schema';
import { loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import { normalizeName } from '#server/knowledge/normalize-name';
import { createResolver, stripDoseWords } from '#server/knowledge/name-resolver';
import { buildNameEntries } from '#server/knowledge/substance-search';
import { substancesKind } from '#server/knowledge/substances.kind';

export const COVERAGE_DIR = fileURLToPath(
  new URL('../src/server/knowledge/coverage/', import.meta.url),
);

/** A list's entries: a generic name, or [UK/EU name, the US substance id it must resolve to]. */
export type CoverageEntry = string | [string, string];

export const COVERAGE_LISTS = [
  { file: 'us-top-300.json', label: 'US top prescribed (ClinCalc/MEPS top 300 and neighbours)' },
  {
    file: 'who-eml-oral-topical.json',
    label: 'WHO Model List of Essential Medicines, oral and topical',
  },
  { file: 'otc-monograph.json', label: 'OTC monograph ingredients' },
  { file: 'uk-eu-names.json', label: 'UK/EU names that differ from the US name' },
] as const;

export interface ListCoverage {
  file: string;
  label: string;
  total: number;
  covered: number;
  /** Entries that resolve to nothing (or, for a pair, to another substance than the one named). */
  missing: string[];
  /** Entries the resolver only reaches by a guess (a typo match or a name inside the text): not counted. */
  approximate: string[];
}

export function readCoverageList(file: string, dir = COVERAGE_DIR): CoverageEntry[] {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CoverageEntry[];
}

/**
 * An entry is covered when the resolver answers with a substance whose matched name is the entry
 * itself (after the dose and form words the resolver ignores) or whose id is the entry, and for a
 * pair, the named substance.
 */
export function measureCoverage(
  substances: readonly Substance[],
  dir = COVERAGE_DIR,
): ListCoverage[] {
  const resolve = createResolver(
    buildNameEntries(substances),
    new Map(substances.map((substance) => [substance.id, substance])),
  );
  const key = (text: string) => stripDoseWords(normalizeName(text)) || normalizeName(text);
  return COVERAGE_LISTS.map(({ file, label }) => {
    const entries = readCoverageList(file, dir);
    const missing: string[] = [];
    const approximate: string[] = [];
    for (const entry of entries) {
      const [name, expected] = typeof entry === 'string' ? [entry, null] : entry;
      const hit = resolve(name);
      if (!hit || (expected !== null && hit.substanceId !== expected)) {
        missing.push(
          expected
            ? `${name} → ${expected}${hit ? ` (resolves to ${hit.substanceId})` : ''}`
            : name,
        );
      } else if (
        key(hit.matched) !== key(name) &&
        hit.substanceId !== key(name).replace(/ /g, '-')
      ) {
        approximate.push(`${name} (≈ ${hit.matched}, ${hit.substanceId})`);
      }
    }
    const total = entries.length;
    return {
      file,
      label,
      total,
      covered: total - missing.length - approximate.length,
      missing,
      approximate,
    };
  });
}

export const percent = (list: ListCoverage) => (100 * list.covered) / list.total;

function main() {
  const files = loadKnowledgeFiles();
  if (files.problems.length > 0) {
    console.log(
      `the knowledge base has ${files.problems.length} problem(s): run scripts/check-knowledge.ts`,
    );
    process.exit(1);
  }
  for (const list of measureCoverage(files.records(substancesKind))) {
    console.log(
      `${list.label} (${list.file}): ${list.covered}/${list.total} (${percent(list).toFixed(1)}%)`,
    );
    if (list.missing.length > 0) console.log(`  missing: ${list.missing.join(', ')}`);
    if (list.approximate.length > 0)
      console.log(`  only approximate: ${list.approximate.join(', ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
