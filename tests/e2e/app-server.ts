/**
 * One Wellnest server per Playwright worker: its own port and its own copy of a data directory that
 * global-setup.ts migrated and loaded once, so workers never share a database and none pays for a
 * first start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** The one admin (ADMIN_EMAILS) of every test server; admin-search.spec.ts signs it up. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

/** Where this run keeps its data directories; playwright.config.ts sets it once per run. */
export function dataRoot(): string {
  const root = process.env.E2E_DATA_ROOT;
  if (!root) throw new Error('E2E_DATA_ROOT is not set: run the browser tests through Playwright');
  return root;
}

export const templateDir = (): string => join(dataRoot(), 'template');
/** Written once the template is complete, so a directory cut off halfway is never reused. */
export const preparedMarker = (): string => join(dataRoot(), 'template.prepared');

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on right now (the server binds it a moment later). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0);
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${url} was not healthy within ${timeoutMs} ms`);
}

/**
 * The server the browser tests run: the production bundle (`npm run build:server`, which
 * global-setup.ts runs first, so it is never older than the sources), with no TypeScript loader:
 * a worker's server starts in about half the time and the tests exercise what `npm start` runs.
 */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Starts the built server on `dataDir` (copied from `copyFrom` first when given), from the
 * repository or, with `cwd`, from another checkout's build (generated-feature.spec.ts).
 */
export async function startServer(
  dataDir: string,
  {
    copyFrom,
    cwd = ROOT,
    timeoutMs = 120_000,
  }: { copyFrom?: string; cwd?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  rmSync(dataDir, { recursive: true, force: true });
  if (copyFrom) cpSync(copyFrom, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // A DATABASE_URL from the shell would make every worker share one PostgreSQL database.
  const { DATABASE_URL: _shared, ...env } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '5000',
      // Every request from the browser (pages, assets, 401s) counts against the address limit.
      RATE_LIMIT_ADDRESS_PER_MINUTE: '20000',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // Signed-in pages are rendered on the server whatever the machine's load, so every spec
      // hydrates them as members' browsers do (ADR 111); the budget itself is not under test.
      MEMBER_RENDER_BUDGET_MS: '10000',
    },
  });
  const exited = once(child, 'exit');
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGTERM closes the database and releases the data-dir lock, so the copy stays usable.
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * A first start on a fresh data directory applies the migrations and loads the knowledge base (the
 * slow part); each worker then starts on a copy of it. Run by global-setup.ts, or by `npm test`
 * beside the Vitest run (prepare-template.ts), which leaves the marker global-setup looks for.
 */
export async function prepareTemplate(): Promise<void> {
  mkdirSync(dataRoot(), { recursive: true });
  const started = Date.now();
  const server = await startServer(templateDir());
  await server.stop();
  writeFileSync(preparedMarker(), new Date().toISOString());
  console.log(`e2e: prepared the template data directory in ${Date.now() - started} ms`);
}
