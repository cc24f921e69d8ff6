/**
 * The FHIR export (ADR 058): every resource of a full bundle validates against the official FHIR R4
 * JSON schema and carries only codes from the lists we ship; the codes are the ones the mapping
 * promises (LOINC vital signs, RxNorm where known, UCUM units, H/L/N interpretation); and the
 * import reads our own export back to the same data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import type { StoredLabRow } from '#server/modules/labs/index';
import {
  BIOMARKER_LOINC,
  LAB_LOINC_BY_PROPERTY,
  labLoinc,
  UNIT_TO_UCUM,
  US_CORE,
} from './fhir-codes';
import { fhirBundleBytesInWorker } from './fhir-export-in-worker';
import { buildFhirBundle, type FhirExportInput } from './fhir-export';
import { previewBundle } from './fhir-import';
import { schemaErrors, unknownCodes } from '../../../../tests/setup/fhir-schema-test-kit';
import { usCoreErrors } from './us-core-test-kit';

const row = (over: Partial<StoredLabRow>): StoredLabRow => ({
  id: over.marker_id ?? 'row',
  name: 'Glucose',
  printed_name: null,
  marker_id: 'glucose',
  specimen: 'blood',
  value: 5.4,
  value_text: null,
  unit: 'mmol/L',
  ref_low: 3.9,
  ref_high: 5.6,
  lab_flag: null,
  origin: 'manual',
  ...over,
});

const input: FhirExportInput = {
  userId: 'user-1',
  exportedAt: new Date('2026-11-20T10:00:00Z'),
  appUrl: 'https://wellnest.example',
  gender: 'female',
  allergies: ['Penicillin', 'Peanuts'],
  conditions: ['Hypertension'],
  medicines: [
    {
      id: 'm1',
      name: 'Warfarin',
      dosage: '5 mg',
      frequency: 'Once daily',
      substanceId: 'warfarin',
    },
    { id: 'm2', name: 'Grandma’s tonic', dosage: null, frequency: null, substanceId: null },
  ],
  labs: [
    {
      id: 'r1',
      status: 'analyzed',
      collected_on: '2026-11-01',
      created_at: new Date('2026-11-02T08:00:00Z'),
      file: { kind: 'pdf', size: 12345, display_name: 'labs.pdf' },
      rows: [
        row({ id: 'a', marker_id: 'glucose', value: 7.1 }),
        row({
          id: 'b',
          name: 'Hemoglobin',
          marker_id: 'hemoglobin',
          value: 11,
          unit: 'g/dL',
          ref_low: 12,
          ref_high: 15.5,
        }),
        row({
          id: 'c',
          name: 'TSH',
          marker_id: 'tsh',
          value: 2.1,
          unit: 'mIU/L',
          ref_low: 0.4,
          ref_high: 4,
        }),
        row({
          id: 'd',
          name: 'Urine nitrite',
          marker_id: 'urine-nitrite',
          specimen: 'urine',
          value: null,
          value_text: 'negative',
          unit: null,
          ref_low: null,
          ref_high: null,
        }),
        row({
          id: 'e',
          name: 'Mystery marker',
          marker_id: null,
          value: 3,
          unit: 'zz',
          ref_low: null,
          ref_high: null,
          lab_flag: 'H',
        }),
      ],
    },
  ],
  metrics: [
    { kind: 'weight', date: '2026-11-03', value: 70.4, value2: null },
    { kind: 'height', date: '2026-11-03', value: 168, value2: null },
    { kind: 'blood_pressure', date: '2026-11-03', value: 121, value2: 79 },
    { kind: 'heart_rate', date: '2026-11-03', value: 61, value2: null },
    { kind: 'steps', date: '2026-11-03', value: 8123, value2: null },
  ],
  sleep: [{ date: '2026-11-03', hours: 7.25 }],
  substanceName: (id) => (id === 'warfarin' ? 'Warfarin' : null),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON is read field by field
type Resource = Record<string, any>;
const resources = (bundle: Record<string, unknown>) =>
  (bundle.entry as { resource: Resource }[]).map((entry) => entry.resource);
const byLoinc = (list: Resource[], code: string) =>
  list.find((r) => r.code?.coding?.some((c: Resource) => c.code === code));

describe('buildFhirBundle', () => {
  const bundle = buildFhirBundle(input);
  const all = resources(bundle);
  // Compiling the R4 schema (every resource type, for the Bundle's entries) takes a while.
  beforeAll(() => void schemaErrors({ resourceType: 'Bundle', type: 'collection' }), 180_000);

  it('validates against the FHIR R4 JSON schema: the bundle and every resource in it', () => {
    expect(schemaErrors(bundle)).toEqual([]);
    expect(all.length).toBe(1 + 2 + 1 + 2 + 1 + 5 + 5 + 1);
    for (const resource of all)
      expect([resource.resourceType, schemaErrors(resource)]).toEqual([resource.resourceType, []]);
  });

  it('the schema check is real: a wrong field or type is refused', () => {
    expect(schemaErrors({ resourceType: 'Observation', status: 'final' })).not.toEqual([]);
    expect(
      schemaErrors({ resourceType: 'Observation', status: 'done', code: { text: 'x' } }),
    ).not.toEqual([]);
    expect(schemaErrors({ resourceType: 'Patient', gender: 'f' })).not.toEqual([]);
  });

  it('uses only codes from the lists we ship', () => {
    expect(unknownCodes(bundle)).toEqual([]);
    expect(unknownCodes({ coding: [{ system: 'http://loinc.org', code: '0000-0' }] })).toEqual([
      'LOINC 0000-0',
    ]);
  });

  it('codes vital signs with LOINC and UCUM, blood pressure as a panel of two components', () => {
    expect(byLoinc(all, '29463-7')?.valueQuantity).toEqual({
      value: 70.4,
      unit: 'kg',
      system: 'http://unitsofmeasure.org',
      code: 'kg',
    });
    expect(byLoinc(all, '8302-2')?.valueQuantity.code).toBe('cm');
    expect(byLoinc(all, '8867-4')?.valueQuantity.code).toBe('/min');
    const pressure = byLoinc(all, '85354-9')!;
    expect(
      pressure.component.map((c: Resource) => [
        c.code.coding[0].code,
        c.valueQuantity.value,
        c.valueQuantity.code,
      ]),
    ).toEqual([
      ['8480-6', 121, 'mm[Hg]'],
      ['8462-4', 79, 'mm[Hg]'],
    ]);
    expect(byLoinc(all, '85354-9')?.category[0].coding[0].code).toBe('vital-signs');
  });

  it('codes lab results: LOINC, UCUM, the printed range and H/L/N; an unknown marker by text only', () => {
    // Glucose in mmol/L is the substance-concentration code, never the mass one (2345-7).
    expect(byLoinc(all, '2345-7')).toBeUndefined();
    const glucose = byLoinc(all, '14749-6')!;
    expect(glucose.valueQuantity).toMatchObject({ value: 7.1, code: 'mmol/L' });
    expect(glucose.referenceRange).toEqual([
      {
        low: { value: 3.9, unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
        high: { value: 5.6, unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
      },
    ]);
    expect(glucose.interpretation[0].coding[0].code).toBe('H');
    expect(byLoinc(all, '718-7')?.interpretation[0].coding[0].code).toBe('L');
    expect(byLoinc(all, '3016-3')?.interpretation[0].coding[0].code).toBe('N');
    expect(byLoinc(all, '3016-3')?.valueQuantity.code).toBe('m[IU]/L');
    expect(byLoinc(all, '5802-4')?.valueString).toBe('negative');
    const mystery = all.find((r) => r.code?.text === 'Mystery marker')!;
    expect(mystery.code.coding).toBeUndefined();
    expect(mystery.valueQuantity).toEqual({ value: 3, unit: 'zz' });
    expect(mystery.interpretation[0].coding[0].code).toBe('H');
  });

  it('codes a medicine with RxNorm when we know the code, by name otherwise; links the lab file', () => {
    const statements = all.filter((r) => r.resourceType === 'MedicationStatement');
    expect(statements[0]!.medicationCodeableConcept).toEqual({
      coding: [
        {
          system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
          code: '11289',
          display: 'Warfarin',
        },
      ],
      text: 'Warfarin',
    });
    expect(statements[0]!.dosage).toEqual([{ text: '5 mg, Once daily' }]);
    expect(statements[1]!.medicationCodeableConcept).toEqual({ text: 'Grandma’s tonic' });
    const document = all.find((r) => r.resourceType === 'DocumentReference')!;
    expect(document.content[0].attachment).toMatchObject({
      contentType: 'application/pdf',
      url: 'https://wellnest.example/api/labs/r1/file',
      size: 12345,
    });
    expect(byLoinc(all, '14749-6')?.derivedFrom[0].reference).toBe(`urn:uuid:${document.id}`);
  });

  it('exports the same data to the same ids', () => {
    expect(resources(buildFhirBundle(input)).map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it('reads back through the import preview to the same medicines, allergies, conditions, lab values, metrics and sleep', () => {
    const preview = previewBundle(bundle, {
      resolve: (name) =>
        name === 'Warfarin' ? { substanceId: 'warfarin', matched: 'Warfarin' } : null,
      substanceName: () => null,
      biomarker: (id) =>
        ({
          glucose: { name: 'Glucose', specimen: 'blood' as const },
          hemoglobin: { name: 'Hemoglobin', specimen: 'blood' as const },
          tsh: { name: 'TSH', specimen: 'blood' as const },
          'urine-nitrite': { name: 'Urine nitrite', specimen: 'urine' as const },
        })[id] ?? null,
      cabinet: [],
      allergies: [],
      conditions: [],
    });
    expect(preview.medicines.map((m) => [m.name, m.substance_id, m.dosage])).toEqual([
      ['Warfarin', 'warfarin', '5 mg, Once daily'],
    ]);
    expect(preview.unresolved_medicines.map((m) => m.name)).toEqual(['Grandma’s tonic']);
    expect(preview.allergies.map((a) => a.name)).toEqual(['Penicillin', 'Peanuts']);
    expect(preview.conditions.map((c) => c.name)).toEqual(['Hypertension']);
    expect(preview.metrics).toEqual(
      input.metrics.map((m) => ({ ...m })).sort((a, b) => a.kind.localeCompare(b.kind)),
    );
    expect(preview.sleep).toEqual(input.sleep);
    expect(preview.lab_reports).toHaveLength(1);
    const report = preview.lab_reports[0]!;
    expect(report.collected_on).toBe('2026-11-01');
    expect(report.test_type).toBe('combined');
    expect(
      report.biomarkers.map((b) => [
        b.name,
        b.value,
        b.value_text,
        b.unit,
        b.ref_low,
        b.ref_high,
        b.marker_id,
      ]),
    ).toEqual([
      ['Glucose', 7.1, null, 'mmol/L', 3.9, 5.6, 'glucose'],
      ['Hemoglobin', 11, null, 'g/dL', 12, 15.5, 'hemoglobin'],
      ['TSH', 2.1, null, 'mIU/L', 0.4, 4, 'tsh'],
      ['Urine nitrite', null, 'negative', null, null, null, 'urine-nitrite'],
      ['Mystery marker', 3, null, 'zz', null, null, null],
    ]);
    expect(preview.skipped).toEqual([
      { resource_type: 'Patient', reason: 'not imported', count: 1 },
      { resource_type: 'DocumentReference', reason: 'not imported', count: 1 },
    ]);
  });
});

describe('codes that say what the value is (ADR 084)', () => {
  const all = () => resources(buildFhirBundle(input));
  it('picks the LOINC code whose property the unit measures, and none of another property', () => {
    const code = (marker: string, unit: string | null) => labLoinc(marker, unit)?.code ?? null;
    expect([code('glucose', 'mg/dL'), code('glucose', 'mmol/L')]).toEqual(['2345-7', '14749-6']);
    expect([code('total-cholesterol', 'mg/dL'), code('total-cholesterol', 'mmol/L')]).toEqual([
      '2093-3',
      '14647-2',
    ]);
    expect([code('creatinine', 'mg/dL'), code('creatinine', 'µmol/L')]).toEqual([
      '2160-0',
      '14682-9',
    ]);
    expect([code('hba1c', '%'), code('hba1c', 'mmol/mol')]).toEqual(['4548-4', '59261-8']);
    expect([code('insulin', 'µIU/mL'), code('insulin', 'pmol/L')]).toEqual(['20448-7', '14796-7']);
    // mEq/L is a substance concentration for a monovalent ion only.
    expect([code('sodium', 'mEq/L'), code('calcium', 'mEq/L')]).toEqual(['2951-2', null]);
    // No molar code known: the name alone, never the mass code under a molar value.
    expect([code('vitamin-d', 'ng/mL'), code('vitamin-d', 'nmol/L')]).toEqual(['62292-8', null]);
    expect(code('ferritin', 'pmol/L')).toBeNull();
    // A dipstick's text result and a count keep the marker's code.
    expect([code('urine-glucose', null), code('wbc', '10^3/µL')]).toEqual(['5792-7', '6690-2']);
  });

  it('codes the antibody, hormone, clotting, tumour-marker and drug-level tests by their unit too', () => {
    const code = (marker: string, unit: string | null) => labLoinc(marker, unit)?.code ?? null;
    // A kit's or an international unit, however the lab spells it, is one arbitrary-unit code.
    expect(['IU/mL', 'kU/L', 'U/mL'].map((unit) => code('tpo-antibodies', unit))).toEqual([
      '8099-4',
      '8099-4',
      '8099-4',
    ]);
    expect([code('fsh', 'mIU/mL'), code('fsh', 'U/L'), code('trab', 'U/L')]).toEqual([
      '15067-2',
      '15067-2',
      '5385-0',
    ]);
    expect([code('progesterone', 'ng/mL'), code('progesterone', 'nmol/L')]).toEqual([
      '2839-9',
      '14890-8',
    ]);
    expect([code('afp', 'ng/mL'), code('afp', 'IU/mL')]).toEqual(['1834-1', '19176-7']);
    expect([code('ammonia', 'µmol/L'), code('ammonia', 'µg/dL')]).toEqual(['16362-6', '22763-7']);
    // Seconds are a clotting time; a Quick value in per cent is another test.
    expect([code('prothrombin-time', 'sec'), code('prothrombin-time', '%')]).toEqual([
      '5902-2',
      null,
    ]);
    // Lactate and the anion gap are of one charge: mEq/L is mmol/L. No mass code is known.
    expect([
      code('lactate', 'mEq/L'),
      code('anion-gap', 'mEq/L'),
      code('lactate', 'mg/dL'),
    ]).toEqual(['2524-7', '33037-3', null]);
    expect([code('amh', 'ng/mL'), code('amh', 'pmol/L')]).toEqual(['38476-8', null]);
  });

  it("codes a blood gas by blood's codes, a pressure in mmHg or kPa alike (ADR 156)", () => {
    const code = (marker: string, unit: string | null) => labLoinc(marker, unit)?.code ?? null;
    expect([
      code('blood-ph', ''),
      code('pco2', 'mmHg'),
      code('pco2', 'kPa'),
      code('po2', 'kPa'),
      code('oxygen-saturation', '%'),
      code('base-excess', 'mmol/L'),
    ]).toEqual(['11558-4', '11557-6', '11557-6', '11556-8', '20564-1', '11555-0']);
    // Blood's pH is not the urine strip's.
    expect(code('urine-ph', '')).toBe('5803-2');
  });

  it('codes the blood count extras and indices it has a code for, by property (ADR 157)', () => {
    const code = (marker: string, unit: string | null) => labLoinc(marker, unit)?.code ?? null;
    expect([
      code('pdw', 'fL'),
      code('plateletcrit', '%'),
      code('band-neutrophils-percent', '%'),
      code('cd4', '/µL'),
      code('total-iga', 'g/L'),
      code('serum-osmolality', 'mOsm/kg'),
      code('gamma-globulin', 'g/dL'),
      code('carboxyhemoglobin', '%'),
    ]).toEqual([
      '32207-3',
      '51637-7',
      '26508-2',
      '24467-3',
      '2458-8',
      '2692-2',
      '2874-6',
      '20563-3',
    ]);
    // A mass code is never written beside a molar unit; a test with no code we found has none.
    expect([code('17-oh-progesterone', 'nmol/L'), code('homa-ir', ''), code('p-lcr', '%')]).toEqual(
      [null, null, null],
    );
    // The plateletcrit's code is not procalcitonin's.
    expect(code('procalcitonin', 'ng/mL')).not.toBe('51637-7');
  });

  it('every coded marker is one of the reference, and each unit it allows has a UCUM code', () => {
    const markers = new Map(
      knowledgeFromFiles()
        .biomarkers.list()
        .map((m) => [m.id, m]),
    );
    // Platelets in 10^5/µL have no UCUM code here yet.
    const uncoded = new Set(['10^5/µL']);
    for (const id of Object.keys(BIOMARKER_LOINC)) {
      const marker = markers.get(id);
      expect(marker, id).toBeDefined();
      for (const { unit } of marker?.units ?? [])
        if (!uncoded.has(unit)) expect(UNIT_TO_UCUM[unit], `${id} ${unit}`).toBeDefined();
    }
  });

  it('the table pairs each code with the other property of the same test, each citing its loinc.org page', () => {
    for (const [marker, entries] of Object.entries(LAB_LOINC_BY_PROPERTY)) {
      const usual = BIOMARKER_LOINC[marker]!;
      expect(usual.property, marker).toBeDefined();
      for (const { loinc, source } of entries) {
        expect(loinc.property, marker).not.toBe(usual.property);
        expect(loinc.code).not.toBe(usual.code);
        expect(source).toBe(`https://loinc.org/${loinc.code}/`);
      }
    }
    expect(Object.keys(LAB_LOINC_BY_PROPERTY).length).toBeGreaterThanOrEqual(30);
  });

  const bundle = buildFhirBundle({
    ...input,
    labs: [
      {
        ...input.labs[0]!,
        rows: [
          // Imported with the lab's local code and its LOINC: both go out as they came.
          row({
            id: 'g',
            value: 6.1,
            coding: [
              { system: 'http://lab.example/codes', code: 'GLU', display: 'Glucose fasting' },
              { system: 'http://loinc.org', code: '14749-6' },
            ],
          }),
          // Imported with a local code only: ours joins it.
          row({
            id: 'h',
            name: 'Cholesterol',
            marker_id: 'total-cholesterol',
            value: 5.2,
            coding: [{ system: 'http://lab.example/codes', code: 'CHOL' }],
          }),
          row({ id: 'v', name: 'Vitamin D', marker_id: 'vitamin-d', value: 60, unit: 'nmol/L' }),
        ],
      },
    ],
    historyCoding: {
      allergies: new Map([
        ['penicillin', [{ system: 'http://snomed.info/sct', code: '91936005', display: 'x' }]],
      ]),
      conditions: new Map([
        ['hypertension', [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I10' }]],
      ]),
    },
  });
  const exported = resources(bundle);

  it('keeps an imported row’s own codes, adds ours beside a local code only, and claims US Core only for a LOINC-coded test', () => {
    const labs = exported.filter((r) => r.category?.[0]?.coding?.[0]?.code === 'laboratory');
    const byName = Object.fromEntries(labs.map((r) => [r.code.text, r]));
    expect(byName.Glucose!.code.coding).toEqual([
      { system: 'http://lab.example/codes', code: 'GLU', display: 'Glucose fasting' },
      { system: 'http://loinc.org', code: '14749-6' },
    ]);
    expect(byName.Cholesterol!.code.coding.map((c: Resource) => c.code)).toEqual([
      'CHOL',
      '14647-2',
    ]);
    expect(byName['Vitamin D']!.code.coding).toBeUndefined();
    expect(byName.Glucose!.meta).toEqual({ profile: [US_CORE.labObservation] });
    expect(byName['Vitamin D']!.meta).toBeUndefined();
  });

  it('keeps an imported allergy’s and condition’s codes, and files conditions on the problem list', () => {
    const allergy = exported.find((r) => r.code?.text === 'Penicillin')!;
    expect(allergy.code.coding).toEqual([
      { system: 'http://snomed.info/sct', code: '91936005', display: 'x' },
    ]);
    const condition = exported.find((r) => r.resourceType === 'Condition')!;
    expect(condition.code).toEqual({
      coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I10' }],
      text: 'Hypertension',
    });
    expect(condition.category[0].coding[0].code).toBe('problem-list-item');
    expect(exported.find((r) => r.code?.text === 'Peanuts')!.code.coding).toBeUndefined();
  });

  it('every resource validates against R4 and meets the US Core profile it claims; a medicine claims none (US Core has no MedicationStatement profile)', () => {
    expect(schemaErrors(bundle)).toEqual([]);
    for (const resource of [...all(), ...exported]) {
      expect([resource.resourceType, schemaErrors(resource)]).toEqual([resource.resourceType, []]);
      expect([resource.resourceType, usCoreErrors(resource)]).toEqual([resource.resourceType, []]);
    }
    const claims = (type: string) =>
      exported.filter((r) => r.resourceType === type).map((r) => r.meta?.profile ?? null);
    expect(claims('Patient')).toEqual([[US_CORE.patient]]);
    expect(claims('AllergyIntolerance')).toEqual([
      [US_CORE.allergyIntolerance],
      [US_CORE.allergyIntolerance],
    ]);
    expect(claims('Condition')).toEqual([[US_CORE.conditionProblems]]);
    expect(claims('MedicationStatement')).toEqual([null, null]);
    // A Patient whose profile gives no gender still says 'unknown', as US Core asks.
    const anonymous = resources(buildFhirBundle({ ...input, gender: null }))[0]!;
    expect(anonymous.gender).toBe('unknown');
    expect(usCoreErrors(anonymous)).toEqual([]);
    expect(unknownCodes(bundle, [], new Set(['LOINC 14749-6']))).toEqual([]);
  });

  it('the US Core check is real: each profile’s rules and the published Patient snapshot refuse what is missing', () => {
    const patient = exported[0]!;
    const { identifier: _i, ...noIdentifier } = patient;
    expect(usCoreErrors(noIdentifier)).toEqual(
      expect.arrayContaining([
        'identifier (1..*) with system and value',
        'Patient.identifier: required (min 1)',
      ]),
    );
    const { gender: _g, ...noGender } = patient;
    expect(usCoreErrors(noGender)).toContain('Patient.gender: required (min 1)');
    expect(usCoreErrors({ ...patient, name: [{}] })).toContain(
      'us-core-6: name.family or name.given, or a data-absent-reason',
    );
    const condition = exported.find((r) => r.resourceType === 'Condition')!;
    const { category: _c, ...uncategorised } = condition;
    expect(usCoreErrors(uncategorised)).toEqual([
      'category:us-core (1..*): problem-list-item or health-concern',
    ]);
    const glucose = exported.find((r) => r.code?.text === 'Glucose')!;
    expect(usCoreErrors({ ...glucose, code: { text: 'Glucose' } })).toEqual([
      'code: a LOINC laboratory code',
    ]);
    expect(usCoreErrors({ ...glucose, valueQuantity: { value: 1, system: 'x' } })).toEqual([
      'us-core-3: UCUM for coded quantity units',
    ]);
    expect(usCoreErrors({ ...glucose, meta: { profile: ['http://example.org/p'] } })).toEqual([
      'unknown profile http://example.org/p',
    ]);
  });
});

describe('no known allergies (ADR 093)', () => {
  const said = { ...input, allergies: [], noKnownAllergies: true };
  const allergyResources = (over: Partial<FhirExportInput>) =>
    resources(buildFhirBundle({ ...input, ...over })).filter(
      (r) => r.resourceType === 'AllergyIntolerance',
    );
  beforeAll(() => void schemaErrors({ resourceType: 'Bundle', type: 'collection' }), 180_000);

  it('is one AllergyIntolerance coded SNOMED 716186003 that meets R4 and US Core, and reads back as no allergy', () => {
    const [nka, ...rest] = allergyResources(said);
    expect(rest).toEqual([]);
    expect(nka!.code).toEqual({
      coding: [
        { system: 'http://snomed.info/sct', code: '716186003', display: 'No known allergy' },
      ],
      text: 'No known allergies',
    });
    expect(nka!.patient.reference).toMatch(/^urn:uuid:/);
    expect(schemaErrors(nka!)).toEqual([]);
    expect(usCoreErrors(nka!)).toEqual([]);
    const preview = previewBundle(buildFhirBundle(said), {
      resolve: () => null,
      substanceName: () => null,
      biomarker: () => null,
      cabinet: [],
      allergies: [],
      conditions: [],
    });
    expect(preview.allergies).toEqual([]);
    expect(preview.skipped).toContainEqual({
      resource_type: 'AllergyIntolerance',
      reason: 'no known allergies: not an allergy',
      count: 1,
    });
  });

  it('is left out when an allergy is listed, and when the person never said so', () => {
    expect(
      allergyResources({ allergies: ['Penicillin'], noKnownAllergies: true }).map(
        (r) => r.code.text,
      ),
    ).toEqual(['Penicillin']);
    expect(allergyResources({ allergies: [] })).toEqual([]);
    expect(allergyResources({ allergies: [], noKnownAllergies: false })).toEqual([]);
  });
});

describe('the export written in a worker thread (ADR 097)', () => {
  it('writes the same bytes as building it here, names and imported codes included', async () => {
    const full: FhirExportInput = {
      ...input,
      substanceName: (id) => (id === 'warfarin' ? 'Warfarin' : null),
      historyCoding: {
        allergies: new Map([
          ['penicillin', [{ system: 'http://snomed.info/sct', code: '91936005' }]],
        ]),
        conditions: new Map(),
        medicines: new Map([
          ['warfarin', [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code: '855332' }]],
        ]),
      },
    };
    const bytes = await fhirBundleBytesInWorker(full);
    expect(bytes.toString('utf8')).toBe(JSON.stringify(buildFhirBundle(full)));
    expect(bytes.toString('utf8')).toContain('"display":"Warfarin"');
  }, 30_000);
});
