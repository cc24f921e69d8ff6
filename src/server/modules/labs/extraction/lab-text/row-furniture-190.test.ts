/**
 * What sets 190's and 191's tune parts taught (ADR 081 item 368): rows that carry more than a
 * name and a result, as health exchanges, reference labs and GP systems print them: a LOINC code
 * before the name, the interpretation code, collection time and release status after the range,
 * LOINC long names wrapped over lines, UCUM units, and footnote marks glued to names and values.
 */
import { describe, expect, it } from 'vitest';
import { tidyLine } from '../lab-line-tokens';
import { phrasesLine, readRows as read, textLayer } from './read-rows.test-helpers';

describe("a health exchange's results print", () => {
  it('reads each row under a LOINC column, its long names wrapped, its UCUM units', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['LOINC', 30],
          ['Test (LOINC long common name)', 76],
          ['Value', 266],
          ['Units', 304],
          ['Ref. range', 360],
          ['Int.', 414],
          ['Collected', 440],
          ['Status', 518],
        ]),
        phrasesLine(1, [
          ['6690-2', 30],
          ['Leukocytes [#/volume] in Blood by Automated', 76],
          ['7.4', 266],
          ['10*3/uL', 304],
          ['3.4-9.6', 360],
          ['N', 414],
          ['2025-03-04 07:55', 440],
          ['final', 518],
        ]),
        phrasesLine(2, [['count', 76]]),
        phrasesLine(3, [
          ['3094-0', 30],
          ['Urea nitrogen [Mass/volume] in Serum or', 76],
          ['22', 266],
          ['mg/dL', 304],
          ['6-20', 360],
          ['H', 414],
          ['2025-03-04 07:55', 440],
          ['final', 518],
        ]),
        phrasesLine(4, [['Plasma', 76]]),
        phrasesLine(5, [
          ['3016-3', 30],
          ['Thyrotropin [Units/volume] in Serum or Plasma', 76],
          ['2.61', 266],
          ['m[IU]/L', 304],
          ['0.30-4.20', 360],
          ['N', 414],
          ['2025-03-04 07:55', 440],
          ['final', 518],
        ]),
        phrasesLine(6, [
          ['14959-1', 30],
          ['Microalbumin/Creatinine [Mass Ratio] in', 76],
          ['42', 266],
          ['mg/g', 304],
          ['<30', 360],
          ['H', 414],
          ['2025-03-04 08:20', 440],
          ['final', 518],
        ]),
        phrasesLine(7, [
          ['Urine', 76],
          ['{creat}', 304],
        ]),
      ]),
    );
    // The bracketed note had split the header in three ('LOINC' read as a column), the 'N' and
    // the time after the range made a row no row, and 'Plasma' and 'Urine' under a name cut at
    // 'or' and 'in' were read as section headings, the names held as cut short.
    expect(rows).toEqual([
      ['wbc', 7.4, '10^3/µL', true],
      ['bun', 22, 'mg/dL', true],
      ['tsh', 2.61, 'mIU/L', true],
      ['urine-acr', 42, 'mg/g', true],
    ]);
  });

  it("sets a LOINC code before the name aside, and no test's locant", () => {
    expect(read('718-7  Hemoglobin [Mass/volume] in Blood  13.1  g/dL  13.2-16.6  L')).toEqual([
      ['hemoglobin', 13.1, 'g/dL', true],
    ]);
    expect(read('25-OH Vitamin D  32  ng/mL  30-100')).toEqual([['vitamin-d', 32, 'ng/mL', true]]);
  });
});

describe("a GP system's record print", () => {
  it('reads rows under a date, a Read code and a term, filed as normal or abnormal', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Date', 30],
          ['Code', 84],
          ['Term', 122],
          ['Value', 292],
          ['Units', 328],
          ['Range', 392],
          ['Filed as', 466],
        ]),
        phrasesLine(1, [
          ['11/03/2025', 30],
          ['44I5.', 84],
          ['Serum sodium', 122],
          ['140', 292],
          ['mmol/L', 328],
          ['[133 - 146]', 392],
          ['Normal', 466],
        ]),
        phrasesLine(2, [
          ['11/03/2025', 30],
          ['44Q..', 84],
          ['Serum triglycerides', 122],
          ['2.6', 292],
          ['mmol/L', 328],
          ['[< 2.3]', 392],
          ['Abnormal', 466],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['sodium', 140, 'mmol/L', true],
      ['triglycerides', 2.6, 'mmol/L', true],
    ]);
  });
});

