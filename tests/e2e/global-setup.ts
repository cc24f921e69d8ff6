/**
 * Runs once before the workers: builds the server bundle and prepares the template data directory
 * each worker copies (`prepareTemplate`), unless `npm test` has prepared it already.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, dataRoot, preparedMarker, prepareTemplate } from './app-server';

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
  removeStaleRuns();
  // `npm test` prepares the template while the Vitest run goes on (prepare-template.ts): only the
  // server it was made with is reused, so the bundle is rebuilt only when it did not.
  if (existsSync(preparedMarker())) {
    console.log('e2e: the template data directory was prepared beside the Vitest run');
    return;
  }
  // The server bundle and the render entry's bundle take a few seconds to build: made here, the
  // tests never run a server older than its sources, whatever was built before.
  const bundled = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (bundled.status !== 0) throw new Error('`npm run build:server` failed');
  await prepareTemplate();
}
