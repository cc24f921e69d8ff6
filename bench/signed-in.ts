/**
 * `npm run bench:signed-in`: the signed-in reads and writes a member makes every day, as ratios
 * against `GET /api/health` measured in the same run (100 connections each), for a paid user with
 * four medicines and 60 days of moods, medians of BENCH_RUNS runs (default 3); then the same write
 * for a user with two years of logs, whose ratio to the first says whether a write's cost grows
 * with history. PGlite by default; PostgreSQL with DATABASE_URL. Loopback only; each measurement
 * is bounded in time (BENCH_SECONDS, default 5). Then, one request at a time in process (issue 50
 * point 3), the reads that must not grow with history (achievements, habits, a check-in) for a
 * member with one day of logs and one with three years (BENCH_HISTORY_DAYS, default 1,095).
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { BENCH_ORIGIN as ORIGIN, startBenchApp } from './bench-app';
import { addDays } from '#shared/domain/dates';
import { writeResults } from './results-file';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

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

/**
 * `days` of moods, sleep and water, and a daily habit checked every day, back from yesterday,
 * written straight into the tables (as an import would; the HTTP path is far too slow for three
 * years). Every fourth week has a gap of two days, so the runs are not one long streak.
 */
async function seedHistoryInDatabase(
  app: FastifyInstance,
  database: Database,
  cookie: string,
  days: number,
): Promise<void> {
  const session = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  const userId = (session.json() as { user: { id: string } }).user.id;
  const habit = await app.inject({
    method: 'POST',
    url: '/api/habits',
    headers: { origin: ORIGIN, cookie },
    payload: { name: 'Stretch', schedule: 'daily' },
  });
  const habitId = (habit.json() as { id: string }).id;
  const from = addDays(today, -days);
  const to = addDays(today, -1);
  const kept = sql`(select d::date as day from generate_series(${from}::date, ${to}::date, '1 day') d
    where (d::date - ${from}::date) % 28 not in (26, 27))`;
  await database.db.execute(sql`insert into mood_entries (user_id, entry_date, mood, energy)
    select ${userId}, day, 1 + (extract(doy from day)::int % 5), 3 from ${kept} k`);
  await database.db
    .execute(sql`insert into daily_logs (user_id, log_date, sleep_hours, water_glasses)
    select ${userId}, day, 7, 6 from ${kept} k`);
  await database.db.execute(sql`insert into habit_check_ins (user_id, habit_id, check_date)
    select ${userId}, ${habitId}::uuid, day from ${kept} k`);
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

interface SpreadFigures {
  name: string;
  ratio: number;
  p99Ms: number;
  timeouts: number;
  errors: number;
}

/** Members the spread writes are shared over (BENCH_WRITE_MEMBERS); connections take them in turn. */
const WRITE_MEMBERS = Number(process.env.BENCH_WRITE_MEMBERS ?? 20);

/**
 * The three daily writes again, the 100 connections spread over WRITE_MEMBERS members, each
 * writing their own day: what a crowd of members costs. The table above has all 100 connections
 * write one member's one day, where every write waits for the one before it on that row (on
 * PostgreSQL its row lock, on PGlite its single connection anyway): the worst case, kept as the
 * goal's figure; this is the ordinary one, printed beside it (ADR 117 addendum).
 */
async function spreadWrites(
  app: FastifyInstance,
  url: string,
  foodId: string,
  healthRate: number,
): Promise<SpreadFigures[]> {
  const members: { cookie: string; medicineId: string }[] = [];
  for (let index = 0; index < WRITE_MEMBERS; index += 1) {
    const cookie = await signedInUser(app, `crowd-${index}`);
    const added = await app.inject({
      method: 'POST',
      url: '/api/medications',
      headers: { origin: ORIGIN, cookie },
      payload: { name: 'Metformin', dosage: '500 mg' },
    });
    members.push({ cookie, medicineId: (added.json() as { id: string }).id });
  }
  // Each connection writes as one member, in turn. The load generator runs in a worker thread,
  // as for GET /api/health, so it does not share the app's event loop: a per-connection setup is
  // handed to the worker as a module file (a function cannot be), with the members written in.
  const spread = async (path: string, body: (member: (typeof members)[number]) => unknown) => {
    const clients = members.map((member) => ({
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: member.cookie },
      body: JSON.stringify(body(member)),
    }));
    const setupFile = join(tmpdir(), `wellnest-bench-spread-${randomUUID()}.cjs`);
    writeFileSync(
      setupFile,
      `const clients = ${JSON.stringify(clients)};\nlet next = 0;\n` +
        'module.exports = (client) => {\n  const chosen = clients[next++ % clients.length];\n' +
        '  client.setHeaders(chosen.headers);\n  client.setBody(chosen.body);\n};\n',
    );
    try {
      return await measure(`${url}${path}`, { method: 'PUT', setupClient: setupFile as never });
    } finally {
      rmSync(setupFile, { force: true });
    }
  };
  const writes = [
    ['PUT /api/mood/:date', () => spread(`/api/mood/${today}`, () => ({ mood: 4, energy: 3 }))],
    [
      'PUT /api/daily-log/:date (a dose taken)',
      () =>
        spread(`/api/daily-log/${today}`, (member) => ({
          medication_doses: [{ medication_id: member.medicineId, status: 'taken' }],
        })),
    ],
    [
      'PUT /api/food-log/:date',
      () =>
        spread(`/api/food-log/${today}`, () => ({
          entries: [{ meal: 'breakfast', food_id: foodId, grams: 80 }],
        })),
    ],
  ] as const;
  console.log(
    `\nThe same writes, ${CONNECTIONS} connections spread over ${members.length} members (each their own day); one run each, against the median GET /api/health above\n`,
  );
  console.log('| call | ratio | p99 ms | timeouts / errors |');
  console.log('|---|---|---|---|');
  const figures: SpreadFigures[] = [];
  for (const [name, run] of writes) {
    const result = await run();
    figures.push({
      name,
      ratio: result.requests.average / healthRate,
      p99Ms: result.latency.p99,
      timeouts: result.timeouts,
      errors: result.errors - result.timeouts + result.non2xx,
    });
    const row = figures.at(-1)!;
    console.log(
      `| \`${name}\` | ${row.ratio.toFixed(2)} | ${row.p99Ms.toFixed(0)} | ${row.timeouts} / ${row.errors} |`,
    );
  }
  return figures;
}

