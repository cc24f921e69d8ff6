/**
 * Tables read from photos whose headings or cells OCR misread (a tune-split study of turned and
 * JPEG-compressed photos, ADR 081, ninth session): a heading unread must cost its column, not
 * the table; and the OCR slips of a value, unit or name seen there are read back where only one
 * reading is possible, held where not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from './extraction.types';
import { readTableHeader } from './lab-text/table-header';
import { parseLabReport, parseLabText } from './parse-lab-text';
import type { PlacedLine } from './placed-lines';
import { linesFromWords, type OcrWord } from './word-rows';

const reference = biomarkerReferenceFromFiles();
const HEIGHT = 25;

/** A line of OCR words, each `[text, x]`, 14 px a letter wide, at row `row` of the page. */
function line(row: number, cells: [string, number][]): PlacedLine {
  const y0 = 100 + row * 40;
  return {
    words: cells.map(([text, x]) => ({
      text,
      x0: x,
      x1: x + 14 * text.length,
      y0,
      y1: y0 + HEIGHT,
      confidence: 92,
    })),
    height: HEIGHT,
    page: 1,
  };
}

const photo = (...lines: PlacedLine[]) =>
  parseLabReport(lines, reference, new Date('2026-11-27'), { isOcr: true }).rows;
const ocr = (...lines: string[]) => parseLabText(lines.join('\n'), reference, { isOcr: true });
const columnsOf = (header: ReturnType<typeof readTableHeader>) =>
  header?.halves.map((half) => half.columns.map((column) => `${column.role}@${column.x0}`));
const byName = (rows: ExtractedRow[]) =>
  Object.fromEntries(rows.map((row) => [row.markerId, [row.value, row.unit]]));

/** Two tables side by side, the same four columns at the same offsets (name, result, unit, range). */
const TWO_UP = (result: string, otherResult = 'Results', name = 'Investigation') =>
  line(0, [
    [name, 100],
    [result, 500],
    ['Units', 700],
    ['Range', 900],
    ['Investigation', 1300],
    [otherResult, 1700],
    ['Units', 1900],
    ['Range', 2100],
  ]);
const TWO_UP_ROWS = [
  line(1, [
    ['Sodium', 100],
    ['141', 510],
    ['mmol/L', 700],
    ['135-145', 900],
    ['Potassium', 1300],
    ['4.2', 1710],
    ['mmol/L', 1900],
    ['3.5-5.1', 2100],
  ]),
  line(2, [
    ['Calcium', 100],
    ['2.31', 510],
    ['mmol/L', 700],
    ['2.15-2.57', 900],
    ['Chloride', 1300],
    ['101', 1710],
    ['mmol/L', 1900],
    ['98-107', 2100],
  ]),
];
const TWO_UP_READ = {
  sodium: [141, 'mmol/L'],
  potassium: [4.2, 'mmol/L'],
  calcium: [2.31, 'mmol/L'],
  chloride: [101, 'mmol/L'],
};

describe('a side-by-side table whose heading OCR misread', () => {
  it('reads both halves when either result heading is unread', () => {
    for (const header of [TWO_UP('Resuits'), TWO_UP('Results', 'Resuits')]) {
      expect(columnsOf(readTableHeader(header))).toEqual([
        ['name@100', 'value@500', 'unit@700', 'range@900'],
        ['name@1300', 'value@1700', 'unit@1900', 'range@2100'],
      ]);
      expect(byName(photo(header, ...TWO_UP_ROWS))).toEqual(TWO_UP_READ);
    }
  });

  it('starts the second table at its name heading when the first lost its own', () => {
    const header = TWO_UP('Results', 'Results', 'Investlgatlon');
    expect(columnsOf(readTableHeader(header))?.length).toBe(2);
    expect(byName(photo(header, ...TWO_UP_ROWS))).toEqual(TWO_UP_READ);
  });

  it('takes a missing column from the twin half only where the halves are one layout', () => {
    // The right half's columns stand at other offsets: it is no copy of the left, nothing is
    // added to it.
    const header = line(0, [
      ['Investigation', 100],
      ['Results', 500],
      ['Units', 700],
      ['Range', 900],
      ['Investigation', 1300],
      ['Results', 1500],
      ['Units', 2000],
    ]);
    expect(columnsOf(readTableHeader(header))).toEqual([
      ['name@100', 'value@500', 'unit@700', 'range@900'],
      ['name@1300', 'value@1500', 'unit@2000'],
    ]);
  });
});

/** Rows under two glued-heading halves, the right table's names at 1038. */
const GLUED_TWO_UP_ROWS = [
  line(1, [
    ['Sodium', 100],
    ['141', 410],
    ['mmol/L', 560],
    ['135-145', 700],
    ['Potassium', 1038],
    ['4.2', 1348],
    ['mmol/L', 1498],
    ['3.5-5.1', 1638],
  ]),
  line(2, [
    ['Calcium', 100],
    ['2.31', 410],
    ['mmol/L', 560],
    ['2.15-2.57', 700],
    ['Chloride', 1038],
    ['101', 1348],
    ['mmol/L', 1498],
    ['98-107', 1638],
  ]),
];

