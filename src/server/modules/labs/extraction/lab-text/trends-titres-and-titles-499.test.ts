/**
 * What the tune parts of sets 164, 176, 198, 228, 232, 235 and 236 taught (ADR 081 items 499-514):
 * a trend block's header 'Date / Time ... Lab No.'; a bracketed '%' that is a unit, never
 * plateletcrit's 'PCT'; a name shown without the unit it was printed with; a card's place against
 * an optimal range or a target is a status; 'screening' after a test's name; a section title of two
 * words set wide over the names; Widal titres with their bound and their panel's name before a
 * colon; a specimen column's sample, and '(micro)' after albumin; a screen's cut-off; a strip's
 * pads under a heading that calls them chemistry; letterheads' addresses and telephones; names as
 * laboratory systems and serology sheets print them; a criterion with its conversion in brackets.
 * Our own reports, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { tidyLine } from '../lab-line-tokens';
import { isBoilerplateLine } from '../lab-report-boilerplate';
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
    expect(reference.resolveName('Hepatitis C antibody screening')?.id).toBe('anti-hcv');
    expect(reference.resolveName('Rubella IgG screening')?.id).toBe(
      reference.resolveName('Rubella IgG')?.id ?? 'no such test',
    );
  });
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

it("reads a screen's answer before its cut-off, never the cut-off as the result", () => {
  expect(
    readRows(
      headedReport('URINE DRUG SCREEN', [
        'Benzodiazepines   Negative   Cutoff 300 ng/mL',
        'Cannabinoids   Negative   cut-off: 50 ng/mL',
      ]),
    ),
  ).toEqual([
    // Tests we do not know, each held with its answer; no '300 ng/mL' result.
    [null, 'negative', null, false],
    [null, 'negative', null, false],
  ]);
});

it("reads a strip's pads under a heading that calls them chemistry as urine tests", () => {
  const rows = readRows(
    [
      'URINALYSIS',
      'Parameter   Result   Unit   Reference',
      'Chemistry (dipstick, Multistix 10 SG)',
      'Protein   2+   Negative',
      'Glucose   Negative   Negative',
      'Bilirubin   Negative   Negative',
    ].join('\n'),
  );
  expect(rows.map(([marker, value]) => [marker, value])).toEqual([
    ['urine-protein', '2+'],
    ['urine-glucose', 'negative'],
    ['urine-bilirubin', 'negative'],
  ]);
});

describe("a letterhead's address and telephone", () => {
  it.each([
    ['a Swiss street in one word before the postcode', 'Marktgasse 7 · 3011 Bern · 031 311 22 33'],
    ['an Australian town, state and postcode', '12 Beach Road, Kiama NSW 2533'],
    ["a telephone labelled 'Ph'", 'Coastal Pathology   Ph (02) 4232 1100'],
  ])('is a letterhead line: %s', (_, line) => {
    expect(isBoilerplateLine(tidyLine(line))).toBe(true);
  });

  it("keeps a urine pH printed 'PH' a row", () => {
    expect(isBoilerplateLine(tidyLine('PH   6.5   5.0 - 8.0'))).toBe(false);
    expect(readRows(headedReport('URINALYSIS', ['PH   6.5   5.0 - 8.0']))[0]?.[0]).toBe('urine-ph');
  });
});

describe('names as laboratory systems and serology sheets print them', () => {
  it.each([
    ['S-BILI CONJ', 'direct-bilirubin'],
    ['S-BILI UNCONJ', 'bilirubin-indirect'],
    ['P-GLUCOSE FAST', 'glucose'],
    ['Malaria Parasite (ICT)', 'malaria-antigen'],
    ['B/S for malaria parasites', 'malaria-film'],
    ['Brucella (Rose Bengal)', 'brucella-agglutination'],
    ['Cholesterin/HDL-Quotient', 'cholesterol-hdl-ratio'],
    ['Glucose AC (à jeun)', 'glucose'],
    ['Apparence', 'urine-clarity'],
  ])('%s is %s', (name, id) => {
    expect(reference.resolveName(name)?.id).toBe(id);
  });

  it("reads a Quebec strip's 'Apparence  Claire' as a clear urine", () => {
    expect(readRows(headedReport("ANALYSE D'URINE (bandelette)", ['Apparence   Claire']))).toEqual([
      ['urine-clarity', 'clear', null, true],
    ]);
  });

  it("reads an assay's method after a spaced dash as no part of the name", () => {
    const rows = readRows(
      textLayer([
        phrases(0, [
          ['Examen', 40],
          ['Resultado', 230],
          ['Valor de referencia', 390],
        ]),
        phrases(1, [
          ['HIV 1/2 (Ag p24 + Ac) - CLIA', 40],
          ['No reactivo', 230],
          ['No reactivo', 390],
        ]),
      ]),
    );
    expect(rows).toEqual([['hiv-ag-ab', 'non-reactive', null, true]]);
  });
});

it("reads no result from a criterion whose conversion stands in brackets ('or greater')", () => {
  const text = [
    headedReport('DIABETES', ['HbA1c   6.1   %   4.0 - 5.9']),
    'An HbA1c of 6.5% (48 mmol/mol) or greater is consistent with diabetes.',
  ].join('\n');
  expect(readRows(text)).toEqual([['hba1c', 6.1, '%', true]]);
});

it("still reads a result printed in brackets after its name in a letter ('Leukozyten (5.8 G/L)')", () => {
  const rows = readRows(
    'Im Labor zeigen sich normwertige Leukozyten (5.8 G/L) und Thrombozyten (212 G/L).',
  );
  expect(rows.map(([marker, value]) => [marker, value])).toEqual([
    ['wbc', 5.8],
    ['platelets', 212],
  ]);
});

it("reads an Italian letter's 'l'INR risultava 2,4'", () => {
  const rows = readRows("Agli esami odierni l'INR risultava 2,4 in corso di terapia con warfarin.");
  expect(rows.map(([marker, value]) => [marker, value])).toEqual([['inr', 2.4]]);
});
