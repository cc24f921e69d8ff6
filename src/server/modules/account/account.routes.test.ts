/**
 * The account API (ADR 037, S6, S18, S20): settings, sessions, e-mail change, the export (derived
 * from the catalogue: a new user-owned table missing from it fails here) and deletion (no row left
 * for the deleted id in any table naming users, but the redacted audit trail; sign-in fails).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '#server/db/client';
import { EXPORTS_PER_HOUR, type AccountSession } from '#shared/contracts/account.contract';
import {
  STRONG_PASSWORD,
  TEST_ORIGIN,
  createSignedInUser,
  createTestApp,
  get,
  patch,
  post,
  put,
  readOutbox,
  sessionCookie,
  signUp,
  type TestApp,
} from '../../../../tests/setup/test-app';
import {
  rowsNaming,
  seedEveryTable,
  tablesNamingUsers,
} from '../../../../tests/setup/seed-every-table';
import { makePaid } from '../../../../tests/setup/billing';
import { createSubscriptionCanceller } from './subscription-cancel';
import { testActor } from '../../../../tests/setup/actor';
import { readZip } from './zip-writer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password = STRONG_PASSWORD) =>
  post(t.app, '/api/auth/sign-in/email', { email, password });
const del = (url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const exportOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.testDb.database.db, query);

/** A second signed-in session for a user made with createSignedInUser. */
async function secondSession(email: string, userAgent?: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: STRONG_PASSWORD },
    headers: { origin: TEST_ORIGIN, ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`sign-in failed: ${response.body}`);
  return cookie;
}

describe('no session: 401 and no data on every account route', () => {
  it.each([
    ['GET', '/api/account/settings'],
    ['PATCH', '/api/account/settings'],
    ['GET', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions/abc'],
    ['POST', '/api/account/sessions/revoke-others'],
    ['POST', '/api/account/email-change'],
    ['POST', '/api/account/email-change/confirm'],
    ['GET', '/api/account/export'],
    ['DELETE', '/api/account'],
  ] as const)('%s %s', async (method, url) => {
    for (const cookie of [undefined, 'wellnest.session_token=forged.value']) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : { password: STRONG_PASSWORD },
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    }
  });
});

describe('settings', () => {
  it('reads and changes the names, and refuses blank or unknown fields', async () => {
    const { cookie } = await createSignedInUser(t.app, 'names@example.com');
    expect((await get(t.app, '/api/account/settings', cookie)).json()).toEqual({
      email: 'names@example.com',
      first_name: 'Test',
      last_name: 'User',
      display_name: 'Test User',
      pending_email: null,
    });
    const changed = await patch(
      t.app,
      '/api/account/settings',
      { first_name: 'Ada', last_name: 'Lovelace', display_name: 'Ada L' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      display_name: 'Ada L',
    });
    const session = await get(t.app, '/api/auth/get-session', cookie);
    expect(session.json().user).toMatchObject({ name: 'Ada L', first_name: 'Ada' });

    expect(
      (await patch(t.app, '/api/account/settings', { first_name: '  ' }, cookie)).json(),
    ).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'First name is required',
    });
    const sneaky = await patch(t.app, '/api/account/settings', { email: 'x@example.com' }, cookie);
    expect(sneaky.statusCode).toBe(400);
    expect((await get(t.app, '/api/account/settings', cookie)).json().email).toBe(
      'names@example.com',
    );
  });
});

