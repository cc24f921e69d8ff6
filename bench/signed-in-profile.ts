/**
 * `npx tsx bench/signed-in-profile.ts`: where a daily write's time goes, against the goal that a write keeps at least half of GET /api/health's rate (bench/README.md). For a mood
 * saved, a dose taken and a food logged, one at a time and then under 100 connections, counts
 * the database round trips per request by statement, the time they took, the wait for a pooled
 * connection and the write hook's wait for the change feed (`settled()`). PGlite by default;
 * PostgreSQL with DATABASE_URL (what it was written for: PGlite's statements run in process).
 * BENCH_SECONDS (default 3) bounds each loaded run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import autocannon from 'autocannon';
import { BENCH_ORIGIN as ORIGIN, startBenchApp } from './bench-app';
import { injectTransport, signedInMember } from './bench-member';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const today = new Date().toISOString().slice(0, 10);

interface Tally {
  count: number;
  ms: number;
}
const statements = new Map<string, Tally>();
const poolWait: Tally = { count: 0, ms: 0 };
const settledWait: Tally = { count: 0, ms: 0 };
const add = (tally: Tally, ms: number) => {
  tally.count += 1;
  tally.ms += ms;
};

/** Every statement sent on any pg connection, by its first words, with its round-trip time. */
function instrumentPg(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    const text =
      typeof first === 'string' ? first : (first?.name ?? first?.text ?? '(prepared by name)');
    const key = text.replace(/\s+/g, ' ').slice(0, 90);
    const started = performance.now();
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () =>
          add(
            statements.get(key) ?? statements.set(key, { count: 0, ms: 0 }).get(key)!,
            performance.now() - started,
          ),
        () => undefined,
      );
    return result;
  };
  const poolProto = pg.Pool.prototype as unknown as { connect: (...args: unknown[]) => unknown };
  const connect = poolProto.connect;
  poolProto.connect = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const result = connect.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(
        () => add(poolWait, performance.now() - started),
        () => undefined,
      );
    return result;
  };
}

const TICK_MS = 10; // USER_HZ 100 on Linux
/** CPU time (ms) of a /proc stat file: utime + stime. */
function cpuOf(path: string): number {
  try {
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
/** This process's main thread, the whole process, and every postgres process on the machine. */
function cpuNow(): { main: number; process: number; postgres: number } {
  let postgres = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        postgres += cpuOf(`/proc/${pid}/stat`);
    } catch {
      // gone
    }
  }
  return {
    main: cpuOf(`/proc/${process.pid}/task/${process.pid}/stat`),
    process: cpuOf(`/proc/${process.pid}/stat`),
    postgres,
  };
}

function reset(): void {
  statements.clear();
  poolWait.count = poolWait.ms = 0;
  settledWait.count = settledWait.ms = 0;
}

