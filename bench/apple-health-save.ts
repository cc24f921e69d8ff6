/**
 * The save of an Apple Health import alone (ADR 094), without the upload and the reading: years of
 * body metrics and nights written by `saveAppleHealthSummary` for one member while, on the same
 * process, another member's query (`select 1`, what GET /api/health asks) is sent every 10 ms. On
 * the embedded database every statement and every transaction holds the one connection on the
 * server's own event loop, so what those queries wait is what other requests wait during a save.
 *
 *   npx tsx bench/apple-health-save.ts            (in-memory PGlite; DATABASE_URL for PostgreSQL)
 *
 * Env: BENCH_DAYS (default 3650: ten years of five kinds a day and a night each), BENCH_RUNS
 * (default 3), BENCH_STEP_ROWS (default: the save's own step). Prints per run: the save's time,
 * the other queries' p50 / p99 / worst and how many waited over 200 ms, the event loop's longest
 * stall, and then a second save of the same summary (which must add nothing). Timings are
 * printed, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/open-database';
import { runWithActorStore, SYSTEM_ACTOR } from '#server/db/acting-user';
import { saveAppleHealthSummary } from '#server/modules/fhir/apple-health-uploads';
import type { AppleHealthSummary } from '#server/modules/fhir/apple-health-collector';
import { addDays } from '#shared/domain/dates';

const DAYS = Number(process.env.BENCH_DAYS ?? 3650);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STEP_ROWS = process.env.BENCH_STEP_ROWS ? Number(process.env.BENCH_STEP_ROWS) : undefined;

function summaryOf(days: number): AppleHealthSummary {
  const metrics: AppleHealthSummary['metrics'] = [];
  const sleep: AppleHealthSummary['sleep'] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays('2016-01-01', i);
    metrics.push(
      { kind: 'weight', date, value: 70 + (i % 7) / 10 },
      { kind: 'height', date, value: 175 },
      { kind: 'blood_pressure', date, value: 120 + (i % 9), value2: 80 },
      { kind: 'heart_rate', date, value: 60 + (i % 11) },
      { kind: 'steps', date, value: 6000 + i },
    );
    sleep.push({ date, hours: 6 + (i % 5) / 2 });
  }
  return { recordsRead: days * 40, metrics, sleep };
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: 'memory://',
});
const summary = summaryOf(DAYS);
console.log(
  `${database.kind}: ${summary.metrics.length.toLocaleString('en-US')} metrics and ${summary.sleep.length.toLocaleString('en-US')} nights per save`,
);

await runWithActorStore({ actor: SYSTEM_ACTOR }, async () => {
  const db = database.systemDb;
  for (let run = 1; run <= RUNS; run += 1) {
    const userId = randomUUID();
    await db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      values (${userId}, 'Bench', ${`${userId}@example.com`}, true, now(), now())`);
    for (const label of ['save', 'again']) {
      const waits: number[] = [];
      let saving = true;
      const others = (async () => {
        while (saving) {
          const started = performance.now();
          await database.ping();
          waits.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      // The event loop's longest stall: how late a 5 ms timer fires.
      let stall = 0;
      let tick = performance.now();
      const ticker = setInterval(() => {
        stall = Math.max(stall, performance.now() - tick - 5);
        tick = performance.now();
      }, 5);
      const started = performance.now();
      const result = await saveAppleHealthSummary(db, userId, summary, { stepRows: STEP_ROWS });
      const took = performance.now() - started;
      clearInterval(ticker);
      // A loop blocked until the save ended never ran the timer: count that last wait too.
      stall = Math.max(stall, performance.now() - tick - 5);
      saving = false;
      await others;
      const sorted = waits.sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      console.log(
        `run ${run} ${label}: ${took.toFixed(0)} ms, added ${result.metrics_added} metrics and ${result.sleep_days_added} nights; others: ${sorted.length} queries, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(0)} ms, ${sorted.filter((ms) => ms > 200).length} over 200 ms; event loop's longest stall ${stall.toFixed(0)} ms`,
      );
    }
  }
});
await database.close();
