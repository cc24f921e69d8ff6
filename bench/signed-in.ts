/**
 * `npm run bench:signed-in`: the signed-in reads and writes a member makes every day, as ratios
 * against `GET /api/health` measured in the same run (100 connections each), for a paid user with
 * four medicines and 60 days of moods, medians of BENCH_RUNS runs (default 3); then the same write
 * for a user with two years of logs, whose ratio to the first says whether a write's cost grows
 * with history. PGlite by default; PostgreSQL with DATABASE_URL. Loopback only; each measurement
 * is bounded in time (BENCH_SECONDS, default 5).
 */
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { BENCH_ORIGIN as ORIGIN, startBenchApp } from './bench-app';
import { addDays } from '#shared/domain/dates';
import { writeResults } from './results-file';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 100;
const PASSWORD = 'Calm-River-42!';

const today = new Date().toISOString().slice(0, 10);

async function signedInUser(app: FastifyInstance, name: string): Promise<string> {
  const email = `bench-${name}-${Date.now()}@example.com`;
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { email, password: PASSWORD, first_name: 'B', last_name: 'C' },
  });
  const outbox = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as Array<{
    to: string;
    links: string[];
  }>;
  const link = new URL(outbox.find((message) => message.to === email)!.links[0]!);
  await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password: PASSWORD },
  });
  return String(
    [signIn.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('wellnest.session_token=')),
  ).split(';')[0]!;
}

