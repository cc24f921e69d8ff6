import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationListSchema } from '#shared/contracts/notifications.contract';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { medications } from '#server/db/schema';
import { notifications } from './notifications.table';
import { safetyAlertDismissals } from './safety-alert-dismissals.table';
import { reportDateWords } from '#shared/domain/lab-dates';
import { labAlertBody } from './safety-alerts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const del = (url: string, cookie: string) =>
  t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: TEST_ORIGIN } });

const list = async (cookie: string) => {
  const response = await get(t.app, '/api/notifications', cookie);
  expect(response.statusCode).toBe(200);
  return notificationListSchema.parse(response.json());
};

describe('safety alerts in the notifications', () => {
  it('puts a free user’s warfarin + aspirin in the bell once, however often it is read', async () => {
    const user = await newUserWithId(t.app, 'alert-free');
    expect(await list(user.cookie)).toEqual({ notifications: [], unread_count: 0 });

    for (const name of ['Warfarin', 'Aspirin'])
      expect((await post(t.app, '/api/medications', { name }, user.cookie)).statusCode).toBe(201);

    const first = await list(user.cookie);
    const alerts = first.notifications.filter((n) => n.kind === 'interaction');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: expect.stringMatching(
        /^Major interaction: (Warfarin \+ Aspirin|Aspirin \+ Warfarin)$/,
      ),
      link: '/medications',
      read_at: null,
    });
    expect(alerts[0]!.body.length).toBeGreaterThan(20);
    expect(first.unread_count).toBe(1);

    // Read again (the bell polls): the same one alert, the same id, nothing piles up.
    const again = await list(user.cookie);
    expect(again.notifications.map((n) => n.id)).toEqual(first.notifications.map((n) => n.id));
    expect(again.unread_count).toBe(1);
    // Alerts are read from the cabinet, not written as rows.
    expect(
      await t.testDb.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, user.id)),
    ).toEqual([]);

    // A third medicine that interacts with neither adds nothing; stopping aspirin ends the alert.
    expect(
      (await post(t.app, '/api/medications', { name: 'Vitamin D' }, user.cookie)).statusCode,
    ).toBe(201);
    expect(
      (await list(user.cookie)).notifications.filter((n) => n.kind === 'interaction'),
    ).toHaveLength(1);
    const cabinet = (await get(t.app, '/api/medications', user.cookie)).json() as {
      medications: { id: string; name: string }[];
    };
    const aspirin = cabinet.medications.find((m) => m.name === 'Aspirin');
    expect((await del(`/api/medications/${aspirin!.id}`, user.cookie)).statusCode).toBe(204);
    expect(await list(user.cookie)).toEqual({ notifications: [], unread_count: 0 });
  });

  it('shows one user’s alerts to that user alone', async () => {
    const owner = await newUserWithId(t.app, 'alert-owner');
    const other = await newUserWithId(t.app, 'alert-other');
    for (const name of ['Warfarin', 'Aspirin'])
      await post(t.app, '/api/medications', { name }, owner.cookie);
    expect((await list(owner.cookie)).unread_count).toBe(1);
    expect(await list(other.cookie)).toEqual({ notifications: [], unread_count: 0 });
    expect((await get(t.app, '/api/notifications')).statusCode).toBe(401);
  });

  it('alerts on a critical lab result of the latest report, once per marker', async () => {
    const user = await newUserWithId(t.app, 'alert-lab');
    await makePaid(t.testDb.database, user.id);
    const report = (
      await post(
        t.app,
        '/api/labs',
        { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 30, unit: 'mg/dL' }] },
        user.cookie,
      )
    ).json() as { id: string };
    expect((await post(t.app, `/api/labs/${report.id}/analyze`, {}, user.cookie)).statusCode).toBe(
      200,
    );
    for (let read = 0; read < 2; read += 1) {
      const { notifications: shown, unread_count } = await list(user.cookie);
      expect(shown).toEqual([
        expect.objectContaining({
          kind: 'lab_flag',
          title: 'Critical low lab result: Glucose',
          // No collection date on this report: dated by its upload day (ADR 086).
          body: labAlertBody(
            reportDateWords({ collected_on: null, created_at: new Date().toISOString() }, 'UTC'),
          ),
          link: `/labs/${report.id}`,
          read_at: null,
        }),
      ]);
      expect(unread_count).toBe(1);
    }
    // A safety alert is not a stored notification: it cannot be marked read by id.
    const id = (await list(user.cookie)).notifications[0]!.id;
    const mark = await post(
      t.app,
      `/api/notifications/${encodeURIComponent(id)}/read`,
      {},
      user.cookie,
    );
    expect([400, 404]).toContain(mark.statusCode);
  });
});

