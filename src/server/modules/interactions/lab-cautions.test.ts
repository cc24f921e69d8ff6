/**
 * Lab results held against the cabinet (ADR 086), on the shipped rules and knowledge: each fixed
 * threshold just below, at and just above (the comparator decides 'at'), units converted (mEq/L
 * and mmol/L, µmol/L and mg/dL, /µL and 10^9/L), multiples of the lab's printed upper limit, the
 * window of recent results, and the words of a caution.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { LAB_MEDICINE_RULES, type LabBand } from '#server/knowledge/person-rules/lab-rules';
import type { LatestLabResult } from '#server/modules/labs/index';
import { cabinetMedicines, earliestLabDay, labCautions } from './lab-cautions';

const knowledge = knowledgeFromFiles();
const TODAY = new Date('2026-11-25T12:00:00Z');

function result(
  marker_id: string,
  value: number,
  unit: string,
  extra: Partial<LatestLabResult> = {},
): LatestLabResult {
  return {
    marker_id,
    name: marker_id,
    value,
    unit,
    range: null,
    date: '2026-11-02',
    date_source: 'collected',
    report_id: 'report-1',
    ...extra,
  };
}

function cautionsFor(medicines: string[], results: LatestLabResult[], today = TODAY) {
  return labCautions({
    rules: LAB_MEDICINE_RULES,
    medicines: cabinetMedicines(medicines, knowledge.interactions),
    results: new Map(results.map((r) => [r.marker_id, r])),
    reference: knowledge.biomarkers,
    today,
  });
}

/** A medicine of the cabinet each rule concerns. */
const MEDICINE: Record<string, string> = {
  'metformin-egfr': 'Metformin',
  'nsaid-egfr': 'Ibuprofen',
  'dabigatran-egfr': 'Dabigatran',
  'rivaroxaban-egfr': 'Rivaroxaban',
  'edoxaban-egfr': 'Edoxaban',
  'apixaban-creatinine': 'Apixaban',
  'potassium-raisers': 'Lisinopril',
  'digoxin-potassium': 'Digoxin',
  'diuretic-potassium': 'Furosemide',
  'warfarin-inr': 'Warfarin',
  'statin-liver': 'Atorvastatin',
  'methotrexate-liver': 'Methotrexate',
  'valproate-liver': 'Valproate',
  'thyroid-hormone-tsh': 'Levothyroxine',
  'hyponatremia-medicines': 'Sertraline',
  'lithium-level': 'Lithium',
  'lithium-sodium': 'Lithium',
  'clozapine-neutrophils': 'Clozapine',
};

const STEP = 0.01;

describe('every fixed threshold, just below, at and just above', () => {
  for (const rule of LAB_MEDICINE_RULES)
    for (const band of rule.bands) {
      if (!('unit' in band.limit)) continue;
      const { value, unit } = band.limit;
      it(`${rule.id}: ${band.compare} ${value} ${unit} (${band.severity})`, () => {
        const medicine = MEDICINE[rule.id];
        expect(medicine, rule.id).toBeDefined();
        for (const v of [value - STEP, value, value + STEP].map((n) => Number(n.toFixed(4)))) {
          const found = cautionsFor([medicine!], [result(rule.biomarkers[0]!, v, unit)]).filter(
            (f) => f.key.startsWith(`caution:lab:${rule.id}:`),
          );
          // The first band, most serious first, that the value falls in; none: no caution.
          const expected = rule.bands.find((each) => fixedBandHolds(each, v));
          expect(
            found.map((f) => f.severity),
            `${rule.id} at ${v} ${unit}`,
          ).toEqual(expected ? [expected.severity] : []);
        }
      });
    }
});

function fixedBandHolds(band: LabBand, v: number): boolean {
  if (!('unit' in band.limit)) return false;
  const t = band.limit.value;
  return { lt: v < t, le: v <= t, gt: v > t, ge: v >= t }[band.compare];
}

describe('the issue’s examples', () => {
  it('eGFR 38 with metformin is a moderate caution naming the result and its day', () => {
    const [caution, ...rest] = cautionsFor(
      ['Metformin'],
      [result('egfr', 38, 'mL/min/1.73m²', { name: 'eGFR' })],
    );
    expect(rest).toEqual([]);
    expect(caution).toMatchObject({
      kind: 'caution',
      reason: 'lab',
      severity: 'moderate',
      medicines: ['Metformin'],
      because: 'eGFR 38 on 2 Nov 2026',
      title: 'eGFR 38 on 2 Nov 2026 with Metformin',
      lab: { marker_id: 'egfr', value: 38, date: '2026-11-02', date_source: 'collected' },
    });
    expect(caution!.message).toMatch(/below 45/);
    // What the band says, then what to do about it.
    const rule = LAB_MEDICINE_RULES.find((r) => r.id === 'metformin-egfr')!;
    expect(caution!.message.endsWith(rule.advice)).toBe(true);
    expect(caution!.sources.some((s) => s.url.startsWith('https://www.fda.gov/'))).toBe(true);
  });

  it('eGFR 29 with metformin is major; 30 is moderate; 45 is nothing', () => {
    const at = (v: number) => cautionsFor(['Metformin'], [result('egfr', v, 'mL/min/1.73m²')]);
    expect(at(29)[0]?.severity).toBe('major');
    expect(at(30)[0]?.severity).toBe('moderate');
    expect(at(44.9)[0]?.severity).toBe('moderate');
    expect(at(45)).toEqual([]);
  });

  it('potassium 5.3 with lisinopril is moderate, in mmol/L or mEq/L alike', () => {
    for (const unit of ['mmol/L', 'mEq/L']) {
      const [caution] = cautionsFor(
        ['Lisinopril'],
        [result('potassium', 5.3, unit, { name: 'Potassium' })],
      );
      expect(caution, unit).toMatchObject({ severity: 'moderate', medicines: ['Lisinopril'] });
      expect(caution!.title).toBe(`Potassium 5.3 ${unit} on 2 Nov 2026 with Lisinopril`);
    }
    expect(cautionsFor(['Lisinopril'], [result('potassium', 5, 'mEq/L')])).toEqual([]);
    expect(cautionsFor(['Lisinopril'], [result('potassium', 5.6, 'mEq/L')])[0]?.severity).toBe(
      'major',
    );
  });
});