async function send(
  app: FastifyInstance,
  cookie: string,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: unknown,
): Promise<void> {
  const response = await app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie },
    payload: payload as never,
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode}`);
}

async function becomePaid(app: FastifyInstance, cookie: string): Promise<void> {
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { origin: ORIGIN, cookie },
    payload: {
      lookup_key: 'wellness_plus_monthly',
      success_url: '/subscription-success?pending=true',
      cancel_url: '/subscription-cancel',
    },
  });
  const session = new URL(checkout.json().url as string, ORIGIN).searchParams.get('session');
  await app.inject({
    method: 'POST',
    url: '/billing/demo-checkout/confirm',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `session=${encodeURIComponent(session ?? '')}`,
  });
}

/** Days of moods (and, with `everything`, sleep, water and a habit) back from yesterday. */
async function seedDays(
  app: FastifyInstance,
  cookie: string,
  days: number,
  everything: boolean,
): Promise<void> {
  let habitId: string | null = null;
  if (everything) {
    const habit = await app.inject({
      method: 'POST',
      url: '/api/habits',
      headers: { origin: ORIGIN, cookie },
      payload: { name: 'Stretch', schedule: 'daily' },
    });
    habitId = (habit.json() as { id: string }).id;
  }
  for (let back = days; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    await send(app, cookie, 'PUT', `/api/mood/${day}`, { mood: 1 + (back % 5), energy: 3 });
    if (everything) {
      await send(app, cookie, 'PUT', `/api/daily-log/${day}`, {
        sleep_hours: 7,
        water_glasses: 6,
      });
      await send(app, cookie, 'PUT', `/api/habits/${habitId}/check-ins/${day}`, undefined);
    }
  }
}

const measure = (url: string, options: Partial<autocannon.Options> = {}): Promise<Result> =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1, ...options });

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Call {
  name: string;
  /** The least throughput ratio to GET /api/health, and the p99 to stay under (ms), if any. */
  least: number;
  p99Under: number | null;
  run: () => Promise<Result>;
}

async function main(): Promise<void> {
  const { app, url, database } = await startBenchApp();

  // The typical member: paid, four medicines, 60 days of moods.
  const member = await signedInUser(app, 'member');
  await becomePaid(app, member);
  for (const name of ['Warfarin', 'Ibuprofen', 'Metformin', 'Lisinopril'])
    await send(app, member, 'POST', '/api/medications', { name, dosage: '10 mg' });
  await seedDays(app, member, 60, false);
  // Two years of moods, sleep, water and a habit every day.
  const longtime = await signedInUser(app, 'longtime');
  await seedDays(app, longtime, 730, true);
  // Let the cabinet's background safety analysis finish before it is read.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const moodWrite = (cookie: string) => ({
    method: 'PUT' as const,
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ mood: 4, energy: 3 }),
  });
  const headers = { cookie: member };
  const calls: Call[] = [
    {
      name: 'GET /api/trends?days=90',
      least: 0.5,
      p99Under: null,
      run: () => measure(`${url}/api/trends?days=90`, { headers }),
    },
    {
      name: 'GET /api/medications/safety',
      least: 0.5,
      p99Under: null,
      run: () => measure(`${url}/api/medications/safety`, { headers }),
    },
    {
      name: 'GET /api/daily-log/today',
      least: 0.5,
      p99Under: null,
      run: () => measure(`${url}/api/daily-log/${today}`, { headers }),
    },
    {
      name: 'PUT /api/mood/:date',
      least: 0.2,
      p99Under: 500,
      run: () => measure(`${url}/api/mood/${today}`, moodWrite(member)),
    },
  ];
  console.log(
    `Database: ${database.kind}; ${CONNECTIONS} connections; ${DURATION_S} s each; medians of ${RUNS} runs. Ratios against GET /api/health in the same run.\n`,
  );
  const rate = (result: Result) => result.requests.average;
  const ratios = calls.map((): number[] => []);
  const p99s = calls.map((): number[] => []);
  const timeouts = calls.map((): number[] => []);
  const errors = calls.map((): number[] => []);
  const healthRates: number[] = [];
  const growth: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const health = rate(await measure(`${url}/api/health`));
    healthRates.push(health);
    for (const [index, call] of calls.entries()) {
      const result = await call.run();
      ratios[index]!.push(rate(result) / health);
      p99s[index]!.push(result.latency.p99);
      timeouts[index]!.push(result.timeouts);
      // autocannon counts a timeout among its errors too: the rest are failures and non-2xx answers.
      errors[index]!.push(result.errors - result.timeouts + result.non2xx);
    }
    // The same write for the user with two years of logs, against the 60-day write of this run.
    const longWrite = await measure(`${url}/api/mood/${today}`, moodWrite(longtime));
    growth.push(rate(longWrite) / (ratios[3]!.at(-1)! * health));
  }

  console.log(`GET /api/health: ${median(healthRates).toFixed(0)} req/s (median)\n`);
  console.log('| call | ratio | p99 ms | timeouts / errors | goal |');
  console.log('|---|---|---|---|---|');
  for (const [index, call] of calls.entries()) {
    const ratio = median(ratios[index]!);
    const p99 = median(p99s[index]!);
    const goals = [
      `≥ ${call.least} ${ratio >= call.least ? 'met' : 'NOT met'}`,
      call.p99Under === null
        ? null
        : `p99 < ${call.p99Under} ms ${p99 < call.p99Under ? 'met' : 'NOT met'}`,
    ].filter(Boolean);
    console.log(
      `| \`${call.name}\` | ${ratio.toFixed(2)} | ${p99.toFixed(0)} | ${median(timeouts[index]!)} / ${median(errors[index]!)} | ${goals.join(', ')} |`,
    );
  }
  console.log(
    `\nPUT /api/mood/:date with two years of history ÷ with 60 days, under load (median): ${median(growth).toFixed(2)} (1.0: the cost does not grow with history).`,
  );
  writeResults('signed-in', {
    database: database.kind,
    healthRate: median(healthRates),
    calls: calls.map((call, index) => ({
      name: call.name,
      ratio: median(ratios[index]!),
      p99Ms: median(p99s[index]!),
      timeouts: median(timeouts[index]!),
      errors: median(errors[index]!),
    })),
    historyGrowth: median(growth),
  });
  // One write at a time, in process: what a write itself costs, without the crowd's queue.
  const oneAtATime = async (cookie: string): Promise<number> => {
    const times: number[] = [];
    for (let run = 0; run < 30; run += 1) {
      const started = performance.now();
      await send(app, cookie, 'PUT', `/api/mood/${today}`, { mood: 1 + (run % 5), energy: 3 });
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const shortMs = await oneAtATime(member);
  const longMs = await oneAtATime(longtime);
  console.log(
    `One write at a time (median of 30): ${shortMs.toFixed(1)} ms with 60 days, ${longMs.toFixed(1)} ms with two years (${(longMs / shortMs).toFixed(2)}×).`,
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
