/**
 * What set 151's tune part taught (ADR 081 items 215-219): a name printed as two names of one
 * test ('WBC – Globuli bianchi'), Spanish 'seg' after a clotting time, the creatinine named after
 * a urine ratio's unit ('mg/g Krea'), and a urine strip printed two tests to a line under a blood
 * table, its pluses the result and the normal grade after them the reference.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedLine } from '../placed-lines';
import { readRows } from './read-rows.test-helpers';

const read = readRows;

describe('a name printed as two names of its test', () => {
  it.each([
    ['WBC – Globuli bianchi 5,34 x10³/µL 4,00 - 10,00', 'wbc', 5.34, '10^3/µL'],
    ['HGB - Emoglobina 12,8 g/dL 12,0 - 16,0', 'hemoglobin', 12.8, 'g/dL'],
    ['Transaminasi GOT/AST 18 U/L < 32', 'ast', 18, 'U/L'],
    ['Indice di rischio (Col. tot./HDL) 3,04 < 4,5', 'cholesterol-hdl-ratio', 3.04, null],
  ])('reads %s', (line, markerId, value, unit) => {
    expect(read(line)).toEqual([[markerId, value, unit, true]]);
  });

  it('never takes one part for the whole: a part naming another test leaves it unknown', () => {
    // 'Cholesterol' alone is total cholesterol, 'HDL' alone the HDL: the parts disagree.
    expect(read('Cholesterol - HDL 48 mg/dL > 40')[0]?.[0]).not.toBe('total-cholesterol');
    expect(read('Col. tot./HDL 3,1 < 4,5')[0]?.[0]).not.toBe('hdl-cholesterol');
  });
});

describe('units as more labs print them', () => {
  it("reads Spanish 'seg' after a clotting time as seconds", () => {
    expect(read('Tiempo de protrombina 12.4 seg 10.0 - 13.5')).toEqual([
      ['prothrombin-time', 12.4, 'sec', true],
    ]);
  });

  it("reads the creatinine named after a urine ratio's unit", () => {
    expect(read('Albumin/Kreatinin-Quotient 38 mg/g Krea < 30')).toEqual([
      ['urine-acr', 38, 'mg/g', true],
    ]);
  });
});

/** A line of words at their x (points), `row` lines down, 9 points high. */
function line(row: number, cells: [string, number][]): PlacedLine {
  const y0 = 100 + row * 14;
  return {
    words: cells.map(([text, x]) => ({ text, x0: x, x1: x + 4.5 * text.length, y0, y1: y0 + 9 })),
    height: 9,
    page: 1,
  };
}

describe('a urine strip printed two tests to a line under a blood table', () => {
  const report = [
    line(0, [
      ['Untersuchung', 42],
      ['Ergebnis', 212],
      ['Einheit', 275],
      ['Referenzbereich', 345],
    ]),
    line(1, [
      ['Natrium', 42],
      ['143', 212],
      ['mmol/l', 275],
      ['136', 345],
      ['-', 362],
      ['145', 371],
    ]),
    line(2, [
      ['Urinstatus', 42],
      ['Teststreifen', 106],
    ]),
    line(3, [
      ['Leukozyten', 42],
      ['++', 150],
      ['negativ', 215],
      ['Nitrit', 300],
      ['positiv', 408],
      ['negativ', 473],
    ]),
    line(4, [
      ['Eiweiß', 42],
      ['Spuren', 150],
      ['negativ', 215],
      ['Glucose', 300],
      ['negativ', 408],
      ['negativ', 473],
    ]),
  ];

  it('reads each half, the pluses as the result and the normal grade after them as its reference', () => {
    const rows = read(report);
    expect(rows).toContainEqual(['sodium', 143, 'mmol/L', true]);
    expect(rows).toContainEqual(['urine-leukocyte-esterase', '2+', null, true]);
    expect(rows).toContainEqual(['urine-nitrite', 'positive', null, true]);
    expect(rows).toContainEqual(['urine-protein', 'trace', null, true]);
    expect(rows).toContainEqual(['urine-glucose', 'negative', null, true]);
    // Never the reference's 'negativ' shown as the leukocytes' result.
    expect(rows).not.toContainEqual(['urine-leukocyte-esterase', 'negative', null, true]);
  });

  it("still reads a plus before a grade as the lab's flag when the grade is abnormal", () => {
    expect(read('Nitrit + positiv negativ')[0]?.slice(0, 2)).toEqual(['urine-nitrite', 'positive']);
  });
});
