/**
 * Export codes that say what the value is (ADR 084), end to end on a real
 * database: a bundle's lab results keep their own codes (a lab's local code beside LOINC) through
 * the import, the review and the export; its conditions and allergies keep their SNOMED CT and
 * ICD-10 codes; a result typed in mmol/L goes out under the substance-concentration code; every
 * resource validates against R4 and the US Core profile it claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FhirImportPreview } from '#shared/contracts/fhir.contract';
import { createTestApp, get, post, put, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { US_CORE } from './fhir-codes';
import { schemaErrors, unknownCodes } from '../../../../tests/setup/fhir-schema-test-kit';
import { usCoreErrors } from './us-core-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON is read field by field
type Resource = Record<string, any>;

const LOCAL = 'http://lab.example.org/codes';
const SNOMED = 'http://snomed.info/sct';
const ICD10 = 'http://hl7.org/fhir/sid/icd-10-cm';
const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

const observation = (id: string, code: Resource[], text: string, value: Resource) => ({
  fullUrl: `urn:uuid:00000000-0000-4000-8000-0000000000${id}`,
  resource: {
    resourceType: 'Observation',
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'laboratory',
          },
        ],
      },
    ],
    code: { coding: code, text },
    subject: { reference: 'Patient/p1' },
    effectiveDateTime: '2026-09-14',
    valueQuantity: value,
  },
});

/** A portal's bundle: SI lab results with local codes, a coded condition and a coded allergy. */
const bundle = {
  resourceType: 'Bundle',
  type: 'searchset',
  entry: [
    observation(
      '01',
      [
        { system: LOCAL, code: 'GLU-F', display: 'Glucose, fasting' },
        { system: 'http://loinc.org', code: '14749-6', display: 'Glucose [Moles/volume]' },
      ],
      'Glucose',
      { value: 6.4, unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
    ),
    observation('02', [{ system: LOCAL, code: 'CHOL' }], 'Cholesterol', {
      value: 5.6,
      unit: 'mmol/L',
      system: 'http://unitsofmeasure.org',
      code: 'mmol/L',
    }),
    {
      fullUrl: 'urn:uuid:00000000-0000-4000-8000-000000000003',
      resource: {
        resourceType: 'Condition',
        clinicalStatus: {
          coding: [
            { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' },
          ],
        },
        category: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/condition-category',
                code: 'problem-list-item',
              },
            ],
          },
        ],
        code: {
          coding: [
            { system: SNOMED, code: '44054006', display: 'Diabetes mellitus type 2' },
            { system: ICD10, code: 'E11.9' },
          ],
          text: 'Type 2 diabetes',
        },
        subject: { reference: 'Patient/p1' },
      },
    },
    {
      fullUrl: 'urn:uuid:00000000-0000-4000-8000-000000000005',
      resource: {
        resourceType: 'MedicationStatement',
        status: 'active',
        medicationCodeableConcept: {
          coding: [
            { system: RXNORM, code: '855332', display: 'warfarin sodium 5 MG Oral Tablet' },
            { system: LOCAL, code: 'WARF5' },
          ],
          text: 'Warfarin 5 mg tablet',
        },
        subject: { reference: 'Patient/p1' },
        dosage: [{ text: 'once daily' }],
      },
    },
    {
      fullUrl: 'urn:uuid:00000000-0000-4000-8000-000000000004',
      resource: {
        resourceType: 'AllergyIntolerance',
        code: {
          coding: [{ system: SNOMED, code: '91936005', display: 'Allergy to penicillin' }],
          text: 'Penicillin',
        },
        patient: { reference: 'Patient/p1' },
      },
    },
  ],
};

