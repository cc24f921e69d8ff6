/**
 * What sets 172's and 173's tune parts taught (ADR 081 items 310-317): column dates with the year
 * first and the month in letters, a section heading with its specimen printed after it, an
 * analyser's short names, a clotting test's 'patient' and target zone, a sediment row named after
 * its part, and an app's cards that print a labelled range beside the value and a status with its
 * arrow beside the name.
 */
import { describe, expect, it } from 'vitest';
import { placedLine as line, readRows as read } from './read-rows.test-helpers';

describe('a cumulative report', () => {
  it("reads column dates printed year first ('2024-Apr-09') as its dates", () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Ref', 150],
        ['Range', 168],
        ['Units', 215],
        ['2023-Oct-04', 265],
        ['2024-Apr-09', 330],
        ['Flag', 455],
      ]),
      line(1, [
        ['MCV', 44],
        ['80', 150],
        ['-', 160],
        ['100', 166],
        ['fL', 215],
        ['92', 301],
        ['90', 366],
      ]),
    ]);
    // Unread, the dates made the line no header: 'MCV fL' was one unknown name.
    expect(rows).toEqual([['mcv', 90, 'fL', true]]);
  });
});

describe('a section heading', () => {
  it('keeps its own specimen when the specimen is printed after it', () => {
    const rows = read(
      [
        'URINE ALBUMIN   Early morning urine',
        'Urine Albumin   248   mg/L',
        'LIVER FUNCTION TESTS   Serum',
        'Bilirubin   8   umol/L   (<20)',
        'FULL BLOOD EXAMINATION   EDTA',
        'Haemoglobin   L   118   g/L   (130-180)',
      ].join('\n'),
    );
    // 'Serum' beside the heading made it no heading, and bilirubin was read as urine bilirubin.
    expect(rows).toContainEqual(['total-bilirubin', 8, 'µmol/L', true]);
    expect(rows).toContainEqual(['hemoglobin', 118, 'g/L', true]);
  });
});

describe('names', () => {
  it("reads an analyser's short names, and 'LIPA' as lipase, never Lp(a)", () => {
    const rows = read(
      ['LIPA   42   U/L   13-60', 'AMYL   88   U/L   28-100', 'ALB/GLOB   1.2   0.8-2.0'].join(
        '\n',
      ),
    );
    expect(rows).toEqual([
      ['lipase', 42, 'U/L', true],
      ['amylase', 88, 'U/L', true],
      ['albumin-globulin-ratio', 1.2, null, true],
    ]);
  });
});

describe('a clotting test', () => {
  it("reads 'TCA patient' beside its control, and an INR's target zone as its range", () => {
    expect(read('TCA patient   36,4 s   [témoin 31,0 s]')).toEqual([['aptt', 36.4, 'sec', true]]);
    expect(read('INR (sous fluindione)   2,6   [zone cible 2,0 - 3,0]')).toEqual([
      ['inr', 2.6, null, true],
    ]);
  });
});

describe('a urine sediment', () => {
  it("reads a row that names its part first ('SEDIMENTO: LEUCOCITOS') as the cells counted", () => {
    expect(
      read(['EXAMEN GENERAL DE ORINA', 'SEDIMENTO: LEUCOCITOS   5   x campo   (0 - 5)'].join('\n')),
    ).toEqual([['urine-wbc', 5, '/HPF', true]]);
  });
});

describe('a ratio', () => {
  it('reads the cholesterol/HDL ratio by its Spanish and Italian names', () => {
    expect(read('Relación colesterol/HDL   6.7   ALTO   Menor de 5.0')).toEqual([
      ['cholesterol-hdl-ratio', 6.7, null, true],
    ]);
  });
});

describe("an app's cards", () => {
  it('reads each card when its range is labelled beside the value and its status has an arrow', () => {
    const rows = read([
      line(0, [
        ['Ferritin', 46],
        ['▼', 215],
        ['erniedrigt', 223],
        ['Eisen', 311],
        ['normal', 480],
      ]),
      line(1, [
        ['14', 46],
        ['µg/l', 69],
        ['Referenz', 170],
        ['15–150', 208],
        ['9.8', 311],
        ['µmol/l', 342],
        ['Referenz', 435],
        ['6.6–26.0', 471],
      ]),
      line(2, [
        ['Cholesterin', 46],
        ['total', 109],
        ['▲', 215],
        ['erhöht', 224],
        ['Triglyceride', 311],
        ['normal', 480],
      ]),
      line(3, [
        ['5.6', 46],
        ['mmol/l', 77],
        ['Referenz', 170],
        ['<', 206],
        ['5.0', 214],
        ['1.18', 311],
        ['mmol/l', 351],
        ['Referenz', 435],
        ['<', 471],
        ['1.70', 480],
      ]),
    ]);
    expect(rows.map(([id, value]) => [id, value])).toEqual([
      ['ferritin', 14],
      ['iron', 9.8],
      ['total-cholesterol', 5.6],
      ['triglycerides', 1.18],
    ]);
  });
});
