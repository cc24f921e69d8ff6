/**
 * Runs once before the workers: a first start on a fresh data directory applies the migrations and
 * loads the knowledge base (the slow part); each worker then starts on a copy of it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, dataRoot, startServer, templateDir } from './app-server';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Directories of earlier runs whose process is gone (killed before its teardown). */
function removeStaleRuns(): void {
  const parent = dirname(dataRoot());
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const pid = /-(\d+)$/.exec(name)?.[1];
    if (pid && join(parent, name) !== dataRoot() && !isRunning(Number(pid))) {
      rmSync(join(parent, name), { recursive: true, force: true });
    }
  }
}

export default async function globalSetup(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'client', 'index.html'))) {
    throw new Error('The browser tests run against the built app: run `npm run build` first');
  }
  // The server bundle takes well under a second to build: made here, the tests never run a server
  // older than its sources, whatever was built before.
  const bundled = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (bundled.status !== 0) throw new Error('`npm run build:server` failed');
  removeStaleRuns();
  mkdirSync(dataRoot(), { recursive: true });
  const started = Date.now();
  const server = await startServer(templateDir());
  await server.stop();
  console.log(`e2e: prepared the template data directory in ${Date.now() - started} ms`);
}