describe('footnote marks', () => {
  it('reads a name and a result without the mark glued to them, never as a digit', () => {
    expect(
      read(
        [
          'Albumin²  4.5  g/dL  3.8-4.9',
          'Free T4  12.1†  pmol/L  12.0 - 22.0',
          'Free T3  4.0¹  pmol/L  3.1 - 6.8',
          'Kalium  4,82a  mmol/l  3,5 - 5,1',
          'Natrium  140°  mmol/l  135 - 145',
        ].join('\n'),
      ),
    ).toEqual([
      ['albumin', 4.5, 'g/dL', true],
      ['free-t4', 12.1, 'pmol/L', true],
      ['free-t3', 4, 'pmol/L', true],
      ['potassium', 4.82, 'mmol/L', true],
      ['sodium', 140, 'mmol/L', true],
    ]);
  });

  it("keeps a power of ten's exponent", () => {
    expect(read('WBC  7.2  x10³ /µL  4.0-11.0')).toEqual([['wbc', 7.2, '10^3/µL', true]]);
  });
});

describe('columns of order numbers, sampling times and validation before and after the row', () => {
  it("reads a hospital's rows under 'No requête  Prélevé  Analyse ... Statut'", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['No requête', 34],
          ['Prélevé', 96],
          ['Analyse', 170],
          ['Résultat', 304],
          ['Ind.', 344],
          ['Unités', 362],
          ['Valeurs de réf.', 424],
          ['Statut', 508],
        ]),
        phrasesLine(1, [
          ['B25-078431', 34],
          ['2025-03-21 07:15', 96],
          ['Leucocytes', 170],
          ['13,4', 318],
          ['H', 346],
          ['x10E9/L', 362],
          ['4,0 - 11,0', 424],
          ['Final', 508],
        ]),
        phrasesLine(2, [
          ['B25-078431', 34],
          ['2025-03-21 07:15', 96],
          ['Glucose aléatoire', 170],
          ['7,8', 324],
          ['mmol/L', 362],
          ['voir commentaire', 424],
          ['Final', 508],
        ]),
        phrasesLine(3, [
          ['U25-011284', 34],
          ['2025-03-21 07:40', 96],
          ['Nitrites', 170],
          ['Nég', 322],
          ['Nég', 424],
          ['Final', 508],
        ]),
      ]),
    );
    // The header had been no header (four words it did not know), the sampling time was read
    // into the name ('07:15 Leucocytes'), and 'voir commentaire' and 'Nég' were read as nothing.
    expect(rows).toEqual([
      ['wbc', 13.4, '10^9/L', true],
      ['glucose', 7.8, 'mmol/L', true],
      ['urine-nitrite', 'negative', null, true],
    ]);
  });

  it("reads a private lab's numbered rows with their validation time", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['N°', 36],
          ['Analyse', 56],
          ['Résultat', 190],
          ['Unité', 246],
          ['Valeurs de réf.', 312],
          ['Statut', 394],
          ['Validé le', 446],
        ]),
        phrasesLine(1, [
          ['01', 36],
          ['Hémoglobine', 56],
          ['131', 209],
          ['g/l', 246],
          ['117 - 153', 312],
          ['validé', 394],
          ['26.03.25 09:41', 446],
        ]),
        phrasesLine(2, [
          ['16', 36],
          ['Cholestérol total', 56],
          ['5.9', 210],
          ['H', 232],
          ['mmol/l', 246],
          ['< 5.0', 312],
          ['validé', 394],
          ['26.03.25 10:58', 446],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['hemoglobin', 131, 'g/L', true],
      ['total-cholesterol', 5.9, 'mmol/L', true],
    ]);
  });
});

describe('words of a set-aside column in a patient block', () => {
  it("makes no header of a patient block's line that labels a date 'Verified'", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Test', 40],
          ['Result', 196],
          ['Units', 252],
          ['Reference Range', 322],
        ]),
        phrasesLine(1, [
          ['Sodium', 40],
          ['138', 196],
          ['mmol/L', 252],
          ['136 - 145', 322],
        ]),
        phrasesLine(2, [
          ['Verified', 352],
          ['15-Mar-2025 16:58', 412],
        ]),
        phrasesLine(3, [
          ['Potassium', 40],
          ['4.2', 196],
          ['mmol/L', 252],
          ['3.5 - 5.1', 322],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['sodium', 138, 'mmol/L', true],
      ['potassium', 4.2, 'mmol/L', true],
    ]);
  });
});

