/**
 * What sets 331-334's tune parts taught (ADR 081 items 714-720), in our own reports, tests and
 * values: a letter's list with brackets after its results (sub-results or a comment), a Spanish
 * urinalysis named 'Sistemático de orina', a one-sided limit as a column's heading, a semen
 * analysis' rows, a differential's share printed outside a table's columns and a US order's
 * reflex tags.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { cellsLine as line, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const read = (rows: [number[], string[]][]) =>
  parseLabText(textLayer(rows.map(([at, cells], index) => line(index, at, cells))), reference);

const readLines = (rows: [number[], string[]][]) =>
  read(rows).map((row) => [row.printedName, row.value ?? row.valueText, row.unitPrinted]);

describe("a letter's list with a bracket after a result (item 714)", () => {
  it('reads the results a bracket holds as items of the list', () => {
    const rows = readLines([
      [
        [50],
        ['Blutbild: Leukozyten 12.400/µl (Neutrophile 81,0 %, Lymphozyten 9,5 %), Hb 11,2 g/dl.'],
      ],
    ]);
    expect(rows).toEqual([
      ['Leukozyten', 12400, '/µl'],
      ['Neutrophile', 81, '%'],
      ['Lymphozyten', 9.5, '%'],
      ['Hb', 11.2, 'g/dl'],
    ]);
  });

  it('reads no results from a bracket after words that are no result (earlier ones compared)', () => {
    const rows = readLines([
      [
        [40],
        [
          'Solvent exposure: mild transaminase and GGT elevation noted. Compare with 2023 surveillance',
        ],
      ],
      [[40], ['(ALT 38, GGT 52). Occupational physician review requested.']],
    ]);
    expect(rows).toEqual([]);
  });

  it("leaves out a comment in brackets after a result, its commas the bracket's own", () => {
    const rows = readLines([
      [[48], ['Bloods: Troponin I 14 ng/L (taken at 3 h, no chest pain). CK 820 (after a fall).']],
    ]);
    expect(rows.map(([name, value]) => [name, value])).toEqual([
      ['Troponin I', 14],
      ['CK', 820],
    ]);
  });
});

describe("a urinalysis named 'Sistemático de orina' in a letter (item 715)", () => {
  it("reads the list's leucocitos and hematíes as the urine's", () => {
    const rows = read([
      [
        [50],
        ['Sistemático de orina: leucocitos 250 leu/µL, nitritos negativos, hematíes 10 eri/µL.'],
      ],
    ]);
    expect(rows.map((row) => [row.printedName, row.specimen])).toEqual([
      ['leucocitos', 'urine'],
      ['nitritos', 'urine'],
      ['hematíes', 'urine'],
    ]);
  });
});

describe('names reports print (item 716)', () => {
  it.each([
    ['Adj Ca', 'adjusted-calcium', 'blood'],
    ['Corrected Ca', 'adjusted-calcium', 'blood'],
    ['Leucs', 'urine-leukocyte-esterase', 'urine'],
    ['Vitamina D 25-Hidroxi', 'vitamin-d', 'blood'],
  ] as const)('knows %s', (name, id, specimen) => {
    expect(reference.resolveName(name, specimen)?.id).toBe(id);
  });
});

describe("a one-sided limit as a column's heading (item 717)", () => {
  it("reads the table under 'Lower reference limit' by its own columns after a dated table", () => {
    const rows = read([
      [
        [40, 198, 253, 308, 366, 436],
        ['Collected', '05-Mar-25', '18-Jul-25', '12-Nov-25', 'Units', 'Ref. range'],
      ],
      [
        [40, 214, 269, 324],
        ['Time', '08:20', '09:05', '08:40'],
      ],
      [
        [46, 219, 274, 329, 366, 436],
        ['Haemoglobin', '141', '139', '138', 'g/L', '(130 - 175)'],
      ],
      [[40], ['SEMEN ANALYSIS (WHO Laboratory Manual, 6th edition, 2021)']],
      [[40], ['Collected at home 12-Nov-25 07:55 · Received 08:30 · Abstinence 3 days']],
      [
        [40, 221, 270, 360],
        ['Parameter', 'Result', 'Units', 'Lower reference limit (5th centile)'],
      ],
      [
        [46, 236, 252, 270, 360],
        ['Sperm concentration', '11', 'L', 'x10^6/mL', '16'],
      ],
      [
        [46, 236, 252, 270, 360],
        ['Progressive motility (PR)', '26', 'L', '%', '30'],
      ],
    ]);
    expect(rows.map((row) => [row.printedName, row.value])).toEqual([
      ['Haemoglobin', 138],
      ['Sperm concentration', 11],
      ['Progressive motility (PR)', 26],
    ]);
  });
});

describe('a semen analysis (item 718)', () => {
  const semen: [number[], string[]][] = [
    [[40], ['SEMEN ANALYSIS (WHO 6th edition)']],
    [
      [46, 221, 270, 360],
      ['Parameter', 'Result', 'Units', 'Lower reference limit'],
    ],
    [
      [46, 232, 270, 360],
      ['Volume', '3.1', 'mL', '1.4'],
    ],
    [
      [46, 232, 360],
      ['pH', '7.9', '7.2'],
    ],
    [
      [46, 236, 270, 360],
      ['Sperm concentration', '24', 'x10^6/mL', '16'],
    ],
  ];

  it("holds a semen analysis' rows as tests we do not know, never as the urine's pH", () => {
    const rows = read(semen);
    expect(rows.find((row) => row.printedName === 'pH')?.markerId ?? null).toBeNull();
    expect(rows.every((row) => row.markerId === null && row.reviewReason !== null)).toBe(true);
  });
});

describe("a differential's share printed outside a table's columns (item 719)", () => {
  it('reads the share beside the amount under a table of earlier results', () => {
    const rows = readLines([
      [
        [40, 195, 345, 395, 485],
        ['Analyse', 'Valeurs de référence', 'Résultat', 'Unité', 'Antériorité'],
      ],
      [
        [46, 195, 345, 395, 485],
        ['Leucocytes', '4,00 – 10,00', '6,20', 'G/L', '5,90'],
      ],
      [
        [46, 195, 292, 314, 345, 395],
        ['Polynucléaires neutrophiles', '1,80 – 7,00', '61,3', '%', '3,80', 'G/L'],
      ],
    ]);
    expect(rows).toEqual([
      ['Leucocytes', 6.2, 'G/L'],
      ['Polynucléaires neutrophiles %', 61.3, '%'],
      ['Polynucléaires neutrophiles', 3.8, 'G/L'],
    ]);
  });
});

describe("a US order's reflex tags (item 720)", () => {
  it.each([
    ['HIV 1/2 AG/AB, 4TH GEN W/RFL', 'hiv-ag-ab'],
    ['RPR (DX) W/REFL TITER', 'rpr'],
  ])('reads %s as the test it orders', (name, id) => {
    const rows = read([
      [
        [40, 232, 368],
        ['Test Name', 'Result', 'Reference Range'],
      ],
      [
        [40, 232, 368],
        [name, 'NON-REACTIVE', 'NON-REACTIVE'],
      ],
    ]);
    expect(rows.map((row) => row.markerId)).toEqual([id]);
  });
});
