/**
 * What set 222's tune part taught (ADR 081 item 496): a reference lab's status column between the
 * name and the result ('Potassium  Corrected  5.4  High'). The status is no part of the test's
 * name and no test of its own (a cut 'Corrected calcium'): the row is the potassium's, held for
 * the member to check that the corrected result is the one they read. A name that is a test with
 * the word ('Calcium Corrected') stays that test. Our own panel, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as phrases, readRows, textLayer } from './read-rows.test-helpers';

/** A US reference lab's table: each row [name, status, result, flag, unit, range]. */
function panel(rows: [string, string, string, string, string, string][]) {
  return textLayer([
    phrases(0, [
      ['TESTS', 30],
      ['RESULT', 250],
      ['FLAG', 294],
      ['UNITS', 338],
      ['REFERENCE INTERVAL', 428],
    ]),
    ...rows.map(([name, status, result, flag, unit, range], index) =>
      phrases(
        index + 1,
        (
          [
            [name, 40],
            [status, 120],
            [result, 250],
            [flag, 294],
            [unit, 338],
            [range, 428],
          ] as [string, number][]
        ).filter(([text]) => text !== ''),
      ),
    ),
  ]);
}

describe('a status printed between the name and the result', () => {
  it('reads a corrected potassium as potassium, held to be checked', () => {
    expect(
      readRows(
        panel([
          ['Sodium', '', '139', '', 'mmol/L', '134-144'],
          ['Potassium', 'Corrected', '5.4', 'High', 'mmol/L', '3.5-5.2'],
          ['Chloride', '', '101', '', 'mmol/L', '96-106'],
        ]),
      ),
    ).toEqual([
      ['sodium', 139, 'mmol/L', true],
      ['potassium', 5.4, 'mmol/L', false],
      ['chloride', 101, 'mmol/L', true],
    ]);
  });

  it('keeps a test named with the word as that test', () => {
    expect(readRows(panel([['Calcium', 'Corrected', '2.31', '', 'mmol/L', '2.20-2.60']]))).toEqual([
      ['adjusted-calcium', 2.31, 'mmol/L', true],
    ]);
  });
});