async function main(): Promise<void> {
  const { app, url, database } = await startBenchApp();

  // The typical member: paid, four medicines, 60 days of moods.
  const member = await signedInUser(app, 'member');
  await becomePaid(app, member);
  const medicineIds: string[] = [];
  for (const name of ['Warfarin', 'Ibuprofen', 'Metformin', 'Lisinopril']) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/medications',
      headers: { origin: ORIGIN, cookie: member },
      payload: { name, dosage: '10 mg' },
    });
    medicineIds.push((added.json() as { id: string }).id);
  }
  await seedDays(app, member, 60, false);
  // Two years of moods, sleep, water and a habit every day.
  const longtime = await signedInUser(app, 'longtime');
  await seedDays(app, longtime, 730, true);
  const foods = await app.inject({ method: 'GET', url: '/api/foods/search?q=oat' });
  const foodId = (foods.json() as { results: { id: string }[] }).results[0]!.id;
  // Let the cabinet's background safety analysis finish before it is read.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const moodWrite = (cookie: string) => ({
    method: 'PUT' as const,
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ mood: 4, energy: 3 }),
  });
  const headers = { cookie: member };
  const jsonWrite = (body: unknown) => ({
    method: 'PUT' as const,
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: member },
    body: JSON.stringify(body),
  });
  const calls: Call[] = [
    {
      name: 'GET /api/trends?days=90',
      least: 1,
      p99Under: null,
      run: () => measure(`${url}/api/trends?days=90`, { headers }),
    },
    {
      name: 'GET /api/medications/safety',
      least: 1,
      p99Under: null,
      run: () => measure(`${url}/api/medications/safety`, { headers }),
    },
    {
      name: 'GET /api/daily-log/today',
      least: 1,
      p99Under: null,
      run: () => measure(`${url}/api/daily-log/${today}`, { headers }),
    },
    {
      name: 'PUT /api/mood/:date',
      least: 0.5,
      p99Under: 500,
      run: () => measure(`${url}/api/mood/${today}`, moodWrite(member)),
    },
    {
      name: 'PUT /api/daily-log/:date (a dose taken)',
      least: 0.5,
      p99Under: null,
      run: () =>
        measure(
          `${url}/api/daily-log/${today}`,
          jsonWrite({ medication_doses: [{ medication_id: medicineIds[2], status: 'taken' }] }),
        ),
    },
    {
      name: 'PUT /api/food-log/:date',
      least: 0.5,
      p99Under: null,
      run: () =>
        measure(
          `${url}/api/food-log/${today}`,
          jsonWrite({ entries: [{ meal: 'breakfast', food_id: foodId, grams: 80 }] }),
        ),
    },
    {
      name: 'GET /api/notifications',
      least: 1,
      p99Under: null,
      run: () => measure(`${url}/api/notifications`, { headers }),
    },
    {
      name: 'GET /api/dashboard/summary',
      least: 1,
      p99Under: null,
      run: () => measure(`${url}/api/dashboard/summary?date=${today}`, { headers }),
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
  const spread = await spreadWrites(app, url, foodId, median(healthRates));

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

  // A dose taken and the dashboard summary read next (the summary is rebuilt after the write).
  const doseThenSummary: number[] = [];
  const doseAlone: number[] = [];
  for (let run = 0; run < 30; run += 1) {
    const started = performance.now();
    await send(app, member, 'PUT', `/api/daily-log/${today}`, {
      medication_doses: [{ medication_id: medicineIds[run % 4], status: run % 2 ? 'taken' : null }],
    });
    doseAlone.push(performance.now() - started);
    const summary = await app.inject({
      method: 'GET',
      url: `/api/dashboard/summary?date=${today}`,
      headers: { cookie: member },
    });
    if (summary.statusCode !== 200) throw new Error(`summary: ${summary.statusCode}`);
    doseThenSummary.push(performance.now() - started);
  }
  console.log(
    `A dose taken, one at a time (median of 30): ${median(doseAlone).toFixed(1)} ms; with the dashboard summary read after it: ${median(doseThenSummary).toFixed(1)} ms.`,
  );

  // Reads that must not grow with history: one day of logs against three years.
  const historyDays = Number(process.env.BENCH_HISTORY_DAYS ?? 1095);
  const oneDay = await signedInUser(app, 'one-day');
  await seedHistoryInDatabase(app, database, oneDay, 1);
  const years = await signedInUser(app, 'three-years');
  await seedHistoryInDatabase(app, database, years, historyDays);
  const habitOf = async (cookie: string): Promise<string> => {
    const list = await app.inject({ method: 'GET', url: '/api/habits', headers: { cookie } });
    return (list.json() as { habits: { id: string }[] }).habits[0]!.id;
  };
  const timed = async (
    cookie: string,
    method: 'GET' | 'PUT' | 'DELETE',
    path: string,
  ): Promise<number> => {
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      const response = await app.inject({
        method,
        url: path,
        headers: { origin: ORIGIN, cookie },
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode}`);
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const growthRows: { name: string; oneDayMs: number; yearsMs: number }[] = [];
  for (const [name, method, path] of [
    ['GET /api/achievements', 'GET', () => '/api/achievements'],
    ['GET /api/habits', 'GET', () => '/api/habits'],
    [
      'PUT /api/habits/:id/check-ins/:today',
      'PUT',
      (id: string) => `/api/habits/${id}/check-ins/${today}`,
    ],
    [
      'GET /api/habits/:id/check-ins (30 days)',
      'GET',
      (id: string) => `/api/habits/${id}/check-ins`,
    ],
  ] as const) {
    const oneDayMs = await timed(oneDay, method, path(await habitOf(oneDay)));
    const yearsMs = await timed(years, method, path(await habitOf(years)));
    growthRows.push({ name, oneDayMs, yearsMs });
  }
  // The daily reads are answered from a per-member cache (ADR 059): each is timed just after a
  // write of yesterday's mood and log has dropped it, so what is measured is the read built anew.
  let flip = 0;
  const timedFresh = async (cookie: string, path: string): Promise<number> => {
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      flip += 1;
      const yesterday = addDays(today, -1);
      await send(app, cookie, 'PUT', `/api/mood/${yesterday}`, { mood: 1 + (flip % 5), energy: 3 });
      await send(app, cookie, 'PUT', `/api/daily-log/${yesterday}`, { water_glasses: flip % 9 });
      // The change feed drops the caches a moment after the write's commit.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: path, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode}`);
      times.push(performance.now() - started);
    }
    return median(times);
  };
  for (const [name, path] of [
    ['GET /api/dashboard/summary (after a write)', `/api/dashboard/summary?date=${today}`],
    ['GET /api/trends?days=90 (after a write)', '/api/trends?days=90'],
    ['GET /api/daily-log/today (after a write)', `/api/daily-log/${today}`],
  ] as const) {
    const oneDayMs = await timedFresh(oneDay, path);
    const yearsMs = await timedFresh(years, path);
    growthRows.push({ name, oneDayMs, yearsMs });
  }
  console.log(
    `\nOne request at a time in process (median of 20): 1 day of history against ${historyDays} days\n`,
  );
  console.log('| call | 1 day ms | history ms | growth | goal |');
  console.log('|---|---|---|---|---|');
  for (const row of growthRows) {
    const growth = row.yearsMs / row.oneDayMs;
    console.log(
      `| \`${row.name}\` | ${row.oneDayMs.toFixed(2)} | ${row.yearsMs.toFixed(2)} | ${growth.toFixed(2)}× | ≤ 1.5× ${growth <= 1.5 ? 'met' : 'NOT met'} |`,
    );
  }
  writeResults(`signed-in-${database.kind}`, {
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
    spread,
    growth: growthRows,
  });
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
