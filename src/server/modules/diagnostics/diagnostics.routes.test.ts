import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import type { Diagnostics, ErrorReportInput } from '#shared/contracts/diagnostics.contract';
import {
  TEST_ORIGIN,
  createSignedInUser,
  createTestApp,
  get,
  signUp,
  type TestApp,
} from '../../../../tests/setup/test-app';

const ADMIN = 'diagnostics-admin@example.com';
let t: TestApp;
let admin: string;
let user: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `other@example.com, ${ADMIN.toUpperCase()}` });
  admin = (await createSignedInUser(t.app, ADMIN)).cookie;
  user = await createSignedInUser(t.app, 'diagnostics-user@example.com');
});
afterAll(async () => {
  await t?.close();
});

function report(overrides: Partial<ErrorReportInput> = {}): ErrorReportInput {
  return {
    error_type: 'TypeError',
    error_message: 'x is undefined',
    stack_trace:
      'TypeError: x is undefined\n    at run (http://localhost:3000/assets/a.js?v=1:10:5)',
    url: 'http://localhost:3000/labs?id=abc#top',
    user_agent: 'Vitest',
    timestamp: new Date().toISOString(),
    severity: 'low',
    context: { source: 'window.error' },
    ...overrides,
  };
}

function send(reports: unknown[], options: { cookie?: string; address?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/error-reports',
    payload: { reports },
    remoteAddress: options.address ?? '10.0.0.1',
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

async function rows(message: string) {
  return queryRows<Record<string, unknown>>(
    t.testDb.database.db,
    sql`select * from error_reports where error_message = ${message} order by timestamp`,
  );
}

describe('POST /api/error-reports', () => {
  it('takes a visitor report (202) with no user, scrubbed, and the severity from the text', async () => {
    const response = await send(
      [report({ error_message: 'Network request failed for glucose 105.5 by ann@example.com' })],
      { address: '10.0.0.2' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1, dropped: 0 });
    const [row] = await rows('Network request failed for glucose # by [email]');
    expect(row).toBeDefined();
    expect(row!.user_id).toBeNull();
    expect(row!.severity).toBe('high');
    expect(row!.url).toBe('http://localhost:3000/labs?id=');
    expect(row!.stack_trace).toContain('a.js:10:5');
    expect(row!.context).toEqual({ source: 'window.error', occurrences: 1 });
  });

  it('sets user_id for a signed-in user and keeps the occurrences of a counted duplicate', async () => {
    const response = await send(
      [report({ error_message: 'Permission denied reading x', occurrences: 7, severity: 'low' })],
      { cookie: user.cookie, address: '10.0.0.3' },
    );
    expect(response.statusCode).toBe(202);
    const [row] = await rows('Permission denied reading x');
    expect(row!.user_id).toBe(user.id);
    // The server derives the severity itself: the text says critical.
    expect(row!.severity).toBe('critical');
    expect((row!.context as { occurrences: number }).occurrences).toBe(7);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    for (const bad of [
      [report({ error_message: '' })],
      [report({ error_message: 'x'.repeat(1001) })],
      [report({ severity: 'fatal' as 'low' })],
      [report({ timestamp: 'yesterday' })],
      [{ ...report(), extra: 1 }],
      [report({ context: { blob: 'x'.repeat(5000) } })],
      [],
      Array.from({ length: 101 }, () => report()),
    ]) {
      const response = await send(bad, { address: '10.0.0.4' });
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      payload: report(),
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(400);
  });

  it('takes at most 100 reports a minute from one client, then answers 429', async () => {
    const batch = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) =>
        report({ error_message: `rate ${tag} item`, context: { i } }),
      );
    const first = await send(batch(60, 'a'), { address: '10.0.0.9' });
    expect(first.json()).toEqual({ accepted: 60, dropped: 0 });
    const second = await send(batch(60, 'b'), { address: '10.0.0.9' });
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ accepted: 40, dropped: 20 });
    const third = await send(batch(1, 'c'), { address: '10.0.0.9' });
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    // Another client is not affected.
    expect((await send(batch(1, 'd'), { address: '10.0.0.10' })).statusCode).toBe(202);
  });
});

describe('admin pages answer 404 to everyone but admins', () => {
  const paths = ['/api/admin/diagnostics', '/api/admin/overview', '/api/admin/auth-health'];
  it('signed out and non-admin get the same 404 as a missing path', async () => {
    const missing = await get(t.app, '/api/admin/no-such-thing');
    for (const path of paths) {
      for (const cookie of [undefined, user.cookie]) {
        const response = await get(t.app, path, cookie);
        expect(response.statusCode, `${path} ${cookie ? 'user' : 'visitor'}`).toBe(404);
        expect(response.json()).toEqual(missing.json());
      }
    }
  });

  it('an admin gets the overview and the auth health', async () => {
    const overview = await get(t.app, '/api/admin/overview', admin);
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    expect(body.users.total).toBeGreaterThanOrEqual(2);
    expect(body.plans.free + body.plans.paid).toBe(body.users.total);
    expect(body.knowledge.recipes).toBeGreaterThan(0);
    // The community's queue: held posts, open reports and crisis follow-ups (none here yet).
    expect(body.moderation_queue).toBe(0);
    const auth = await get(t.app, '/api/admin/auth-health', admin);
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toMatchObject({ auth_reachable: true, mail_transport: 'outbox' });
    expect(auth.json().sessions_active).toBeGreaterThanOrEqual(2);
    expect(auth.json().verification_emails_last_hour).toBe(0);
    // A sign-up sends a verification email (to the dev outbox here) and leaves a pending token.
    await signUp(t.app, 'diagnostics-new@example.com');
    const after = (await get(t.app, '/api/admin/auth-health', admin)).json();
    expect(after.verification_emails_last_hour).toBe(1);
    expect(after.users_unverified).toBe(auth.json().users_unverified + 1);
  });

  it('diagnostics groups reports by message with counts, last seen and system health', async () => {
    const message = 'Grouped failure in chart';
    await send([report({ error_message: message, occurrences: 3 })], { address: '10.0.1.1' });
    await send([report({ error_message: message, url: '/trends?range=30' })], {
      address: '10.0.1.2',
      cookie: user.cookie,
    });
    const response = await get(t.app, '/api/admin/diagnostics', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<Diagnostics>();
    const group = body.errors.groups.find((g) => g.error_message === message);
    expect(group).toMatchObject({ count: 4, reports: 2, users: 1, last_url: '/trends?range=' });
    expect(Date.parse(group!.last_seen)).toBeGreaterThanOrEqual(Date.parse(group!.first_seen));
    expect(body.errors.total_reports).toBeGreaterThanOrEqual(2);
    expect(body.health.database.ok).toBe(true);
    expect(body.health.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(body.health.knowledge.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['substances', 'biomarkers', 'oils']),
    );
    expect(body.health.queues).toMatchObject({ mail_transport: 'outbox', reminders_due: 0 });
    expect(body.health.scheduler.poll_interval_seconds).toBe(30);
  });
});