describe('a side-by-side table whose glued headings OCR misread (tenth session)', () => {
  it('splits two tables at their second range heading when the halves are one layout', () => {
    // The left 'resultUnits' unread and the right table's name run into the left range heading
    // ('intervainalyte'): no name, result or unit heading repeated, only the range.
    const header = line(0, [
      ['Analyte', 100],
      ['Your', 400],
      ['resuItUnits', 470],
      ['Biological', 700],
      ['ref.', 855],
      ['intervainalyte', 926],
      ['Your', 1338],
      ['resultUnits', 1408],
      ['Biological', 1638],
      ['ref.', 1793],
      ['interval', 1864],
    ]);
    const halves = readTableHeader(header)?.halves.map((half) =>
      half.columns.map((column) => column.role),
    );
    expect(halves).toEqual([
      ['name', 'value', 'unit', 'range'],
      ['value', 'unit', 'range'],
    ]);
    expect(byName(photo(header, ...GLUED_TWO_UP_ROWS))).toEqual(TWO_UP_READ);
  });

  it("reads an unread last heading as its half's column when the next name is run into it", () => {
    // 'rel.' misread and the right table's name run into it: the unread words end the left
    // table (its range, where the right table has its own), the right names begin within them.
    const header = line(0, [
      ['Analyte', 100],
      ['Your', 400],
      ['resultUnits', 470],
      ['Biological', 700],
      ['rel.', 855],
      ['interviinalyte', 926],
      ['Your', 1338],
      ['resultUnits', 1408],
      ['Biological', 1638],
      ['ref.', 1793],
      ['interval', 1864],
    ]);
    expect(
      columnsOf(readTableHeader(header))?.map((half) => half.slice(0, 1).concat(half[3]!)),
    ).toEqual([
      ['name@100', 'range@700'],
      ['name@1038', 'range@1638'],
    ]);
    expect(byName(photo(header, ...GLUED_TWO_UP_ROWS))).toEqual(TWO_UP_READ);
  });

  it('keeps two range headings of one table together when the parts are no copies', () => {
    const header = line(0, [
      ['Test', 100],
      ['Result', 400],
      ['Range', 600],
      ['Units', 900],
      ['Target', 1100],
      ['range', 1200],
    ]);
    expect(columnsOf(readTableHeader(header))).toEqual([
      ['name@100', 'value@400', 'range@600', 'unit@900', 'range@1100'],
    ]);
  });

  it("reads an unread result heading a word's space before 'Units' as the result", () => {
    // Narrow columns set tight: 'Your resuit' is its own column, not the start of 'Units'.
    const header = line(0, [
      ['Test', 100],
      ['Your', 400],
      ['resuit', 470],
      ['Units', 570],
      ['Range', 800],
    ]);
    expect(columnsOf(readTableHeader(header))).toEqual([
      ['name@100', 'value@400', 'unit@570', 'range@800'],
    ]);
    const rows = [
      line(1, [
        ['Sodium', 100],
        ['141', 410],
        ['mmol/L', 570],
        ['135-145', 800],
      ]),
    ];
    expect(byName(photo(header, ...rows))).toEqual({ sodium: [141, 'mmol/L'] });
  });
});

describe('a result OCR boxed with its unit across two narrow columns (eleventh session)', () => {
  it('cuts the word where its number ends, so the result is read in its own column', () => {
    // 'Results' ends where 'Units' begins, as a two-up half sets them: a right-aligned result
    // and the unit printed against it are one OCR word, mostly under 'Units'.
    const header = line(0, [
      ['Test', 100],
      ['Results', 400],
      ['Units', 500],
      ['Range', 800],
    ]);
    const rows = [
      line(1, [
        ['HGB', 100],
        ['14.7g/dL', 460],
        ['12.0-16.0', 800],
      ]),
      line(2, [
        ['GLUCOSE', 100],
        ['*61mg/dL', 460],
        ['70-99', 800],
      ]),
      line(3, [
        ['WBC', 100],
        ['4,490/uL', 460],
        ['4,000-10,500', 800],
      ]),
    ];
    expect(byName(photo(header, ...rows))).toEqual({
      hemoglobin: [14.7, 'g/dL'],
      glucose: [61, 'mg/dL'],
      wbc: [4490, '/µL'],
    });
  });

  it("reads arrows before the result read as 'TT' or 'tt' as a flag, not as no result", () => {
    expect(ocr('Lipase  TT 226  U/L  13-60')[0]).toMatchObject({
      markerId: 'lipase',
      value: 226,
      labFlag: 'H',
      flagPrinted: 'TT',
    });
    expect(ocr('ALAT  tt 79  UI/L  7-45')[0]).toMatchObject({ markerId: 'alt', value: 79 });
  });

  it("reads pluses glued before the result as its high flag ('+5,75', '++3,16')", () => {
    const header = line(0, [
      ['Esame', 100],
      ['Risultato', 230],
      ['Unita', 450],
      ['Intervallo', 650],
    ]);
    const rows = photo(
      header,
      // A name cut to its column with the flagged result set close after it: one run of words.
      line(1, [
        ['Creatinin', 100],
        ['++3,16', 240],
        ['mg/dL', 450],
        ['0,60-1,20', 650],
      ]),
      line(2, [
        ['GR', 100],
        ['+5,75', 240],
        ['x10^6/uL', 450],
        ['4,00-5,50', 650],
      ]),
    );
    expect(rows.map((row) => [row.markerId, row.value, row.flagPrinted])).toEqual([
      ['creatinine', 3.16, 'H'],
      ['rbc', 5.75, 'H'],
    ]);
  });
});

