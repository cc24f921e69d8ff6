import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { createJobQueue, type DatabaseJobQueue } from '#server/modules/jobs/index';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database';
import {
  createTestApp,
  latestVerificationLink,
  signUp,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { createQueuedMailer, EMAIL_JOB, EMAIL_MAX_ATTEMPTS, registerEmailJobs } from './email-jobs';
import { createOutboxTransport, type EmailMessage } from './mailer';
import { createOutboxRepository } from './outbox.repository';
import { devOutbox } from './outbox.table';

let testDb: TestDatabase;
const queues: DatabaseJobQueue[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await testDb?.drop();
});

const warnings: unknown[] = [];
const log: Parameters<typeof createJobQueue>[0]['log'] = {
  warn: (...args: unknown[]) => void warnings.push(args),
  error: (...args: unknown[]) => void warnings.push(args),
};

/** A queue whose email transport is the real outbox, behind a switch that can make it fail. */
function setUp(fail: (message: EmailMessage, attempt: number) => 'before' | 'after' | null) {
  const db = testDb.database.systemDb;
  const jobs = createJobQueue({ db, log, concurrency: 0 });
  queues.push(jobs);
  const outbox = createOutboxTransport(createOutboxRepository(db));
  let attempt = 0;
  registerEmailJobs(jobs, async (message, jobId) => {
    attempt += 1;
    const when = fail(message, attempt);
    if (when === 'before')
      throw Object.assign(new Error(`no route to ${message.to}`), { code: 'ECONNREFUSED' });
    await outbox.deliver(message, jobId);
    // Delivered, but the process did not get to record it (a crash, a lost connection).
    if (when === 'after')
      throw Object.assign(new Error('connection reset'), { code: 'ECONNRESET' });
  });
  return { jobs, mailer: createQueuedMailer(jobs, outbox, log), attempts: () => attempt };
}

async function emailJobs(to: string) {
  return queryRows<{
    id: string;
    status: string;
    attempts: number;
    payload: Record<string, unknown>;
    last_error: string | null;
    max_attempts: number;
  }>(
    testDb.database.systemDb,
    sql`select j.id, j.status, j.attempts, j.payload, j.last_error, j.max_attempts from jobs j
      join dev_outbox o on o.job_id = j.id where o."to" = ${to}
      union
      select id, status, attempts, payload, last_error, max_attempts from jobs
      where kind = ${EMAIL_JOB} and payload->>'to' = ${to}`,
  );
}

async function outboxRows(to: string) {
  return testDb.database.systemDb.select().from(devOutbox).where(eq(devOutbox.to, to));
}

async function makeDue() {
  await testDb.database.systemDb.execute(
    sql`update jobs set run_at = now() where status = 'queued'`,
  );
}

describe('email through the outbox', () => {
  it('delivers before send() resolves, then empties the job payload', async () => {
    const { mailer } = setUp(() => null);
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'now@example.com', subject: 'Hello', text: 'See https://x.io/a' });
    const rows = await outboxRows('now@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Hello', links: ['https://x.io/a'] });
    const [job] = await emailJobs('now@example.com');
    expect(job).toMatchObject({ id: rows[0]!.job_id, status: 'done', attempts: 1, payload: {} });
    expect(job?.max_attempts).toBe(EMAIL_MAX_ATTEMPTS);
  });

  it('resolves send() when the transport fails, and a retry delivers it', async () => {
    const { jobs, mailer, attempts } = setUp((_m, attempt) => (attempt === 1 ? 'before' : null));
    warnings.length = 0;
    await mailer.send({ to: 'later@example.com', subject: 'Retry me', text: 'Body' });
    expect(await outboxRows('later@example.com')).toHaveLength(0);
    const [queued] = await emailJobs('later@example.com');
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, last_error: 'ECONNREFUSED' });
    expect(JSON.stringify(warnings)).not.toContain('later@example.com');
    expect(JSON.stringify(warnings)).toContain('email send failed');

    await makeDue();
    expect(await jobs.drain()).toBe(1);
    expect(attempts()).toBe(2);
    expect(await outboxRows('later@example.com')).toHaveLength(1);
  });

  it('records an email once when the job runs again after delivering (at least once, recorded once)', async () => {
    const { jobs, mailer, attempts } = setUp((_m, attempt) => (attempt === 1 ? 'after' : null));
    await mailer.send({ to: 'once@example.com', subject: 'Once', text: 'Body' });
    const [queued] = await emailJobs('once@example.com');
    expect(queued).toMatchObject({ status: 'queued', last_error: 'ECONNRESET' });

    await makeDue();
    expect(await jobs.drain()).toBe(1);
    expect(attempts()).toBe(2);
    const rows = await outboxRows('once@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.job_id).toBe(queued?.id);
    const [done] = await emailJobs('once@example.com');
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('the app mailer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the verification email as a job, delivered before sign-up answers', async () => {
    const email = 'jobbed@example.com';
    expect((await signUp(t.app, email)).statusCode).toBe(200);
    expect(await latestVerificationLink(t.app, email)).toContain('/api/auth/verify-email');
    const rows = await queryRows<{ status: string; kind: string }>(
      t.testDb.database.systemDb,
      sql`select j.status, j.kind from dev_outbox o join jobs j on j.id = o.job_id
        where o."to" = ${email}`,
    );
    expect(rows).toEqual([{ status: 'done', kind: EMAIL_JOB }]);
  });

  it('names the account on its email jobs, so a job waiting for a retry goes with the account', async () => {
    const email = 'leaving@example.com';
    expect((await signUp(t.app, email)).statusCode).toBe(200);
    const [job] = await queryRows<{ user_id: string | null }>(
      t.testDb.database.systemDb,
      sql`select j.user_id from dev_outbox o join jobs j on j.id = o.job_id where o."to" = ${email}`,
    );
    const [user] = await queryRows<{ id: string }>(
      t.testDb.database.systemDb,
      sql`select id from users where email = ${email}`,
    );
    expect(job?.user_id).toBe(user?.id);
    // A retry still pending when the account is deleted: the row (and the address in it) goes too.
    await t.testDb.database.systemDb.execute(
      sql`update jobs set status = 'queued', payload = ${JSON.stringify({ to: email })}::jsonb
        where user_id = ${user!.id}`,
    );
    await t.testDb.database.systemDb.execute(sql`delete from users where id = ${user!.id}`);
    expect(await emailJobs(email)).toEqual([]);
  });
});
