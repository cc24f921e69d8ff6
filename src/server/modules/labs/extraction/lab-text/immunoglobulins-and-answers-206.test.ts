/**
 * What set 206's tune part taught (ADR 081 items 497-498): a haematologist's panel of
 * immunoglobulins and free light chains (IgG, IgA, IgM; kappa, lambda and their ratio) are tests
 * we know; and a found-or-not answer ('négatif') read for a test measured as a number (total IgM
 * under a rubella heading) is held, since it is another test's answer. Our own panels and values.
 */
import { describe, expect, it } from 'vitest';
import { germanTable as table, readRows } from './read-rows.test-helpers';

describe('immunoglobulins and free light chains', () => {
  it('reads a myeloma follow-up panel', () => {
    expect(
      readRows(
        table([
          ['IgG', '16,8', 'g/l', '7,0 - 16,0'],
          ['IgA', '1,2', 'g/l', '0,7 - 4,0'],
          ['IgM', '0,6', 'g/l', '0,4 - 2,3'],
          ['Freie Kappa-Leichtketten', '28,4', 'mg/l', '3,3 - 19,4'],
          ['Freie Lambda-Leichtketten', '14,1', 'mg/l', '5,7 - 26,3'],
          ['Kappa/Lambda-Quotient', '2,01', '', '0,26 - 1,65'],
        ]),
      ),
    ).toEqual([
      ['total-igg', 16.8, 'g/L', true],
      ['total-iga', 1.2, 'g/L', true],
      ['total-igm', 0.6, 'g/L', true],
      ['free-kappa', 28.4, 'mg/L', true],
      ['free-lambda', 14.1, 'mg/L', true],
      ['kappa-lambda-ratio', 2.01, null, true],
    ]);
  });
});

describe('a found-or-not answer for a test measured as a number', () => {
  it('holds it', () => {
    expect(readRows(table([['IgM', 'negativ', '', '']]))).toEqual([
      ['total-igm', 'negativ', null, false],
    ]);
  });
});

describe('an antibody class in brackets', () => {
  it('names the class of the test, not the total immunoglobulin', () => {
    expect(readRows(table([['Typhidot (IgM)', 'negativ', '', '']]))).toEqual([
      [null, 'negativ', null, false],
    ]);
  });
});