describe('sessions', () => {
  it('lists the sessions with their device, marks this one, and ends one or all others at once', async () => {
    const email = 'sessions@example.com';
    const { cookie } = await createSignedInUser(t.app, email);
    const firefox = await secondSession(
      email,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    );
    const iphone = await secondSession(
      email,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const listed = (await get(t.app, '/api/account/sessions', cookie)).json()
      .sessions as AccountSession[];
    expect(listed).toHaveLength(3);
    expect(listed[0]!.current).toBe(true);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.map((s) => s.device).sort()).toEqual([
      'Firefox on Windows',
      'Safari on iOS',
      'Unknown device',
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/token/i);

    const firefoxId = listed.find((s) => s.device === 'Firefox on Windows')!.id;
    expect((await del(`/api/account/sessions/${firefoxId}`, cookie)).json()).toEqual({
      revoked: 1,
    });
    expect((await get(t.app, '/api/account/settings', firefox)).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/settings', iphone)).statusCode).toBe(200);
    expect((await del(`/api/account/sessions/${firefoxId}`, cookie)).statusCode).toBe(404);

    expect((await post(t.app, '/api/account/sessions/revoke-others', {}, cookie)).json()).toEqual({
      revoked: 1,
    });
    expect((await get(t.app, '/api/account/settings', iphone)).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/settings', cookie)).statusCode).toBe(200);
  });

  it("answers 404 for another user's session id and leaves it alone", async () => {
    const owner = await createSignedInUser(t.app, 'session-owner@example.com');
    const intruder = await createSignedInUser(t.app, 'session-intruder@example.com');
    const [ownerSession] = (await get(t.app, '/api/account/sessions', owner.cookie)).json()
      .sessions as AccountSession[];
    const response = await del(`/api/account/sessions/${ownerSession!.id}`, intruder.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
    expect((await get(t.app, '/api/account/settings', owner.cookie)).statusCode).toBe(200);
    const intruderList = (await get(t.app, '/api/account/sessions', intruder.cookie)).body;
    expect(intruderList).not.toContain(ownerSession!.id);
  });

  it('password change ends every other session; the one that asked goes on with a new cookie', async () => {
    const email = 'password-change@example.com';
    const { cookie } = await createSignedInUser(t.app, email);
    const other = await secondSession(email);
    const changed = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Quiet-Lake-77?' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    const renewed = sessionCookie(changed)!;
    expect((await get(t.app, '/api/account/settings', other)).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/settings', renewed)).statusCode).toBe(200);
    const sessions = (await get(t.app, '/api/account/sessions', renewed)).json()
      .sessions as AccountSession[];
    expect(sessions).toHaveLength(1);
  });
});

describe('e-mail change', () => {
  it('sends a link to the new address, tells the old one, and changes only when the link is used', async () => {
    const email = 'old-address@example.com';
    const { cookie } = await createSignedInUser(t.app, email);
    const other = await secondSession(email);
    const wrong = await post(
      t.app,
      '/api/account/email-change',
      { new_email: 'new-address@example.com', password: 'Not-The-One-1!' },
      cookie,
    );
    expect(wrong.statusCode).toBe(403);
    expect(
      (
        await post(
          t.app,
          '/api/account/email-change',
          { new_email: 'nope', password: STRONG_PASSWORD },
          cookie,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          t.app,
          '/api/account/email-change',
          { new_email: 'names@example.com', password: STRONG_PASSWORD },
          cookie,
        )
      ).statusCode,
    ).toBe(409);

    const asked = await post(
      t.app,
      '/api/account/email-change',
      { new_email: 'New-Address@Example.com', password: STRONG_PASSWORD },
      cookie,
    );
    expect(asked.json()).toEqual({ pending_email: 'new-address@example.com' });
    const outbox = await readOutbox(t.app);
    const linkMail = outbox.find((m) => m.to === 'new-address@example.com');
    const notice = outbox.find((m) => m.to === email && m.subject.includes('about to change'));
    expect(notice?.text).toContain('new-address@example.com');
    const link = new URL(linkMail!.links.find((l) => l.includes('email-token='))!);
    expect(link.pathname).toBe('/account');
    const token = link.searchParams.get('email-token')!;

    // Nothing changes before the link is used.
    expect((await get(t.app, '/api/account/settings', cookie)).json()).toMatchObject({
      email,
      pending_email: 'new-address@example.com',
    });
    expect((await signIn(email)).statusCode).toBe(200);

    expect(
      (await post(t.app, '/api/account/email-change/confirm', { token: `${token}x` }, cookie))
        .statusCode,
    ).toBe(400);
    const intruder = await createSignedInUser(t.app, 'email-intruder@example.com');
    expect(
      (await post(t.app, '/api/account/email-change/confirm', { token }, intruder.cookie))
        .statusCode,
    ).toBe(400);

    const confirmed = await post(t.app, '/api/account/email-change/confirm', { token }, cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: 'new-address@example.com',
      pending_email: null,
    });
    expect((await signIn(email)).statusCode).toBe(401);
    expect((await signIn('new-address@example.com')).statusCode).toBe(200);
    expect((await get(t.app, '/api/account/settings', other)).statusCode).toBe(401);
    const told = (await readOutbox(t.app)).find(
      (m) => m.to === email && m.subject.includes('was changed'),
    );
    expect(told).toBeDefined();
    // The link works once.
    expect(
      (await post(t.app, '/api/account/email-change/confirm', { token }, cookie)).statusCode,
    ).toBe(400);
  });
});

describe('export', () => {
  it('holds a row of every table that names the user, none of another user, no credentials, and the tracker CSVs', async () => {
    const user = await createSignedInUser(t.app, 'export@example.com');
    const other = await createSignedInUser(t.app, 'export-other@example.com');
    await seedEveryTable(t.testDb.database.db, user.id);
    await seedEveryTable(t.testDb.database.db, other.id);
    const saved = await put(
      t.app,
      '/api/mood/2026-03-02',
      { mood: 4, energy: 3, tags: ['calm'], note: '=cmd, "quoted"' },
      user.cookie,
    );
    expect(saved.statusCode).toBe(200);

    const response = await exportOf(user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="wellnest-export.zip"',
    );
    const files = readZip(response.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'README.txt',
        'wellnest-export.json',
        'csv/mood.csv',
        'csv/symptoms.csv',
        'csv/habits.csv',
        'csv/habit-check-ins.csv',
        'csv/daily-log.csv',
        'csv/food-log.csv',
        'csv/medications.csv',
        'csv/lab-biomarkers.csv',
      ]),
    );
    const json = JSON.parse(files.get('wellnest-export.json')!.toString('utf8')) as {
      user_id: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(json.user_id).toBe(user.id);
    // Derived from the catalogue here too: a table the export misses fails this line.
    const owned = [...(await tablesNamingUsers(t.testDb.database.db)).keys()];
    const missing = owned.filter((table) => !(json.tables[table]?.length ?? 0));
    expect(missing).toEqual([]);
    const text = files.get('wellnest-export.json')!.toString('utf8');
    expect(text).not.toContain(other.id);
    expect(text).not.toContain('export-other@example.com');
    expect(json.tables.accounts!.every((row) => !('password' in row))).toBe(true);
    expect(json.tables.sessions!.every((row) => !('token' in row))).toBe(true);
    const [hash] = await rows<{ password: string }>(
      sql`select password from accounts where user_id = ${user.id} and provider_id = 'credential'`,
    );
    expect(text).not.toContain(hash!.password);
    const sessionToken = decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
    expect(text).not.toContain(sessionToken);

    // The lab file is a file of its own; its row points at it.
    const labFile = json.tables.lab_files![0]! as { bytes: { file: string } };
    expect(files.get(labFile.bytes.file)?.toString()).toBe('%PDF-1.4 seeded');
    // The export itself is in the audit entries about the user.
    expect(json.tables.security_audit_log!.some((row) => row.action === 'account_export')).toBe(
      true,
    );

    const mood = files.get('csv/mood.csv')!.toString('utf8').split('\r\n');
    expect(mood[0]).toBe('date,mood,energy,tags,note');
    expect(mood).toContain(`2026-03-02,4,3,calm,"'=cmd, ""quoted"""`);
    expect(files.get('README.txt')!.toString()).toContain('wellnest-export.json');
  });

  it(`allows ${EXPORTS_PER_HOUR} exports an hour per user`, async () => {
    const { cookie } = await createSignedInUser(t.app, 'export-limit@example.com');
    for (let i = 0; i < EXPORTS_PER_HOUR; i++)
      expect((await exportOf(cookie)).statusCode).toBe(200);
    const refused = await exportOf(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('EXPORT_LIMIT');
    const { cookie: someoneElse } = await createSignedInUser(t.app, 'export-limit-2@example.com');
    expect((await exportOf(someoneElse)).statusCode).toBe(200);
  });
});

describe('deletion', () => {
  it('refuses a wrong or missing password with nothing deleted, counting wrong ones as failed sign-ins', async () => {
    const email = 'delete-wrong@example.com';
    const { cookie } = await createSignedInUser(t.app, email);
    expect((await del('/api/account', cookie, {})).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      const wrong = await del('/api/account', cookie, { password: 'Wrong-Password-1!' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('INVALID_PASSWORD');
    }
    const locked = await del('/api/account', cookie, { password: STRONG_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(email)).statusCode).toBe(429);
    expect((await get(t.app, '/api/account/settings', cookie)).statusCode).toBe(200);
  });

  it('deletes every row naming the user in one go, keeps the audit trail redacted, ends sessions, and sign-in fails', async () => {
    const email = 'delete-me@example.com';
    const user = await createSignedInUser(t.app, email);
    const other = await createSignedInUser(t.app, 'delete-bystander@example.com');
    await seedEveryTable(t.testDb.database.db, user.id);
    await seedEveryTable(t.testDb.database.db, other.id);
    const second = await secondSession(email);
    const bystanderBefore = await rowsNaming(t.testDb.database.db, other.id);

    const response = await del('/api/account', user.cookie, {
      password: STRONG_PASSWORD,
      community: 'anonymise',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });

    const left = await rowsNaming(t.testDb.database.db, user.id);
    const { security_audit_log: auditRows, ...others } = left;
    expect(Object.entries(others).filter(([, n]) => n > 0)).toEqual([]);
    // The trail stays under the now ownerless id, its payload erased (ADR 020, ADR 037).
    expect(auditRows).toBeGreaterThanOrEqual(2);
    const trail = await rows<{
      action: string;
      metadata: unknown;
      phi_details: unknown;
      redacted_at: unknown;
    }>(
      sql`select action, metadata, phi_details, redacted_at from security_audit_log where user_id = ${user.id}`,
    );
    expect(trail.every((row) => row.redacted_at !== null && row.phi_details === null)).toBe(true);
    expect(trail.every((row) => JSON.stringify(row.metadata) === '{}')).toBe(true);
    expect(trail.some((row) => row.action === 'account_delete')).toBe(true);

    expect(await rowsNaming(t.testDb.database.db, other.id)).toEqual(bystanderBefore);
    for (const cookie of [user.cookie, second])
      expect((await get(t.app, '/api/account/settings', cookie)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/get-session', user.cookie)).json()).toBeNull();
    expect((await signIn(email)).statusCode).toBe(401);
  });

  it("erases the person's mail from the development outbox, the weekly report among it, and no one else's", async () => {
    const email = 'delete-outbox@example.com';
    const user = await createSignedInUser(t.app, email);
    const bystander = 'delete-outbox-bystander@example.com';
    // Signed up through the route: its verification mail is the bystander's.
    expect((await signUp(t.app, bystander)).statusCode).toBe(200);
    await makePaid(t.testDb.database, user.id);
    // A week with mood, sleep and a named symptom, e-mailed as the weekly report (2026-W13).
    await rows(
      sql`insert into mood_entries (user_id, entry_date, mood, energy) values (${user.id}, '2026-03-24', 2, 2)`,
    );
    await rows(
      sql`insert into daily_logs (user_id, log_date, sleep_hours, medication_doses) values (${user.id}, '2026-03-24', 5, '[]'::jsonb)`,
    );
    await rows(sql`insert into symptom_logs (user_id, name, severity, occurred_at, occurred_on)
                   values (${user.id}, 'Migraine with aura', 7, '2026-03-24T09:00:00Z', '2026-03-24')`);
    const sent = await post(t.app, '/api/reports/weekly/email', { week: '2026-W13' }, user.cookie);
    expect(sent.statusCode).toBe(200);
    const mailTo = async (address: string) =>
      (await readOutbox(t.app)).filter((mail) => mail.to === address);
    const before = await mailTo(email);
    // The weekly report, which names the symptom.
    expect(before.some((mail) => mail.text.includes('Migraine with aura'))).toBe(true);
    const bystanderMail = await mailTo(bystander);
    expect(bystanderMail.length).toBeGreaterThanOrEqual(1);

    const response = await del('/api/account', user.cookie, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);

    expect(await mailTo(email)).toEqual([]);
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from dev_outbox where user_id = ${user.id} or lower("to") = ${email}`,
    );
    expect(Number(left?.n)).toBe(0);
    expect(await mailTo(bystander)).toEqual(bystanderMail);
  });

  it('unsigns a held post and a pending product it cannot read once unsigned (row-level security)', async () => {
    const user = await createSignedInUser(t.app, 'delete-held@example.com');
    const [topic] = await rows<{ id: string }>(sql`select id from community_topics limit 1`);
    const [thread] = await rows<{ id: string }>(sql`
      insert into community_threads (topic_id, author_id, title, status)
      values (${topic!.id}, ${user.id}, 'Held thread', 'held') returning id`);
    await rows(sql`
      insert into community_posts (thread_id, author_id, body, body_html, status)
      values (${thread!.id}, ${user.id}, 'held words', 'held words', 'held')`);
    await rows(sql`
      insert into products (barcode, name, brand, ingredients_text, kind, submitted_by, status)
      values ('5000159484695', 'Pending product', 'Brand', 'oats', 'food', ${user.id}, 'pending')`);
    const response = await del('/api/account', user.cookie, {
      password: STRONG_PASSWORD,
      community: 'anonymise',
    });
    expect(response.statusCode).toBe(200);
    const left = await rows<{ n: number }>(sql`
      select (select count(*) from community_posts where thread_id = ${thread!.id} and author_id is null)::int
        + (select count(*) from products where barcode = '5000159484695' and submitted_by is null)::int as n`);
    expect(Number(left[0]?.n)).toBe(2);
  });

  it('cancels a demo subscription before the account goes', async () => {
    const email = 'delete-paid@example.com';
    const user = await createSignedInUser(t.app, email);
    await t.testDb.database.db.execute(
      sql`insert into subscribers (user_id, subscribed, simplified_tier, subscription_tier, subscription_end, stripe_customer_id, stripe_subscription_id, status)
          values (${user.id}, true, 'paid', 'wellness_plus', now() + interval '30 days', 'demo_cus_1', 'demo_sub_delete', 'active')`,
    );
    const response = await del('/api/account', user.cookie, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const events = await rows<{ type: string }>(
      sql`select type from billing_events where type = 'customer.subscription.deleted'`,
    );
    expect(events.length).toBeGreaterThanOrEqual(1);
  });
});

describe('subscription cancel (Stripe)', () => {
  it('cancels a live Stripe subscription, skips an ended one, and treats a missing one as ended', async () => {
    const user = await createSignedInUser(t.app, 'stripe-cancel@example.com');
    const db = t.testDb.database.db;
    await db.execute(
      sql`insert into subscribers (user_id, subscribed, simplified_tier, stripe_subscription_id, status) values (${user.id}, true, 'paid', 'sub_live_1', 'active')`,
    );
    const cancel = vi.fn(async () => ({}));
    const billing = { cancelDemoSubscription: vi.fn(async () => false) };
    const canceller = createSubscriptionCanceller(db, billing, {
      subscriptions: { cancel },
    } as never);
    expect(await canceller.cancel(user)).toBe(true);
    expect(cancel).toHaveBeenCalledWith('sub_live_1');

    const missing = vi.fn(async () => {
      throw Object.assign(new Error('No such subscription'), { code: 'resource_missing' });
    });
    expect(
      await createSubscriptionCanceller(db, billing, {
        subscriptions: { cancel: missing },
      } as never).cancel(user),
    ).toBe(false);
    const failing = vi.fn(async () => {
      throw new Error('network down');
    });
    await expect(
      createSubscriptionCanceller(db, billing, {
        subscriptions: { cancel: failing },
      } as never).cancel(user),
    ).rejects.toThrow('network down');
    await expect(createSubscriptionCanceller(db, billing, null).cancel(user)).rejects.toThrow();

    await db.execute(sql`update subscribers set status = 'canceled' where user_id = ${user.id}`);
    cancel.mockClear();
    expect(await canceller.cancel(user)).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
  });
});

describe('/api/docs', () => {
  it('documents every account route with a summary and its answers', async () => {
    const docs = (await get(t.app, '/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; responses?: Record<string, unknown> }>
      >;
    };
    for (const [path, method, codes] of [
      ['/api/account/settings', 'get', ['200', '401']],
      ['/api/account/settings', 'patch', ['200', '400', '401']],
      ['/api/account/sessions', 'get', ['200', '401']],
      ['/api/account/sessions/{id}', 'delete', ['200', '401', '404']],
      ['/api/account/sessions/revoke-others', 'post', ['200', '401']],
      ['/api/account/email-change', 'post', ['200', '403', '409', '429']],
      ['/api/account/email-change/confirm', 'post', ['200', '400']],
      ['/api/account/export', 'get', ['401', '429']],
      ['/api/account', 'delete', ['200', '401', '403', '429', '502']],
    ] as const) {
      const operation = docs.paths[path]?.[method];
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
      for (const code of codes)
        expect(operation?.responses, `${method} ${path} ${code}`).toHaveProperty([code]);
    }
  });
});

describe('deletion when the subscription cannot be cancelled', () => {
  it('answers 502 and deletes nothing', async () => {
    const { createAccountService } = await import('./account.service');
    const { createAccountIdentity } = await import('#server/modules/auth/index');
    const { createAuth } = await import('#server/modules/auth/index');
    const user = await createSignedInUser(t.app, 'cancel-fails@example.com');
    await seedEveryTable(t.testDb.database.db, user.id);
    const before = await rowsNaming(t.testDb.database.db, user.id);
    const { database } = t.testDb;
    const auth = createAuth({
      db: database.systemDb,
      config: t.config,
      mailer: { kind: 'outbox', send: async () => undefined },
    });
    const service = createAccountService({
      db: database.db,
      identity: createAccountIdentity(database.db, database.systemDb, auth),
      mailer: { kind: 'outbox', send: async () => undefined },
      appUrl: TEST_ORIGIN,
      subscriptions: {
        cancel: async () => {
          throw new Error('provider down');
        },
      },
      storage: {
        getBuffer: async () => Buffer.alloc(0),
        delete: async (key) => {
          deletedObjects.push(key);
        },
      },
      log: { warn: () => undefined, error: () => undefined },
    });
    const deletedObjects: string[] = [];
    await expect(
      service.deleteAccount(
        testActor(user.id, { email: 'cancel-fails@example.com' }),
        STRONG_PASSWORD,
        { requestId: 'r1', userAgent: null },
      ),
    ).rejects.toMatchObject({ statusCode: 502, code: 'CANCEL_FAILED' });
    expect(await rowsNaming(t.testDb.database.db, user.id)).toEqual(before);
    expect(deletedObjects).toEqual([]);
    expect((await get(t.app, '/api/account/settings', user.cookie)).statusCode).toBe(200);
  });
});