describe('a table whose heading OCR misread', () => {
  const rows = [
    line(1, [
      ['Glucose', 100],
      ['70-99', 500],
      ['92', 800],
      ['mg/dL', 1000],
    ]),
    line(2, [
      ['Creatinine', 100],
      ['0.60-1.20', 500],
      ['0.95', 800],
      ['mg/dL', 1000],
    ]),
  ];
  const read = { glucose: [92, 'mg/dL'], creatinine: [0.95, 'mg/dL'] };

  it('reads the result under the one heading it could not read', () => {
    const header = line(0, [
      ['Analyte', 100],
      ['Range', 500],
      ['Resuit', 800],
      ['Units', 1000],
    ]);
    expect(columnsOf(readTableHeader(header))).toEqual([
      ['name@100', 'range@500', 'value@800', 'unit@1000'],
    ]);
    expect(byName(photo(header, ...rows))).toEqual(read);
  });

  it('keeps a range whose heading is unread out of the name', () => {
    // 'Referenzbereich' unread: its cells stood left of the first heading read, in the name's
    // zone, and 'Glucose 70-99' was no test.
    const header = line(0, [
      ['Analyse', 100],
      ['Refernzbereicn', 500],
      ['Befund', 800],
      ['Einheit', 1000],
    ]);
    expect(byName(photo(header, ...rows))).toEqual(read);
  });

  it('reads headings whose accents OCR dropped, and a heading word misread before another', () => {
    const header = line(0, [
      ['Analisis', 100],
      ['Intervalo', 500],
      ['Yaur', 760],
      ['result', 830],
      ['Unidades', 1000],
    ]);
    expect(columnsOf(readTableHeader(header))).toEqual([
      ['name@100', 'other@500', 'value@760', 'unit@1000'],
    ]);
    expect(byName(photo(header, ...rows))).toEqual(read);
  });

  it('doubts the current column of dated results when a heading among them is unread', () => {
    // 'Actual' unread ('Acfual') before the dates: the newest date may be no current result.
    const header = readTableHeader(
      line(0, [
        ['Parametro', 100],
        ['Acfual', 500],
        ['14/11/2025', 800],
        ['Unidades', 1100],
      ]),
      new Date('2026-11-27'),
    );
    expect(header?.currentColumnDoubt).toMatch(/headings we could not all read/);
    const read = readTableHeader(
      line(0, [
        ['Parametro', 100],
        ['Actual', 500],
        ['14/11/2025', 800],
        ['Unidades', 1100],
      ]),
      new Date('2026-11-27'),
    );
    expect(read?.currentColumnDoubt).toBeNull();
  });

  it('reads a result under an unread heading where the result column is empty, and holds it', () => {
    // 'Out Of Range' misread beside 'In Range': the results outside their range stand under it.
    const header = line(0, [
      ['Test', 100],
      ['Name', 170],
      ['In', 500],
      ['Range', 540],
      ['OutOfRanqe', 800],
      ['Reference', 1100],
      ['Range', 1250],
    ]);
    const [glucose, sodium] = photo(
      header,
      line(1, [
        ['Glucose', 100],
        ['245', 810],
        ['H', 870],
        ['70-99', 1100],
        ['mg/dL', 1200],
      ]),
      line(2, [
        ['Sodium', 100],
        ['140', 510],
        ['135-145', 1100],
        ['mmol/L', 1220],
      ]),
    );
    expect(glucose).toMatchObject({ markerId: 'glucose', value: 245, unit: 'mg/dL' });
    expect(glucose!.reviewReason).toMatch(/under a column heading we could not read/);
    expect(sodium).toMatchObject({ markerId: 'sodium', value: 140, reviewReason: null });
  });

  it("reads a dipstick's pluses alone in the result column as its grade, not a flag", () => {
    const header = line(0, [
      ['Test', 100],
      ['Units', 500],
      ['Reference', 800],
      ['range', 960],
      ['Value', 1300],
    ]);
    const [ketones] = photo(
      header,
      line(1, [
        ['Ketones', 100],
        ['Absent', 800],
        ['++', 1310],
      ]),
    );
    // The range column's 'Absent' was taken for the result after a '++' flag: shown as negative.
    expect(ketones).toMatchObject({ markerId: 'urine-ketones', valueText: '2+' });
  });
});

