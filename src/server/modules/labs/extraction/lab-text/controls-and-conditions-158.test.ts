/**
 * What sets 158 and 159's tune parts taught (ADR 081 items 257-271): a clotting test's patient
 * result printed beside its control, a star set before a grade, a urine heading as French,
 * Spanish and Italian labs word it, and a note that states a condition.
 */
import { describe, expect, it } from 'vitest';
import { placedLine as line, readRows as read } from './read-rows.test-helpers';

const header = line(0, [
  ['Test', 24],
  ['Value', 116],
  ['Unit', 148],
  ['Normal', 198],
  ['Range', 228],
]);

describe("a clotting test's patient result beside its control", () => {
  it("reads 'PT (Patient)' as the prothrombin time and leaves the control's value", () => {
    const rows = read([
      header,
      line(1, [
        ['PT', 24],
        ['(Patient)', 36],
        ['12.8', 116],
        ['sec', 148],
        ['11.0-13.5', 198],
      ]),
      line(2, [
        ['PT', 24],
        ['(Control)', 36],
        ['12.0', 116],
        ['sec', 148],
      ]),
      line(3, [
        ['INR', 24],
        ['1.06', 116],
        ['0.8-1.2', 198],
      ]),
    ]);
    expect(rows).toEqual([
      ['prothrombin-time', 12.8, 'sec', true],
      ['inr', 1.06, null, true],
    ]);
  });

  it("leaves a control printed on its own line ('Control 30 s', 'TCA témoin 31 s')", () => {
    const rows = read([
      header,
      line(1, [
        ['APTT', 24],
        ['33', 116],
        ['sec', 148],
        ['26-36', 198],
      ]),
      line(2, [
        ['Control', 24],
        ['30', 116],
        ['sec', 148],
      ]),
    ]);
    expect(rows).toEqual([['aptt', 33, 'sec', true]]);
  });
});

describe('a star set before a grade', () => {
  it("reads '*Trace' and '*2+' as the grades they star", () => {
    const rows = read([
      line(0, [
        ['Test', 34],
        ['Result', 215],
        ['Units', 270],
        ['Reference', 355],
      ]),
      line(1, [
        ['URINE', 30],
        ['FEME', 62],
      ]),
      line(2, [
        ['Protein', 34],
        ['*Trace', 215],
        ['Negative', 355],
      ]),
      line(3, [
        ['Glucose', 34],
        ['*2+', 215],
        ['Negative', 355],
      ]),
    ]);
    expect(rows).toEqual([
      ['urine-protein', 'trace', null, true],
      ['urine-glucose', '2+', null, true],
    ]);
  });
});

describe('urine headings as other languages word them', () => {
  it("reads the rows under 'CHIMIE DES URINES' as urine tests", () => {
    const rows = read([
      line(0, [
        ['Analyse', 40],
        ['Résultat', 220],
        ['Normes', 320],
      ]),
      line(1, [
        ['BIOCHIMIE', 30],
        ['SANGUINE', 80],
      ]),
      line(2, [
        ['Glycémie', 40],
        ['à', 86],
        ['jeun', 94],
        ['0,92', 220],
        ['g/l', 250],
        ['0,70', 320],
        ['-', 342],
        ['1,10', 350],
      ]),
      line(3, [
        ['CHIMIE', 30],
        ['DES', 66],
        ['URINES', 86],
      ]),
      line(4, [
        ['Glucose', 40],
        ['Absence', 220],
      ]),
      line(5, [
        ['Protéines', 40],
        ['Absence', 220],
      ]),
    ]);
    expect(rows.map(([marker]) => marker)).toEqual(['glucose', 'urine-glucose', 'urine-protein']);
    expect(rows.slice(1).every(([, , , shown]) => shown)).toBe(true);
  });
});

/** A run of words as a sentence sets them, from x, one space's width apart. */
function sentence(row: number, x: number, text: string) {
  let at = x;
  return line(
    row,
    text.split(' ').map((word): [string, number] => {
      const placed: [string, number] = [word, at];
      at += 4.5 * word.length + 2.5;
      return placed;
    }),
  );
}

describe('a note that states a condition', () => {
  it("reads no row from 'Friedewald equation not valid when TG >4.5 mmol/L.'", () => {
    const rows = read([
      line(0, [
        ['Test', 30],
        ['Result', 205],
        ['Flag', 245],
        ['Units', 275],
        ['Ref', 365],
        ['Range', 383],
      ]),
      line(1, [
        ['Triglycerides', 30],
        ['3.1', 205],
        ['H', 250],
        ['mmol/L', 275],
        ['<1.7', 365],
      ]),
      // A note set under the rows, one run of words from a small indent.
      sentence(2, 45, 'Friedewald equation not valid when TG >4.5 mmol/L.'),
    ]);
    expect(rows).toEqual([['triglycerides', 3.1, 'mmol/L', true]]);
  });
});

