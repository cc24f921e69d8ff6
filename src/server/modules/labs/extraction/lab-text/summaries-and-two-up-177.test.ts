/**
 * What sets 176's and 177's tune parts taught (ADR 081 items 328-330): a summary of the results
 * out of range printed before the full report, two tables side by side whose earlier results'
 * column is headed 'Prev.' with its date under it, and a column saying whom each range is for.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as line, readRows as read } from './read-rows.test-helpers';

describe('a summary of the results out of range, then the full report', () => {
  it('shows each result once', () => {
    const rows = read(
      [
        "RIEPILOGO — VALORI FUORI DALL'INTERVALLO DI RIFERIMENTO",
        'HbA1c   6.3   +   %',
        'Trigliceridi   2.6   +   mmol/l   < 1.7',
        'REFERTO COMPLETO',
        'Analisi   Risultato   Unità   Valori di riferimento',
        'HbA1c   6.3   +   %   < 5.7',
        'Trigliceridi   2.6   +   mmol/l   < 1.7',
        'Glucosio a digiuno   5.8   mmol/l   3.9 - 6.0',
      ].join('\n'),
    );
    // Each was shown twice, the summary's copy counted as a second reading of the test.
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['hba1c', 6.3, '%', true],
        ['triglycerides', 2.6, 'mmol/L', true],
        ['glucose', 5.8, 'mmol/L', true],
      ]),
    );
  });
});

describe("two tables side by side with an earlier result's column", () => {
  it("reads the result, not the column headed 'Prev.' with its date under it", () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Result', 136],
        ['Prev.', 172],
        ['Units', 202],
        ['Ref. range', 246],
        ['Test', 310],
        ['Result', 406],
        ['Prev.', 442],
        ['Units', 472],
        ['Ref. range', 516],
      ]),
      line(1, [
        ['14/11/24', 172],
        ['14/11/24', 442],
      ]),
      line(2, [
        ['HAEMATOLOGY - FULL HAEMOGRAM', 40],
        ['CLINICAL CHEMISTRY', 310],
      ]),
      line(3, [
        ['WBC', 42],
        ['5.8', 136],
        ['6.1', 174],
        ['x10^9/L', 202],
        ['4.0 - 10.0', 246],
        ['Urea', 312],
        ['6.1', 406],
        ['5.7', 444],
        ['mmol/L', 472],
        ['2.8 - 7.2', 516],
      ]),
      line(4, [
        ['Haemoglobin', 42],
        ['11.4', 136],
        ['L', 162],
        ['10.9', 174],
        ['g/dL', 202],
        ['12.0 - 15.0', 246],
        ['Sodium', 312],
        ['139', 406],
        ['140', 444],
        ['mmol/L', 472],
        ['136 - 145', 516],
      ]),
      line(5, [
        ['ESR (Westergren)', 42],
        ['34', 136],
        ['H', 162],
        ['41', 174],
        ['mm/hr', 202],
        ['0 - 20', 246],
      ]),
    ]);
    // The dates' line was taken for the tables' header, the two headings for two sections of one
    // column each, and the earlier results were shown as the current ones (ESR 41 for 34).
    expect(rows).toEqual(
      expect.arrayContaining([
        ['wbc', 5.8, '10^9/L', true],
        ['hemoglobin', 11.4, 'g/dL', true],
        ['esr', 34, 'mm/h', true],
        ['urea', 6.1, 'mmol/L', true],
        ['sodium', 139, 'mmol/L', true],
      ]),
    );
    expect(rows).toHaveLength(5);
  });
});

describe('a column saying whom each range is for', () => {
  it("reads the rows beside 'Interval applies to  M/F 2 y - 6 y'", () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Result', 190],
        ['Flag', 224],
        ['Units', 248],
        ['Reference Interval', 330],
        ['Interval applies to', 445],
      ]),
      line(1, [
        ['Haemoglobin', 46],
        ['108', 190],
        ['L', 228],
        ['g/L', 248],
        ['112 - 140', 330],
        ['M/F 2 y - 6 y', 445],
      ]),
      line(2, [
        ['Sodium', 46],
        ['136', 190],
        ['mmol/L', 248],
        ['135 - 145', 330],
        ['M/F 1 y - 18 y', 445],
      ]),
    ]);
    // Read as a second range column, the ages made every row no row.
    expect(rows).toEqual([
      ['hemoglobin', 108, 'g/L', true],
      ['sodium', 136, 'mmol/L', true],
    ]);
  });
});
