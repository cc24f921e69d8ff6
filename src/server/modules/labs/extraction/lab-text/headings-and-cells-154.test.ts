/**
 * What sets 154 and 155's tune parts taught (ADR 081 items 234-243): headings joined by a dash,
 * word results set a little before their column, an abbreviation in brackets that names the test,
 * a share and an amount each set close to its unit, names in two languages with abbreviations'
 * points, a dash in the unit column, comments that are sentences, screening tests we do not
 * know, and a cumulative header printed over several lines.
 */
import { describe, expect, it } from 'vitest';
import { placedLine, readRows } from './read-rows.test-helpers';

const line = placedLine;

const read = readRows;

describe('headings joined by a dash', () => {
  it('reads the blood count after a urine section as blood, not urine', () => {
    const rows = read(
      [
        'ORINA – BIOQUÍMICA',
        'Cociente albúmina/creatinina 48 mg/g < 30',
        'HEMATOLOGÍA – Hemograma',
        'Hematíes 4,48 x10⁶/µL 4,30 - 5,75',
        'Leucocitos 7,12 x10³/µL 3,90 - 10,20',
      ].join('\n'),
    );
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['urine-acr', 48],
      ['rbc', 4.48],
      ['wbc', 7.12],
    ]);
    expect(rows.every((row) => row[3] === true)).toBe(true);
  });

  it("reads a joined heading's sediment part as the microscopy's", () => {
    const rows = read(
      [
        'ORINA – Tira reactiva',
        'Leucocitos negativo negativo',
        'ORINA – Sedimento',
        'Leucocitos no se observan 0 - 5 /campo',
      ].join('\n'),
    );
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['urine-leukocyte-esterase', 'negative'],
      ['urine-wbc', 'no se observan'],
    ]);
  });
});

describe('cells', () => {
  const header = line(0, [
    ['ESAME', 40],
    ['RISULTATO', 218],
    ['U.M.', 284],
    ['VALORI', 354],
    ['DI', 390],
    ['RIFERIMENTO', 406],
  ]);

  it('reads a word result set a little before its heading, reaching into its column', () => {
    const rows = read([
      header,
      line(1, [['ESAME CHIMICO-FISICO DELLE URINE', 40]]),
      line(2, [
        ['Emoglobina', 46],
        ['tracce', 200],
        ['*', 268],
        ['assente', 354],
      ]),
      line(3, [['SEDIMENTO URINARIO', 40]]),
      line(4, [
        ['Batteri', 46],
        ['assenti', 224],
      ]),
      line(5, [
        ['Bacterias', 46],
        ['Escasas', 224],
        ['Escasas', 354],
      ]),
    ]);
    expect(rows).toEqual([
      ['urine-blood', 'trace', null, true],
      // The sediment's bacteria (ADR 159), twice with two results: each held.
      ['urine-bacteria', 'none', null, false],
      ['urine-bacteria', 'few', null, false],
    ]);
  });

  it('reads a share and an amount each set close to its unit as two rows, one test in two units as one', () => {
    const rows = read([
      line(0, [
        ['Analyses', 40],
        ['Résultats', 212],
        ['Valeurs', 366],
      ]),
      line(1, [
        ['Lymphocytes', 48],
        ['35,2 %', 229],
        ['2,26 G/L', 300],
        ['(1,00 à 4,00)', 366],
      ]),
      line(2, [
        ['Hémoglobine glyquée (HbA1c)', 48],
        ['5,8 %', 229],
        ['40 mmol/mol', 300],
        ['(4,0 à 6,0)', 366],
      ]),
    ]);
    expect(rows).toEqual([
      ['lymphocytes-percent', 35.2, '%', true],
      ['lymphocytes', 2.26, '10^9/L', true],
      ['hba1c', 5.8, '%', true],
    ]);
  });

  it('reads a dash in the unit column as no unit', () => {
    const rows = read([
      line(0, [
        ['Parameter', 46],
        ['Unit', 190],
        ['Result', 262],
        ['Reference', 362],
      ]),
      line(1, [['URINALYSIS', 40]]),
      line(2, [
        ['pH', 46],
        ['-', 190],
        ['5.5', 262],
        ['4.5 - 8.0', 362],
      ]),
    ]);
    expect(rows).toEqual([['urine-ph', 5.5, null, true]]);
  });
});

