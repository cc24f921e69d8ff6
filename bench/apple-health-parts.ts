/**
 * A 1 GB Apple Health export imported the way the page does it (ADR 094): sent in parts over a
 * throttled uplink, then read by the background job, through the real server with its default
 * 30 s request timeout and its V8 heap capped. Meanwhile another client asks GET /api/health and
 * another member's reads every 50 ms.
 *
 *   NODE_OPTIONS=--max-old-space-size=512 npm run bench:apple-health [-- export.zip]
 *
 * Env: APPLE_BENCH_UPLINK_MBIT (default 20: the uplink the parts are sent over, in Mbit/s).
 * Prints, for the upload and for the reading apart: the other requests' p50, p99 and worst latency
 * and how many took over 200 ms, and the same for the requests that overlapped the save alone (the
 * end of the reading, when the upload is 'saving'); the throughput; and the process's resident
 * memory now and at its peak (VmHWM). Timings are printed, never asserted.
 *
 * The default export is the realistic one of bench/apple-health-memory.ts (a watch's varied
 * values, so it deflates about as the Health app's does): 115 MB of ZIP holding about 1 GB of
 * export.xml. Make it first with `npx tsx bench/apple-health-memory.ts --zip 115`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/env';
import { openDatabase } from '#server/db/open-database';
import type { AppleHealthUpload } from '#shared/contracts/fhir.contract';
import { BENCH_ORIGIN } from './bench-app';
import { fetchTransport, signedInMember } from './bench-member';

const MB = 1024 * 1024;
const UPLINK_MBIT = Number(process.env.APPLE_BENCH_UPLINK_MBIT ?? 20);
const PART_TARGET_MS = 4_000;
const rss = (field: 'VmRSS' | 'VmHWM') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0,
  ) / 1024;

function defaultExport(): string {
  const path = join(tmpdir(), 'wellnest-apple-health-realistic-115mb.zip');
  if (!existsSync(path))
    throw new Error(`${path} is missing: run npx tsx bench/apple-health-memory.ts --zip 115 first`);
  return path;
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: 'memory://',
});
const config = loadConfig({
  APP_ENV: 'test',
  APP_URL: BENCH_ORIGIN,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_ADDRESS_PER_MINUTE: '100000000',
  DATA_DIR: join(tmpdir(), `wellnest-apple-parts-${process.pid}`),
});
const { app } = await buildApp(config, { database });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const request = fetchTransport(url, BENCH_ORIGIN);
console.log(
  `server: V8 heap limit ${(getHeapStatistics().heap_size_limit / MB).toFixed(0)} MB, request timeout ${config.REQUEST_TIMEOUT_MS / 1000} s, uplink ${UPLINK_MBIT} Mbit/s`,
);
const importer = await signedInMember(request, 'apple-parts');
const bystander = await signedInMember(request, 'apple-bystander');

/**
 * Source of the client that asks the other requests every 50 ms. It runs in a worker thread: a
 * client on the server's own event loop could not start a request while that loop was blocked,
 * and would never see the wait.
 */