describe('units', () => {
  it('creatinine in µmol/L meets apixaban’s 1.5 mg/dL (132.6 µmol/L)', () => {
    expect(cautionsFor(['Apixaban'], [result('creatinine', 132, 'µmol/L')])).toEqual([]);
    expect(cautionsFor(['Apixaban'], [result('creatinine', 133, 'µmol/L')])[0]?.severity).toBe(
      'moderate',
    );
    expect(cautionsFor(['Apixaban'], [result('creatinine', 1.49, 'mg/dL')])).toEqual([]);
    expect(cautionsFor(['Apixaban'], [result('creatinine', 1.5, 'mg/dL')])[0]?.severity).toBe(
      'moderate',
    );
  });

  it('neutrophils per µL meet clozapine’s thresholds in 10^9/L', () => {
    expect(cautionsFor(['Clozapine'], [result('neutrophils', 900, '/µL')])[0]?.severity).toBe(
      'major',
    );
    expect(cautionsFor(['Clozapine'], [result('neutrophils', 1400, '/µL')])[0]?.severity).toBe(
      'moderate',
    );
    expect(cautionsFor(['Clozapine'], [result('neutrophils', 1500, '/µL')])).toEqual([]);
  });

  it('a result in a unit the test does not have raises nothing', () => {
    expect(cautionsFor(['Metformin'], [result('egfr', 20, 'mg/dL')])).toEqual([]);
  });
});

describe('multiples of the upper limit', () => {
  it('ALT above 3 × the lab’s printed upper limit with a statin; AST counts too', () => {
    const range = { low: 7, high: 40 };
    expect(cautionsFor(['Atorvastatin'], [result('alt', 120, 'U/L', { range })])).toEqual([]);
    const [caution] = cautionsFor(
      ['Atorvastatin'],
      [result('alt', 121, 'U/L', { range, name: 'ALT' })],
    );
    expect(caution).toMatchObject({ severity: 'moderate', because: 'ALT 121 U/L on 2 Nov 2026' });
    const both = cautionsFor(
      ['Methotrexate'],
      [result('alt', 50, 'U/L', { range }), result('ast', 200, 'U/L', { range, name: 'AST' })],
    );
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({ severity: 'major', because: 'AST 200 U/L on 2 Nov 2026' });
  });

  it('no range known: no multiple can be judged', () => {
    expect(cautionsFor(['Atorvastatin'], [result('alt', 900, 'U/L')])).toEqual([]);
  });

  it('TSH outside its range with levothyroxine is minor; far outside is moderate', () => {
    const range = { low: 0.4, high: 4.5 };
    expect(cautionsFor(['Levothyroxine'], [result('tsh', 4.5, 'mIU/L', { range })])).toEqual([]);
    expect(
      cautionsFor(['Levothyroxine'], [result('tsh', 4.6, 'mIU/L', { range })])[0]?.severity,
    ).toBe('minor');
    expect(
      cautionsFor(['Levothyroxine'], [result('tsh', 10.5, 'mIU/L', { range })])[0]?.severity,
    ).toBe('moderate');
    expect(
      cautionsFor(['Levothyroxine'], [result('tsh', 0.05, 'mIU/L', { range })])[0]?.severity,
    ).toBe('moderate');
  });
});

describe('which results and medicines count', () => {
  it('only medicines the rule concerns: eGFR 20 with lisinopril alone raises nothing', () => {
    expect(cautionsFor(['Lisinopril'], [result('egfr', 20, 'mL/min/1.73m²')])).toEqual([]);
  });

  it('one caution per medicine: lisinopril and spironolactone with potassium 5.8', () => {
    const found = cautionsFor(
      ['Lisinopril', 'Spironolactone'],
      [result('potassium', 5.8, 'mmol/L')],
    );
    expect(found.map((f) => f.medicines[0])).toEqual(['Lisinopril', 'Spironolactone']);
    expect(new Set(found.map((f) => f.key)).size).toBe(2);
  });

  it('a result older than the window does not count (12 months; INR 90 days)', () => {
    const egfr = (date: string) => result('egfr', 38, 'mL/min/1.73m²', { date });
    expect(cautionsFor(['Metformin'], [egfr('2025-11-26')])).toHaveLength(1);
    expect(cautionsFor(['Metformin'], [egfr('2025-11-24')])).toEqual([]);
    const inr = (date: string) => result('inr', 5, '', { date });
    expect(cautionsFor(['Warfarin'], [inr('2026-08-28')])[0]?.severity).toBe('major');
    expect(cautionsFor(['Warfarin'], [inr('2026-08-26')])).toEqual([]);
    expect(earliestLabDay(LAB_MEDICINE_RULES, TODAY)).toBe('2025-11-25');
  });

  it('a report with no collection date says it is dated by its upload', () => {
    const [caution] = cautionsFor(
      ['Warfarin'],
      [result('inr', 3.4, '', { name: 'INR', date_source: 'uploaded', date: '2026-11-20' })],
    );
    expect(caution).toMatchObject({
      severity: 'moderate',
      because: 'INR 3.4 uploaded 20 Nov 2026',
    });
  });
});
