/** ARCHITECTURE.md read by section, for the tests that keep its walk-throughs true. */
import { readFileSync } from 'node:fs';

// Tests run from the repository's root.
const ARCHITECTURE = readFileSync('ARCHITECTURE.md', 'utf8');

/** The text of a section, from its heading to the next heading of its level or above. */
export function architectureSection(heading: string): string {
  const start = ARCHITECTURE.indexOf(`### ${heading}\n`);
  if (start === -1) throw new Error(`ARCHITECTURE.md has no section '${heading}'`);
  const next = ARCHITECTURE.slice(start + 4).search(/\n#{2,3} /);
  return ARCHITECTURE.slice(start, next === -1 ? undefined : start + 4 + next);
}