describe('OCR slips in the cells of a photographed table', () => {
  it("joins a count unit whose exponent OCR boxed apart ('x10”' '3/uL')", () => {
    const box = (text: string, x0: number, x1: number): OcrWord => ({
      text,
      bbox: { x0, y0: 100, x1, y1: 128 },
      lineSlope: 0,
    });
    const [read] = linesFromWords([
      box('WBC', 100, 180),
      box('7.1', 500, 560),
      box('x10”', 700, 780),
      box('3/uL', 793, 870),
      box('4.0-10.5', 1000, 1150),
    ]);
    expect(read!.words.map((word) => word.text)).toEqual(['WBC', '7.1', 'x10”3/uL', '4.0-10.5']);
    expect(read!.words[2]).toMatchObject({ x0: 700, x1: 870 });
    // '10' alone before a count is a value, never a power of ten.
    const [value] = linesFromWords([
      box('WBC', 100, 180),
      box('10', 500, 540),
      box('3/uL', 550, 620),
    ]);
    expect(value!.words).toHaveLength(3);
  });

  it("reads a litre read as a capital I, and a speck after a unit, as the test's unit", () => {
    expect(ocr('Leukozyten  9,3  G/I  4,0-10,5')[0]).toMatchObject({ unit: '10^9/L' });
    expect(ocr('Neutrophils  4.55  Thousand/uL.  1.80-7.50')[0]).toMatchObject({
      unit: '10^3/µL',
    });
  });

  it("reads a hydroxy's O read as a zero, and the Greek gamma read as a y", () => {
    expect(ocr('25-0OH-Vitamin D3  81,1  ng/ml  30,0-100,0')[0]).toMatchObject({
      markerId: 'vitamin-d',
      value: 81.1,
    });
    expect(ocr('Total 25-0H vitamin D  81.1  nmol/L  75-200')[0]?.markerId).toBe('vitamin-d');
    expect(ocr('y-GT  88  U/l  8-61')[0]?.markerId).toBe('ggt');
    // A range is still no part of a name.
    expect(ocr('Insufficiency 20-30 ng/mL')).toHaveLength(0);
  });

  it("takes the first '1' for an arrow where every result outside its range starts with one", () => {
    const lines = [
      'Hb  183  g/L  (120-160)',
      'Monozyten  11.3  %  2.0-10.0',
      'Kreatinin  14.5  mg/L  6.0-12.0',
      'Natrium  141  mmol/L  135-145',
      'Eosinophile  16.7  %  1.0-6.0',
    ];
    const read = ocr(...lines);
    expect(read.map((row) => [row.value, row.labFlag])).toEqual([
      [83, 'L'],
      [1.3, 'L'],
      [4.5, 'L'],
      [141, null],
      [6.7, 'H'],
    ]);
    for (const row of [read[0]!, read[1]!, read[2]!, read[4]!]) {
      expect(row.reviewReason).toMatch(/every result outside its range reads with a first '1'/);
    }
    // One result outside its range without a first '1': the report prints its abnormal results
    // some other way, and each stays as read, held.
    const mixed = ocr(...lines, 'Kalium  5.9  mmol/L  3.5-5.1');
    expect(mixed.map((row) => row.value)).toEqual([183, 11.3, 14.5, 141, 16.7, 5.9]);
    // Two rows are not enough.
    expect(ocr(lines[0]!, lines[1]!, lines[3]!).map((row) => row.value)).toEqual([183, 11.3, 141]);
  });

  it('reads a card whose name starts with its locant under a heading, not as its value', () => {
    const rows = photo(
      line(0, [['Vitamines', 112]]),
      line(1, [
        ['25-OH', 134],
        ['vitamine', 221],
        ['D', 351],
      ]),
      line(2, [
        ['139', 137],
        ['nmol/L', 234],
      ]),
      line(3, [
        ['Valeurs', 134],
        ['usuelles', 244],
        ['75-250', 365],
        ['Normal', 502],
      ]),
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['vitamin-d', 139, 'nmol/L'],
    ]);
  });
});

describe("a low flag 'B' glued after the value, read as '8'", () => {
  it("takes the last '8' for the flag on a report whose low results read so, and holds what it may hide", () => {
    const rows = ocr(
      'Hémoglobine  9,78  g/dL  12,0 - 16,0',
      'Hématocrite  33,48  %  36,0 - 46,0',
      'Ferritine  118  µg/L  30 - 300',
      'Plaquettes  278  G/L  150 - 400',
    );
    // In range as read, '118' may be 11 B and '278' a platelet count: both held as read.
    expect(rows.map((row) => [row.value, row.labFlag, row.reviewReason !== null])).toEqual([
      [9.7, 'L', true],
      [33.4, 'L', true],
      [118, null, true],
      [278, null, true],
    ]);
    expect(rows[2]!.reviewReason).toMatch(/may be that flag \(11, low\)/);
  });

  it('leaves a last 8 alone on a report that prints its low flag otherwise, or shows no pattern', () => {
    const flagged = ocr(
      'Hémoglobine  9,78  g/dL  12,0 - 16,0',
      'Hématocrite  33,48  %  36,0 - 46,0',
      'Ferritine  118  µg/L  30 - 300',
      'Sodium  128  L  mmol/L  135 - 145',
    );
    expect(flagged[2]).toMatchObject({ value: 118, reviewReason: null });
    const once = ocr('Hémoglobine  9,78  g/dL  12,0 - 16,0', 'Ferritine  118  µg/L  30 - 300');
    expect(once[1]).toMatchObject({ value: 118, reviewReason: null });
  });
});

describe('words a narrow column sets against the unit', () => {
  it("reads a flag word glued to the unit ('Altog/dL', 'Basso%') as the flag, then the unit", () => {
    const rows = ocr(
      'Hb  16,4  Altog/dL  12,0 - 16,0',
      'Neutrofili  29,8  Basso%  40,0 - 75,0',
      'White Cell Count  12.1  Above high reference limitx10E9/L  4.0-10.5',
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.labFlag])).toEqual([
      ['hemoglobin', 16.4, 'g/dL', 'H'],
      ['neutrophils-percent', 29.8, '%', 'L'],
      ['wbc', 12.1, '10^9/L', 'H'],
    ]);
  });

  it("reads a value glued to its count unit ('22310^3/μL') as the value, then the unit", () => {
    const rows = ocr('PLT  22310^3/μL  150 - 400', 'RBC  5.33x10E12/L  4.00-5.50');
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['platelets', 223, '10^3/µL'],
      ['rbc', 5.33, '10^12/L'],
    ]);
  });

  it("reads an asterisk glued before the unit ('*umol/L') as the flag, then the unit", () => {
    const rows = ocr('HCT  0.34  *L/L  0.36-0.46', 'Urate  124  **umol/L  208-428');
    expect(rows.map((row) => [row.value, row.unit, row.labFlag])).toEqual([
      [0.34, 'L/L', 'L'],
      [124, 'µmol/L', 'L'],
    ]);
  });
});