const dismiss = (key: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/notifications/safety-alerts/${encodeURIComponent(key)}/dismiss`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

const addMedicine = async (name: string, cookie: string) =>
  expect((await post(t.app, '/api/medications', { name }, cookie)).statusCode).toBe(201);

async function analysedReport(cookie: string, glucose: number): Promise<string> {
  const report = (
    await post(
      t.app,
      '/api/labs',
      { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: glucose, unit: 'mg/dL' }] },
      cookie,
    )
  ).json() as { id: string };
  expect((await post(t.app, `/api/labs/${report.id}/analyze`, {}, cookie)).statusCode).toBe(200);
  return report.id;
}

describe('dismissing a safety alert', () => {
  it('hides an interaction alert until the medicine is stopped and added again', async () => {
    const user = await newUserWithId(t.app, 'dismiss-pair');
    for (const name of ['Warfarin', 'Aspirin']) await addMedicine(name, user.cookie);
    const [alert] = (await list(user.cookie)).notifications;
    expect(alert).toMatchObject({ kind: 'interaction' });

    expect((await dismiss(alert!.id, user.cookie)).statusCode).toBe(204);
    expect(await list(user.cookie)).toEqual({ notifications: [], unread_count: 0 });
    // Read again (and again: the bell polls): still dismissed, one row, nothing recomputed back.
    expect(await list(user.cookie)).toEqual({ notifications: [], unread_count: 0 });
    const rows = await t.testDb.database.db
      .select()
      .from(safetyAlertDismissals)
      .where(eq(safetyAlertDismissals.user_id, user.id));
    expect(rows.map((row) => row.alert_key)).toEqual([alert!.id]);
    // Dismissing twice is harmless.
    expect((await dismiss(alert!.id, user.cookie)).statusCode).toBe(204);

    // A new fact: aspirin stopped, then added again. The same pair shows again.
    const cabinet = (await get(t.app, '/api/medications', user.cookie)).json() as {
      medications: { id: string; name: string }[];
    };
    const aspirin = cabinet.medications.find((m) => m.name === 'Aspirin')!;
    expect((await del(`/api/medications/${aspirin.id}`, user.cookie)).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addMedicine('Aspirin', user.cookie);
    const back = await list(user.cookie);
    expect(back.notifications.map((n) => n.id)).toEqual([alert!.id]);
    expect(back.unread_count).toBe(1);
  });

  it('hides a critical lab result until a new report flags it again', async () => {
    const user = await newUserWithId(t.app, 'dismiss-lab');
    await makePaid(t.testDb.database, user.id);
    const first = await analysedReport(user.cookie, 30);
    const [alert] = (await list(user.cookie)).notifications;
    expect(alert).toMatchObject({ kind: 'lab_flag', link: `/labs/${first}` });
    expect((await dismiss(alert!.id, user.cookie)).statusCode).toBe(204);
    expect((await list(user.cookie)).notifications).toEqual([]);

    const second = await analysedReport(user.cookie, 28);
    const shown = (await list(user.cookie)).notifications;
    expect(shown).toEqual([expect.objectContaining({ kind: 'lab_flag', link: `/labs/${second}` })]);
  });

  it('answers 404 for another user’s alert or one that does not hold, and 401 without a session', async () => {
    const owner = await newUserWithId(t.app, 'dismiss-owner');
    const intruder = await newUserWithId(t.app, 'dismiss-intruder');
    for (const name of ['Warfarin', 'Aspirin']) await addMedicine(name, owner.cookie);
    const key = (await list(owner.cookie)).notifications[0]!.id;

    expect((await dismiss(key, intruder.cookie)).statusCode).toBe(404);
    expect((await dismiss('interaction:nothing+nowhere', owner.cookie)).statusCode).toBe(404);
    expect((await dismiss(key)).statusCode).toBe(401);
    // Nothing was written for anyone, and the owner still sees the alert.
    expect(
      await t.testDb.database.db
        .select()
        .from(safetyAlertDismissals)
        .where(eq(safetyAlertDismissals.user_id, intruder.id)),
    ).toEqual([]);
    expect((await list(owner.cookie)).unread_count).toBe(1);
  });
});

describe('reading a safety alert (ADR 098)', () => {
  it('keeps it listed but no longer unread, until the fact behind it changes', async () => {
    const user = await newUserWithId(t.app, 'read-pair');
    for (const name of ['Warfarin', 'Aspirin']) await addMedicine(name, user.cookie);
    const [alert] = (await list(user.cookie)).notifications;
    expect((await list(user.cookie)).unread_count).toBe(1);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/safety-alerts/${encodeURIComponent(alert!.id)}/read`,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    });
    expect(read.statusCode).toBe(204);
    const after = await list(user.cookie);
    expect(after.unread_count).toBe(0);
    expect(after.notifications).toEqual([
      expect.objectContaining({ id: alert!.id, read_at: expect.any(String) }),
    ]);

    // A new fact (aspirin stopped and added again): unread again.
    const cabinet = (await get(t.app, '/api/medications', user.cookie)).json() as {
      medications: { id: string; name: string }[];
    };
    const aspirin = cabinet.medications.find((m) => m.name === 'Aspirin')!;
    expect((await del(`/api/medications/${aspirin.id}`, user.cookie)).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addMedicine('Aspirin', user.cookie);
    const back = await list(user.cookie);
    expect(back.unread_count).toBe(1);
    expect(back.notifications[0]).toMatchObject({ id: alert!.id, read_at: null });

    // Another member cannot mark it (404), and dismissing still hides it.
    const other = await newUserWithId(t.app, 'read-other');
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/safety-alerts/${encodeURIComponent(alert!.id)}/read`,
      headers: { origin: TEST_ORIGIN, cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await dismiss(alert!.id, user.cookie)).statusCode).toBe(204);
    expect(await list(user.cookie)).toEqual({ notifications: [], unread_count: 0 });
  });
});

describe('the bell’s alerts and the public checks-run figure', () => {
  // An app of its own: the cabinet's background analyses from the tests above are counted checks,
  // and one landing mid-test would move the figure this test holds still.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => {
    await own?.close();
  });

  it('works out an alert with an interaction check that the checks-run figure does not count', async () => {
    const user = await newUserWithId(own.app, 'alert-uncounted');
    // Rows written straight to the cabinet have no stored analysis, so the bell's read must run
    // the interaction check itself.
    await own.testDb.database.systemDb.insert(medications).values([
      { user_id: user.id, name: 'Warfarin', frequency: 'daily' },
      { user_id: user.id, name: 'Aspirin', frequency: 'daily' },
    ]);
    await own.testDb.database.changes.settled();
    const checksRun = async () =>
      ((await get(own.app, '/api/interactions/stats')).json() as { checks_run: number }).checks_run;

    const before = await checksRun();
    const shown = notificationListSchema.parse(
      (await get(own.app, '/api/notifications', user.cookie)).json(),
    );
    expect(shown.notifications.filter((n) => n.kind === 'interaction')).toHaveLength(1);
    expect(await checksRun()).toBe(before);

    // A check the person runs is counted: the figure is live, so the equality above means something.
    expect(
      (
        await post(
          own.app,
          '/api/interactions/check',
          { items: ['Warfarin', 'Aspirin'] },
          user.cookie,
        )
      ).statusCode,
    ).toBe(200);
    // The counter is flushed to the database every few seconds: wait out a flush in flight.
    await vi.waitFor(async () => expect(await checksRun()).toBe(before + 1));
  });
});
