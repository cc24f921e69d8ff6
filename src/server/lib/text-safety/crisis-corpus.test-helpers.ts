/** The crisis corpus (tests/fixtures/crisis) and its held-out split, for the tests that use it. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { projectPath } from '#server/lib/project-paths';

export interface CorpusEntry {
  text: string;
  crisis: boolean;
  style: string;
}

export function loadCrisisCorpus(): CorpusEntry[] {
  return JSON.parse(
    readFileSync(projectPath('tests/fixtures/crisis/corpus.json'), 'utf8'),
  ) as CorpusEntry[];
}

/** Held out: the first byte of the sentence's SHA-256 is a multiple of three (about a third). */
export function isHeldOut(text: string): boolean {
  return (createHash('sha256').update(text).digest()[0] ?? 0) % 3 === 0;
}
