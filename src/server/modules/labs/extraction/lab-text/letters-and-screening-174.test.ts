/**
 * What sets 174's and 175's tune parts taught about words around the results (ADR 081 items
 * 321-324): a pharmacy's screening card that judges each result against a target in words, an
 * antibody's range printed as the bound of a negative result, a range for a sex and an age band
 * or a state of life, a grade starred after it, a letterhead's secretariat telephone, and an
 * Italian urine section headed 'Urina'.
 */
import { describe, expect, it } from 'vitest';
import { readRows as read } from './read-rows.test-helpers';

describe("a screening card's status against its target", () => {
  it("reads the row whatever the status says ('▲ Above target', 'In therapeutic range')", () => {
    const rows = read(
      [
        'HbA1c   6.2   %   ≤ 6.0 %   ▲ Above target',
        'Blood glucose (non-fasting)   6.8   mmol/L   3.0 - 7.8   Within target',
        'INR (CoaguChek XS)   2.6   2.0 - 3.0   In therapeutic range',
        'HDL cholesterol   0.9   mmol/L   ≥ 1.0   ▼ Below target',
      ].join('\n'),
    );
    // The words after a unit, or 'therapeutic range', made the whole line no row.
    expect(rows).toEqual([
      ['hba1c', 6.2, '%', true],
      ['glucose', 6.8, 'mmol/L', true],
      ['inr', 2.6, null, true],
      ['hdl-cholesterol', 0.9, 'mmol/L', true],
    ]);
  });
});

describe('ranges and grades as a cumulative report prints them', () => {
  it("reads 'Negative: < 10.0' as the range of a test reported as a number", () => {
    expect(read('Anti-TPO   <5.0   IU/mL   Negative: < 34')).toEqual([
      ['tpo-antibodies', 5, 'IU/mL', true],
    ]);
    // A test we do not know is still read, and held: the label had made the line no row.
    expect(read('GAD-65 Antibodies   <5.0   IU/mL   Negative: < 10.0')).toEqual([
      [null, 5, 'IU/mL', false],
    ]);
  });

  it("reads a range for a sex and an age band, or a state of life, as the range's words", () => {
    // Either label made the line no row.
    expect(read('DHEA-S   212   µg/dL   Female 35-44 yrs : 60.9 - 337')).toEqual([
      ['dhea-s', 212, 'µg/dL', true],
    ]);
    expect(read('Beta hCG (Total), Quantitative   <2.0   mIU/mL   Non-pregnant : < 5.0')).toEqual([
      ['hcg', 2, 'mIU/mL', true],
    ]);
  });

  it("reads a grade with its star after it ('2+*') as the grade, flagged", () => {
    expect(read('Urine glucose   2+*')).toEqual([['urine-glucose', '2+', null, true]]);
  });
});

describe("a letter's letterhead and sections", () => {
  it('reads no row from a telephone labelled as a secretariat', () => {
    expect(read("Grand'Rue 3 · 6000 Charleroi · Secrétariat : 071 10 18 40")).toEqual([]);
    expect(read('Tél. : 071 10 18 40')).toEqual([]);
  });

  it("reads the tests under an Italian section headed 'Urina' as urine tests", () => {
    const rows = read(['Urina (campione spot)', 'Albumina   285   mg/L   < 20'].join('\n'));
    expect(rows.map(([id]) => id)).toEqual(['urine-albumin']);
  });
});
