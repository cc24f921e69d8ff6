/**
 * The FHIR import reads FHIR as written (ADR 074), on bundles written from the
 * R4 spec in tests/fixtures/fhir: contained ids local to their resource, references by urn:uuid,
 * relative and absolute ids, MedicationRequest intents, dosage timing, "no known allergy" and
 * verification statuses, condition categories, comparators, blood pressure components, dates
 * that do not exist or lie in the future, and a second import of the same file adding nothing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FhirImportPreview } from '#shared/contracts/fhir.contract';
import { createTestApp, get, patch, post, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const fixture = (name: string) =>
  JSON.parse(readFileSync(resolve('tests/fixtures/fhir', name), 'utf8')) as Record<string, unknown>;

async function previewOf(cookie: string, name: string): Promise<FhirImportPreview> {
  const response = await post(t.app, '/api/account/fhir', fixture(name), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FhirImportPreview;
}

/** Everything the preview ticked, sent back as the page does (with the source ids). */
const ticked = (preview: FhirImportPreview) => ({
  medicines: [...preview.medicines, ...preview.unresolved_medicines]
    .filter((m) => m.selected)
    .map(({ name, dosage, frequency, schedule_note, source_ids }) => ({
      name,
      dosage,
      frequency,
      schedule_note,
      source_ids,
    })),
  allergies: preview.allergies
    .filter((a) => a.selected)
    .map(({ name, source_ids }) => ({ name, source_ids })),
  conditions: preview.conditions
    .filter((c) => c.selected)
    .map(({ name, source_ids }) => ({ name, source_ids })),
  metrics: preview.metrics,
  sleep: preview.sleep,
  lab_reports: preview.lab_reports.filter((r) => r.selected),
});

const skippedReasons = (preview: FhirImportPreview, type: string) =>
  Object.fromEntries(
    preview.skipped.filter((s) => s.resource_type === type).map((s) => [s.reason, s.count]),
  );

describe('medicines as written', () => {
  it('resolves each contained #m inside its own resource, references by urn:uuid, relative and absolute id, and leaves proposals out', async () => {
    const user = await newUserWithId(t.app, 'fhir-contained');
    const preview = await previewOf(user.cookie, 'contained-medicines.json');
    const shown = preview.medicines.map((m) => [m.name, m.dosage, m.frequency, m.schedule_note]);
    expect(shown).toEqual([
      ['Warfarin', '5 mg once a day in the evening', 'Once daily', null],
      ['Amiodarone', '200 mg twice daily', 'Twice daily', null],
      [
        'Ibuprofen',
        '400 mg every 4-6 hours as needed for pain',
        'As needed',
        '400 mg every 4-6 hours as needed for pain',
      ],
      ['Metformin', '500 mg every 12 hours with food', 'Twice daily', null],
      [
        'Lisinopril',
        '10 mg on Mondays, Wednesdays and Fridays',
        null,
        '10 mg on Mondays, Wednesdays and Fridays',
      ],
    ]);
    expect(preview.medicines.every((m) => m.selected && m.reason === null)).toBe(true);
    expect(skippedReasons(preview, 'MedicationRequest')).toEqual({
      'intent proposal: not an order': 1,
    });

    // Confirmed, the cabinet keeps both medicines with their own doses and schedules.
    const done = await post(t.app, '/api/account/fhir/confirm', ticked(preview), user.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().medicines_added).toBe(5);
    const cabinet = (await get(t.app, '/api/medications', user.cookie)).json().medications as {
      name: string;
      dosage: string | null;
      frequency: string;
      schedule_note?: string | null;
    }[];
    const byName = Object.fromEntries(cabinet.map((m) => [m.name, m]));
    expect(byName.Warfarin).toMatchObject({
      dosage: '5 mg once a day in the evening',
      frequency: 'Once daily',
    });
    expect(byName.Amiodarone).toMatchObject({
      dosage: '200 mg twice daily',
      frequency: 'Twice daily',
    });
    expect(byName.Metformin).toMatchObject({ frequency: 'Twice daily' });
    expect(byName.Ibuprofen).toMatchObject({
      frequency: 'As needed',
      schedule_note: '400 mg every 4-6 hours as needed for pain',
    });
    expect(byName.Lisinopril!.schedule_note).toBe('10 mg on Mondays, Wednesdays and Fridays');
    expect(byName.Atorvastatin).toBeUndefined();
  }, 60_000);
});

describe('allergies and conditions as written', () => {
  it('leaves out refuted records and "no known allergy" by code and text, unconfirmed and past conditions and family history, and offers a visit diagnosis unticked', async () => {
    const user = await newUserWithId(t.app, 'fhir-history');
    const preview = await previewOf(user.cookie, 'history.json');
    expect(preview.allergies.map((a) => [a.name, a.selected])).toEqual([['Peanut allergy', true]]);
    expect(skippedReasons(preview, 'AllergyIntolerance')).toEqual({
      'status refuted': 1,
      'status entered-in-error': 1,
      'no known allergies: not an allergy': 7,
    });
    expect(preview.conditions.map((c) => [c.name, c.selected, c.reason])).toEqual([
      ['Essential hypertension', true, null],
      [
        'Acute bronchitis',
        false,
        'a diagnosis recorded at one visit (encounter-diagnosis), not on the problem list',
      ],
    ]);
    expect(skippedReasons(preview, 'Condition')).toEqual({
      'verification status differential: not a confirmed diagnosis': 1,
      'verification status provisional: not a confirmed diagnosis': 1,
      'status refuted': 1,
      'past (clinical status resolved): the profile lists current conditions only': 1,
      'past (clinical status remission): the profile lists current conditions only': 1,
      'past (it has an abatement date): the profile lists current conditions only': 1,
    });
    expect(skippedReasons(preview, 'FamilyMemberHistory')).toEqual({
      "family history: a relative's condition, not the person's": 1,
    });
  });
});

