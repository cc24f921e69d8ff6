/**
 * The flags a worker thread of ours starts with: the process's own less a TypeScript loader
 * (--import/--loader/--require naming tsx), and less any flag a worker refuses. A worker's .mjs
 * entry registers tsx itself when it runs from the sources (ADR 075), and a second copy would
 * transform every file twice. A process started with a per-process flag (`node
 * --max-old-space-size=512 main.js`, `--trace-gc`) made every `new Worker` throw
 * ERR_WORKER_INVALID_EXEC_ARGV, so no lab file, Apple export or FHIR export could be read; such
 * flags are left to the process (a worker's heap is set by its own resourceLimits).
 */
import { Worker } from 'node:worker_threads';

const accepted = new Map<string, boolean>();

/** Whether a worker accepts this flag: asked once per flag, by starting an empty worker. */
function workerAccepts(flag: string): boolean {
  let known = accepted.get(flag);
  if (known === undefined) {
    try {
      void new Worker('', { eval: true, execArgv: [flag] }).terminate();
      known = true;
    } catch {
      known = false;
    }
    accepted.set(flag, known);
  }
  return known;
}

export function workerExecArgv(flags: readonly string[] = process.execArgv): string[] {
  const argv: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i]!;
    const loader = /^--(import|loader|experimental-loader|require|r)(=(.*))?$/.exec(flag);
    if (!loader) {
      if (workerAccepts(flag)) argv.push(flag);
      continue;
    }
    const value = loader[3] ?? flags[++i] ?? '';
    if (!/\btsx\b/.test(value)) argv.push(`--${loader[1]}=${value}`);
  }
  return argv;
}
