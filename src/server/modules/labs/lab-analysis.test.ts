import { describe, expect, it } from 'vitest';
import {
  createBiomarkerReference,
  type BiomarkerDefinition,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { analyzeLabRows, deterministicSummary } from './lab-analysis';
import type { LabPerson } from './lab-rows';
import type { StoredLabRow } from './labs.table';

// A small reference of our own, so these rules are tested apart from the shipped data.
const source = (slug: string) => [
  { title: `${slug} (MedlinePlus)`, url: `https://medlineplus.gov/lab-tests/${slug}/` },
];
const dipstick = ['negative', 'trace', '1+', '2+', '3+', '4+'];
function quantitative(
  id: string,
  name: string,
  system: BiomarkerDefinition['system'],
  unit: string,
  low: number | null,
  high: number | null,
  extra: Partial<BiomarkerDefinition> = {},
): BiomarkerDefinition {
  return {
    id,
    name,
    specimen: 'blood',
    system,
    aliases: [],
    kind: 'quantitative',
    canonical_unit: unit,
    units: [{ unit, factor: 1 }],
    ranges: [{ low, high }],
    measures: `${name} in the blood.`,
    high_causes: [`high ${name} cause`],
    low_causes: [`low ${name} cause`],
    sources: source(id),
    ...extra,
  };
}
function ordinal(id: string, name: string): BiomarkerDefinition {
  return {
    id,
    name,
    specimen: 'urine',
    system: 'urinalysis',
    aliases: [],
    kind: 'ordinal',
    canonical_unit: null,
    units: [],
    ranges: [],
    scale: dipstick,
    normal_values: ['negative'],
    measures: `${name} in the urine.`,
    high_causes: [`${name} in urine cause`],
    low_causes: [],
    sources: source(id),
  };
}

const reference = createBiomarkerReference([
  quantitative('glucose', 'Glucose', 'metabolic', 'mg/dL', 70, 99, {
    critical_low: 54,
    critical_high: 400,
    units: [
      { unit: 'mg/dL', factor: 1 },
      { unit: 'mmol/L', factor: 18.016 },
    ],
  }),
  quantitative('creatinine', 'Creatinine', 'kidney', 'mg/dL', 0.6, 1.3),
  quantitative('egfr', 'eGFR', 'kidney', 'mL/min/1.73m²', 60, null),
  quantitative('alt', 'ALT', 'liver', 'U/L', 7, 56),
  quantitative('bilirubin-total', 'Total bilirubin', 'liver', 'mg/dL', 0.1, 1.2, {
    aliases: ['Bilirubin'],
  }),
  quantitative('wbc', 'WBC', 'blood_count', '10^3/µL', 4.5, 11),
  quantitative('crp', 'CRP', 'inflammation_immune', 'mg/L', null, 10),
  {
    ...quantitative('hemoglobin', 'Hemoglobin', 'blood_count', 'g/dL', null, null),
    ranges: [
      { sex: 'male', low: 13.5, high: 17.5 },
      { sex: 'female', low: 12, high: 15.5 },
    ],
    critical_low: 7,
  },
  ordinal('urine-glucose', 'Glucose'),
  ordinal('urine-protein', 'Protein'),
  ordinal('urine-ketones', 'Ketones'),
  ordinal('urine-bilirubin', 'Bilirubin'),
  ordinal('urine-blood', 'Blood'),
  ordinal('urine-nitrite', 'Nitrite'),
  ordinal('urine-leukocyte-esterase', 'Leukocyte esterase'),
]);

const woman: LabPerson = { sex: 'female', age: 40 };
let n = 0;
function row(
  name: string,
  value: number | string,
  unit: string | null,
  specimen: 'blood' | 'urine' = 'blood',
  extra: Partial<StoredLabRow> = {},
): StoredLabRow {
  n += 1;
  return {
    id: `row-${n}`,
    name,
    printed_name: null,
    marker_id: null,
    specimen,
    value: typeof value === 'number' ? value : null,
    value_text: typeof value === 'string' ? value : null,
    unit,
    ref_low: null,
    ref_high: null,
    lab_flag: null,
    origin: 'manual',
    ...extra,
  };
}
const analyze = (rows: StoredLabRow[], person: LabPerson = woman) =>
  analyzeLabRows(rows, { reference, person });
const flagOf = (result: ReturnType<typeof analyze>, name: string, specimen = 'blood') =>
  result.markers.find((m) => m.name === name && m.specimen === specimen)?.flag;

describe('flags', () => {
  it('flags low, normal, high and critical, with what the marker measures, causes and sources', () => {
    const result = analyze([
      row('Glucose', 40, 'mg/dL'),
      row('Creatinine', 1.0, 'mg/dL'),
      row('ALT', 80, 'U/L'),
      row('WBC', 3.1, '10^3/µL'),
    ]);
    expect(flagOf(result, 'Glucose')).toBe('critical_low');
    expect(flagOf(result, 'Creatinine')).toBe('normal');
    expect(flagOf(result, 'ALT')).toBe('high');
    expect(flagOf(result, 'WBC')).toBe('low');
    const glucose = result.markers[0]!;
    expect(glucose.is_critical).toBe(true);
    expect(glucose.causes).toEqual(['low Glucose cause']);
    expect(glucose.measures).toBe('Glucose in the blood.');
    expect(glucose.sources[0]?.url).toBe('https://medlineplus.gov/lab-tests/glucose/');
    expect(result.markers[2]!.causes).toEqual(['high ALT cause']);
    expect(result.markers[1]!.causes).toEqual([]);
    expect(result.counts).toMatchObject({ total: 4, normal: 1, low: 1, high: 1, critical: 1 });
    expect(result.narrative.text).toContain('prompt medical attention');
    expect(result.narrative.written_by).toBe('rules');
  });

  it('converts units for our range and the critical limits (mmol/L glucose)', () => {
    const result = analyze([row('Glucose', 25, 'mmol/L')]);
    expect(result.markers[0]!.flag).toBe('critical_high');
    expect(result.markers[0]!.range?.high).toBeCloseTo(5.49, 1);
  });

  it('lets the lab’s printed range win over ours', () => {
    const result = analyze([row('Glucose', 105, 'mg/dL', 'blood', { ref_low: 65, ref_high: 110 })]);
    expect(result.markers[0]!.flag).toBe('normal');
    expect(result.markers[0]!.range).toEqual({ low: 65, high: 110, source: 'lab' });
    expect(analyze([row('Glucose', 105, 'mg/dL')]).markers[0]!.range?.source).toBe('reference');
  });

  it('uses the range for the person’s sex, and the span of both when unknown', () => {
    const hb = () => [row('Hemoglobin', 13, 'g/dL')];
    expect(analyze(hb(), { sex: 'male', age: 40 }).markers[0]!.flag).toBe('low');
    expect(analyze(hb(), woman).markers[0]!.flag).toBe('normal');
    expect(analyze(hb(), { sex: null, age: null }).markers[0]!.flag).toBe('normal');
  });

  it('reads dipstick values against the normal values', () => {
    const result = analyze([
      row('Protein', 'Neg', null, 'urine'),
      row('Ketones', '++', null, 'urine'),
    ]);
    expect(flagOf(result, 'Protein', 'urine')).toBe('normal');
    expect(flagOf(result, 'Ketones', 'urine')).toBe('high');
  });

  it('keeps unknown markers, flagged unknown with no range, and counts them in no score', () => {
    const result = analyze([row('Zonulin', 42, 'ng/mL')]);
    expect(result.markers[0]).toMatchObject({
      flag: 'unknown',
      marker_id: null,
      range: null,
      sources: [],
    });
    expect(result.systems).toEqual([
      { system: 'other', label: 'Other results', marker_indexes: [0], flagged_count: 0 },
    ]);
    expect(result.scores.overall).toMatchObject({ value: null, based_on: 0 });
    expect(result.immuneScore).toBeNull();
  });
});

describe('body systems', () => {
  it('groups markers by system in the reference’s order with the flagged count', () => {
    const result = analyze([
      row('ALT', 80, 'U/L'),
      row('Glucose', 90, 'mg/dL'),
      row('Creatinine', 1, 'mg/dL'),
      row('Protein', 'negative', null, 'urine'),
    ]);
    expect(result.systems.map((s) => s.system)).toEqual([
      'metabolic',
      'kidney',
      'liver',
      'urinalysis',
    ]);
    expect(result.systems.find((s) => s.system === 'liver')).toMatchObject({
      label: 'Liver',
      marker_indexes: [0],
      flagged_count: 1,
    });
  });
});

describe('correlations between blood and urine', () => {
  const ids = (rows: StoredLabRow[]) => analyze(rows).correlations.map((c) => c.id);

  it('high blood glucose with urine glucose, only when both sides are present', () => {
    const both = analyze([row('Glucose', 210, 'mg/dL'), row('Glucose', '2+', null, 'urine')]);
    expect(both.correlations).toHaveLength(1);
    expect(both.correlations[0]).toMatchObject({
      id: 'glucose-in-blood-and-urine',
      blood_markers: ['Glucose'],
      urine_markers: ['Glucose'],
    });
    expect(both.correlations[0]!.sources.map((s) => s.url)).toContain(
      'https://medlineplus.gov/lab-tests/urine-glucose/',
    );
    expect(ids([row('Glucose', 210, 'mg/dL')])).toEqual([]);
    expect(ids([row('Glucose', '2+', null, 'urine')])).toEqual([]);
    expect(ids([row('Glucose', 90, 'mg/dL'), row('Glucose', '1+', null, 'urine')])).toEqual([
      'urine-glucose-normal-blood',
    ]);
    expect(ids([row('Glucose', 90, 'mg/dL'), row('Glucose', 'negative', null, 'urine')])).toEqual(
      [],
    );
  });

  it('raised creatinine or low eGFR with urine protein', () => {
    expect(ids([row('Creatinine', 2.1, 'mg/dL'), row('Protein', '2+', null, 'urine')])).toEqual([
      'kidney-filtration-and-protein',
    ]);
    expect(ids([row('eGFR', 45, 'mL/min/1.73m²'), row('Protein', 'trace', null, 'urine')])).toEqual(
      ['kidney-filtration-and-protein'],
    );
    expect(
      ids([row('Creatinine', 2.1, 'mg/dL'), row('Protein', 'negative', null, 'urine')]),
    ).toEqual([]);
  });

  it('urine bilirubin with blood bilirubin or ALT', () => {
    expect(ids([row('ALT', 120, 'U/L'), row('Bilirubin', '1+', null, 'urine')])).toEqual([
      'bilirubin-liver',
    ]);
    expect(
      analyze([row('ALT', 120, 'U/L'), row('Bilirubin', '1+', null, 'urine')]).correlations[0]!
        .title,
    ).toBe('Bilirubin in the urine with raised liver tests');
  });

  it('urine blood with low haemoglobin; ketones with glucose; nitrite and leukocyte esterase with WBC', () => {
    expect(ids([row('Hemoglobin', 10, 'g/dL'), row('Blood', '1+', null, 'urine')])).toEqual([
      'urine-blood-low-hemoglobin',
    ]);
    expect(ids([row('Glucose', 320, 'mg/dL'), row('Ketones', '2+', null, 'urine')])).toEqual([
      'ketones-high-glucose',
    ]);
    expect(
      ids([
        row('WBC', 14, '10^3/µL'),
        row('Nitrite', 'positive', null, 'urine'),
        row('Leukocyte esterase', '2+', null, 'urine'),
      ]),
    ).toEqual(['urine-infection-raised-wbc']);
    expect(
      ids([
        row('Nitrite', 'positive', null, 'urine'),
        row('Leukocyte esterase', '2+', null, 'urine'),
      ]),
    ).toEqual([]);
  });
});

describe('scores', () => {
  it('scores from the informing markers: in range 1, out of range ½, critical 0', () => {
    const result = analyze([
      row('WBC', 7, '10^3/µL'),
      row('CRP', 25, 'mg/L'),
      row('Glucose', 500, 'mg/dL'),
      row('Creatinine', 1, 'mg/dL'),
    ]);
    expect(result.scores.immuneScore).toMatchObject({
      value: 75,
      based_on: 2,
      markers: ['WBC', 'CRP'],
    });
    expect(result.immuneScore).toBe(75);
    expect(result.scores.metabolicScore).toMatchObject({ value: 0, based_on: 1 });
    expect(result.scores.organFunctionScore).toMatchObject({ value: 100, based_on: 1 });
    expect(result.scores.overall).toMatchObject({ value: 63, based_on: 4 });
  });

  it('is null, never a made-up number, when no marker informs a score', () => {
    const result = analyze([row('Creatinine', 1, 'mg/dL')]);
    expect(result.immuneScore).toBeNull();
    expect(result.scores.immuneScore).toEqual({
      value: null,
      based_on: 0,
      markers: [],
      label: 'Immune and inflammation',
    });
    expect(result.scores.metabolicScore.value).toBeNull();
    expect(result.scores.organFunctionScore.value).toBe(100);
  });
});

describe('determinism and the summary', () => {
  it('gives the same result for the same rows', () => {
    const rows = [row('Glucose', 210, 'mg/dL'), row('Glucose', '2+', null, 'urine')];
    expect(analyze(rows)).toEqual(analyze(rows));
  });
  it('says when every result is in range and names no finding', () => {
    const result = analyze([row('Glucose', 90, 'mg/dL')]);
    expect(result.narrative.text).toContain('Every result with a range is within it.');
    expect(deterministicSummary([], [])).toBe('This report has no results yet.');
  });
});