describe("a page's footer under a table", () => {
  it('is no row, in French as in English', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Analyse', 40],
          ['Résultat', 212],
          ['Ind.', 262],
          ['Unités', 290],
          ['Valeurs de référence', 382],
          ['Statut', 500],
        ]),
        phrasesLine(1, [
          ['Leucocytes', 40],
          ['5,2', 235],
          ['x10^9/L', 290],
          ['4,0 - 11,0', 382],
          ['Final', 500],
        ]),
        // Set in small type, its number falls under the result's heading.
        phrasesLine(2, [
          ['Laboratoire accrédité par Agrément Canada / ISO', 40],
          ['15189', 215],
          ['Page 1 de 2', 505],
        ]),
        phrasesLine(3, [
          ['Laboratoire accrédité par Agrément Canada / ISO', 40],
          ['15189', 215],
        ]),
        phrasesLine(4, [
          ['Hôpital régional de Joliette / ISO', 40],
          ['15189', 215],
          ['Page 1 de 2', 505],
        ]),
      ]),
    );
    expect(rows).toEqual([['wbc', 5.2, '10^9/L', true]]);
  });
});

describe('a narrow results column beside a long comment column', () => {
  it("reads the rows, the comments set aside, and a range's note in words after it", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Analyse', 30],
          ['Résultat', 124],
          ['Unité', 162],
          ['Normes', 214],
          ['Commentaire / interprétation', 292],
        ]),
        phrasesLine(1, [
          ['Potassium', 30],
          ['5,4', 124],
          ['H', 152],
          ['mmol/l', 162],
          ['3,5-5,1', 214],
          ['Hyperkaliémie modérée, échantillon non hémolysé (index H < 20).', 292],
        ]),
        phrasesLine(2, [
          ['Traitement par IEC et spironolactone : contrôle rapproché conseillé.', 292],
        ]),
        phrasesLine(3, [
          ['Cholestérol LDL (Friedewald)', 30],
          ['94', 124],
          ['H', 152],
          ['mg/dl', 162],
          ['<55 (risque très élevé)', 214],
        ]),
        phrasesLine(4, [
          ['VIH 1/2 (test rapide)', 30],
          ['Négatif', 124],
        ]),
      ]),
    );
    // The comment's words had been read as the row's cells ('interprétation' a column we did not
    // know), and the range's note in brackets as a second range.
    // The HIV screen is a test we know (ADR 158): its answer is read, and held, since it is
    // printed apart from the columns the comment column's rows set.
    expect(rows).toEqual([
      ['potassium', 5.4, 'mmol/L', true],
      ['ldl-cholesterol', 94, 'mg/dL', true],
      ['hiv-ag-ab', 'non-reactive', null, false],
    ]);
    // Only after a bound or a range: a name's own note stays ('VIH 1/2 (test rapide)').
    expect(tidyLine('VIH 1/2 (test rapide)  Négatif')).toBe('VIH 1/2 (test rapide) Négatif');
    expect(tidyLine('LDL  94  mg/dl  70 - 100 (optimal level)')).toBe('LDL 94 mg/dl 70-100');
  });
});

describe('a unit wrapped under its row', () => {
  it('reads the unit whole, cut after its slash, with the name going on beside it', () => {
    expect(
      read(
        [
          'eGFR  45  ↓  ml/min/  > 60',
          '1,73 m²',
          'HbA1c (IFCC)  66  ↑  mmol/  20 - 38',
          'mol Hb',
          'Kalium  4,1  mmol/l  3,5 - 5,1',
        ].join('\n'),
      ),
    ).toEqual([
      ['egfr', 45, 'mL/min/1.73m²', true],
      ['hba1c', 66, 'mmol/mol', true],
      ['potassium', 4.1, 'mmol/L', true],
    ]);
    expect(
      read(
        ['Filtrado glomerular estimado  40  mL/min/  > 60', '(CKD-EPI 2009)  1,73 m²'].join('\n'),
      ),
    ).toEqual([['egfr', 40, 'mL/min/1.73m²', true]]);
  });
});

describe("a long name's second line", () => {
  it('joins up to six words, and a footnote mark after them, to the name above', () => {
    expect(
      read(
        [
          'Colesterol de lipoproteínas  58  ↑  mg/dL  < 30',
          'de muy baja densidad (VLDL)',
          'Antígeno prostático  0.31  ng/mL  Ver nota',
          'específico libre‡',
        ].join('\n'),
      ),
    ).toEqual([
      ['vldl-cholesterol', 58, 'mg/dL', true],
      ['free-psa', 0.31, 'ng/mL', true],
    ]);
  });
});