describe('records keep their own codes from import to export', () => {
  it('imports coded results, conditions and allergies, and exports the same codes with US Core claims that hold', async () => {
    const user = await newUserWithId(t.app, 'fhir-codes');
    await makePaid(t.testDb.database, user.id);
    const previewed = await post(t.app, '/api/account/fhir', bundle, user.cookie);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json() as FhirImportPreview;
    expect(preview.lab_reports[0]!.codings).toEqual([
      [
        { system: LOCAL, code: 'GLU-F', display: 'Glucose, fasting' },
        { system: 'http://loinc.org', code: '14749-6', display: 'Glucose [Moles/volume]' },
      ],
      [{ system: LOCAL, code: 'CHOL' }],
    ]);
    expect(preview.conditions[0]!.coding.map((c) => c.code)).toEqual(['44054006', 'E11.9']);
    expect(preview.medicines[0]!.coding.map((c) => c.code)).toEqual(['855332', 'WARF5']);

    const confirmed = await post(
      t.app,
      '/api/account/fhir/confirm',
      {
        allergies: preview.allergies.map(({ name, source_ids, coding }) => ({
          name,
          source_ids,
          coding,
        })),
        conditions: preview.conditions.map(({ name, source_ids, coding }) => ({
          name,
          source_ids,
          coding,
        })),
        medicines: preview.medicines.map(({ name, dosage, source_ids, coding }) => ({
          name,
          dosage,
          source_ids,
          coding,
        })),
        lab_reports: preview.lab_reports,
      },
      user.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [reportId] = confirmed.json().lab_report_ids as string[];

    const exportBundle = async () => {
      const response = await get(t.app, '/api/account/fhir', user.cookie);
      expect(response.statusCode).toBe(200);
      return response.json() as Resource;
    };
    let exported = await exportBundle();
    let all = (exported.entry as { resource: Resource }[]).map((e) => e.resource);
    const lab = (name: string) => all.find((r) => r.code?.text === name)!;
    expect(lab('Glucose').code.coding).toEqual([
      { system: LOCAL, code: 'GLU-F', display: 'Glucose, fasting' },
      { system: 'http://loinc.org', code: '14749-6', display: 'Glucose [Moles/volume]' },
    ]);
    // A local code alone: ours joins it, the substance-concentration code for mmol/L.
    expect(lab('Cholesterol').code.coding.map((c: Resource) => c.code)).toEqual([
      'CHOL',
      '14647-2',
    ]);
    expect(lab('Type 2 diabetes').code.coding).toEqual([
      { system: SNOMED, code: '44054006', display: 'Diabetes mellitus type 2' },
      { system: ICD10, code: 'E11.9' },
    ]);
    expect(lab('Penicillin').code.coding).toEqual([
      { system: SNOMED, code: '91936005', display: 'Allergy to penicillin' },
    ]);
    // The medicine keeps the record's clinical-drug code (and its local one); our ingredient
    // code joins them.
    const medicine = all.find((r) => r.resourceType === 'MedicationStatement')!;
    expect(medicine.medicationCodeableConcept.coding.map((c: Resource) => c.code)).toEqual([
      '855332',
      'WARF5',
      '11289',
    ]);

    expect(schemaErrors(exported)).toEqual([]);
    for (const resource of all) {
      expect([resource.resourceType, schemaErrors(resource)]).toEqual([resource.resourceType, []]);
      expect([resource.resourceType, usCoreErrors(resource)]).toEqual([resource.resourceType, []]);
    }
    // Every code is one we know, or the record's own (kept as it came).
    expect(unknownCodes(exported, [], new Set(['RxNorm 855332']))).toEqual([]);
    expect(lab('Glucose').meta.profile).toEqual([US_CORE.labObservation]);
    expect(lab('Type 2 diabetes').meta.profile).toEqual([US_CORE.conditionProblems]);

    // Reviewed with the same test in the same unit, a row keeps its codes; moved to another
    // unit, the record's codes no longer describe it and ours for the new unit take over.
    const detail = (await get(t.app, `/api/labs/${reportId}`, user.cookie)).json();
    const rows = detail.biomarkers as Resource[];
    const reviewed = await put(
      t.app,
      `/api/labs/${reportId}/biomarkers`,
      {
        biomarkers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          value: row.name === 'Cholesterol' ? 216 : row.value,
          unit: row.name === 'Cholesterol' ? 'mg/dL' : row.unit,
          marker_id: row.marker_id,
        })),
      },
      user.cookie,
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    exported = await exportBundle();
    all = (exported.entry as { resource: Resource }[]).map((e) => e.resource);
    expect(lab('Glucose').code.coding.map((c: Resource) => c.code)).toEqual(['GLU-F', '14749-6']);
    expect(lab('Cholesterol').code.coding.map((c: Resource) => c.code)).toEqual(['2093-3']);
  }, 120_000);

  it('refuses a malformed code on confirm (400, the field named) and writes nothing', async () => {
    const user = await newUserWithId(t.app, 'fhir-codes-bad');
    const response = await post(
      t.app,
      '/api/account/fhir/confirm',
      { conditions: [{ name: 'Asthma', coding: [{ system: SNOMED }] }] },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('code');
    const profile = (await get(t.app, '/api/profile', user.cookie)).json().profile as Resource;
    expect(profile?.medical_history?.currentConditions ?? []).toEqual([]);
  });
});

