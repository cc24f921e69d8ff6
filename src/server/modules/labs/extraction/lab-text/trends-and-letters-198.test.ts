/**
 * What sets 198-201's tune parts taught (ADR 081 items 380-383): a trend view's block per test,
 * a grid of visits with tests not done, earlier columns headed 'Historical', strip words under
 * an earlier result's heading, and results a letter lists several to a line.
 */
import { describe, expect, it } from 'vitest';
import { readRows as read, textLayer, wordsAt as at } from './read-rows.test-helpers';

describe("a results viewer's trend, a block per test", () => {
  it('reads the newest sample of each block, oldest first or newest first', () => {
    const rows = read(
      textLayer([
        at(0, 'Sodium@40 (mmol/L)@86 Reference@330 range:@370 133@397 -@413 146@421'),
        at(1, '08@56 Mar@69 2025@87 14:22@110 131@208 L@230'),
        at(2, '11@56 Mar@69 2025@87 06:30@110 137@208'),
        at(3, '12@56 Mar@69 2025@87 08:40@110 138@208'),
        at(4, 'Potassium@40 (mmol/L)@105 Reference@330 range:@368 3.5@394 -@409 5.3@417'),
        at(5, '12@56 Mar@69 2025@87 08:40@110 4.4@208'),
        at(6, '11@56 Mar@69 2025@87 06:30@110 4.6@208'),
        at(7, '08@56 Mar@69 2025@87 14:22@110 6.1@208 H@230'),
      ]),
    );
    expect(rows).toEqual([
      ['sodium', 138, 'mmol/L', true],
      ['potassium', 4.4, 'mmol/L', true],
    ]);
  });

  it('tells two samples of one day apart by their time', () => {
    const rows = read(
      textLayer([
        at(0, 'Troponin@40 T@85 (ng/L)@100 Reference@330 range:@370 <@397 14@405'),
        at(1, '12@56 Mar@69 2025@87 10:45@110 38@208 H@230'),
        at(2, '12@56 Mar@69 2025@87 08:40@110 26@208 H@230'),
      ]),
    );
    expect(rows.map((row) => row[1])).toEqual([38]);
  });
});

describe('a grid of visits, the tests across the top', () => {
  it("takes the newest visit though an earlier one has tests not done ('-')", () => {
    const rows = read(
      textLayer([
        at(0, 'Datum@40 Hb@95 Leukozyten@147 Thrombozyten@199 GOT@251 GPT@303 Gamma-GT@355'),
        at(1, 'g/dl@95 G/l@147 G/l@199 U/l@251 U/l@303 U/l@355'),
        at(2, '12.03.2024@40 14,6@95 7,2@147 248@199 28@251 41@303 58@355'),
        at(3, '24.09.2024@40 -@95 -@147 -@199 24@251 33@303 -@355'),
        at(4, '11.03.2025@40 13,9@95 6,9@147 241@199 22@251 29@303 44@355'),
      ]),
    );
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      ['hemoglobin', 13.9],
      ['wbc', 6.9],
      ['platelets', 241],
      ['ast', 22],
      ['alt', 29],
      ['ggt', 44],
    ]);
  });

  it("reads two narrow columns' units set closer than a column's gap", () => {
    const rows = read(
      textLayer([
        at(0, 'Datum@40 Kreatinin@100 eGFR@160 Kalium@240'),
        at(1, 'mg/dl@100 ml/min/1,73m²@160 mmol/l@232'),
        at(2, '12.03.2024@40 1,12@100 68@160 4,6@240'),
        at(3, '11.03.2025@40 1,24@100 60@160 5,2@240'),
      ]),
    );
    expect(rows.map((row) => [row[0], row[1], row[2]])).toEqual([
      ['creatinine', 1.24, 'mg/dL'],
      ['egfr', 60, 'mL/min/1.73m²'],
      ['potassium', 5.2, 'mmol/L'],
    ]);
  });
});

describe('earlier results under their own headings', () => {
  it("sets a 'Historical' column aside: a row whose current result is blank is no row", () => {
    const rows = read(
      textLayer([
        at(
          0,
          'Test@36 This@178 result@200 Flag@234 Reference@262 Units@330 Previous@392 Historical@478',
        ),
        at(1, 'Sodium@36 139@178 135-145@262 mmol/L@330 140@392 138@478'),
        at(2, 'Hemoglobin@36 A1C@89 <6.0@262 %@330 6.3@392 H@409 6.1@478 H@495'),
      ]),
    );
    expect(rows).toEqual([['sodium', 139, 'mmol/L', true]]);
  });

  it("reads a strip's words under 'Aktuell', its earlier words set aside", () => {
    const rows = read(
      textLayer([
        at(0, 'Analyse@40 Aktuell@190 Vorwert@245 Vorbefund@300 Einheit@360 Referenzbereich@430'),
        at(1, 'Urinstix@40 Glukose@77 1+@190 2+@245 neg.@300 neg.@430'),
        at(2, 'Urinstix@40 Nitrit@72 neg.@190 neg.@245 neg.@300 neg.@430'),
      ]),
    );
    expect(rows).toEqual([
      ['urine-glucose', '1+', null, true],
      ['urine-nitrite', 'negative', null, true],
    ]);
  });
});

describe('results a letter lists several to a line', () => {
  it('reads each, held for the member to check, and nothing from a line of one', () => {
    const rows = read(
      'Dear Dr Smith, thank you for seeing Ms Williams.\nFBC: Hb 98 g/L (L), MCV 74 fL, Plt 412, WCC 6.1\nLipids: TC 3.6; LDL-C 1.6; HDL-C 1.1\nShe takes ramipril 5 mg daily.',
    );
    expect(rows.map((row) => [row[0], row[1], row[2], row[3]])).toEqual(
      expect.arrayContaining([
        ['hemoglobin', 98, 'g/L', false],
        ['mcv', 74, 'fL', false],
        ['platelets', 412, null, false],
        ['wbc', 6.1, null, false],
        ['total-cholesterol', 3.6, null, false],
        ['ldl-cholesterol', 1.6, null, false],
        ['hdl-cholesterol', 1.1, null, false],
      ]),
    );
    expect(rows.some((row) => row[3] === true)).toBe(false);
  });

  it("keeps a decimal comma's number whole and leaves out an earlier value", () => {
    const rows = read('Labor: Hb 13,2 g/dl, Leuko 7,2/nl, Krea 0,9 mg/dl, HbA1c vorher 6,9 %');
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      ['hemoglobin', 13.2],
      ['wbc', 7.2],
      ['creatinine', 0.9],
    ]);
  });
});
