/**
 * The health records API (ADR 058) on a real database: the FHIR export of a full profile validates
 * against the FHIR R4 schema resource by resource with our codes; the import preview writes
 * nothing; the confirmation adds what was kept (and never doubles or overwrites); bad and oversized
 * bundles are refused with nothing written; the Apple Health ZIP streams into the body metrics and
 * the daily log; and every route answers only for the caller's own data.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import type { FhirImportPreview } from '#shared/contracts/fhir.contract';
import {
  TEST_ORIGIN,
  createTestApp,
  get,
  post,
  put,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { appleHealthZip, expectedDay } from './apple-health-test-kit';
import { US_CORE } from './fhir-codes';
import { schemaErrors, unknownCodes } from '../../../../tests/setup/fhir-schema-test-kit';
import { usCoreErrors } from './us-core-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Compiling the R4 schema takes a while; once per file.
  schemaErrors({ resourceType: 'Bundle', type: 'collection' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON is read field by field
type Resource = Record<string, any>;
const entries = (bundle: Resource) =>
  (bundle.entry as { resource: Resource }[]).map((e) => e.resource);

async function zipBytes(days: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of appleHealthZip({ start: '2026-09-01', days, heartRatesPerDay: 12 }))
    parts.push(part);
  return Buffer.concat(parts);
}

const uploadZip = (cookie: string | undefined, body: Buffer, type = 'application/zip') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/apple-health',
    payload: body,
    headers: { origin: TEST_ORIGIN, 'content-type': type, ...(cookie ? { cookie } : {}) },
  });

/**
 * Runs DDL statements, one by one, as the database's owner (the app's role may not change tables).
 * Without a URL the database is the embedded one, whose connection is its owner's. (This file does
 * not test the embedded engine, so it does not name it: it runs on PostgreSQL only when `npm test`
 * has a server, see vitest.config.ts and ADR 110.)
 */
async function asOwner(...statements: string[]): Promise<void> {
  const { database, databaseUrl } = t.testDb;
  if (databaseUrl === undefined) {
    for (const statement of statements) await database.db.execute(sql.raw(statement));
    return;
  }
  const { Client } = await import('pg');
  const owner = new Client({ connectionString: databaseUrl });
  await owner.connect();
  try {
    for (const statement of statements) await owner.query(statement);
  } finally {
    await owner.end();
  }
}

/** Everything an import could write for a user, as counts. */
async function footprint(userId: string) {
  const [row] = await queryRows<Record<string, number>>(
    t.testDb.database.db,
    sql`select
      (select count(*)::int from medications where user_id = ${userId}) as medications,
      (select count(*)::int from body_metrics where user_id = ${userId}) as metrics,
      (select count(*)::int from daily_logs where user_id = ${userId}) as logs,
      (select count(*)::int from lab_reports where user_id = ${userId}) as labs,
      (select coalesce(jsonb_array_length(medical_history->'allergies'), 0) + coalesce(jsonb_array_length(medical_history->'currentConditions'), 0)
         from unified_user_profiles where user_id = ${userId}) as history`,
  );
  return row;
}

/** A paid user with a full profile: medicines, allergies, conditions, a lab report, metrics, sleep. */
async function fullProfile() {
  const owner = await newUserWithId(t.app, 'fhir-owner');
  await makePaid(t.testDb.database, owner.id);
  for (const medicine of [
    { name: 'Warfarin', dosage: '5 mg' },
    { name: 'Metformin', dosage: '500 mg', frequency: 'Twice daily' },
  ])
    expect((await post(t.app, '/api/medications', medicine, owner.cookie)).statusCode).toBe(201);
  expect(
    (
      await put(
        t.app,
        '/api/profile/sections/medical_history',
        {
          allergies: ['Penicillin'],
          currentConditions: ['Hypertension'],
          chronicConditions: ['Asthma'],
        },
        owner.cookie,
      )
    ).statusCode,
  ).toBe(200);
  const lab = await post(
    t.app,
    '/api/labs',
    {
      test_type: 'blood',
      collected_on: '2026-10-05',
      biomarkers: [
        { name: 'Glucose', value: 7.2, unit: 'mmol/L', ref_low: 3.9, ref_high: 5.6 },
        { name: 'Hemoglobin', value: 13.5, unit: 'g/dL', ref_low: 12, ref_high: 15.5 },
        { name: 'TSH', value: 0.2, unit: 'mIU/L', ref_low: 0.4, ref_high: 4 },
      ],
    },
    owner.cookie,
  );
  expect(lab.statusCode).toBe(201);
  expect((await uploadZip(owner.cookie, await zipBytes(3))).statusCode).toBe(200);
  return { ...owner, labId: lab.json().id as string };
}

