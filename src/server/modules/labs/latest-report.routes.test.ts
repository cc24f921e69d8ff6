/**
 * One 'latest lab report' (ADR 086): the dashboard's card (the labs list's first analysed report
 * and the summary's `latest_lab_report`), the Action Center's lab action and the bell's critical
 * lab alerts all take the report collected last, never the one uploaded or analysed last, and
 * print its date the same way ('collected Nov 1, 2026', or 'uploaded …' without a collection date).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '#shared/contracts/notifications.contract';
import { reportDateWords } from '#shared/domain/lab-dates';
import { createTestApp, get, post, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { createLabsReader } from './labs.reader';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Cookie = string;

async function analysedReport(cookie: Cookie, glucose: number, collectedOn?: string) {
  const created = await post(
    t.app,
    '/api/labs',
    {
      test_type: 'blood',
      ...(collectedOn ? { collected_on: collectedOn } : {}),
      biomarkers: [{ name: 'Glucose', value: glucose, unit: 'mg/dL' }],
    },
    cookie,
  );
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { id: string }).id;
  expect((await post(t.app, `/api/labs/${id}/analyze`, {}, cookie)).statusCode).toBe(200);
  return id;
}

/** The latest report and its date as each surface shows it. */
async function surfaces(userId: string, cookie: Cookie) {
  const today = new Date().toISOString().slice(0, 10);
  const list = (await get(t.app, '/api/labs', cookie)).json() as {
    reports: { id: string; analyzed_at: string | null }[];
  };
  const summary = await get(t.app, `/api/dashboard/summary?date=${today}`, cookie);
  expect(summary.statusCode).toBe(200);
  const plans = await get(t.app, `/api/action-plans?today=${today}`, cookie);
  expect(plans.statusCode).toBe(200);
  const labPlans = (
    plans.json() as { action_plans: { rule_key: string | null; description: string }[] }
  ).action_plans.filter((plan) => plan.rule_key?.startsWith('lab_flags:'));
  const bell = notificationListSchema
    .parse((await get(t.app, '/api/notifications', cookie)).json())
    .notifications.filter((alert) => alert.kind === 'lab_flag');
  const reader = await createLabsReader(t.testDb.database.db).latestReport(userId);
  return {
    reader: reader && { id: reader.reportId, dated: reader.dated },
    dashboardCard: list.reports.find((report) => report.analyzed_at !== null)?.id,
    dashboardSummary: (summary.json() as { latest_lab_report: { id: string } | null })
      .latest_lab_report?.id,
    actionCenter: labPlans.map((plan) => ({
      id: plan.rule_key!.slice('lab_flags:'.length),
      description: plan.description,
    })),
    bell: bell.map((alert) => ({ link: alert.link, body: alert.body })),
  };
}

function expectEverySurfaceOn(
  seen: Awaited<ReturnType<typeof surfaces>>,
  id: string,
  dated: string,
) {
  expect(seen.reader).toEqual({ id, dated });
  expect(seen.dashboardCard).toBe(id);
  expect(seen.dashboardSummary).toBe(id);
  expect(seen.actionCenter).toEqual([
    {
      id,
      description: `Your latest lab report (${dated}) has a result far outside the range. Contact your doctor promptly.`,
    },
  ]);
  expect(seen.bell).toEqual([{ link: `/labs/${id}`, body: expect.stringContaining(`(${dated})`) }]);
}

describe('the latest lab report, on every surface', () => {
  it('is the report collected last, not the one uploaded last, dated by collection', async () => {
    const user = await newUserWithId(t.app, 'latest-report-surfaces');
    await makePaid(t.testDb.database, user.id);
    const collectedLast = await analysedReport(user.cookie, 30, '2026-11-01');
    // Uploaded and analysed after it, but collected years before: history, not the latest.
    await analysedReport(user.cookie, 28, '2024-03-10');

    expectEverySurfaceOn(
      await surfaces(user.id, user.cookie),
      collectedLast,
      'collected Nov 1, 2026',
    );
  });

  it('dates a report with no collection date by its upload day, said as such', async () => {
    const user = await newUserWithId(t.app, 'latest-report-uploaded');
    await makePaid(t.testDb.database, user.id);
    await analysedReport(user.cookie, 30, '2024-03-10');
    const undated = await analysedReport(user.cookie, 28);
    const dated = reportDateWords(
      { collected_on: null, created_at: new Date().toISOString() },
      'UTC',
    );
    expect(dated).toMatch(/^uploaded [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expectEverySurfaceOn(await surfaces(user.id, user.cookie), undated, dated);
  });

  it('reads only the member’s own reports', async () => {
    const owner = await newUserWithId(t.app, 'latest-report-owner');
    await makePaid(t.testDb.database, owner.id);
    await analysedReport(owner.cookie, 30, '2026-11-01');
    const other = await newUserWithId(t.app, 'latest-report-other');
    await makePaid(t.testDb.database, other.id);
    const seen = await surfaces(other.id, other.cookie);
    expect(seen).toEqual({
      reader: null,
      dashboardCard: undefined,
      dashboardSummary: undefined,
      actionCenter: [],
      bell: [],
    });
  });
});