const statement = (id: string, name: string, extra: Resource = {}) => ({
  fullUrl: `urn:uuid:00000000-0000-4000-8000-0000000001${id}`,
  resource: {
    resourceType: 'MedicationStatement',
    status: 'active',
    medicationCodeableConcept: { text: name },
    subject: { reference: 'Patient/p1' },
    ...extra,
  },
});

describe('a medicine’s type from the record or the knowledge base', () => {
  it('an order is a prescription, a category says supplement or over-the-counter, the knowledge base names herbs and vitamins; shown in the cabinet', async () => {
    const user = await newUserWithId(t.app, 'fhir-types');
    const medicines = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          fullUrl: 'urn:uuid:00000000-0000-4000-8000-000000000201',
          resource: {
            resourceType: 'MedicationRequest',
            status: 'active',
            intent: 'order',
            medicationCodeableConcept: { text: 'Metformin 500 mg' },
            subject: { reference: 'Patient/p1' },
          },
        },
        statement('01', 'Fish oil 1000 mg', {
          category: { text: 'Dietary supplement' },
        }),
        statement('02', 'Ibuprofen 200 mg', {
          category: {
            coding: [{ system: 'http://example.org/medication-category', code: 'otc' }],
          },
        }),
        statement('03', 'Ginkgo'),
        statement('04', 'Vitamin D'),
        statement('05', 'Warfarin 5 mg'),
      ],
    };
    const previewed = await post(t.app, '/api/account/fhir', medicines, user.cookie);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json() as FhirImportPreview;
    expect(Object.fromEntries(preview.medicines.map((m) => [m.name, m.type]))).toEqual({
      'Metformin 500 mg': 'Prescription',
      'Fish oil 1000 mg': 'Supplement',
      'Ibuprofen 200 mg': 'Over-the-counter',
      Ginkgo: 'Herbal',
      'Vitamin D': 'Vitamin',
      // A MedicationStatement of a drug says nothing of a prescription: no type given.
      'Warfarin 5 mg': null,
    });
    const confirmed = await post(
      t.app,
      '/api/account/fhir/confirm',
      {
        medicines: preview.medicines.map(({ name, frequency, type, source_ids }) => ({
          name,
          frequency,
          type,
          source_ids,
        })),
      },
      user.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cabinet = (await get(t.app, '/api/medications', user.cookie)).json().medications as {
      name: string;
      type: string;
    }[];
    expect(Object.fromEntries(cabinet.map((m) => [m.name, m.type]))).toEqual({
      'Metformin 500 mg': 'Prescription',
      'Fish oil 1000 mg': 'Supplement',
      'Ibuprofen 200 mg': 'Over-the-counter',
      Ginkgo: 'Herbal',
      'Vitamin D': 'Vitamin',
      // The cabinet's default stays for a drug nobody typed.
      'Warfarin 5 mg': 'Prescription',
    });
  }, 120_000);

  it('onboarding’s medicines take the knowledge base’s type when none is given, and keep one that is', async () => {
    const user = await newUserWithId(t.app, 'onboarding-types');
    const saved = await put(
      t.app,
      '/api/profile/sections/medications',
      {
        current: [
          { id: 'a', name: 'Magnesium', frequency: 'twice a day' },
          { id: 'b', name: "St John's wort" },
          { id: 'c', name: 'Lisinopril 10 mg' },
          { id: 'd', name: 'Turmeric', type: 'Supplement' },
        ],
      },
      user.cookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const cabinet = (await get(t.app, '/api/medications', user.cookie)).json().medications as {
      name: string;
      type: string;
      doses_per_day: number;
    }[];
    expect(Object.fromEntries(cabinet.map((m) => [m.name, m.type]))).toEqual({
      Magnesium: 'Supplement',
      "St John's wort": 'Herbal',
      'Lisinopril 10 mg': 'Prescription',
      Turmeric: 'Supplement',
    });
    expect(cabinet.find((m) => m.name === 'Magnesium')!.doses_per_day).toBe(2);
  }, 60_000);
});
