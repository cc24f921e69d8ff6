/**
 * What the embedded database (PGlite) holds in memory, sized for one process serving one machine's
 * users rather than for a dedicated database server (ADR 102).
 *
 * PostgreSQL inside PGlite lives in one WebAssembly memory that grows and never shrinks, and its
 * shared memory (the buffer pool, the WAL buffers) is zero-filled as it is allocated, so every
 * megabyte of `shared_buffers` is resident from the first second. initdb's default of 128 MB was
 * a fifth of the idle process; the data files are read through the host's file system, whose page
 * cache keeps what the buffer pool no longer does.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `-c name=value` settings PGlite starts PostgreSQL with, after its own defaults.
 *
 * - shared_buffers 16 MB (initdb's default is 128 MB): resident from the start.
 * - work_mem 2 MB, maintenance_work_mem 16 MB (4 MB and 64 MB by default): what one sort or hash,
 *   and one index build, may take before spilling to temporary files; memory they took is kept
 *   by the WebAssembly memory for good, so a heavy job's peak would otherwise become the idle size.
 * - temp_buffers 2 MB (8 MB): temporary tables, which the app does not use.
 * wal_buffers follows shared_buffers (1/32 of it) by default.
 */
export const PGLITE_MEMORY_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
};

/** PGlite's start parameters: its defaults, then ours (a later `-c` wins). */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [
    ...defaults,
    ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]),
  ];
}

// Plain JavaScript run by a child process: create the data directory, close it, end.
const CREATE_DATA_DIR = `
const { PGlite } = await import(process.env.PGLITE_MODULE);
const client = await PGlite.create({ dataDir: process.env.PGLITE_DATA_DIR });
await client.close();
`;

/**
 * Creates a new PGlite data directory in a child process, and does nothing when it exists.
 *
 * On a new directory PGlite.create runs initdb: a second PGlite instance and initdb's own
 * WebAssembly module, each with a memory of its own, plus a copy of the new directory as an
 * archive, about 430 MB together. Once it returns they are garbage, but garbage that only a full
 * collection frees, and an idle server runs none. In a worker thread they were freed, but the
 * thread's malloc arena kept about 100 MB resident for good; a child process gives everything
 * back when it exits. The server then opens the directory as it opens an existing one (about
 * half a second more, on the first start only).
 */
export async function createPgliteDataDir(pgDataDir: string): Promise<void> {
  if (existsSync(join(pgDataDir, 'PG_VERSION'))) return;
  const require = createRequire(import.meta.url);
  const child = spawn(process.execPath, ['--input-type=module', '-e', CREATE_DATA_DIR], {
    env: {
      ...process.env,
      PGLITE_MODULE: pathToFileURL(require.resolve('@electric-sql/pglite')).href,
      PGLITE_DATA_DIR: pgDataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(
      `Creating the PGlite data directory ${pgDataDir} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`,
    );
}