describe('a two-up French photo whose star flags and range words OCR glued (seed 20261210, tune)', () => {
  // 'Résultats' and 'Unités' read as one heading, the range heading unread: the result, a star
  // flag and the unit are one word straddling the result and unit columns, and 'à' reads 'a'.
  const header = line(0, [
    ['Examen', 191],
    ['RésultatsUnités', 411],
    ['Intervalle', 897],
    ['de', 1138],
    ['référence', 1207],
  ]);

  it('reads the result, the star and the unit of one word, and a doubled % as a star', () => {
    const rows = photo(
      header,
      line(1, [
        ['Hémoglobine', 190],
        ['10,2*g/dL', 501],
        ['12,0-16,0', 899],
      ]),
      line(2, [
        ['Leucocytes', 192],
        ['14,2*Giga/L', 502],
        ['4,0-10,5', 895],
      ]),
      line(3, [
        ['Monocytes %', 189],
        ['1,6%%', 523],
        ['2,0-10,0', 896],
      ]),
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.flagPrinted])).toEqual([
      ['hemoglobin', 10.2, 'g/dL', '*'],
      ['wbc', 14.2, '10^9/L', '*'],
      ['monocytes-percent', 1.6, '%', '*'],
    ]);
  });

  it("reads a range whose 'à' OCR read as 'a' set against its numbers", () => {
    const rows = photo(
      line(0, [
        ['Examen', 185],
        ['Résultats', 437],
        ['Unité', 636],
        ['Normes', 921],
      ]),
      line(1, [
        ['Neutrophiles', 184],
        ['81,4', 436],
        ['%', 635],
        ['40,0a', 919],
        ['75,0', 1025],
      ]),
      line(2, [
        ['Monocytes %', 184],
        ['6,7', 436],
        ['%', 635],
        ['2,0a10,0', 920],
      ]),
    );
    expect(rows.map((row) => [row.markerId, row.refLow, row.refHigh])).toEqual([
      ['neutrophils-percent', 40, 75],
      ['monocytes-percent', 2, 10],
    ]);
  });
});

it("reads a range printed 'Upto 5.0', as Indian labs print an upper limit", () => {
  expect(ocr('C reactive protein  3.2  mg/L  Upto 5.0')[0]).toMatchObject({
    markerId: 'crp',
    refLow: null,
    refHigh: 5,
  });
});

it('reads a result centred in its column with a flag in words, though it starts under the name', () => {
  // A UK two-up photo (seed 20261210, tune): '0.34  Below low reference limit' centred under
  // 'Results', so the number stands left of the heading, against the name. Boxes as OCR gave them.
  const boxed = (row: number, words: [string, number, number][]): PlacedLine => ({
    words: words.map(([text, x0, x1]) => ({
      text,
      x0,
      x1,
      y0: 100 + row * 50,
      y1: 130 + row * 50,
    })),
    height: 30,
    page: 1,
  });
  const rows = photo(
    boxed(0, [
      ['Examination', 149, 346],
      ['Results', 536, 652],
      ['Unit', 850, 915],
      ['Biological', 1099, 1253],
      ['ref.', 1266, 1320],
    ]),
    boxed(1, [
      ['Haemoglobin', 149, 335],
      ['135', 569, 618],
      ['g/l', 849, 882],
      ['120', 1101, 1160],
      ['to', 1171, 1198],
      ['160', 1202, 1252],
    ]),
    boxed(2, [
      ['Haematocrit', 149, 323],
      ['0.34', 348, 417],
      ['Below', 430, 524],
      ['low', 536, 590],
      ['reference', 602, 755],
      ['limit', 767, 839],
      ['L/L', 850, 889],
      ['0.36', 1099, 1160],
      ['to', 1171, 1198],
      ['0.46', 1209, 1270],
    ]),
  );
  expect(rows.map((row) => [row.markerId, row.value, row.unit, row.labFlag])).toEqual([
    ['hemoglobin', 135, 'g/L', null],
    ['hematocrit', 0.34, 'L/L', 'L'],
  ]);
});

describe("a picture's '0' read as '6' (seed 20261212, tune)", () => {
  it('reads a range whose low end starts with it, so a glued arrow is taken back', () => {
    // INR '1,64↑' under '[0,80 - 1,20]', read '1,641' under '[6,80 - 1,20]': with no range the
    // value was shown as right.
    expect(ocr('INR  1,641  [6,80 - 1,20]')[0]).toMatchObject({
      markerId: 'inr',
      value: 1.64,
      refLow: 0.8,
      refHigh: 1.2,
      labFlag: 'H',
      reviewReason: expect.stringContaining("the last '1'") as unknown,
    });
  });

  it("reads a cumulative report whose first date is read '10/63/2024'", () => {
    const rows = photo(
      line(0, [
        ['Test', 100],
        ['Unit', 300],
        ['Range', 500],
        ['10/63/2024', 800],
        ['11/03/2024', 1000],
        ['05/03/2025', 1200],
      ]),
      line(1, [
        ['Sodium', 100],
        ['mEq/L', 300],
        ['135-145', 500],
        ['126', 800],
        ['121', 1000],
        ['134', 1200],
      ]),
      line(2, [
        ['Potassium', 100],
        ['mEq/L', 300],
        ['3.5-5.1', 500],
        ['4.4', 800],
        ['4.1', 1000],
        ['4.5', 1200],
      ]),
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['sodium', 134],
      ['potassium', 4.5],
    ]);
  });
});

