/**
 * How much memory the server holds when idle (ADR 102):
 *
 *   npx tsx bench/idle-memory.ts
 *
 * Starts `npm start` (building first when the build is missing or stale) on a free loopback port
 * with a fresh embedded PGlite data directory, waits for GET /api/health, idles IDLE_SECONDS
 * (default 30) and prints the server process's resident set size (VmRSS from /proc) and its
 * `process.memoryUsage()` split. Then a burst of ordinary requests (BURST_MEMBERS members, default
 * 3, each signs up, verifies, signs in, adds four medicines, checks them and reads a few pages),
 * another idle spell, and the same figures again. The server's own figures come from a small probe
 * it loads through NODE_OPTIONS (bench/idle-memory-probe.mjs), which answers SIGUSR2; the server
 * runs with the same flags as under `npm start` otherwise. MEMORY_PROBE_SNAPSHOT=1 also writes a
 * heap snapshot at each measurement (its path is printed).
 *
 *   npx tsx bench/idle-memory.ts --built
 *
 * skips `npm start`'s check for a stale build and runs the existing build the way it then does
 * (`node dist/server/main.js`): for repeated runs while sources change. `--restart` measures a
 * restart instead: a first start makes the data directory and stops, and the measured start
 * opens it again (a server restarted on its data, which runs no initdb). Between the idle spell and the burst it times
 * the first three interaction checks after start (a visitor's ten typed items over HTTP), so a
 * saving that makes the first tap slower shows.
 *
 * Figures and what holds them: bench/README.md ("Idle memory") and ADR 102.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductionServer, stopProductionServer } from './production-server';
import { addMedicines, fetchTransport, signedInMember, TYPICAL_MEDICINES } from './bench-member';
import { TEN_ITEMS } from '../tests/fixtures/ten-typed-items';
import { writeResults } from './results-file';

const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 30);
const BURST_MEMBERS = Number(process.env.BURST_MEMBERS ?? 3);
const MIB = 1024 * 1024;
const PROBE = new URL('./idle-memory-probe.mjs', import.meta.url).pathname;
const ROOT = new URL('..', import.meta.url).pathname;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Running = { url: string; server: ChildProcess; dataDir: string };

/**
 * How `npm start` runs the built server once the build is current (scripts/start.mjs) on the
 * embedded database: one V8 background thread and two malloc arenas (ADR 126).
 */
const SERVER_FLAGS: string[] = ['--v8-pool-size=1'];
const SERVER_ENV: Record<string, string> = { MALLOC_ARENA_MAX: '2' };

/**
 * `npm start`, or with --built the built server as npm start runs it once the build is current,
 * on `dataDir` (a fresh one unless given: --restart starts a second time on the first one's).
 */
async function startServer(dataDir?: string): Promise<Running> {
  if (!process.argv.includes('--built') && !dataDir) return startProductionServer('idle-memory');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'wellnest-bench-idle-memory-'));
  const url = `http://127.0.0.1:${port}`;
  const command = process.argv.includes('--built')
    ? [process.execPath, ...SERVER_FLAGS, 'dist/server/main.js']
    : ['npm', 'start'];
  const server = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: {
      ...(process.argv.includes('--built') ? SERVER_ENV : {}),
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  for (let waited = 0; waited < 300_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, server, dataDir: dir };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error('the server did not become healthy within 5 minutes');
}

/** Stops a server started by startServer, keeping its data directory (for --restart). */
async function stopKeepingData(running: Running): Promise<void> {
  if (!running.server.pid || running.server.exitCode !== null) return;
  const exited = new Promise((resolve) => running.server.once('exit', resolve));
  process.kill(-running.server.pid, 'SIGTERM');
  await exited;
}

interface Figures {
  vmRss: number;
  vmHwm: number;
  rssAnon: number;
  rssFile: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;

/** The pid of `node dist/server/main.js` among the processes of npm start's process group. */
function serverPid(group: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so split after its closing paren.
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (pgrp === group && command.some((arg) => /dist\/server\/main\.js$/.test(arg)))
        return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error('no dist/server/main.js process in the npm start process group');
}

async function measure(pid: number, probeFile: string): Promise<Figures> {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 180_000; waited += 50) {
    if (existsSync(probeFile)) return JSON.parse(readFileSync(probeFile, 'utf8')) as Figures;
    await sleep(50);
  }
  throw new Error('the server did not answer the memory probe');
}