const OTHERS_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, origin, cookie, paths } = workerData;
const latencies = [];
const startedAt = [];
const failures = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  for (let i = 0; running; i += 1) {
    const path = paths[i % paths.length];
    const started = performance.now();
    startedAt.push(Date.now());
    try {
      const response = await fetch(url + path, { headers: { origin, cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(path + ' answered ' + response.status);
    } catch (error) {
      failures.push(path + ': ' + String(error.cause ?? error));
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.postMessage({ latencies, startedAt, failures });
})();
`;

/** Other requests every 50 ms from a worker thread: the health check and another member's reads. */
function watchOthers() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const worker = new Worker(OTHERS_CLIENT, {
    eval: true,
    workerData: {
      url,
      origin: BENCH_ORIGIN,
      cookie: bystander,
      paths: ['/api/health', '/api/account/body-metrics', '/api/medications'],
    },
  });
  /** Stops the client; `window` [from, to] (Date.now() times) also counts the answers asked within it. */
  return async (window?: [number, number]) => {
    const answer = once(worker, 'message') as Promise<
      [{ latencies: number[]; startedAt: number[]; failures: string[] }]
    >;
    worker.postMessage('stop');
    const [{ latencies, startedAt, failures }] = await answer;
    await worker.terminate();
    loop.disable();
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const over = sorted.filter((ms) => ms > 200).length;
      return `${sorted.length} answers, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(0)} ms, ${over} over 200 ms`;
    };
    const within = window
      ? latencies.filter(
          (ms, i) => (startedAt[i] ?? 0) + ms >= window[0] && (startedAt[i] ?? 0) <= window[1],
        )
      : [];
    return {
      text: `${summary(latencies)}, ${failures.length} failed${failures.length ? ` (${failures[0]})` : ''}; server event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, worst ${(loop.max / 1e6).toFixed(0)} ms`,
      window: summary(within),
    };
  };
}

const json = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      origin: BENCH_ORIGIN,
      cookie: importer,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (response.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
  return answer;
};

const path = process.argv[2] ?? defaultExport();
const size = statSync(path).size;
const file = await open(path, 'r');
const bytesPerMs = (UPLINK_MBIT * 1e6) / 8 / 1000;

// 1. The upload: parts sized as the page sizes them, paced to the uplink.
const upload = await json<AppleHealthUpload>('POST', '/api/account/apple-health/uploads', { size });
let stopOthers = watchOthers();
let started = performance.now();
let offset = 0;
let parts = 0;
let partBytes = 1 * MB;
let longestPartMs = 0;
while (offset < size) {
  const length = Math.min(partBytes, size - offset);
  const bytes = Buffer.alloc(length);
  await file.read(bytes, 0, length, offset);
  const partStarted = performance.now();
  const response = await fetch(
    `${url}/api/account/apple-health/uploads/${upload.id}/parts/${parts + 1}`,
    {
      method: 'PUT',
      headers: {
        origin: BENCH_ORIGIN,
        cookie: importer,
        'content-type': 'application/octet-stream',
      },
      body: bytes,
    },
  );
  if (response.status !== 200) throw new Error(`part ${parts + 1}: ${await response.text()}`);
  await response.arrayBuffer();
  // The uplink: a part takes at least its bytes at that speed.
  const wire = length / bytesPerMs - (performance.now() - partStarted);
  if (wire > 0) await new Promise((resolve) => setTimeout(resolve, wire));
  const took = performance.now() - partStarted;
  longestPartMs = Math.max(longestPartMs, took);
  offset += length;
  parts += 1;
  partBytes = Math.round(
    Math.min(
      upload.part_max_bytes,
      Math.max(256 * 1024, Math.min((length / took) * PART_TARGET_MS, partBytes * 2)),
    ),
  );
}
await file.close();
const uploadSeconds = (performance.now() - started) / 1000;
const duringUpload = await stopOthers();
console.log(
  `upload: ${(size / MB).toFixed(0)} MB of ZIP in ${parts} parts over ${uploadSeconds.toFixed(0)} s (longest part ${(longestPartMs / 1000).toFixed(1)} s); others: ${duringUpload.text}; RSS ${rss('VmRSS').toFixed(0)} MB`,
);

// 2. The reading in the background, polled as the page polls.
stopOthers = watchOthers();
started = performance.now();
await json('POST', `/api/account/apple-health/uploads/${upload.id}/complete`);
let status: AppleHealthUpload;
// The save's window: from the last poll that still saw the reading to the first that saw its end
// (polled every 200 ms, so the window is at most 0.4 s wider than the save).
let readingSeen = Date.now();
let saveFrom: number | undefined;
for (;;) {
  const asked = Date.now();
  status = await json<AppleHealthUpload>('GET', `/api/account/apple-health/uploads/${upload.id}`);
  if (['queued', 'reading'].includes(status.status)) readingSeen = asked;
  else saveFrom ??= readingSeen;
  if (['done', 'refused', 'failed'].includes(status.status)) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const saveWindow: [number, number] = [saveFrom ?? readingSeen, Date.now()];
const readSeconds = (performance.now() - started) / 1000;
const duringReading = await stopOthers(saveWindow);
console.log(
  `reading: ${status.status} ${JSON.stringify(status.result ?? status.error)} in ${readSeconds.toFixed(0)} s (${(size / MB / readSeconds).toFixed(1)} MB/s of ZIP); others: ${duringReading.text}`,
);
console.log(
  `saving (within ${((saveWindow[1] - saveWindow[0]) / 1000).toFixed(1)} s): others: ${duringReading.window}`,
);
console.log(`memory: RSS now ${rss('VmRSS').toFixed(0)} MB, peak ${rss('VmHWM').toFixed(0)} MB`);
await app.close();
// The database was handed to the app, which leaves it open: a PostgreSQL pool would hold the process.
await database.close();