/** A plain four-column header, the columns at 100, 500, 700 and 900. */
const SIMPLE_HEADER = line(0, [
  ['Test', 100],
  ['Result', 500],
  ['Units', 700],
  ['Range', 900],
]);

describe('photos of the fourth to sixth generated corpora (ADR 081 items 101-115)', () => {
  it("gives a date's first '1', read as a letter and glued to the heading before it, back to the day", () => {
    const header = readTableHeader(
      line(0, [
        ['Determinacionli8/05/2023', 100],
        ['18/12/2023', 640],
        ['18/06/2024', 880],
        ['18/11/2024', 1120],
        ['Unidades', 1360],
        ['Rango', 1660],
        ['de', 1745],
        ['referencia', 1785],
      ]),
      new Date('2026-11-27'),
    );
    // The heading names the test column again; the four dated columns are results, the newest
    // (18/11/2024) the current one.
    expect(columnsOf(header)?.[0]).toEqual([
      'name@100',
      expect.stringMatching(/^previous@/),
      'previous@640',
      'previous@880',
      'value@1120',
      'unit@1360',
      'range@1660',
    ]);
  });

  it('places glued dates within their run, not within an OCR box that reaches over the next heading', () => {
    // Five dates read as one word, boxed from 276 to 1316 though 'Units' starts at 1230; their
    // results stand at 275, 466, 657, 848 and 1039.
    const header = line(0, [
      ['Test', 90],
      ['Name', 173],
      ['16/09/202216/01/202316/07/202316/12/202316/06/2024', 276],
      ['Units', 1230],
      ['Reference', 1486],
      ['range', 1670],
    ]);
    header.words[2] = { ...header.words[2]!, x1: 1316 };
    const starts = readTableHeader(header, new Date('2026-11-27'))
      ?.halves[0]?.columns.filter((column) => column.date)
      .map((column) => Math.round(column.x0));
    expect(starts).toHaveLength(5);
    starts!.forEach((start, at) =>
      expect(Math.abs(start - [276, 467, 657, 848, 1038][at]!)).toBeLessThan(12),
    );
  });

  it("drops a speck read as a letter between a heading and a whole date ('référencel13/08/2024')", () => {
    const header = readTableHeader(
      line(0, [
        ['Examen', 100],
        ['Unité', 300],
        ['Intervalle', 500],
        ['de', 660],
        ['référencel13/08/2024', 700],
        ['13/12/2024', 1080],
      ]),
      new Date('2026-11-27'),
    );
    expect(columnsOf(header)?.[0]).toEqual([
      'name@100',
      'unit@300',
      'range@500',
      expect.stringMatching(/^previous@/),
      'value@1080',
    ]);
  });

  it("takes a trailing '1' for the arrow of an unflagged abnormal result on a report that prints arrows", () => {
    const rows = photo(
      SIMPLE_HEADER,
      // The report proves its arrows read as a glued '1': 33.21 under a range of one decimal.
      line(1, [
        ['MCH', 100],
        ['33.21', 500],
        ['pg', 700],
        ['27.0-32.0', 900],
      ]),
      line(2, [
        ['Urea', 100],
        ['131', 500],
        ['mg/dl', 700],
        ['15-47', 900],
      ]),
    );
    expect(rows.find((row) => row.markerId === 'urea')).toMatchObject({
      value: 13,
      labFlag: 'L',
      reviewReason: expect.stringContaining('carries one') as unknown,
    });
    // With no arrow proved on the report, 131 is a high urea as read.
    const alone = photo(
      SIMPLE_HEADER,
      line(2, [
        ['Urea', 100],
        ['131', 500],
        ['mg/dl', 700],
        ['15-47', 900],
      ]),
    );
    expect(alone.find((row) => row.markerId === 'urea')?.value).toBe(131);
  });

  it('keeps the picture box of a number whose glued arrow was taken off, for its unit to be read again', () => {
    const rows = photo(
      SIMPLE_HEADER,
      line(1, [
        ['eGFR', 100],
        ['421', 500],
        ['mi/min/1,73m?*', 700],
        ['>60', 900],
      ]),
    );
    expect(rows[0]).toMatchObject({ value: 42, valueBox: { text: '421' } });
  });

  it("reads a percent sign with a letter-like speck before it ('Y%') as the percent of the name's two tests", () => {
    expect(ocr('Neutrophils  63.9  Y%  40.0-75.0')[0]).toMatchObject({
      markerId: 'neutrophils-percent',
      value: 63.9,
      unit: '%',
    });
  });

  it("reads a count's power of ten read as digits glued to the value ('2.141073 /µL' for 2.14 10³/µL)", () => {
    expect(ocr('Lymphocytes  2.141073  /µL  1.00-4.00')[0]).toMatchObject({
      markerId: 'lymphocytes',
      value: 2.14,
      unit: '10^3/µL',
    });
    // A whole count as printed per microlitre keeps its digits.
    expect(ocr('Leukocytes  8107  /µL  4000-10500')[0]).toMatchObject({ value: 8107 });
  });

  it("takes back a '↓' read as '41' where the range's decimals say where the number ends", () => {
    expect(ocr('TSH basal  0,1241  mU/l  0,40-4,00')[0]).toMatchObject({
      value: 0.12,
      labFlag: 'L',
    });
  });

  it("reads a card's in-range status set after its name ('HDL-cholestérol  Normal') as no part of it", () => {
    const rows = photo(
      line(0, [
        ['Cholestérol', 100],
        ['total', 260],
        ['Elevé', 400],
        ['HDL-cholestérol', 700],
        ['Normal', 920],
        ['Triglycérides', 1300],
        ['Normal', 1500],
      ]),
      line(1, [
        ['6,1', 100],
        ['mmol/L', 160],
        ['1,30', 700],
        ['mmol/L', 780],
        ['0,8', 1300],
        ['mmol/L', 1360],
      ]),
    );
    expect(byName(rows)).toMatchObject({
      'total-cholesterol': [6.1, 'mmol/L'],
      'hdl-cholesterol': [1.3, 'mmol/L'],
      triglycerides: [0.8, 'mmol/L'],
    });
  });

  it("reads a card's 'In range' that OCR joined into one word ('FOLATE, SERUM  Inrange') as no part of the name", () => {
    // The lines OCR read from a generated card report's photo (seed 20261222, uneven light).
    const lines = JSON.parse(
      readFileSync(
        new URL(
          '../../../../../tests/fixtures/labs/ocr-lines/card-photo-in-range-joined.json',
          import.meta.url,
        ),
        'utf8',
      ),
    ) as PlacedLine[];
    const folate = photo(...lines).find((row) => row.printedName?.startsWith('FOLATE'));
    expect(folate).toMatchObject({ markerId: 'folate' });
  });

  it("joins a card name wrapped after a bracketed locant ('Vitamine D (25-' / 'OH)')", () => {
    const rows = photo(
      line(0, [
        ['Vitamine', 100],
        ['D', 240],
        ['(25-', 270],
        ['Normal', 500],
      ]),
      line(1, [['OH)', 100]]),
      line(2, [
        ['62', 100],
        ['nmol/L', 160],
      ]),
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['vitamin-d', 62]]);
  });

  it("holds a row whose range was read as two numbers that cannot be a range ('318-12')", () => {
    // '5.0 mg/dL  3.5-7.2' read from a blurred photo: the value and unit beside the garbled range
    // were read from the same blur (50 mg/L is no misread the numbers alone would show).
    const [row] = ocr('Urate  50  mg/l  318-12');
    expect(row).toMatchObject({ markerId: 'uric-acid', refLow: null, refHigh: null });
    expect(row!.reviewReason).toMatch(/cannot be a range/);
    // A range read in order is no doubt.
    expect(ocr('Urate  5.0  mg/dL  3.5-7.2')[0]).toMatchObject({ reviewReason: null });
  });

  it("puts back a 'mol' whose 'l' was read as 'u', 'v' or 't' ('mmov/L'), and holds a prefix guessed beside it ('nmou/L')", () => {
    expect(ocr('Magnesium  0,80  mmov/L  0,70-0,99')[0]).toMatchObject({
      unit: 'mmol/L',
      reviewReason: null,
    });
    const [potassium] = ocr('Potassium  4,8  nmou/L  3,5-5,1');
    expect(potassium).toMatchObject({ unit: 'mmol/L', value: 4.8 });
    expect(potassium!.reviewReason).toMatch(/which we take to be mmol\/L/);
    const [creatinine] = ocr('Créatinine  72  unou/L  53-100');
    expect(creatinine).toMatchObject({ unit: 'µmol/L' });
    expect(creatinine!.reviewReason).toMatch(/which we take to be µmol\/L/);
  });

  it("reads a whole number and one or two digits after it ('7  3 pmol/L') as the value's lost decimals, held", () => {
    const [ft4] = ocr('FT4  7  3  pmol/L  10,3-23,2');
    expect(ft4).toMatchObject({ markerId: 'free-t4', value: 7.3, unit: 'pmol/L' });
    expect(ft4!.reviewReason).toMatch(/decimal point may be lost/);
  });

  it("never reads an earlier result in brackets after the result ('38  (35)') as its decimals (item 742)", () => {
    const [urea] = ocr('Urea  38  (35)  mg/dL  17-43');
    expect(urea).toMatchObject({ markerId: 'urea', value: 38, unit: 'mg/dL' });
    // Held as a text layer holds it: two results on one line, which is the latest is not said.
    expect(urea!.reviewReason).toMatch(/several numbers before the unit/);
    expect(ocr('Glucosa  112 H  (104)  mg/dL  74 - 106')[0]).toMatchObject({ value: 112 });
  });

  it("reads 'pre-diélisis' (its accent misread) as the pre-dialysis urea, both ureas held (item 744)", () => {
    const rows = ocr(
      'Urea pre-diélisis  132 *  mg/dL  10 - 50',
      'Urea post-dialisis  37  mg/dL  -',
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['urea', 132],
      ['urea', 37],
    ]);
    // Never the post-dialysis urea shown as the member's urea.
    for (const row of rows) expect(row.reviewReason).toMatch(/more than once/);
  });

  it("splits a '+' or '-' flag read glued to the unit ('36,9 +g/dL', '3,3 -mmol/L', '81,0 +5%')", () => {
    expect(ocr('MCHC  36,9 +g/dL  (32,0-36,0)')[0]).toMatchObject({
      value: 36.9,
      unit: 'g/dL',
      labFlag: 'H',
      flagPrinted: '+',
    });
    expect(ocr('GGT  219 ++U/1  (8-61)')[0]).toMatchObject({ unit: 'U/L', labFlag: 'H' });
    expect(ocr('Neutrofili  81,0 +5%  (40,0-75,0)')[0]).toMatchObject({
      markerId: 'neutrophils-percent',
      unit: '%',
    });
    expect(ocr('Potassio  3,3 -mmol/L  (3,5-5,1)')[0]).toMatchObject({
      value: 3.3,
      unit: 'mmol/L',
    });
    expect(ocr('Linfociti  4,79 +1073/uL  (1,00-4,00)')[0]).toMatchObject({
      markerId: 'lymphocytes',
      unit: '10^3/µL',
      labFlag: 'H',
    });
  });

  it("reads a count whose power of ten's caret was read as a quote, glued to the value ('7,510\"3/uL')", () => {
    expect(ocr('Globuli bianchi  7,510"3/uL  (4,0-10,5)')[0]).toMatchObject({
      markerId: 'wbc',
      value: 7.5,
      unit: '10^3/µL',
    });
    expect(ocr('PLT  25310"3/puL  (150-400)')[0]).toMatchObject({ value: 253, unit: '10^3/µL' });
  });

  it("reads a cumulative photo whose arrows were read as letters or ones beside every result ('rt 235', '11 0,47')", () => {
    const rows = photo(
      line(0, [
        ['Test', 100],
        ['Unit', 300],
        ['Range', 500],
        ['02/09/2022', 700],
        ['02/05/2023', 900],
        ['02/12/2023', 1100],
        ['02/02/2024', 1300],
      ]),
      line(1, [
        ['Cholesterol', 100],
        ['mg/dl', 300],
        ['=<', 500],
        ['200', 540],
        ['rt', 700],
        ['221', 740],
        ['rt', 900],
        ['235', 940],
        ['t', 1100],
        ['237', 1130],
        ['tr', 1300],
        ['244', 1340],
      ]),
      // The arrows set apart from their numbers, between the columns.
      line(3, [
        ['Triglyceride', 100],
        ['mg/dL', 300],
        ['0-150', 500],
        ['305', 700],
        ['tt', 850],
        ['258', 900],
        ['tt', 1050],
        ['303', 1100],
        ['rt', 1250],
        ['279', 1300],
      ]),
      line(2, [
        ['Free', 100],
        ['T4', 170],
        ['ng/dL', 300],
        ['0,80-1,80', 500],
        ['11', 700],
        ['0,47', 740],
        ['11', 900],
        ['0,42', 940],
        ['11', 1100],
        ['0,34', 1140],
        ['11', 1300],
        ['0,40', 1340],
      ]),
    );
    const read = Object.fromEntries(rows.map((row) => [row.markerId, row]));
    expect(Object.keys(read).sort()).toEqual(['free-t4', 'total-cholesterol', 'triglycerides']);
    expect(read['total-cholesterol']).toMatchObject({
      value: 244,
      refHigh: 200,
      reviewReason: null,
    });
    expect(read.triglycerides).toMatchObject({ value: 279, refHigh: 150 });
    // 'tr' is no digit: the result stands. '11' may be one: held.
    expect(read['free-t4']).toMatchObject({ value: 0.4, refHigh: 1.8 });
    expect(read['free-t4']!.reviewReason).toMatch(/taken for an arrow flag/);
  });

  it("reads a blurred '%' read as another sign after the value ('65,5  &', '3,0 »', '14,8 *  ©') as a percent, held", () => {
    const [neutrophils] = ocr('Neutrophils %  65,5  &  40,0 - 75,0');
    expect(neutrophils).toMatchObject({ markerId: 'neutrophils-percent', value: 65.5, unit: '%' });
    expect(neutrophils!.reviewReason).toMatch(/we take it to be %/);
    expect(ocr('Monocytes  3,0 »  2,0 - 10,0')[0]).toMatchObject({
      markerId: 'monocytes-percent',
      unit: '%',
    });
    expect(ocr('RDW  14,8 *  ©  11,5 - 14,5')[0]).toMatchObject({ markerId: 'rdw', unit: '%' });
    // A sign inside a name is no unit.
    expect(ocr('Vitamin B6 & B12 panel  12  ng/mL  5-50')[0]!.printedName).not.toContain('%');
  });
});

describe('a unit read into the name cell', () => {
  it("splits a unit word off the name when it stands past the name column ('Creatinina  mg/dl')", () => {
    const rows = photo(
      line(0, [
        ['Parámetro', 100],
        ['Unidades', 270],
        ['Rango', 450],
        ['Resultado', 700],
      ]),
      line(1, [
        ['Creatinina', 100],
        ['mg/dl', 258],
        ['0,60-1,20', 450],
        ['3,13', 710],
        ['H', 800],
      ]),
      line(2, [
        ['Urea', 100],
        ['mg/dl', 258],
        ['15-47', 450],
        ['35', 710],
      ]),
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.labFlag])).toEqual([
      ['creatinine', 3.13, 'mg/dL', 'H'],
      ['urea', 35, 'mg/dL', null],
    ]);
  });
});
