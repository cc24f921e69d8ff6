import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '#shared/contracts/progress.contract';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { notifications } from './reminders.table';
import { LAB_ALERT_BODY } from './safety-alerts';

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
          body: LAB_ALERT_BODY,
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