function report(label: string, figures: Figures, probeFile: string): void {
  const rest = figures.vmRss - figures.heapTotal - figures.external;
  console.log(
    `${label.padEnd(28)} RSS ${mib(figures.vmRss).padStart(8)} (anon ${mib(figures.rssAnon)}, ` +
      `file ${mib(figures.rssFile)}, peak ${mib(figures.vmHwm)}) · heap used ${mib(figures.heapUsed)} ` +
      `of ${mib(figures.heapTotal)} · external ${mib(figures.external)} ` +
      `(array buffers ${mib(figures.arrayBuffers)}) · outside V8 ${mib(rest)}`,
  );
  if (process.env.MEMORY_PROBE_SNAPSHOT === '1')
    console.log(`${''.padEnd(28)} heap snapshot: ${probeFile}.heapsnapshot`);
}

function expectOk(what: string, response: { status: number }): void {
  if (response.status >= 400) throw new Error(`${what}: ${response.status}`);
}

/** An ordinary visit: members sign up, add medicines, check them, read their pages. */
async function burst(url: string): Promise<void> {
  const request = fetchTransport(url);
  for (let index = 0; index < BURST_MEMBERS; index += 1) {
    const cookie = await signedInMember(request, `idle-memory-${index}`);
    await addMedicines(request, cookie);
    for (const path of [
      '/api/profile',
      '/api/medications',
      '/api/medications/safety',
      `/api/dashboard/summary?date=${new Date().toISOString().slice(0, 10)}`,
      '/api/notifications',
      '/api/trends?days=90',
    ])
      expectOk(path, await request('GET', path, { cookie }));
    expectOk(
      'the check',
      await request('POST', '/api/interactions/check', {
        cookie,
        body: { items: TYPICAL_MEDICINES },
      }),
    );
  }
  for (const path of ['/', '/interactions', '/markers-education', '/essential-oils'])
    expectOk(path, await request('GET', path));
}

/**
 * The first three interaction checks after start (a visitor's ten typed items), in ms: what
 * anything built on first use costs the first tap.
 */
async function timeChecks(url: string): Promise<void> {
  const request = fetchTransport(url);
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    expectOk(
      'a check',
      await request('POST', '/api/interactions/check', { body: { items: TEN_ITEMS } }),
    );
    times.push(performance.now() - started);
  }
  console.log(
    `${'first checks'.padEnd(28)} ${times.map((ms) => `${ms.toFixed(1)} ms`).join(', ')} (1st, 2nd, 3rd)`,
  );
}

/**
 * The measured start and how long it took to become healthy. With --restart a first start makes
 * the data directory, which the measured start reopens.
 */
async function startMeasured(): Promise<{ running: Running; seconds: number }> {
  let dataDir: string | undefined;
  if (process.argv.includes('--restart')) {
    const first = await startServer(mkdtempSync(join(tmpdir(), 'wellnest-bench-idle-memory-')));
    await stopKeepingData(first);
    console.log(`first start done, restarting on ${first.dataDir}`);
    dataDir = first.dataDir;
  }
  const started = performance.now();
  const running = await startServer(dataDir);
  return { running, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const probeDir = mkdtempSync(join(tmpdir(), 'wellnest-idle-memory-'));
  const probeFile = join(probeDir, 'memory.json');
  process.env.MEMORY_PROBE_FILE = probeFile;
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--import=${PROBE}`]
    .filter(Boolean)
    .join(' ');
  const { running, seconds } = await startMeasured();
  try {
    const pid = serverPid(running.server.pid!);
    console.log(
      `npm start healthy after ${seconds.toFixed(1)} s ` +
        `(server pid ${pid}, data in ${running.dataDir})`,
    );
    report('healthy', await measure(pid, probeFile), probeFile);
    await sleep(IDLE_SECONDS * 1000);
    const idle = await measure(pid, probeFile);
    report(`idle ${IDLE_SECONDS} s`, idle, probeFile);
    await timeChecks(running.url);
    const burstStarted = performance.now();
    await burst(running.url);
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    report(
      `after the burst (${burstSeconds.toFixed(1)} s)`,
      await measure(pid, probeFile),
      probeFile,
    );
    await sleep(IDLE_SECONDS * 1000);
    const afterBurst = await measure(pid, probeFile);
    report(`burst + idle ${IDLE_SECONDS} s`, afterBurst, probeFile);
    writeResults('idle-memory', {
      idleSeconds: IDLE_SECONDS,
      idleRssMiB: idle.vmRss / MIB,
      afterBurstRssMiB: afterBurst.vmRss / MIB,
    });
  } finally {
    await stopProductionServer(running);
    if (process.env.MEMORY_PROBE_SNAPSHOT !== '1')
      rmSync(probeDir, { recursive: true, force: true });
  }
}

await main();