function report(label: string, requests: number, wallMs: number): void {
  console.log(
    `\n### ${label}: ${requests} requests, ${(wallMs / requests).toFixed(2)} ms each (wall)\n`,
  );
  console.log('| statement | per request | ms each (mean) |');
  console.log('|---|---|---|');
  for (const [key, tally] of [...statements].sort((a, b) => b[1].count - a[1].count))
    console.log(
      `| \`${key}\` | ${(tally.count / requests).toFixed(2)} | ${(tally.ms / tally.count).toFixed(2)} |`,
    );
  console.log(
    `| (pool checkout wait) | ${(poolWait.count / requests).toFixed(2)} | ${(poolWait.ms / Math.max(1, poolWait.count)).toFixed(2)} |`,
  );
  console.log(
    `| (write hook: settled()) | ${(settledWait.count / requests).toFixed(2)} | ${(settledWait.ms / Math.max(1, settledWait.count)).toFixed(2)} |`,
  );
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) instrumentPg();
  const { app, url, database } = await startBenchApp();
  const settled = database.changes.settled.bind(database.changes);
  (database.changes as { settled: () => Promise<void> }).settled = async () => {
    const started = performance.now();
    await settled();
    add(settledWait, performance.now() - started);
  };

  const cookie = await signedInMember(injectTransport(app, ORIGIN), 'profile');
  const added = await app.inject({
    method: 'POST',
    url: '/api/medications',
    headers: { origin: ORIGIN, cookie },
    payload: { name: 'Metformin', dosage: '500 mg' },
  });
  const medicineId = (added.json() as { id: string }).id;
  const foods = await app.inject({ method: 'GET', url: '/api/foods/search?q=oat' });
  const foodId = (foods.json() as { results: { id: string }[] }).results[0]!.id;
  await new Promise((resolve) => setTimeout(resolve, 2000));

  const writes = [
    ['mood saved', `/api/mood/${today}`, { mood: 4, energy: 3 }],
    [
      'dose taken',
      `/api/daily-log/${today}`,
      { medication_doses: [{ medication_id: medicineId, status: 'taken' }] },
    ],
    [
      'food logged',
      `/api/food-log/${today}`,
      { entries: [{ meal: 'breakfast', food_id: foodId, grams: 80 }] },
    ],
  ] as const;
  const only = process.env.PROFILE_ONLY;
  for (const [name, path, body] of writes) {
    if (only && !name.startsWith(only)) continue;
    // Warm: the first writes fill the caches and prepare the statements.
    for (let run = 0; run < 20; run += 1)
      await app.inject({
        method: 'PUT',
        url: path,
        headers: { origin: ORIGIN, cookie },
        payload: body,
      });
    reset();
    const n = 200;
    let started = performance.now();
    const seqBefore = cpuNow();
    for (let run = 0; run < n; run += 1) {
      const response = await app.inject({
        method: 'PUT',
        url: path,
        headers: { origin: ORIGIN, cookie },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
    }
    const seqAfter = cpuNow();
    report(`${name}, one at a time`, n, performance.now() - started);
    console.log(
      `\nCPU ms per request, one at a time: app ${((seqAfter.main - seqBefore.main) / n).toFixed(3)}, postgres ${((seqAfter.postgres - seqBefore.postgres) / n).toFixed(3)}`,
    );

    reset();
    let maxWaiting = 0;
    const sampler = setInterval(() => {
      maxWaiting = Math.max(maxWaiting, database.poolStats?.().waiting ?? 0);
    }, 5);
    started = performance.now();
    const cpuBefore = cpuNow();
    const result = await autocannon({
      url: `${url}${path}`,
      connections: 100,
      duration: DURATION_S,
      workers: 1,
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: JSON.stringify(body),
    });
    clearInterval(sampler);
    const cpuAfter = cpuNow();
    const per = (key: keyof typeof cpuAfter) =>
      ((cpuAfter[key] - cpuBefore[key]) / result.requests.total).toFixed(3);
    console.log(
      `\nCPU ms per request: app main thread ${per('main')}, whole node process (with the load generator) ${per('process')}, every postgres process ${per('postgres')}`,
    );
    report(
      `${name}, 100 connections (${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, timeouts ${result.timeouts}, most waiting for the pool ${maxWaiting})`,
      result.requests.total,
      performance.now() - started,
    );
  }
  const healthCpu = cpuNow();
  const health = await autocannon({
    url: `${url}/api/health`,
    connections: 100,
    duration: DURATION_S,
    workers: 1,
  });
  const healthCpuAfter = cpuNow();
  console.log(
    `\nGET /api/health: ${health.requests.average.toFixed(0)} req/s; CPU ms per request: main ${((healthCpuAfter.main - healthCpu.main) / health.requests.total).toFixed(3)}, process ${((healthCpuAfter.process - healthCpu.process) / health.requests.total).toFixed(3)}, postgres ${((healthCpuAfter.postgres - healthCpu.postgres) / health.requests.total).toFixed(3)}`,
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
