/**
 * GET /api/dose-history/:date (ADR 132): each active cabinet medicine's doses over the window
 * ending on the member's today, from the daily log's marks, with what was due.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doseHistorySchema } from '#shared/contracts/tracking.contract';
import { FUTURE_DATE_MESSAGE } from '#shared/domain/dates';
import { get, patch, post, put, TEST_ORIGIN, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { createTrackingTestApp, TODAY, validationError } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function addMedication(cookie: string, name: string, frequency: string): Promise<string> {
  const response = await post(t.app, '/api/medications', { name, frequency }, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** The medicine as if added on `day` (the app's clock is fixed; the row's stamp is the database's). */
async function addedOn(id: string, day: string): Promise<void> {
  await t.testDb.database.systemDb.execute(
    sql`update medications set created_at = ${`${day}T08:00:00Z`}::timestamptz where id = ${id}`,
  );
}

const mark = (cookie: string, date: string, doses: object[]) =>
  put(t.app, `/api/daily-log/${date}`, { medication_doses: doses }, cookie);

async function historyOf(cookie: string, query = '') {
  const response = await get(t.app, `/api/dose-history/${TODAY}${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return doseHistorySchema.parse(response.json());
}

describe('the dose history', () => {
  it('counts taken, skipped and not marked of the doses due since each medicine was added', async () => {
    const { cookie } = await newUserWithId(t.app, 'doses');
    const metformin = await addMedication(cookie, 'Metformin', 'Twice daily');
    const ibuprofen = await addMedication(cookie, 'Ibuprofen', 'As needed');
    await addedOn(metformin, '2026-11-18'); // four days: the 18th to today, the 21st
    await addedOn(ibuprofen, '2026-10-01');
    await mark(cookie, '2026-11-18', [
      { medication_id: metformin, dose: 1, status: 'taken' },
      { medication_id: metformin, dose: 2, status: 'taken' },
    ]);
    await mark(cookie, '2026-11-19', [
      { medication_id: metformin, dose: 1, status: 'taken' },
      { medication_id: metformin, dose: 2, status: 'skipped' },
      { medication_id: ibuprofen, status: 'taken' },
    ]);
    // The 20th: nothing marked. Today: the morning dose only, so far.
    await mark(cookie, TODAY, [{ medication_id: metformin, dose: 1, status: 'taken' }]);

    const history = await historyOf(cookie);
    expect(history).toMatchObject({ from: '2026-10-23', to: TODAY, days: 30 });
    // In the daily log's order (the cabinet's, most recently changed first): found by name here.
    const byName = (name: string) => history.medicines.find((m) => m.name === name);
    const first = byName('Metformin');
    const second = byName('Ibuprofen');
    expect(first).toMatchObject({
      name: 'Metformin',
      doses_per_day: 2,
      since: '2026-11-18',
      taken: 4,
      skipped: 1,
      // The 20th's two doses; today's evening dose is not due yet as far as the count goes.
      not_marked: 2,
      // 4 taken of 2 + 2 + 2 + 1 (today counts its marked dose only).
      taken_percent: 57,
    });
    expect(first!.days).toHaveLength(30);
    expect(first!.days.slice(-4)).toEqual([
      { date: '2026-11-18', taken: 2, skipped: 0, due: 2 },
      { date: '2026-11-19', taken: 1, skipped: 1, due: 2 },
      { date: '2026-11-20', taken: 0, skipped: 0, due: 2 },
      { date: TODAY, taken: 1, skipped: 0, due: 2 },
    ]);
    expect(first!.days[0]).toEqual({ date: '2026-10-23', taken: 0, skipped: 0, due: null });
    // As needed: its marks, no rate and nothing "not marked".
    expect(second).toMatchObject({
      name: 'Ibuprofen',
      doses_per_day: null,
      taken: 1,
      skipped: 0,
      not_marked: null,
      taken_percent: null,
    });

    const week = await historyOf(cookie, '?days=7');
    expect(week).toMatchObject({ from: '2026-11-15', days: 7 });
    expect(week.medicines.find((m) => m.name === 'Metformin')).toMatchObject({
      taken: 4,
      not_marked: 2,
      taken_percent: 57,
    });
  });

  it('keeps the doses of a medicine stopped since, with no due; one removed leaves', async () => {
    const { cookie } = await newUserWithId(t.app, 'history-stopped');
    const statin = await addMedication(cookie, 'Atorvastatin', 'Once daily');
    const vitamin = await addMedication(cookie, 'Vitamin D', 'Once daily');
    await addedOn(statin, '2026-11-01');
    await addedOn(vitamin, '2026-11-01');
    await mark(cookie, '2026-11-19', [
      { medication_id: statin, status: 'taken' },
      { medication_id: vitamin, status: 'taken' },
    ]);
    await mark(cookie, '2026-11-20', [{ medication_id: statin, status: 'skipped' }]);
    const stopped = await patch(t.app, `/api/medications/${statin}`, { active: false }, cookie);
    expect(stopped.statusCode, stopped.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/medications/${vitamin}`,
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);

    const history = await historyOf(cookie);
    expect(history.medicines.map((m) => m.name)).toEqual(['Atorvastatin']);
    expect(history.medicines[0]).toMatchObject({
      stopped: true,
      doses_per_day: null,
      taken: 1,
      skipped: 1,
      not_marked: null,
      taken_percent: null,
    });
    expect(history.medicines[0]!.days.slice(-3)).toEqual([
      { date: '2026-11-19', taken: 1, skipped: 0, due: null },
      { date: '2026-11-20', taken: 0, skipped: 1, due: null },
      { date: TODAY, taken: 0, skipped: 0, due: null },
    ]);
    // Outside the window its marks are not there, so neither is it.
    expect((await historyOf(cookie, '?days=7')).medicines).toHaveLength(1);
  });

  it("shows the member's own cabinet only, and an empty one as no medicines", async () => {
    const owner = await newUserWithId(t.app, 'history-owner');
    const other = await newUserWithId(t.app, 'history-other');
    const id = await addMedication(owner.cookie, 'Lisinopril', 'Once daily');
    await mark(owner.cookie, TODAY, [{ medication_id: id, status: 'taken' }]);
    expect((await historyOf(owner.cookie)).medicines.map((m) => m.name)).toEqual(['Lisinopril']);
    expect((await historyOf(other.cookie)).medicines).toEqual([]);
  });

  it('refuses a visitor, a window it does not show, a date that is not one and a far date', async () => {
    const { cookie } = await newUserWithId(t.app, 'history-input');
    expect((await get(t.app, `/api/dose-history/${TODAY}`)).statusCode).toBe(401);
    const wrongDays = await get(t.app, `/api/dose-history/${TODAY}?days=31`, cookie);
    expect(wrongDays.statusCode).toBe(400);
    expect(wrongDays.json().message).toContain('days must be one of 7, 30, 90');
    expect((await get(t.app, '/api/dose-history/2026-02-30', cookie)).statusCode).toBe(400);
    const far = await get(t.app, '/api/dose-history/2027-01-01', cookie);
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject(validationError(FUTURE_DATE_MESSAGE));
  });
});
