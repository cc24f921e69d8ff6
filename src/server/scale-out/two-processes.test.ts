/**
 * Two app processes on one PostgreSQL, one Redis and one S3-compatible store,
 * on different ports, as two replicas behind a proxy run. They start at the same moment on a fresh
 * database (so they also race the migrations and the knowledge load, ADR 046) and must then behave
 * as one app: a session made on one works on the other and sign-out on either ends it on both;
 * rate-limit counters are shared; a reminder due once is sent once; an upload made through one
 * downloads through the other; killing one mid-request loses no acknowledged write.
 *
 * Runs where a PostgreSQL server and Redis answer (CI has both; .ci/run starts them). Each part
 * sends its requests from its own client address (X-Forwarded-For behind TRUST_PROXY, as the proxy
 * sets it), so the rate limiter counts them apart.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client as PgClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sessionCookieOf,
  signUpOverHttp,
  startAppProcess,
  type AppProcess,
} from '../../../tests/setup/app-process';
import { startLocalS3 } from '../../../tests/setup/local-s3';
import { textLabPdf } from '../../../tests/fixtures/labs/text-lab-pdf';
import { reachable } from '../../../tests/setup/reachable';

const POSTGRES_URL = process.env.API_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = 6379;
/** The origin both replicas are reached at (the proxy's); requests carry it as their Origin. */
const APP_URL = 'http://localhost:8080';
const PASSWORD = 'Scale-out test passphrase 2026!';
const RATE_LIMIT = 40;

const canRun = Boolean(POSTGRES_URL) && (await reachable(REDIS_HOST, REDIS_PORT));
if (POSTGRES_URL && !canRun)
  console.warn('scale-out test skipped: no Redis on 127.0.0.1:6379 (.ci/run starts one)');