describe('GET /api/account/fhir', () => {
  it('exports a full profile as a collection Bundle whose every resource validates against FHIR R4, with our codes', async () => {
    const owner = await fullProfile();
    const response = await get(t.app, '/api/account/fhir', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toContain('wellnest-fhir.json');
    const bundle = response.json() as Resource;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(schemaErrors(bundle)).toEqual([]);
    const all = entries(bundle);
    for (const resource of all)
      expect([resource.resourceType, schemaErrors(resource)]).toEqual([resource.resourceType, []]);
    expect(unknownCodes(bundle)).toEqual([]);
    // Each resource meets the US Core profile it claims (ADR 084).
    for (const resource of all)
      expect([resource.resourceType, usCoreErrors(resource)]).toEqual([resource.resourceType, []]);
    const claimed = (type: string) =>
      all.filter((r) => r.resourceType === type).map((r) => r.meta?.profile?.[0] ?? null);
    expect(claimed('Patient')).toEqual([US_CORE.patient]);
    expect(claimed('AllergyIntolerance')).toEqual([US_CORE.allergyIntolerance]);
    expect(claimed('Condition')).toEqual([US_CORE.conditionProblems, US_CORE.conditionProblems]);
    expect(claimed('MedicationStatement')).toEqual([null, null]);
    expect(claimed('Observation').filter((p) => p === US_CORE.labObservation)).toHaveLength(3);

    const types = all.map((r) => r.resourceType);
    expect(types.filter((x) => x === 'Patient')).toHaveLength(1);
    expect(
      all.filter((r) => r.resourceType === 'AllergyIntolerance').map((r) => r.code.text),
    ).toEqual(['Penicillin']);
    expect(
      all
        .filter((r) => r.resourceType === 'Condition')
        .map((r) => r.code.text)
        .sort(),
    ).toEqual(['Asthma', 'Hypertension']);
    const statements = all.filter((r) => r.resourceType === 'MedicationStatement');
    expect(statements.map((r) => r.medicationCodeableConcept.coding?.[0]?.code).sort()).toEqual([
      '11289',
      '6809',
    ]);
    const coded = (code: string) =>
      all.filter((r) => r.code?.coding?.some((c: Resource) => c.code === code));
    // Glucose in mmol/L goes out under the substance-concentration code (ADR 084).
    expect(coded('2345-7')).toEqual([]);
    expect(coded('14749-6')[0]).toMatchObject({
      status: 'preliminary',
      valueQuantity: { value: 7.2, code: 'mmol/L' },
      interpretation: [{ coding: [{ code: 'H' }] }],
      effectiveDateTime: '2026-10-05',
    });
    expect(coded('3016-3')[0]?.interpretation[0].coding[0].code).toBe('L');
    expect(coded('718-7')[0]?.interpretation[0].coding[0].code).toBe('N');
    expect(coded('29463-7')).toHaveLength(3);
    expect(coded('85354-9')).toHaveLength(3);
    expect(coded('8867-4')).toHaveLength(3);
    expect(coded('8302-2')).toHaveLength(1);
    expect(coded('93832-4')).toHaveLength(3);
  }, 120_000);

  it('needs a session', async () => {
    expect((await get(t.app, '/api/account/fhir')).statusCode).toBe(401);
    expect((await post(t.app, '/api/account/fhir', { resourceType: 'Bundle' })).statusCode).toBe(
      401,
    );
    expect((await post(t.app, '/api/account/fhir/confirm', { allergies: ['x'] })).statusCode).toBe(
      401,
    );
    expect((await uploadZip(undefined, Buffer.from('PK'))).statusCode).toBe(401);
    expect((await get(t.app, '/api/account/body-metrics')).statusCode).toBe(401);
  });
});

describe('import: preview, then confirm', () => {
  it('round trip: a fresh account previews without a write, confirms, and has the same medicines, allergies, conditions, lab values and metrics', async () => {
    const owner = await fullProfile();
    const bundle = (await get(t.app, '/api/account/fhir', owner.cookie)).json() as Resource;
    // Another app's medicine nobody can resolve joins the bundle: listed for review, not dropped.
    bundle.entry.push({
      fullUrl: 'urn:uuid:1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      resource: {
        resourceType: 'MedicationStatement',
        status: 'active',
        medicationCodeableConcept: { text: 'Zorblax Forte' },
        subject: { reference: 'Patient/x' },
      },
    });
    const fresh = await newUserWithId(t.app, 'fhir-fresh');
    await makePaid(t.testDb.database, fresh.id);
    const before = await footprint(fresh.id);

    const response = await post(t.app, '/api/account/fhir', bundle, fresh.cookie);
    expect(response.statusCode).toBe(200);
    const preview = response.json() as FhirImportPreview;
    expect(await footprint(fresh.id)).toEqual(before);
    expect(preview.medicines.map((m) => [m.name, m.substance_id, m.already_listed]).sort()).toEqual(
      [
        ['Metformin', 'metformin', false],
        ['Warfarin', 'warfarin', false],
      ],
    );
    expect(preview.unresolved_medicines.map((m) => m.name)).toEqual(['Zorblax Forte']);
    expect(preview.allergies).toEqual([
      {
        name: 'Penicillin',
        already_listed: false,
        selected: true,
        reason: null,
        source_ids: [expect.stringMatching(/^AllergyIntolerance\|/)],
        // Our own export gives an allergy no code: nothing to keep.
        coding: [],
      },
    ]);
    expect(preview.conditions.map((c) => c.name).sort()).toEqual(['Asthma', 'Hypertension']);
    expect(preview.metrics.filter((m) => m.kind === 'blood_pressure')).toHaveLength(3);
    expect(preview.sleep).toHaveLength(3);
    expect(preview.lab_reports).toHaveLength(1);

    const confirmed = await post(
      t.app,
      '/api/account/fhir/confirm',
      {
        medicines: preview.medicines.map((m) => ({ name: m.name, dosage: m.dosage })),
        allergies: preview.allergies.map((a) => a.name),
        conditions: preview.conditions.map((c) => c.name),
        metrics: preview.metrics,
        sleep: preview.sleep,
        lab_reports: preview.lab_reports,
      },
      fresh.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = confirmed.json();
    expect(result).toEqual({
      medicines_added: 2,
      allergies_added: 1,
      conditions_added: 2,
      metrics_added: preview.metrics.length,
      sleep_days_added: 3,
      lab_report_ids: [expect.any(String)],
      left_out: [],
    });
    // The lab values go in with the rest, as a report in review, audited like a typed-in one.
    const lab = await get(t.app, `/api/labs/${result.lab_report_ids[0]}`, fresh.cookie);
    expect(lab.statusCode).toBe(200);
    expect(lab.json().status).toBe('review');
    // It says where it came from: not typed in by hand.
    expect(lab.json().source).toBe('import');
    const audited = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select count(*)::int as n from security_audit_log where user_id = ${fresh.id} and action = 'lab_report_create' and resource_id = ${result.lab_report_ids[0]}`,
    );
    expect(audited[0]!.n).toBe(1);

    const same = async (cookie: string) => {
      const cabinet = (await get(t.app, '/api/medications', cookie)).json()
        .medications as Resource[];
      const profile = (await get(t.app, '/api/profile', cookie)).json().profile as Resource;
      const metrics = (await get(t.app, '/api/account/body-metrics', cookie)).json() as Resource;
      const labs = (await get(t.app, '/api/labs', cookie)).json().reports as Resource[];
      const detail = (await get(t.app, `/api/labs/${labs[0]!.id}`, cookie)).json() as Resource;
      const sleep = (await get(t.app, '/api/daily-log/2026-09-02', cookie)).json() as Resource;
      return {
        medicines: cabinet
          .filter((m) => m.active)
          .map((m) => m.name)
          .sort(),
        allergies: profile.medical_history.allergies,
        conditions: [
          ...profile.medical_history.currentConditions,
          ...(profile.medical_history.chronicConditions ?? []),
        ].sort(),
        metrics: metrics.metrics.map((m: Resource) => [m.kind, m.date, m.value, m.value2]),
        labs: detail.biomarkers.map((b: Resource) => [
          b.name,
          b.value,
          b.unit,
          b.ref_low,
          b.ref_high,
        ]),
        collected: detail.collected_on ?? detail.report?.collected_on,
        sleep: sleep.sleep_hours ?? sleep.log?.sleep_hours,
      };
    };
    expect(await same(fresh.cookie)).toEqual(await same(owner.cookie));

    // Confirming again adds nothing: no doubled medicine, allergy, condition, metric or night.
    const again = await post(
      t.app,
      '/api/account/fhir/confirm',
      {
        medicines: [{ name: 'warfarin' }],
        allergies: ['penicillin'],
        conditions: ['Asthma'],
        metrics: preview.metrics,
        sleep: preview.sleep,
      },
      fresh.cookie,
    );
    expect(again.json()).toEqual({
      medicines_added: 0,
      allergies_added: 0,
      conditions_added: 0,
      metrics_added: 0,
      sleep_days_added: 0,
      lab_report_ids: [],
      left_out: [],
    });
  }, 120_000);

  it('says up front that lab reports need a paid plan, refuses a confirmation with them (403) and writes nothing at all', async () => {
    const owner = await fullProfile();
    const bundle = (await get(t.app, '/api/account/fhir', owner.cookie)).json() as Resource;
    const free = await newUserWithId(t.app, 'fhir-free');
    const before = await footprint(free.id);
    const preview = (
      await post(t.app, '/api/account/fhir', bundle, free.cookie)
    ).json() as FhirImportPreview;
    expect(preview.lab_reports).toHaveLength(1);
    expect(preview.lab_reports_blocked).toBe(
      'Lab results become lab reports, which are part of Wellness Pro. Upgrade first to import them; everything else can be imported now without them.',
    );
    const everything = {
      medicines: preview.medicines.map((m) => ({ name: m.name, dosage: m.dosage })),
      allergies: preview.allergies.map((a) => a.name),
      conditions: preview.conditions.map((c) => c.name),
      metrics: preview.metrics,
      sleep: preview.sleep,
    };
    const refused = await post(
      t.app,
      '/api/account/fhir/confirm',
      { ...everything, lab_reports: preview.lab_reports },
      free.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'lab_uploads' });
    expect(await footprint(free.id)).toEqual(before);

    // Without the lab reports the rest goes in on the free plan.
    const rest = await post(t.app, '/api/account/fhir/confirm', everything, free.cookie);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ medicines_added: 2, lab_report_ids: [] });
    expect(await footprint(free.id)).toMatchObject({ labs: 0, medications: 2 });

    // A paid account's preview has nothing to say about the plan.
    const paid = await newUserWithId(t.app, 'fhir-paid');
    await makePaid(t.testDb.database, paid.id);
    const open = (await post(t.app, '/api/account/fhir', bundle, paid.cookie)).json();
    expect(open.lab_reports_blocked).toBeNull();
  }, 120_000);

  it('writes all or nothing: a lab report that fails mid-way leaves no medicine, history, metric or night behind', async () => {
    const user = await newUserWithId(t.app, 'fhir-atomic');
    await makePaid(t.testDb.database, user.id);
    const before = await footprint(user.id);
    // The database refuses the second lab report (a trigger stands in for any failure there),
    // after the medicines, history, metrics, sleep and first report were written.
    await asOwner(
      `create function fhir_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.collected_on = '2020-02-03' then raise exception 'refused for the test'; end if;
        return new;
      end $$`,
      `create trigger fhir_test_refuse before insert on lab_reports
        for each row execute function fhir_test_refuse()`,
    );
    let failing;
    try {
      failing = await post(
        t.app,
        '/api/account/fhir/confirm',
        {
          medicines: [{ name: 'Warfarin' }],
          allergies: ['Penicillin'],
          conditions: ['Asthma'],
          metrics: [{ kind: 'weight', date: '2026-10-01', value: 70 }],
          sleep: [{ date: '2026-10-01', hours: 7 }],
          lab_reports: [
            { test_type: 'blood', biomarkers: [{ name: 'Glucose', value: 5, unit: 'mmol/L' }] },
            {
              test_type: 'blood',
              collected_on: '2020-02-03',
              biomarkers: [{ name: 'Glucose', value: 6, unit: 'mmol/L' }],
            },
          ],
        },
        user.cookie,
      );
    } finally {
      await asOwner(
        'drop trigger fhir_test_refuse on lab_reports',
        'drop function fhir_test_refuse()',
      );
    }
    expect(failing.statusCode).toBe(500);
    expect(await footprint(user.id)).toEqual(before);
    const audited = await queryRows<{ n: number }>(
      t.testDb.database.db,
      sql`select count(*)::int as n from security_audit_log where user_id = ${user.id}`,
    );
    expect(audited[0]!.n).toBe(0);
    expect(await footprint(user.id)).toEqual(before);
  }, 60_000);

  it('previews a patient portal bundle: MedicationRequest with a referenced Medication, pounds, separate blood pressure readings, refuted and resolved entries left out', async () => {
    const user = await newUserWithId(t.app, 'fhir-portal');
    const bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      entry: [
        {
          fullUrl: 'https://portal.example/Medication/m1',
          resource: {
            resourceType: 'Medication',
            id: 'm1',
            code: {
              coding: [
                {
                  system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
                  code: '29046',
                  display: 'lisinopril',
                },
              ],
            },
          },
        },
        {
          resource: {
            resourceType: 'MedicationRequest',
            status: 'active',
            intent: 'order',
            medicationReference: { reference: 'Medication/m1' },
            dosageInstruction: [{ text: '10 mg daily' }],
          },
        },
        {
          resource: {
            resourceType: 'MedicationStatement',
            status: 'completed',
            medicationCodeableConcept: { text: 'Amoxicillin' },
          },
        },
        {
          resource: {
            resourceType: 'AllergyIntolerance',
            verificationStatus: { coding: [{ code: 'refuted' }] },
            code: { text: 'Latex' },
          },
        },
        {
          resource: {
            resourceType: 'Condition',
            clinicalStatus: { coding: [{ code: 'resolved' }] },
            code: { text: 'Bronchitis' },
          },
        },
        {
          resource: {
            resourceType: 'Condition',
            clinicalStatus: { coding: [{ code: 'active' }] },
            code: { coding: [{ display: 'Type 2 diabetes mellitus' }] },
          },
        },
        {
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }] },
            effectiveDateTime: '2026-08-01T08:00:00Z',
            valueQuantity: { value: 165, unit: 'lb', code: '[lb_av]' },
          },
        },
        {
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: 'http://loinc.org', code: '8480-6' }] },
            effectiveDateTime: '2026-08-01T09:00:00Z',
            valueQuantity: { value: 132, code: 'mm[Hg]' },
          },
        },
        {
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { coding: [{ system: 'http://loinc.org', code: '8462-4' }] },
            effectiveDateTime: '2026-08-01T09:00:00Z',
            valueQuantity: { value: 84, code: 'mm[Hg]' },
          },
        },
        {
          resource: {
            resourceType: 'Observation',
            status: 'final',
            category: [{ coding: [{ code: 'laboratory' }] }],
            code: {
              coding: [{ system: 'http://loinc.org', code: '2093-3', display: 'Cholesterol' }],
            },
            effectiveDateTime: '2026-08-02',
            valueQuantity: { value: 5.9, unit: 'mmol/L', code: 'mmol/L' },
            interpretation: [{ coding: [{ code: 'H' }] }],
          },
        },
        { resource: { resourceType: 'Encounter', status: 'finished' } },
      ],
    };
    const response = await post(t.app, '/api/account/fhir', bundle, user.cookie);
    expect(response.statusCode).toBe(200);
    const preview = response.json() as FhirImportPreview;
    expect(preview.medicines.map((m) => [m.name, m.substance_id, m.dosage])).toEqual([
      ['lisinopril', 'lisinopril', '10 mg daily'],
    ]);
    expect(preview.allergies).toEqual([]);
    expect(preview.conditions.map((c) => c.name)).toEqual(['Type 2 diabetes mellitus']);
    expect(preview.metrics).toEqual([
      { kind: 'blood_pressure', date: '2026-08-01', value: 132, value2: 84 },
      { kind: 'weight', date: '2026-08-01', value: 74.8, value2: null },
    ]);
    expect(preview.lab_reports[0]!.biomarkers[0]).toMatchObject({
      name: 'Total cholesterol',
      marker_id: 'total-cholesterol',
      value: 5.9,
      unit: 'mmol/L',
      lab_flag: 'H',
    });
    expect(preview.skipped).toEqual(
      expect.arrayContaining([
        { resource_type: 'MedicationStatement', reason: 'status completed', count: 1 },
        { resource_type: 'AllergyIntolerance', reason: 'status refuted', count: 1 },
        {
          resource_type: 'Condition',
          reason: 'past (clinical status resolved): the profile lists current conditions only',
          count: 1,
        },
        { resource_type: 'Encounter', reason: 'not imported', count: 1 },
      ]),
    );
  });

  it('refuses bad and oversized bundles with a clear message, and writes nothing', async () => {
    const user = await newUserWithId(t.app, 'fhir-bad');
    const before = await footprint(user.id);
    const bad = async (payload: unknown) => {
      const response = await post(t.app, '/api/account/fhir', payload, user.cookie);
      return [response.statusCode, response.json().message];
    };
    expect(await bad({ resourceType: 'Patient' })).toEqual([
      400,
      'This file is not a FHIR Bundle (resourceType must be "Bundle").',
    ]);
    expect(await bad({ resourceType: 'Bundle', entry: 'lots' })).toEqual([
      400,
      'The Bundle\'s "entry" must be a list of resources.',
    ]);
    expect(
      await bad({ resourceType: 'Bundle', entry: Array.from({ length: 10_001 }, () => ({})) }),
    ).toEqual([400, 'The Bundle holds more than 10,000 entries; split it and import the parts.']);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/account/fhir',
      payload: '{"resourceType": "Bundle", "entry": [',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const huge = JSON.stringify({
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Basic', text: 'x'.repeat(21 * 1024 * 1024) } }],
    });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/account/fhir',
      payload: huge,
      headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      code: 'FHIR_BUNDLE_TOO_LARGE',
      message: 'The file is larger than 20 MB. Nothing was imported.',
    });
    const nothing = await post(t.app, '/api/account/fhir/confirm', {}, user.cookie);
    expect([nothing.statusCode, nothing.json().message]).toEqual([
      400,
      'Choose at least one item to import.',
    ]);
    const badMetric = await post(
      t.app,
      '/api/account/fhir/confirm',
      { metrics: [{ kind: 'blood_pressure', date: '2026-01-01', value: 120 }] },
      user.cookie,
    );
    expect(badMetric.statusCode).toBe(400);
    expect(await footprint(user.id)).toEqual(before);
  });
});

describe('POST /api/account/apple-health', () => {
  it('streams the ZIP into body metrics and the daily log, keeping days the person logged themselves', async () => {
    const user = await newUserWithId(t.app, 'fhir-apple');
    const own = await put(t.app, '/api/daily-log/2026-09-01', { sleep_hours: 6 }, user.cookie);
    expect(own.statusCode).toBe(200);
    const response = await uploadZip(user.cookie, await zipBytes(4));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      metrics_added: 1 + 4 * 4,
      sleep_days_added: 3,
      days_kept: 1,
    });
    const list = (await get(t.app, '/api/account/body-metrics', user.cookie)).json() as Resource;
    expect(list.counts).toEqual({
      weight: 4,
      height: 1,
      blood_pressure: 4,
      heart_rate: 4,
      steps: 4,
    });
    const day = expectedDay({ start: '2026-09-01', days: 4, heartRatesPerDay: 12 }, 2);
    // The trends' window: every value since a day, and the newest height whatever the window.
    const windowed = (
      await get(t.app, `/api/account/body-metrics?from=${day.date}`, user.cookie)
    ).json() as Resource;
    expect(windowed.metrics.every((m: Resource) => m.date >= day.date)).toBe(true);
    expect(
      windowed.metrics.filter((m: Resource) => m.kind !== 'height').map((m: Resource) => m.date),
    ).toHaveLength(2 * 4);
    expect(windowed.latest_height_cm).toBe(
      list.metrics.find((m: Resource) => m.kind === 'height').value,
    );
    const badDay = await get(t.app, '/api/account/body-metrics?from=2026-02-30', user.cookie);
    expect(badDay.statusCode).toBe(400);
    expect(
      list.metrics
        .filter((m: Resource) => m.date === day.date)
        .map((m: Resource) => [m.kind, m.value, m.value2, m.unit]),
    ).toEqual(
      expect.arrayContaining([
        ['weight', day.weight, null, 'kg'],
        ['blood_pressure', day.systolic, day.diastolic, 'mmHg'],
        ['heart_rate', day.restingHeartRate, null, 'beats/min'],
        ['steps', day.steps, null, 'steps'],
      ]),
    );
    expect(
      (await get(t.app, '/api/daily-log/2026-09-01', user.cookie)).json().sleep_hours ?? null,
    ).toBe(6);
    // The same export again adds nothing.
    expect((await uploadZip(user.cookie, await zipBytes(4))).json()).toMatchObject({
      metrics_added: 0,
      sleep_days_added: 0,
    });
  });

  it('refuses a file that is not a ZIP, or has no export.xml, with nothing written', async () => {
    const user = await newUserWithId(t.app, 'fhir-apple-bad');
    const before = await footprint(user.id);
    const notZip = await uploadZip(user.cookie, Buffer.from('<HealthData/>'));
    expect([notZip.statusCode, notZip.json().code]).toEqual([400, 'APPLE_HEALTH_NOT_ZIP']);
    const declaredHuge = await t.app.inject({
      method: 'POST',
      url: '/api/account/apple-health',
      payload: Buffer.from('PK\u0003\u0004'),
      headers: {
        origin: TEST_ORIGIN,
        cookie: user.cookie,
        'content-type': 'application/zip',
        'content-length': String(3 * 1024 * 1024 * 1024),
      },
    });
    expect(declaredHuge.statusCode).toBe(413);
    expect(await footprint(user.id)).toEqual(before);
  });
});

describe('isolation', () => {
  it("shows and exports only the caller's own records", async () => {
    const owner = await fullProfile();
    const other = await newUserWithId(t.app, 'fhir-other');
    const bundle = (await get(t.app, '/api/account/fhir', other.cookie)).json() as Resource;
    expect(entries(bundle).map((r) => r.resourceType)).toEqual(['Patient']);
    expect(JSON.stringify(bundle)).not.toContain('Warfarin');
    expect(JSON.stringify(bundle)).not.toContain(owner.labId);
    expect((await get(t.app, '/api/account/body-metrics', other.cookie)).json()).toEqual({
      metrics: [],
      counts: {},
      latest_height_cm: null,
    });
    // The other user's preview compares with their own (empty) profile, not the owner's.
    const preview = (
      await post(
        t.app,
        '/api/account/fhir',
        (await get(t.app, '/api/account/fhir', owner.cookie)).json(),
        other.cookie,
      )
    ).json() as FhirImportPreview;
    expect(preview.medicines.every((m) => !m.already_listed)).toBe(true);
  }, 120_000);
});

describe('the API docs', () => {
  it('document every health records route with its body and answers', async () => {
    const docs = (await get(t.app, '/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          { summary?: string; requestBody?: unknown; responses?: Record<string, unknown> }
        >
      >;
    };
    const routes: [string, string, string[]][] = [
      ['/api/account/fhir', 'get', ['200', '401']],
      ['/api/account/fhir', 'post', ['200', '400', '401', '413']],
      ['/api/account/fhir/confirm', 'post', ['200', '400', '401', '403']],
      ['/api/account/apple-health', 'post', ['200', '400', '401', '413', '415']],
      ['/api/account/body-metrics', 'get', ['200', '400', '401']],
      ['/api/account/apple-health/uploads', 'post', ['201', '400', '401', '413']],
      [
        '/api/account/apple-health/uploads/{id}/parts/{number}',
        'put',
        ['200', '400', '401', '404', '409', '413'],
      ],
      ['/api/account/apple-health/uploads/{id}/complete', 'post', ['202', '400', '404', '409']],
      ['/api/account/apple-health/uploads/{id}', 'get', ['200', '401', '404']],
    ];
    for (const [path, method, statuses] of routes) {
      const operation = docs.paths[path]?.[method];
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
      // The docs add 429 (rate limit) and a default answer to every route.
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(statuses),
      );
    }
    expect(docs.paths['/api/account/fhir']!.post!.requestBody).toBeTruthy();
    expect(docs.paths['/api/account/fhir/confirm']!.post!.requestBody).toBeTruthy();
  });
});
