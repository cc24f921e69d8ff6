/**
 * Results and ranges below zero (ADR 156's addendum, ADR 081 item 424): a base excess's '-2.9'
 * read with its sign, its range '-2.0 - 3.0', '-2 - +2' or '(-2)-(+3)' read as printed, and a
 * minus sign before any other test's number never read as a negative result.
 */
import { describe, expect, it } from 'vitest';
import { analyserTicket, readRanges, readRows } from './read-rows.test-helpers';

const gas = (baseExcess: string[]) =>
  analyserTicket([['pCO2', '38', 'mmHg', '35 - 45'], baseExcess]);

describe('a result below zero', () => {
  it("reads a base excess's sign, with a minus or a plus", () => {
    expect(readRows(gas(['BE(ecf)', '-2.9', 'mmol/L', '-2.0 - 3.0']))[1]).toEqual([
      'base-excess',
      -2.9,
      'mmol/L',
      true,
    ]);
    expect(readRows(gas(['Base Excess', '+1.8', 'mmol/L', '-2 - 2']))[1]).toEqual([
      'base-excess',
      1.8,
      'mmol/L',
      true,
    ]);
    expect(readRows('Base excess   −3.1   mmol/L   (-2 to +2)')).toEqual([
      ['base-excess', -3.1, 'mmol/L', true],
    ]);
  });

  it('reads a range from below zero as printed, its points kept and its plus dropped', () => {
    expect(readRanges(gas(['BE(ecf)', '-2.9', 'mmol/L', '-2.0 - 3.0']))[1]).toEqual([
      'base-excess',
      -2,
      3,
    ]);
    expect(readRanges(gas(['BE', '-2.9', 'mmol/L', '-2 - +2']))[1]).toEqual(['base-excess', -2, 2]);
    expect(readRanges(gas(['BE(B)', '-6.2', 'mmol/L', '(-2)-(+3)']))[1]).toEqual([
      'base-excess',
      -2,
      3,
    ]);
  });

  it("never reads a minus before another test's number as a negative result", () => {
    const rows = readRows(
      analyserTicket([
        ['Potassium', '-4.2', 'mmol/L', '3.5 - 5.1'],
        ['Sodium', '140', 'mmol/L', '135 - 145'],
      ]),
    );
    expect(rows.some(([, value]) => typeof value === 'number' && value < 0)).toBe(false);
    expect(rows).toContainEqual(['sodium', 140, 'mmol/L', true]);
  });
});
