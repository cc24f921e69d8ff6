/**
 * `npm run bench:signed-in`: the signed-in reads and writes a member makes every day, as ratios
 * against `GET /api/health` measured in the same run (100 connections each), for a paid user with
 * four medicines and 60 days of moods; then the same write for a user with two years of logs, whose
 * ratio to the first says whether a write's cost grows with history. PGlite by default; PostgreSQL
 * with DATABASE_URL. Loopback only; each run is bounded in time (BENCH_SECONDS, default 5).
 */
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { BENCH_ORIGIN as ORIGIN, startBenchApp } from './bench-app';
import { addDays } from '#shared/domain/dates';

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
  console.log(
    `Database: ${database.kind}; ${CONNECTIONS} connections; ${DURATION_S} s each. Ratios against GET /api/health in this run.\n`,
  );
  const health = await measure(`${url}/api/health`);
  const rows: [string, Result, number | null, number | null][] = [];
  const add = (name: string, result: Result, least: number | null, p99Under: number | null) =>
    rows.push([name, result, least, p99Under]);
  const headers = { cookie: member };
  add(
    'GET /api/dashboard/summary',
    await measure(`${url}/api/dashboard/summary?date=${today}`, { headers }),
    0.5,
    null,
  );
  add(
    'GET /api/trends?days=90',
    await measure(`${url}/api/trends?days=90`, { headers }),
    0.5,
    null,
  );
  add(
    'GET /api/medications/safety',
    await measure(`${url}/api/medications/safety`, { headers }),
    0.5,
    null,
  );
  add(
    `GET /api/daily-log/${today} (today)`,
    await measure(`${url}/api/daily-log/${today}`, { headers }),
    0.5,
    null,
  );
  const write = await measure(`${url}/api/mood/${today}`, moodWrite(member));
  add('PUT /api/mood/:date (60 days of history)', write, 0.2, 500);
  const longWrite = await measure(`${url}/api/mood/${today}`, moodWrite(longtime));
  add('PUT /api/mood/:date (two years of history)', longWrite, 0.2, 500);
  add(
    'GET /api/achievements (two years of history)',
    await measure(`${url}/api/achievements`, { headers: { cookie: longtime } }),
    null,
    null,
  );

  const rate = (result: Result) => result.requests.average;
  console.log('| page or call | req/s | p99 ms | ratio to /api/health | goal | errors + non-2xx |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| GET /api/health | ${rate(health).toFixed(0)} | ${health.latency.p99} | 1.00 | | ${health.errors + health.non2xx} |`,
  );
  for (const [name, result, least, p99Under] of rows) {
    const ratio = rate(result) / rate(health);
    const goals = [
      least === null ? null : `≥ ${least} ${ratio >= least ? 'met' : 'NOT met'}`,
      p99Under === null
        ? null
        : `p99 < ${p99Under} ms ${result.latency.p99 < p99Under ? 'met' : 'NOT met'}`,
    ].filter(Boolean);
    console.log(
      `| ${name} | ${rate(result).toFixed(0)} | ${result.latency.p99} | ${ratio.toFixed(2)} | ${goals.join(', ')} | ${result.errors + result.non2xx + result.timeouts} |`,
    );
  }
  console.log(
    `\nA write with two years of history ÷ with 60 days, under load: ${(rate(longWrite) / rate(write)).toFixed(2)} (1.0: the cost does not grow with history).`,
  );
  // One write at a time, in process: what a write itself costs, without the crowd's queue.
  const oneAtATime = async (cookie: string): Promise<number> => {
    const times: number[] = [];
    for (let run = 0; run < 30; run += 1) {
      const started = performance.now();
      await send(app, cookie, 'PUT', `/api/mood/${today}`, { mood: 1 + (run % 5), energy: 3 });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[15]!;
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
