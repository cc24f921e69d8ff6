/**
 * What sets 186's and 187's tune parts taught (ADR 081 item 365): the time points of a glucose
 * tolerance test or an insulin curve after the test's name, read as that test measured then,
 * each held as one of a series.
 */
import { describe, expect, it } from 'vitest';
import { readRows as read } from './read-rows.test-helpers';

describe("a tolerance test's time points after the test's name", () => {
  it('reads each time point as the test, its number no result, the series held', () => {
    const rows = read(
      [
        "Glicemia T0'  92  mg/dL",
        "Glicemia T30'  168  mg/dL",
        'Glukose 60 min  9,4  mmol/l',
        'GLUCOSE, 2 HOUR  140  mg/dL',
        'Glucose 1 h post 75 g  10,9  mmol/L',
        'Glucosa a los 120 min  172  mg/dL',
      ].join('\n'),
    );
    // 'Glicemia T30'' was a test we did not know, 'Glukose 60 min' the glucose 60 shown as right
    // ('min 9,4' read as a lower bound), 'GLUCOSE, 2 HOUR' the glucose 2.
    expect(rows).toEqual([
      ['glucose', 92, 'mg/dL', false],
      ['glucose', 168, 'mg/dL', false],
      ['glucose', 9.4, 'mmol/L', false],
      ['glucose', 140, 'mg/dL', false],
      ['glucose', 10.9, 'mmol/L', false],
      ['glucose', 172, 'mg/dL', false],
    ]);
  });

  it("still reads 'min' before a number as a lower bound", () => {
    expect(read('Vitamin B12  300  pmol/L  min 145')).toEqual([
      ['vitamin-b12', 300, 'pmol/L', true],
    ]);
  });
});
