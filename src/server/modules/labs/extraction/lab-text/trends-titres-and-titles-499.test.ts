/**
 * What the tune parts of sets 164, 176, 198 and 232 taught (ADR 081 items 499-509): a trend block's
 * header 'Date / Time ... Lab No.'; a bracketed '%' that is a unit, never plateletcrit's 'PCT'; a
 * name shown without the unit it was printed with; a baseline in a note is no result; a card's
 * place against an optimal range or a target is a status; 'screening' after a test's name; a
 * section title of two words set wide over the names; Widal titres with their bound and their
 * panel's name before a colon; a specimen column's sample, and '(micro)' after albumin. Our own
 * reports, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import {
  headedReport,
  phrasesLine as phrases,
  readRows,
  textLayer,
} from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

describe('a trend block per test', () => {
  it("reads the newest sample under a 'Date / Time' header with a lab number column", () => {
    const rows = readRows(
      textLayer([
        phrases(0, [
          ['Sodium', 36],
          ['(mmol/L)', 100],
          ['Ref: 135 - 145', 200],
        ]),
        phrases(1, [
          ['Date / Time', 40],
          ['Result', 136],
          ['Flag', 176],
          ['Lab No.', 211],
        ]),
        phrases(2, [
          ['04/06/2025 08:10', 40],
          ['131', 136],
          ['L', 178],
          ['25C1104', 211],
        ]),
        phrases(3, [
          ['28/05/2025 07:55', 40],
          ['138', 136],
          ['25C0981', 211],
        ]),
      ]),
    );
    expect(rows).toEqual([['sodium', 131, 'mmol/L', true]]);
  });
});

describe('names and their brackets', () => {
  it("never reads a bracketed '%' as a name of its own (plateletcrit's 'PCT')", () => {
    expect(reference.resolveName('Eosinophils (%) SPECIAL CHEMISTRY')).toBeNull();
    expect(reference.resolveName('Eosinophils (%)')?.id).toBe('eosinophils-percent');
  });

  it('shows a name without the unit printed in brackets after it', () => {
    const [row] = parseLabText(
      headedReport('TOXICOLOGY', ['Zinc protoporphyrin (ug/dL)   41   < 40']),
      reference,
    );
    expect([row?.printedName, row?.unit, row?.value]).toEqual(['Zinc protoporphyrin', 'µg/dL', 41]);
  });

  it("reads 'screening' after a test's name as no part of it", () => {
    expect(reference.resolveName('Hepatitis C antibody screening')?.id).toBe(
      reference.resolveName('Hepatitis C antibody')?.id,
    );
  });
});

it("reads no result from a note's baseline", () => {
  const text = [
    headedReport('CHOLINESTERASE', ['Cholinesterase, plasma   7,950   U/L   5,320 - 12,920']),
    'Baseline plasma cholinesterase 8,640 U/L (2023). Removal below 60% of baseline.',
  ].join('\n');
  expect(readRows(text)).toEqual([['cholinesterase', 7950, 'U/L', true]]);
});

describe("a card's place against an optimal range or a target", () => {
  /** A row of cards side by side: each card's name, value, unit, range and status, a line each. */
  const cards = (row: number, ...each: string[][]) =>
    [0, 1, 2, 3, 4].map((part) =>
      phrases(
        row + part,
        each.map((card, at) => [card[part]!, 44 + 180 * at + (part === 2 ? 30 : 0)]),
      ),
    );

  it('is a status, and the row of cards after it is read', () => {
    const rows = readRows(
      textLayer([
        ...cards(
          0,
          ['Vitamin B12', '180', 'pmol/L', 'Optimal: 300 - 650 pmol/L', 'BELOW OPTIMAL'],
          ['TSH', '2.1', 'mIU/L', 'Range: 0.4 - 4.0 mIU/L', 'IN RANGE'],
        ),
        ...cards(
          6,
          ['LDL Cholesterol', '3.6', 'mmol/L', 'Target: < 3.0 mmol/L', 'ABOVE TARGET'],
          ['Ferritin', '64', 'µg/L', 'Range: 30 - 400 µg/L', 'IN RANGE'],
        ),
        ...cards(
          12,
          ['HbA1c', '5.4', '%', 'Range: < 6.0 %', 'IN RANGE'],
          ['Creatinine', '81', 'µmol/L', 'Range: 62 - 115 µmol/L', 'IN RANGE'],
        ),
      ]),
    );
    expect(rows.map(([marker, value]) => [marker, value])).toEqual([
      ['vitamin-b12', 180],
      ['tsh', 2.1],
      ['ldl-cholesterol', 3.6],
      ['ferritin', 64],
      ['hba1c', 5.4],
      ['creatinine', 81],
    ]);
  });
});

it('reads a section title of two words set wide as the heading of the names', () => {
  const rows = readRows(
    textLayer([
      phrases(0, [
        ['CLINICAL', 40],
        ['BIOCHEMISTRY', 88],
        ['RESULT', 250],
        ['UNIT', 340],
        ['REF. RANGE', 430],
      ]),
      phrases(1, [
        ['Fasting Plasma Glucose (FPG)', 44],
        ['97', 250],
        ['mg/dl', 340],
        ['70 - 100', 430],
      ]),
    ]),
  );
  expect(rows).toEqual([['glucose', 97, 'mg/dL', true]]);
});

describe('agglutination titres', () => {
  it("reads a titre beside its bound, and under its panel's name before a colon, held", () => {
    const rows = readRows(
      headedReport('SEROLOGY', [
        'Widal: S. Typhi O   1:40   < 1:80',
        'S. Typhi H   1:320   < 1:80',
        'S. Paratyphi A   1:20',
      ]),
    );
    expect(rows).toEqual([
      ['widal-typhi-o', '1:40', null, false],
      ['widal-typhi-h', '1:320', null, false],
      ['widal-paratyphi-a', '1:20', null, false],
    ]);
  });

  it("keeps a note's colon from making a name ('Note: TSH')", () => {
    expect(readRows(headedReport('THYROID', ['Note: TSH   2.5']))).toEqual([]);
  });
});

describe("a specimen column's sample", () => {
  const table = (rows: [string, string, string, string][]) =>
    textLayer([
      phrases(0, [
        ['Test', 40],
        ['Specimen', 162],
        ['Result', 238],
        ['Units', 308],
      ]),
      ...rows.map(([name, sample, result, unit], index) =>
        phrases(index + 1, [
          [name, 44],
          [sample, 162],
          [result, 238],
          [unit, 308],
        ]),
      ),
    ]);

  it('reads a name measured in urine as the urine test of that name', () => {
    expect(
      readRows(
        table([
          ['Sodium', 'Serum', '139', 'mmol/L'],
          ['Sodium', 'Urine', '142', 'mmol/L'],
          ['Creatinine', 'Spot urine', '9.8', 'mmol/L'],
          ['Albumin (micro)', 'Urine', '45', 'mg/L'],
        ]),
      ),
    ).toEqual([
      ['sodium', 139, 'mmol/L', true],
      // A urine sodium of 142 is no blood sodium of 142, which would look normal.
      ['urine-sodium', 142, 'mmol/L', true],
      ['urine-creatinine', 9.8, 'mmol/L', true],
      ['urine-albumin', 45, 'mg/L', true],
    ]);
  });

  it('holds a blood test the column says was measured in urine, with no urine test of its name', () => {
    const [chloride] = readRows(table([['Chloride', 'Urine', '104', 'mmol/L']]));
    expect(chloride).toEqual(['chloride', 104, 'mmol/L', false]);
  });
});
