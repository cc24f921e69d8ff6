/**
 * The Apple Health import through the real server (ADR 075): hostile archives answered 4xx while
 * the process stays up and small, and /api/health latency while a large export is imported.
 *
 *   NODE_OPTIONS=--max-old-space-size=512 npx tsx bench/apple-health-import.ts [export.zip]
 *
 * Starts the app on loopback (in-memory PGlite, or DATABASE_URL) with a 10-minute request timeout,
 * signs a member up, then:
 * 1. sends each hostile archive (nested, wide, long text, long value, a comment that never ends, a
 *    bomb declaring 100 bytes, 2 MB that unpacks to 2 GB of spaces) over HTTP, streamed, and
 *    prints its answer, the time taken and the process's peak resident set size (VmHWM);
 * 2. imports `export.zip` (default: the test kit's export of about 300 MB of export.xml, written
 *    under the temp folder once) streamed from disk, while another client asks GET /api/health
 *    every 50 ms, and prints the health check's p50, p99 and worst latency during the import.
 * Timings are printed, never asserted.
 */
import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getHeapStatistics } from 'node:v8';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/env';
import { openDatabase } from '#server/db/open-database';
import { BENCH_ORIGIN } from './bench-app';
import { signedInMember, type BenchRequest } from './bench-member';
import { appleHealthZip } from '../src/server/modules/fhir/apple-health-test-kit';
import {
  bombDeflate,
  byteLength,
  longAttributeXml,
  longTextXml,
  nestedXml,
  rawZip,
  wideXml,
  zipOf,
} from '../src/server/modules/fhir/apple-health-hostile-test-kit';

const MB = 1024 * 1024;
const EXPORT = 'apple_health_export/export.xml';
/** VmRSS (now) or VmHWM (peak) of this process, in MB. */
const rss = (field: 'VmRSS' | 'VmHWM') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0,
  ) / 1024;

async function startApp() {
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
    REQUEST_TIMEOUT_MS: '600000',
  });
  const { app } = await buildApp(config, { database });
  return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** JSON requests with the origin the app trusts (the member's sign-up and sign-in). */
function transport(url: string): BenchRequest {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { origin: BENCH_ORIGIN };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the body.
    }
    return { status: response.status, body, setCookie: response.headers.getSetCookie() };
  };
}

/** Asks GET /api/health every 50 ms until stopped; returns the latencies in ms. */
function pollHealth(url: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await done;
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
  };
}

/**
 * Streams the body with node:http, whose client reads an answer that comes before the upload ends
 * (the server refuses as soon as a limit is passed and drops the rest).
 */
function upload(url: string, cookie: string, body: AsyncIterable<Uint8Array>) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const outgoing = request(`${url}/api/account/apple-health`, {
      method: 'POST',
      headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/zip' },
    });
    outgoing.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>,
        }),
      );
    });
    // A reset before the answer arrived is reported as such (see ADR 075, what is left).
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET'
        ? resolve({ status: 0, body: { code: 'connection reset before the answer' } })
        : reject(error),
    );
    pipeline(Readable.from(body), outgoing).catch(() => {
      // The server answered and stopped reading: the answer above is what counts.
    });
  });
}

async function* fromBytes(bytes: Uint8Array) {
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

const HOSTILE: [string, () => Promise<AsyncIterable<Uint8Array>>][] = [
  ['nested 100,000 deep', async () => fromBytes(await zipOf({ [EXPORT]: nestedXml(100_000) }))],
  ['10,000 attributes', async () => fromBytes(await zipOf({ [EXPORT]: wideXml(10_000) }))],
  ['a 3 MB text', async () => fromBytes(await zipOf({ [EXPORT]: longTextXml(3_000_000) }))],
  ['a 100 kB value', async () => fromBytes(await zipOf({ [EXPORT]: longAttributeXml(100_000) }))],
  [
    'a comment that never ends (1 GB)',
    async () => rawZip([{ name: EXPORT, deflated: bombDeflate('<HealthData><!--', '< ', 1024) }]),
  ],
  [
    'a bomb declaring 100 bytes (512 MB)',
    async () => {
      const bomb = bombDeflate('<HealthData>', `${'x'.repeat(1020)}<a/>`, 512);
      const declared = { compressed: byteLength(bomb), uncompressed: 100 };
      return rawZip([{ name: EXPORT, deflated: bomb, declared }]);
    },
  ],
  [
    '2 MB that unpacks to 2 GB of spaces',
    async () => rawZip([{ name: EXPORT, deflated: bombDeflate('<HealthData>', ' ', 2048) }]),
  ],
];

async function defaultExport(): Promise<string> {
  const path = join(tmpdir(), 'wellnest-apple-health-import-bench.zip');
  if (existsSync(path)) return path;
  const file = createWriteStream(path);
  for await (const chunk of appleHealthZip(
    { start: '2016-01-01', days: 3650, heartRatesPerDay: 300 },
    { level: 1 },
  ))
    if (!file.write(chunk)) await once(file, 'drain');
  file.end();
  await once(file, 'finish');
  return path;
}

const { app, url } = await startApp();
console.log(
  `V8 heap limit of the server process: ${(getHeapStatistics().heap_size_limit / MB).toFixed(0)} MB`,
);
const cookie = await signedInMember(transport(url), 'apple');
console.log(
  `after start: RSS ${rss('VmRSS').toFixed(0)} MB, peak ${rss('VmHWM').toFixed(0)} MB (loading the knowledge base)`,
);

for (const [name, build] of HOSTILE) {
  const stop = pollHealth(url);
  const started = performance.now();
  const answer = await upload(url, cookie, await build());
  const seconds = (performance.now() - started) / 1000;
  const health = await stop();
  console.log(
    `${name}: ${answer.status} ${String(answer.body.code)} in ${seconds.toFixed(1)} s; health p99 ${health.p99.toFixed(0)} ms; RSS now ${rss('VmRSS').toFixed(0)} MB`,
  );
}

const path = process.argv[2] ?? (await defaultExport());
const zipMb = statSync(path).size / MB;
const stop = pollHealth(url);
const started = performance.now();
const answer = await upload(url, cookie, createReadStream(path, { highWaterMark: 64 * 1024 }));
const seconds = (performance.now() - started) / 1000;
const health = await stop();
console.log(
  `import of ${path} (${zipMb.toFixed(0)} MB of ZIP): ${answer.status} ${JSON.stringify(answer.body)} in ${seconds.toFixed(1)} s (${(zipMb / seconds).toFixed(1)} MB/s of ZIP)`,
);
console.log(
  `GET /api/health during it: ${health.count} answers, p50 ${health.p50.toFixed(0)} ms, p99 ${health.p99.toFixed(0)} ms, worst ${health.max.toFixed(0)} ms; RSS now ${rss('VmRSS').toFixed(0)} MB, peak ${rss('VmHWM').toFixed(0)} MB`,
);
await app.close();
