/**
 * What sets 186's and 187's tune parts taught (ADR 081 item 367): a range column that prints the
 * words a range is for ('Male:', 'Follicular phase:', 'Frauen 20-29 J.', 'unauffällig') with the
 * range beside them or on the lines below, and a release status ('Final') after it.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine, readRows as read, textLayer } from './read-rows.test-helpers';

describe("a range's label in the range column", () => {
  it('keeps a row whose range is labelled by sex and set on the lines below', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Test', 40],
          ['Result', 196],
          ['Units', 252],
          ['Reference Range', 322],
          ['Status', 515],
        ]),
        phrasesLine(1, [
          ['Potassium', 40],
          ['4.2', 196],
          ['mmol/L', 252],
          ['3.5 - 5.1', 322],
          ['Final', 515],
        ]),
        phrasesLine(2, [
          ['Creatinine', 40],
          ['0.68', 196],
          ['mg/dL', 252],
          ['Male:', 322],
          ['Final', 515],
        ]),
        phrasesLine(3, [['0.70 - 1.20', 322]]),
        phrasesLine(4, [['Female:', 322]]),
        phrasesLine(5, [['0.50 - 0.90', 322]]),
        phrasesLine(6, [
          ['LH', 40],
          ['5.6', 196],
          ['mIU/mL', 252],
          ['Follicular phase:', 322],
          ['Final', 515],
        ]),
        phrasesLine(7, [['2.4 - 12.6', 322]]),
        phrasesLine(8, [['Ovulation phase:', 322]]),
        phrasesLine(9, [['14.0 - 95.6', 322]]),
      ]),
    );
    // The creatinine row was read as a card named 'Male:' over '0.70 - 1.20', and the LH row's
    // three words after its unit made it no row.
    expect(rows).toEqual([
      ['potassium', 4.2, 'mmol/L', true],
      ['creatinine', 0.68, 'mg/dL', true],
      ['lh', 5.6, 'mIU/mL', true],
    ]);
  });

  it('sets aside the words a range is printed for, before it', () => {
    const rows = read(
      [
        'Prolaktin  31,2  +  ng/ml  Frauen (nicht schwanger)  4,8 - 23,3',
        'Anti-Müller-Hormon (AMH)  0,42  -  ng/ml  Frauen 20-29 J.  1,5 - 9,5',
        'DHEA-S  312  µg/dl  Frauen 25-34 J.  98,8 - 340',
        'Glucose  5,1  mmol/l  nüchtern  3,9 - 5,5',
      ].join('\n'),
    );
    expect(rows).toEqual([
      ['prolactin', 31.2, 'ng/mL', true],
      ['amh', 0.42, 'ng/mL', true],
      ['dhea-s', 312, 'µg/dL', true],
      ['glucose', 5.1, 'mmol/L', true],
    ]);
  });

  it('reads no label out of a sentence, a telephone number or a range heading, nor out of a unit', () => {
    expect(
      read('eGFR calculated using the CKD-EPI 2021 equation. Values of 60-89 without other'),
    ).toEqual([]);
    // A letterhead's telephone number is no range after a label; a range's heading opens no name.
    expect(
      read('Plot 42, Road No. 12, Banjara Hills, Hyderabad - 500034  Ph: 040-5550 2211'),
    ).toEqual([]);
    expect(read('Valeurs usuelles : Leucocytes < 5/champ ; Hématies < 3/champ')).toEqual([]);
    // A unit before a label is the row's unit.
    expect(read('V.C.M.  88  fL  VR: 80 - 100')).toEqual([['mcv', 88, 'fL', true]]);
    // 'Expected: Negative' is a card's expected result, no label of a range.
    expect(read('Urine protein  Negative  Expected: Negative')).toEqual([
      ['urine-protein', 'negative', null, true],
    ]);
  });
});
