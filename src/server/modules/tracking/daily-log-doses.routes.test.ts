/**
 * A medicine's schedule from what a person writes to the doses they mark (ADR 077): onboarding's
 * 'twice a day' is stored as Twice daily, and the daily log then offers two doses, done after two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, patch, post, put, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { NO_SUCH_DOSE_MESSAGE } from './daily-log.service';
import { createTrackingTestApp, TODAY, validationError } from './tracking-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTrackingTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface LogMedicine {
  medication_id: string;
  name: string;
  frequency: string;
  schedule_note: string | null;
  status: string | null;
  doses_per_day: number;
  doses: (string | null)[];
}

async function onboardWith(cookie: string, medicines: { name: string; frequency: string }[]) {
  const response = await patch(
    t.app,
    '/api/profile',
    {
      medications: {
        current: medicines.map((m, i) => ({ id: `med-${i}`, ...m, active: true })),
      },
    },
    cookie,
  );
  expect(response.statusCode).toBe(200);
}

async function dayLog(cookie: string): Promise<Record<string, LogMedicine>> {
  const log = (await get(t.app, `/api/daily-log/${TODAY}`, cookie)).json();
  return Object.fromEntries(log.medications.map((m: LogMedicine) => [m.name, m]));
}

describe('schedules written in onboarding', () => {
  it('stores "twice a day" as Twice daily, and the daily log offers two doses', async () => {
    const { cookie } = await newUserWithId(t.app, 'doses');
    await onboardWith(cookie, [
      { name: 'Metformin', frequency: 'twice a day' },
      { name: 'Ibuprofen', frequency: '2 puffs q4h prn' },
      { name: 'Vitamin D', frequency: 'zweimal täglich' },
      { name: 'Melatonin', frequency: 'with breakfast sometimes' },
    ]);

    const cabinet = (await get(t.app, '/api/medications', cookie)).json().medications;
    const byName = Object.fromEntries(cabinet.map((m: { name: string }) => [m.name, m])) as Record<
      string,
      { frequency: string; schedule_note: string | null; doses_per_day: number }
    >;
    expect(byName.Metformin).toMatchObject({
      frequency: 'Twice daily',
      schedule_note: null,
      doses_per_day: 2,
    });
    expect(byName['Vitamin D']).toMatchObject({ frequency: 'Twice daily', doses_per_day: 2 });
    // Read, with the interval kept: the cabinet's 'As needed' alone would lose 'q4h'.
    expect(byName.Ibuprofen).toMatchObject({
      frequency: 'As needed',
      schedule_note: '2 puffs q4h prn',
    });
    // Not read: kept verbatim beside the placeholder, never silently replaced.
    expect(byName.Melatonin).toMatchObject({
      frequency: 'Once daily',
      schedule_note: 'with breakfast sometimes',
      doses_per_day: 1,
    });
    // The profile reads the cabinet: it shows the frequency, not the text typed.
    const profile = (await get(t.app, '/api/profile', cookie)).json().profile;
    expect(
      profile.medications.current.find((m: { name: string }) => m.name === 'Metformin'),
    ).toMatchObject({ frequency: 'Twice daily' });

    const log = await dayLog(cookie);
    expect(log.Metformin).toMatchObject({ doses_per_day: 2, doses: [null, null], status: null });
    expect(log.Ibuprofen).toMatchObject({ doses_per_day: 1, doses: [null] });
  });

  it('marks a twice-daily medicine done only after both doses are taken', async () => {
    const { cookie } = await newUserWithId(t.app, 'doses');
    await onboardWith(cookie, [{ name: 'Metformin', frequency: 'twice a day' }]);
    const id = (await dayLog(cookie)).Metformin!.medication_id;
    const url = `/api/daily-log/${TODAY}`;

    // A mark without a dose number (clients before ADR 077) is the first dose.
    await put(t.app, url, { medication_doses: [{ medication_id: id, status: 'taken' }] }, cookie);
    expect((await dayLog(cookie)).Metformin).toMatchObject({
      doses: ['taken', null],
      status: null,
    });

    await put(
      t.app,
      url,
      { medication_doses: [{ medication_id: id, dose: 2, status: 'taken' }] },
      cookie,
    );
    expect((await dayLog(cookie)).Metformin).toMatchObject({
      doses: ['taken', 'taken'],
      status: 'taken',
    });

    // Clearing one dose makes the day incomplete again; the other keeps its mark.
    await put(
      t.app,
      url,
      { medication_doses: [{ medication_id: id, dose: 1, status: null }] },
      cookie,
    );
    expect((await dayLog(cookie)).Metformin).toMatchObject({
      doses: [null, 'taken'],
      status: null,
    });

    // There is no third dose of a twice-daily medicine.
    const third = await put(
      t.app,
      url,
      { medication_doses: [{ medication_id: id, dose: 3, status: 'taken' }] },
      cookie,
    );
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual(validationError(NO_SUCH_DOSE_MESSAGE));
  });

  it('reads a schedule written to the cabinet API, and a chosen frequency settles it', async () => {
    const { cookie } = await newUserWithId(t.app, 'doses');
    const created = await post(
      t.app,
      '/api/medications',
      { name: 'Amoxicillin', frequency: 'every 8 hours' },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      frequency: 'Three times daily',
      schedule_note: null,
      doses_per_day: 3,
    });
    const id = created.json().id as string;
    const edited = await patch(
      t.app,
      `/api/medications/${id}`,
      { frequency: 'morning and evening' },
      cookie,
    );
    expect(edited.json()).toMatchObject({
      frequency: 'Twice daily',
      schedule_note: 'morning and evening',
      doses_per_day: 2,
    });
    const chosen = await patch(t.app, `/api/medications/${id}`, { frequency: 'Weekly' }, cookie);
    expect(chosen.json()).toMatchObject({ frequency: 'Weekly', schedule_note: null });
    expect((await dayLog(cookie)).Amoxicillin).toMatchObject({ doses_per_day: 1 });
  });
});