describe('a differential printed as fractions of one', () => {
  it("reads 'Segmenters 0.62  0.50 - 0.70' as the neutrophils' share, held for its missing unit", () => {
    const rows = read([
      header,
      line(1, [
        ['Segmenters', 24],
        ['0.62', 116],
        ['0.50', 198],
        ['-', 218],
        ['0.70', 224],
      ]),
      line(2, [
        ['Lymphocytes', 24],
        ['0.30', 116],
        ['0.20', 198],
        ['-', 218],
        ['0.40', 224],
      ]),
    ]);
    expect(rows).toEqual([
      ['neutrophils-percent', 0.62, null, false],
      ['lymphocytes-percent', 0.3, null, false],
    ]);
  });

  it('keeps a low absolute count an absolute count when its range is a count', () => {
    const rows = read([
      header,
      line(1, [
        ['Lymphocytes', 24],
        ['0.8', 116],
        ['x10^9/L', 148],
        ['1.0', 198],
        ['-', 212],
        ['4.0', 218],
      ]),
      line(2, [
        ['Monocytes', 24],
        ['0.6', 116],
        ['0.2', 198],
        ['-', 212],
        ['1.0', 218],
      ]),
    ]);
    expect(rows.map(([marker]) => marker)).toEqual(['lymphocytes', 'monocytes']);
  });
});

describe('a two-up urinalysis under a table printed in two units', () => {
  const chemistry = [
    line(0, [
      ['TEST', 35],
      ['RESULT', 160],
      ['UNIT', 210],
      ['REFERENCE', 262],
      ['RESULT', 355],
      ['UNIT', 392],
      ['REFERENCE', 440],
    ]),
    line(1, [
      ['Creatinine', 35],
      ['71', 160],
      ['umol/L', 210],
      ['44-80', 262],
      ['0.80', 355],
      ['mg/dL', 392],
      ['0.50-0.90', 440],
    ]),
  ];

  it("reads each half of 'Color  Light Yellow   Pus Cells  5-8  /hpf' as its own test", () => {
    const rows = read([
      ...chemistry,
      line(2, [['URINALYSIS', 35]]),
      line(3, [
        ['Color', 40],
        ['Light', 140],
        ['Yellow', 166],
        ['Pus', 310],
        ['Cells', 328],
        ['5-8', 410],
        ['/hpf', 455],
      ]),
      line(4, [
        ['Transparency', 40],
        ['Clear', 140],
        ['RBC', 310],
        ['0-2', 410],
        ['/hpf', 455],
      ]),
    ]);
    expect(rows.map(([marker, value]) => [marker, value])).toEqual([
      ['creatinine', 71],
      ['urine-color', 'pale yellow'],
      ['urine-wbc', '5-8'],
      ['urine-clarity', 'clear'],
      ['urine-rbc', '0-2'],
    ]);
  });
});

describe('a comment column and a hospital header (sets 160 and 161)', () => {
  it("reads a row whose comment column holds words ('Slightly haemolysed sample')", () => {
    const rows = read([
      line(0, [
        ['Test', 36],
        ['Result', 190],
        ['Units', 245],
        ['Ref', 315],
        ['Range', 333],
        ['Comment', 395],
      ]),
      line(1, [
        ['Potassium', 42],
        ['5.6', 190],
        ['H', 222],
        ['mmol/L', 245],
        ['3.5', 315],
        ['-', 331],
        ['5.3', 337],
        ['Slightly', 395],
        ['haemolysed', 435],
        ['sample', 485],
      ]),
      line(2, [
        ['Cholesterol', 42],
        ['6.1', 190],
        ['mmol/L', 245],
        ['Target', 395],
        ['per', 425],
        ['CV', 442],
        ['risk', 456],
      ]),
    ]);
    expect(rows.map(([marker, value, unit]) => [marker, value, unit])).toEqual([
      ['potassium', 5.6, 'mmol/L'],
      ['total-cholesterol', 6.1, 'mmol/L'],
    ]);
  });

  it("reads no row from a ward's line or a lab number ('Ward / OP  : OP - Medicine OPD 4')", () => {
    const rows = read([
      line(0, [
        ['Ward', 24],
        ['/', 46],
        ['OP', 52],
        [':', 110],
        ['OP', 116],
        ['-', 130],
        ['Medicine', 136],
        ['OPD', 176],
        ['4', 194],
        ['Reported', 330],
        ['On', 370],
        [':', 400],
        ['12/03/2024', 406],
        ['03:40', 456],
        ['PM', 482],
      ]),
      line(1, [
        ['No.', 24],
        ['Makmal', 40],
        ['/', 72],
        ['Lab', 78],
        ['No', 94],
        [':', 110],
        ['24PJ031300712', 116],
        ['Muka', 330],
        ['/', 352],
        ['Page', 358],
        [':', 400],
        ['1', 406],
        ['/', 412],
        ['2', 418],
      ]),
      header,
      line(3, [
        ['Sodium', 24],
        ['139', 116],
        ['mmol/L', 148],
        ['135-145', 198],
      ]),
    ]);
    expect(rows).toEqual([['sodium', 139, 'mmol/L', true]]);
  });
});

