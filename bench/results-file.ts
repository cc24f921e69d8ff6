/**
 * A benchmark's figures as JSON, for `npm run bench` (bench/speed-goals.ts), which runs
 * several benchmarks and prints one table: written to BENCH_RESULTS_DIR/<name>.json when that is
 * set, nothing otherwise.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeResults(name: string, figures: unknown): void {
  const dir = process.env.BENCH_RESULTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}
