/**
 * What sets 170's and 171's tune parts taught (ADR 081 items 303-309): sample times on the
 * headings' line under a cumulative report's dates, a method heading joined to the test's,
 * an age band before a range, 'PT' as prothrombin time's name, a dash in the range column, and
 * names of a calcium adjusted, a glucose before a meal, a fibrinogen derived.
 */
import { describe, expect, it } from 'vitest';
import { placedLine as line, readRows as read } from './read-rows.test-helpers';

describe('a cumulative report', () => {
  it('reads its rows when the sample times stand on the headings line, under the dates', () => {
    const rows = read([
      line(0, [
        ['2024-05-14', 325],
        ['2024-03-02', 390],
      ]),
      line(1, [
        ['Analyse', 40],
        ['Unités', 180],
        ['Val.', 250],
        ['de', 270],
        ['réf.', 283],
        ['07:10', 325],
        ['08:45', 390],
      ]),
      line(2, [
        ['VGM', 40],
        ['fL', 180],
        ['80', 250],
        ['–', 263],
        ['100', 272],
        ['88,9', 325],
        ['90,0', 390],
      ]),
    ]);
    // The times made the headings line no heading line: its unit column was never read and
    // 'VGM fL' was one unknown name.
    expect(rows).toEqual([['mcv', 88.9, 'fL', true]]);
  });
});

describe('a table whose test heading names its method too', () => {
  it("keeps 'Direct' with 'Bilirubin' under 'Test / Method'", () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['/', 62],
        ['Method', 70],
        ['Result', 210],
        ['Unit', 290],
        ['Reference', 370],
      ]),
      line(1, [
        ['Bilirubin', 40],
        ['Direct', 82],
        ['4.1', 210],
        ['µmol/L', 290],
        ['<', 370],
        ['5', 380],
      ]),
      line(2, [['Diazo', 46]]),
    ]);
    // As a column of its own, 'Method' cut 'Direct' off: 'Bilirubin', held as a name cut short.
    expect(rows).toEqual([['direct-bilirubin', 4.1, 'µmol/L', true]]);
  });
});

describe('a row', () => {
  it('reads a range printed for an age band', () => {
    expect(read('Total PSA   6.8 ug/L   (age 70-79: < 6.5)   HIGH')).toEqual([
      ['psa', 6.8, 'µg/L', true],
    ]);
  });

  it("reads 'PT' as prothrombin time's name, not a patient's label", () => {
    expect(read('PT (tempo)   14,8 H   sec   9,5 - 13,0\nPT INR   1,34 H   0,80 - 1,20')).toEqual([
      ['prothrombin-time', 14.8, 'sec', true],
      ['inr', 1.34, null, true],
    ]);
    // A patient's label is still no row.
    expect(read('Pt: Jane Smith\nPt ID 20931\nSodium 140 mmol/L 136-145')).toEqual([
      ['sodium', 140, 'mmol/L', true],
    ]);
  });

  it('reads a word result whose range column prints a dash', () => {
    const rows = read([
      line(0, [
        ['PRUEBA', 40],
        ['RESULTADO', 210],
        ['UNIDADES', 300],
        ['VALORES', 400],
        ['DE', 440],
        ['REFERENCIA', 455],
      ]),
      line(1, [['EXAMEN GENERAL DE ORINA', 40]]),
      line(2, [
        ['Leucocitos', 58],
        ['3', 210],
        ['/campo', 300],
        ['0', 400],
        ['-', 410],
        ['5', 420],
      ]),
      line(3, [
        ['Bacterias', 58],
        ['Escasas', 210],
        ['---', 400],
      ]),
    ]);
    // Read as the row's range, the dash made the row no row; the word result is the sediment's
    // bacteria (ADR 159).
    expect(rows).toContainEqual(['urine-bacteria', 'few', null, true]);
  });
});

describe('names', () => {
  it('reads an adjusted calcium as its own test, never as calcium', () => {
    expect(read('Calcium (albumin-adjusted)   2.23 mmol/L   2.15 - 2.55')).toEqual([
      ['adjusted-calcium', 2.23, 'mmol/L', true],
    ]);
    expect(read('Calcium (corrigée)   2,23 mmol/L   2,15 - 2,55')).toEqual([
      ['adjusted-calcium', 2.23, 'mmol/L', true],
    ]);
  });

  it('reads a glucose before a meal as glucose, and a derived fibrinogen as fibrinogen', () => {
    expect(read('Glucosa pre-prandial   131   mg/dL   70 - 100')).toEqual([
      ['glucose', 131, 'mg/dL', true],
    ]);
    expect(read('Fibrinógeno derivado   312   mg/dL   200 - 400')).toEqual([
      ['fibrinogen', 312, 'mg/dL', true],
    ]);
  });
});
