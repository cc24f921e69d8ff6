/**
 * The production app for the browser benchmarks (pages.ts, first-tap.ts): `npm start` on a free
 * loopback port with its own data directory, so a run starts from an empty embedded database and
 * leaves nothing behind. It builds the client first when the build is missing or stale.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startProductionServer(
  name: string,
): Promise<{ url: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `wellnest-bench-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      // Every run loads each page's ~25 files from one address: the default limit (300 a
      // minute) would start answering 429 partway through the pages.
      RATE_LIMIT_PER_MINUTE: '100000',
      // The address limit counts pages too; a bench floods from one address.
      RATE_LIMIT_ADDRESS_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true, // its own process group, so stopping it stops npm's child too
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, server, dataDir };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 5 minutes');
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Stops `npm start` and its child (its own process group) and removes its data directory. */
export async function stopProductionServer(running: {
  server: ChildProcess;
  dataDir: string;
}): Promise<void> {
  if (running.server.pid && running.server.exitCode === null) {
    const exited = new Promise((resolve) => running.server.once('exit', resolve));
    process.kill(-running.server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(running.dataDir, { recursive: true, force: true });
}