describe('observations as written', () => {
  it('keeps a comparator as written, reads blood pressure components and leaves out impossible and future dates', async () => {
    const user = await newUserWithId(t.app, 'fhir-observations');
    const preview = await previewOf(user.cookie, 'observations.json');
    expect(preview.lab_reports).toHaveLength(1);
    const rows = preview.lab_reports[0]!.biomarkers;
    expect(rows.find((r) => r.name === 'C reactive protein')).toMatchObject({
      value: null,
      value_text: '<0.5',
      unit: 'mg/dL',
      lab_flag: null,
    });
    expect(rows.find((r) => r.name === 'Glucose')).toMatchObject({ value: 7.4, lab_flag: 'H' });
    expect(preview.lab_reports[0]!.source_ids).toEqual([
      'Observation|identifier:https://lab.example/results|R-1',
      'Observation|identifier:https://lab.example/results|R-2',
    ]);
    expect(preview.metrics).toEqual([
      { kind: 'blood_pressure', date: '2026-03-10', value: 142, value2: 91 },
    ]);
    expect(skippedReasons(preview, 'Observation')).toEqual({
      'The collection date cannot be in the future (9999-12-31)': 1,
      'Enter the collection date as a real date (YYYY-MM-DD) (2026-02-30)': 1,
    });
  });
});

describe('confirmation', () => {
  it('imports the same files twice and adds nothing the second time', async () => {
    const user = await newUserWithId(t.app, 'fhir-twice');
    await makePaid(t.testDb.database, user.id);
    const files = ['contained-medicines.json', 'history.json', 'observations.json'];
    const first = [];
    for (const name of files) {
      const done = await post(
        t.app,
        '/api/account/fhir/confirm',
        ticked(await previewOf(user.cookie, name)),
        user.cookie,
      );
      expect(done.statusCode, done.body).toBe(200);
      first.push(done.json());
    }
    expect(first.map((r) => r.lab_report_ids.length)).toEqual([0, 0, 1]);
    // The person stops a medicine; the file still names it, and it stays stopped.
    const warfarin = (
      (await get(t.app, '/api/medications', user.cookie)).json().medications as {
        id: string;
        name: string;
      }[]
    ).find((m) => m.name === 'Warfarin')!;
    expect(
      (await patch(t.app, `/api/medications/${warfarin.id}`, { active: false }, user.cookie))
        .statusCode,
    ).toBe(200);

    for (const name of files) {
      const preview = await previewOf(user.cookie, name);
      const offered = [
        ...preview.medicines,
        ...preview.allergies,
        ...preview.conditions,
        ...preview.lab_reports,
      ];
      expect(offered.every((item) => !item.selected && item.reason !== null)).toBe(true);
      // Even sent back ticked, what came in before is not added again.
      const before = 'imported before from this or an earlier file';
      const tick = <T extends { reason: string | null }>(item: T) => ({
        ...item,
        selected: item.reason === before,
      });
      const sent = ticked({
        ...preview,
        medicines: preview.medicines.map(tick),
        allergies: preview.allergies.map(tick),
        conditions: preview.conditions.map(tick),
        lab_reports: preview.lab_reports.map(tick),
      });
      expect(
        sent.medicines.length + sent.allergies.length + sent.lab_reports.length,
      ).toBeGreaterThan(0);
      const again = await post(t.app, '/api/account/fhir/confirm', sent, user.cookie);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        medicines_added: 0,
        allergies_added: 0,
        conditions_added: 0,
        metrics_added: 0,
        lab_report_ids: [],
      });
    }
    const labs = (await get(t.app, '/api/labs', user.cookie)).json().reports as unknown[];
    expect(labs).toHaveLength(1);
  }, 120_000);

  it('leaves out a future-dated lab report and an impossible day, and saves the allergy beside them', async () => {
    const user = await newUserWithId(t.app, 'fhir-partial');
    await makePaid(t.testDb.database, user.id);
    const response = await post(
      t.app,
      '/api/account/fhir/confirm',
      {
        allergies: ['Peanut allergy'],
        metrics: [{ kind: 'weight', date: '2026-02-30', value: 70 }],
        sleep: [{ date: '9999-12-31', hours: 7 }],
        lab_reports: [
          {
            test_type: 'blood',
            collected_on: '2099-01-01',
            biomarkers: [{ name: 'Glucose', value: 5 }],
          },
          {
            test_type: 'blood',
            collected_on: '2026-01-05',
            biomarkers: [{ name: 'Glucose', value: 5.2 }],
          },
        ],
      },
      user.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      allergies_added: 1,
      metrics_added: 0,
      sleep_days_added: 0,
      lab_report_ids: [expect.any(String)],
      left_out: [
        {
          section: 'metrics',
          item: '2026-02-30',
          reason: 'Enter the collection date as a real date (YYYY-MM-DD).',
        },
        {
          section: 'sleep',
          item: '9999-12-31',
          reason: 'The collection date cannot be in the future.',
        },
        {
          section: 'lab_reports',
          item: 'lab report 2099-01-01',
          reason: 'The collection date cannot be in the future.',
        },
      ],
    });
    const profile = (await get(t.app, '/api/profile', user.cookie)).json().profile;
    expect(profile.medical_history.allergies).toEqual(['Peanut allergy']);
  }, 60_000);
});