describe('a cumulative header over several lines', () => {
  it("reads the dates' label, their times and lab numbers, then the test and unit headings as one header", () => {
    const rows = read([
      line(0, [
        ['Date', 232],
        ['05/02/24', 294],
        ['14/06/24', 356],
        ['11/11/24', 418],
        ['Ref', 486],
        ['Range', 504],
      ]),
      line(1, [
        ['Time', 232],
        ['08:15', 294],
        ['09:40', 356],
        ['07:55', 418],
      ]),
      line(2, [
        ['Lab', 232],
        ['ID', 250],
        ['41127703', 294],
        ['48890211', 356],
        ['52246158', 418],
      ]),
      line(3, [
        ['Test', 40],
        ['Units', 170],
      ]),
      line(4, [
        ['eGFR', 40],
        ['mL/min/1.73m2', 170],
        ['66', 294],
        ['56', 356],
        ['48L', 418],
        ['(>59)', 486],
      ]),
      line(5, [
        ['HbA1c', 40],
        ['%', 170],
        ['6.4', 294],
        ['6.8', 356],
        ['7.1H', 418],
        ['(4.0-6.0)', 486],
      ]),
    ]);
    // The newest column's results, their units from the unit column, shown as read.
    expect(rows).toEqual([
      ['egfr', 48, 'mL/min/1.73m²', true],
      ['hba1c', 7.1, '%', true],
    ]);
  });
});

describe('names', () => {
  it.each([
    ['Conc. Hb corpuscolare media (MCHC) 32,4 g/dL 32,0 - 36,0', 'mchc', 32.4],
    ['Neutrophile abs. / Neutrofili ass. 2,88 10^9/L 2,00 - 7,50', 'neutrophils', 2.88],
    ['Lymphocytes Relative 21.5 % 20.0 - 45.0 %', 'lymphocytes-percent', 21.5],
    ['Troponin I, High Sensitive 8 ng/L < 34', 'troponin-i', 8],
    ['Índice Col. total/HDL 3,1 < 4,5', 'cholesterol-hdl-ratio', 3.1],
    ['V.M.P. 9,8 fL 7,4 - 11,4', 'mpv', 9.8],
    // A word cut short with a point stands for the word it starts.
    ['Tissue Transglut. IgA 3 U/mL < 7', 'ttg-iga', 3],
  ])('reads %s', (text, markerId, value) => {
    expect(read(text).map((row) => row.slice(0, 2))).toEqual([[markerId, value]]);
  });

  it("keeps the name's test first when its unit fits: the abbreviation is only a second choice", () => {
    expect(read('Hb corpuscolare media (MCH) 29,4 pg 27,0 - 33,0')[0]?.slice(0, 2)).toEqual([
      'mch',
      29.4,
    ]);
  });

  it("reads a urine clarity in Spanish and an Italian 'normale'", () => {
    expect(read('Orina completa\nAspecto Claro')).toEqual([['urine-clarity', 'clear', null, true]]);
    expect(read('ESAME URINE\nUrobilinogeno  normale  normale')).toEqual([
      ['urine-urobilinogen', 'normal', null, true],
    ]);
  });

  it('keeps a screening test we do not know with its answer, held, outside a urine section too', () => {
    // Hepatitis B's surface antigen, a malaria film (ADR 158) and its core antibody (ADR 160) are
    // tests we know; hepatitis D's antibody and a filaria search are not.
    expect(read('SEROLOGY\nAnti-HDV (ICT)  Non-reactive\nMicrofilariae  Not seen')).toEqual([
      [null, 'non-reactive', null, false],
      [null, 'not seen', null, false],
    ]);
    // Another word after words of a blood section is no answer of a test we know.
    expect(read('HAEMATOLOGY\nFilm comment  normal')).toEqual([]);
  });

  it('never reads a comment sentence between rows as a test', () => {
    const rows = read(
      'Free/total PSA ratio below 25% in the 4 - 10 ng/mL range increases the probability of carcinoma',
    );
    expect(rows).toEqual([]);
  });
});