describe('two tables side by side of two specimens (set 160)', () => {
  const header = line(1, [
    ['Test', 48],
    ['Result', 100],
    ['Units', 150],
    ['Ref', 208],
    ['Range', 226],
    ['Test', 320],
    ['Result', 410],
    ['Units', 455],
    ['Expected', 515],
  ]);

  it('reads the chemistry half as blood and the strip half as urine', () => {
    const rows = read([
      line(0, [
        ['i-STAT', 48],
        ['CHEM8+', 80],
        ['URINALYSIS', 320],
        ['-', 372],
        ['DIPSTICK', 380],
      ]),
      header,
      line(2, [
        ['Glu', 48],
        ['212', 100],
        ['mg/dL', 150],
        ['70-105', 208],
        ['Glucose', 320],
        ['TRACE', 410],
        ['NEG', 515],
      ]),
      line(3, [
        ['Hb', 48],
        ['15.0', 100],
        ['g/dL', 150],
        ['12-17', 208],
        ['Protein', 320],
        ['1+', 410],
        ['NEG', 515],
      ]),
    ]);
    expect(rows.map(([marker, value, , shown]) => [marker, value, shown])).toEqual([
      ['glucose', 212, true],
      ['urine-glucose', 'trace', true],
      ['hemoglobin', 15, true],
      ['urine-protein', '1+', true],
    ]);
  });

  it('reads both halves under a heading printed over the left one only', () => {
    const rows = read([
      line(0, [
        ['Esame', 30],
        ['Risultato', 112],
        ['Esame', 300],
        ['Risultato', 382],
      ]),
      line(1, [
        ['Sodio', 30],
        ['140', 112],
        ['Potassio', 300],
        ['4,1', 382],
      ]),
      line(2, [['URINE', 30]]),
      line(3, [
        ['Glucosio', 30],
        ['assente', 112],
        ['Proteine', 300],
        ['assente', 382],
      ]),
    ]);
    expect(rows.map(([marker]) => marker)).toEqual([
      'sodium',
      'potassium',
      'urine-glucose',
      'urine-protein',
    ]);
  });
});

describe("a strip's grade printed as a number with its unit", () => {
  it("keeps urobilinogen's 'E.U./dL' beside its '0.2'", () => {
    const rows = read([
      line(0, [
        ['Test', 320],
        ['Result', 410],
        ['Units', 455],
        ['Expected', 515],
      ]),
      line(1, [['URINALYSIS', 320]]),
      line(2, [
        ['Urobilinogen', 320],
        ['0.2', 410],
        ['E.U./dL', 455],
        ['0.2-1.0', 515],
      ]),
    ]);
    expect(rows).toEqual([['urine-urobilinogen', '0.2', 'EU/dL', true]]);
  });
});

describe('an earlier result printed censored in a cumulative column (set 161)', () => {
  it("reads 'Protéine C réactive (CRP)  12,5 mg/L  < 5,0   <1,0 le 12/03/24' as today's CRP", () => {
    const rows = read([
      line(0, [
        ['Analyses', 40],
        ['Résultats', 244],
        ['Valeurs', 340],
        ['de', 372],
        ['référence', 384],
        ['Antériorités', 470],
      ]),
      line(1, [
        ['Protéine', 40],
        ['C', 80],
        ['réactive', 88],
        ['(CRP)', 126],
        ['12,5', 244],
        ['mg/L', 270],
        ['<', 340],
        ['5,0', 348],
        ['<1,0', 470],
        ['le', 492],
        ['12/03/24', 502],
      ]),
    ]);
    expect(rows).toEqual([['crp', 12.5, 'mg/L', true]]);
  });
});