/** A client of one replica, sending from one address (the proxy's X-Forwarded-For). */
function clientOf(app: AppProcess, address: string) {
  return async (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', address);
    headers.set('origin', APP_URL);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return fetch(`${app.url}${path}`, { ...init, headers, body, redirect: 'manual' });
  };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(canRun)('two app processes on one PostgreSQL, Redis and S3 store', () => {
  const databaseName = `wellnest_scale_${randomBytes(5).toString('hex')}`;
  const redisDb = 1 + Math.floor(Math.random() * 15);
  const dataDirs: string[] = [];
  let admin: PgClient;
  let stopS3: (() => Promise<void>) | undefined;
  let a: AppProcess;
  let b: AppProcess;
  /** The shared account, verified on one replica and signed in on the other. */
  let email: string;
  let userId: string;

  async function flushRedis(): Promise<void> {
    const { Redis } = await import('ioredis');
    const redis = new Redis({ host: REDIS_HOST, port: REDIS_PORT, db: redisDb, lazyConnect: true });
    await redis.connect();
    await redis.flushdb();
    await redis.quit();
  }

  beforeAll(async () => {
    const { Client } = await import('pg');
    admin = new Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await flushRedis();
    const s3 = await startLocalS3();
    stopS3 = s3.stop;
    const databaseUrl = new URL(POSTGRES_URL!);
    databaseUrl.pathname = `/${databaseName}`;
    const env = (name: string) => {
      const dataDir = mkdtempSync(join(tmpdir(), `wellnest-scale-${name}-`));
      dataDirs.push(dataDir);
      return {
        APP_ENV: 'development',
        // Lab uploads are a Health-edition feature.
        EDITION: 'health',
        APP_URL,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: `redis://${REDIS_HOST}:${REDIS_PORT}/${redisDb}`,
        DATA_DIR: dataDir,
        TRUST_PROXY: 'true',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        REMINDER_POLL_MS: '500',
        ...s3.env,
      };
    };
    // At the same moment, on an empty database: both run the migrations and load the knowledge.
    [a, b] = await Promise.all([startAppProcess('A', env('a')), startAppProcess('B', env('b'))]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await stopS3?.();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    await flushRedis().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function signedIn(address: string, app: AppProcess): Promise<string> {
    const signIn = await clientOf(app, address)('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    return sessionCookieOf(signIn);
  }

  it('shares sessions: made on A, used on B, ended on both by a sign-out on B', async () => {
    const onA = clientOf(a, '198.51.100.1');
    const onB = clientOf(b, '198.51.100.1');
    email = `scale-${randomUUID()}@example.com`;
    // Signed up and signed in on A, verified on B (whose outbox is the same table).
    const made = await signUpOverHttp(a.url, b.url, APP_URL, email, PASSWORD, {
      'x-forwarded-for': '198.51.100.1',
    });
    const cookie = made.cookie;
    userId = made.id;
    const session = (await (await onB('/api/auth/get-session', { cookie })).json()) as {
      user: { email: string };
    };
    expect(session.user.email).toBe(email);
    // Both processes have now read (and cached) the session.
    expect((await onA('/api/profile', { cookie })).status).toBe(200);
    expect((await onB('/api/profile', { cookie })).status).toBe(200);

    expect((await onB('/api/auth/sign-out', { method: 'POST', cookie, json: {} })).status).toBe(
      200,
    );
    // The sign-out answered only once A confirmed it had dropped the session (LISTEN/NOTIFY,
    // ADR 025): A's very next request is refused, with no retry.
    expect((await onA('/api/profile', { cookie })).status).toBe(401);
    expect((await onB('/api/profile', { cookie })).status).toBe(401);

    // Again, alternating which process signs out: every time, the other refuses at once.
    for (let round = 0; round < 6; round += 1) {
      const [signsOut, other] = round % 2 === 0 ? [onA, onB] : [onB, onA];
      const again = await signedIn('198.51.100.1', round % 2 === 0 ? a : b);
      expect((await other('/api/profile', { cookie: again })).status).toBe(200);
      expect((await signsOut('/api/profile', { cookie: again })).status).toBe(200);
      expect(
        (await signsOut('/api/auth/sign-out', { method: 'POST', cookie: again, json: {} })).status,
      ).toBe(200);
      expect((await other('/api/profile', { cookie: again })).status).toBe(401);
    }
  });

  it('shares rate-limit counters in Redis', async () => {
    // Signed in from another address, so the sign-in is not counted against this one.
    const cookie = await signedIn('198.51.100.5', a);
    const address = '203.0.113.7';
    const onA = clientOf(a, address);
    const onB = clientOf(b, address);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push((await onA('/api/symptoms/options', { cookie })).status);
      statuses.push((await onB('/api/symptoms/options', { cookie })).status);
    }
    // 50 requests from one address; one process alone would have allowed all of them.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - RATE_LIMIT);
  });

  it('sends a reminder due once exactly once, whichever process claims it', async () => {
    const address = '198.51.100.2';
    const cookie = await signedIn(address, a);
    const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { Client } = await import('pg');
    const appDb = new URL(POSTGRES_URL!);
    appDb.pathname = `/${databaseName}`;
    const owner = new Client({ connectionString: appDb.toString() });
    await owner.connect();
    try {
      await owner.query(
        `insert into subscribers (user_id, subscribed, simplified_tier, subscription_tier, subscription_end)
         values ($1, true, 'paid', 'wellness_plus', $2)`,
        [userId, end],
      );
      const onA = clientOf(a, address);
      const habit = await onA('/api/habits', {
        method: 'POST',
        cookie,
        json: { name: 'Evening stretch' },
      });
      expect(habit.status).toBe(201);
      const habitId = ((await habit.json()) as { id: string }).id;
      // The plan change reaches A's plan cache through NOTIFY; retry until it has.
      const reminder = await eventually(
        () =>
          onA('/api/reminders', {
            method: 'POST',
            cookie,
            json: {
              habit_id: habitId,
              local_time: '08:00',
              time_zone: 'UTC',
              channels: ['in_app', 'email'],
            },
          }),
        (response) => response.status !== 403,
        5_000,
      );
      expect(reminder.status).toBe(201);
      const reminderId = ((await reminder.json()) as { id: string }).id;
      // Due now: both processes poll every 500 ms.
      await owner.query(
        `update reminders set next_run_at = now() - interval '1 second' where id = $1`,
        [reminderId],
      );
      const count = async (query: string) =>
        Number((await owner.query<{ n: string }>(query, [reminderId])).rows[0]?.n ?? 0);
      await eventually(
        () => count(`select count(*) as n from reminder_deliveries where reminder_id = $1`),
        (n) => n > 0,
        15_000,
      );
      // Several more polls by both processes: still one delivery, one notification, one email.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(
        await count(
          `select count(*) as n from reminder_deliveries where reminder_id = $1 and outcome = 'sent'`,
        ),
      ).toBe(1);
      expect(await count(`select count(*) as n from notifications where reminder_id = $1`)).toBe(1);
      const emails = await eventually(
        async () =>
          Number(
            (
              await owner.query<{ n: string }>(
                `select count(*) as n from dev_outbox where "to" = $1 and subject = 'Time for Evening stretch'`,
                [email],
              )
            ).rows[0]?.n ?? 0,
          ),
        (n) => n > 0,
        10_000,
      );
      expect(emails).toBe(1);
    } finally {
      await owner.end();
    }
  });

  it('downloads through B a lab report uploaded through A (shared object storage)', async () => {
    const address = '198.51.100.3';
    const cookie = await signedIn(address, a);
    const pdf = await textLabPdf([
      'Hemoglobin   14.1      g/dL   13.5 - 17.5',
      'Glucose   92      mg/dL   70 - 99',
    ]);
    const form = new FormData();
    form.set('test_type', 'blood');
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'report.pdf');
    const upload = await clientOf(a, address)('/api/labs', { method: 'POST', cookie, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const report = (await upload.json()) as { id: string };
    const download = await clientOf(b, address)(`/api/labs/${report.id}/file`, { cookie });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('loses no acknowledged write when a process is killed mid-request', async () => {
    const address = '198.51.100.4';
    const cookie = await signedIn(address, b);
    const onA = clientOf(a, address);
    const acknowledged: string[] = [];
    let sent = 0;
    // Five writers in parallel, each writing until A stops answering.
    const writer = async () => {
      while (sent < 500) {
        const i = (sent += 1);
        const response = await onA('/api/symptoms', {
          method: 'POST',
          cookie,
          json: {
            name: 'Headache',
            severity: 1 + (i % 10),
            occurred_at: new Date(Date.now() - i * 60_000).toISOString(),
            note: `write ${i}`,
          },
        }).catch(() => null);
        if (!response) return;
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { id: string }).id);
      }
    };
    const writers = Array.from({ length: 5 }, writer);
    // Kill A while writes are in flight, once it has acknowledged some.
    await eventually(
      async () => acknowledged.length,
      (n) => n >= 10,
      15_000,
    );
    await a.kill();
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    // Every write A acknowledged before it died is there, read through B. The reads come from
    // another address: the writers may have spent their own on the shared limit (429s) before A
    // died, and how many they sent depends on how fast A dies.
    const reader = clientOf(b, '198.51.100.6');
    const listed = (await (await reader('/api/symptoms', { cookie })).json()) as {
      symptoms: { id: string }[];
    };
    const ids = new Set(listed.symptoms.map((symptom) => symptom.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    // B serves on after A's death.
    expect((await reader('/api/symptoms/options', { cookie })).status).toBe(200);
  });
});
