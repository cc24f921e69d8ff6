/**
 * Rotating samples of the test suite's exhaustive matrices (ADR 169). A matrix that repeats one
 * check over many inputs (every route as every account, every blind lab set, a photo per
 * distortion) is split into parts; `npm test` reads one part of each, chosen by the commit under
 * test, so every part is read over successive commits and the same commit always reads the same
 * part (a failure reproduces). `TEST_FULL=1` (`npm run test:full`) reads every part, and
 * `TEST_SAMPLE_KEY` names the run's key by hand: the commit or any text.
 */
import { execFileSync } from 'node:child_process';

/** Whether this run reads every part of every matrix. */
export const readsEveryPart = process.env.TEST_FULL === '1';

let key: string | undefined;

/**
 * The run's key: TEST_SAMPLE_KEY, else the commit checked out, else the day (a copy without git
 * history still rotates, daily). scripts/test.mjs sets TEST_SAMPLE_KEY once, so every runner and
 * worker of one run reads the same parts.
 */
export function sampleKey(): string {
  if (key !== undefined) return key;
  key =
    process.env.TEST_SAMPLE_KEY?.trim() || commitOrNull() || new Date().toISOString().slice(0, 10);
  return key;
}

function commitOrNull(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** FNV-1a over the text: a stable number, the same in every process and on every machine. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface RotatingPart<T> {
  /** The items this run reads: every item when the run reads every part. */
  items: T[];
  /** This run's part, counted from 1, and how many there are; 'all' when it reads every part. */
  label: string;
}

/**
 * Item i belongs to part i mod `parts`; this run reads the part its key and the matrix's `name`
 * pick (the name keeps two matrices of the same size from always reading the same part).
 */
export function rotatingPart<T>(name: string, items: readonly T[], parts: number): RotatingPart<T> {
  if (readsEveryPart || parts <= 1) return { items: [...items], label: 'all parts' };
  const part = stableHash(`${sampleKey()}:${name}`) % parts;
  return {
    items: items.filter((_, index) => index % parts === part),
    label: `part ${part + 1} of ${parts}`,
  };
}
