/**
 * Layouts read by their columns, through the text PDF reader as an upload is: a cumulative report
 * (the newest dated column is the result, the others are history), a record that prints the range
 * before the result, and a German report with decimal commas, German names and a '+' flag column.
 * The same three reports are uploaded in the browser by tests/e2e/lab-layouts.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import {
  CUMULATIVE_REPORT,
  GERMAN_REPORT,
  RANGE_FIRST_REPORT,
  makePlacedTextPdf,
  makePositionedReportPdf,
  type PositionedReport,
} from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import type { ExtractedRow } from './extraction.types';
import { parseLabReport, parseLabText } from './parse-lab-text';
import { openPdf, readPdfPageLines } from './pdf-pages';
import type { PlacedLine } from './placed-lines';

const reference = biomarkerReferenceFromFiles();

async function read(report: PositionedReport | Buffer): Promise<ExtractedRow[]> {
  const bytes = Buffer.isBuffer(report) ? report : await makePositionedReportPdf(report);
  const pdf = await openPdf(new Uint8Array(bytes));
  try {
    return parseLabText((await readPdfPageLines(pdf)).flat(), reference);
  } finally {
    await pdf.destroy();
  }
}

const brief = (row: ExtractedRow) => [
  row.markerId,
  row.value,
  row.unit,
  row.refLow,
  row.refHigh,
  row.labFlag,
  row.reviewReason,
];

describe('reports read by their columns', () => {
  it('a cumulative report: the newest dated column is the result, never an older one', async () => {
    const rows = await read(CUMULATIVE_REPORT);
    expect(rows.map(brief)).toEqual([
      ['sodium', 138, 'mmol/L', 135, 145, null, null],
      ['potassium', 5.7, 'mmol/L', 3.5, 5.2, 'H', null],
      ['creatinine', 118, 'µmol/L', 60, 110, 'H', null],
      ['egfr', 55, 'mL/min/1.73m²', 60, null, 'L', null],
    ]);
    // 'Blood Sciences' in the letterhead is no result.
    expect(rows.some((row) => /science/i.test(row.printedName))).toBe(false);
  });

  it('results printed last that happen to be equal are results, not a code column', async () => {
    // Three 14s ending three rows were cut off as a performing-site code, and the rows lost.
    const rows = await read({
      letterhead: ['Pathology Report'],
      columns: [
        { title: 'Investigation', x: 40 },
        { title: 'Unit', x: 220 },
        { title: 'Ref. interval', x: 300 },
        { title: 'Result', x: 420 },
      ],
      rows: [
        ['Glucose', 'mg/dL', '70-99', '91'],
        ['Sodium', 'mmol/L', '135-145', '140'],
        ['SGPT', 'U/L', '7-45', '14'],
        ['SGOT', 'U/L', '10-40', '14'],
        ['GGT', 'U/L', '8-61', '14'],
        ['Albumin', 'g/dL', '3.5-5.2', '4.1'],
      ],
      footer: 'End of report',
    });
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['glucose', 91],
      ['sodium', 140],
      ['alt', 14],
      ['ast', 14],
      ['ggt', 14],
      ['albumin', 4.1],
    ]);
  });

  it('a result column OCR could not read is never filled from the range column', async () => {
    // A dipstick's '+++' blurred into 'Jer': 'Absent' under the range is the range, not the result.
    const rows = await read({
      letterhead: ['Urinalysis'],
      columns: [
        { title: 'Test Name', x: 40 },
        { title: 'Reference range', x: 250 },
        { title: 'Value', x: 380 },
      ],
      rows: [
        ['Protein', 'Absent', 'Jer'],
        ['Glucose (dipstick)', 'Absent', 'Absent'],
      ],
      footer: 'End of report',
    });
    expect(rows.map((row) => [row.markerId, row.valueText, row.reviewReason])).toEqual([
      [
        'urine-protein',
        '',
        'The result column reads “Jer”, which is not a result we can read; please enter the value.',
      ],
      ['urine-glucose', 'negative', null],
    ]);
  });

  it('a cumulative report: the older dated columns are earlier results on their days', async () => {
    const rows = await read(CUMULATIVE_REPORT);
    const potassium = rows.find((row) => row.markerId === 'potassium');
    // '20/11/26' can only be read day first, so '03/09/26' is 3 September, not 9 March.
    expect(potassium?.history).toEqual([
      { collectedOn: '2026-05-12', value: 4.6, valueText: '4.6' },
      { collectedOn: '2026-09-03', value: 4.9, valueText: '4.9' },
    ]);
    expect(rows.find((row) => row.markerId === 'creatinine')?.history?.map((h) => h.value)).toEqual(
      [78, 95],
    );
  });

  it('earlier results whose day the header leaves open are not dated by a guess', async () => {
    const ambiguous: PositionedReport = {
      ...CUMULATIVE_REPORT,
      columns: [
        ...CUMULATIVE_REPORT.columns.slice(0, 3),
        { title: '05/03/26', x: 350 },
        { title: '07/04/26', x: 420 },
        { title: '09/06/26', x: 490 },
      ],
    };
    const rows = await read(ambiguous);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.history === undefined)).toBe(true);
  });

  it('the newest column is found wherever it is printed, and an unsure order is marked', async () => {
    const newestFirst: PositionedReport = {
      ...CUMULATIVE_REPORT,
      columns: [
        ...CUMULATIVE_REPORT.columns.slice(0, 3),
        { title: '20/11/26', x: 350 },
        { title: '03/09/26', x: 420 },
        { title: '12/05/26', x: 490 },
      ],
      rows: CUMULATIVE_REPORT.rows.map((row) => [...row.slice(0, 3), ...row.slice(3).reverse()]),
    };
    expect((await read(newestFirst)).map((row) => row.value)).toEqual([138, 5.7, 118, 55]);
    // '05/09/26' and '09/05/26' read either way: the result is kept, and the member asked to check.
    const unsure: PositionedReport = {
      ...CUMULATIVE_REPORT,
      columns: [
        ...CUMULATIVE_REPORT.columns.slice(0, 3),
        { title: '05/09/26', x: 350 },
        { title: '09/05/26', x: 420 },
      ],
      rows: CUMULATIVE_REPORT.rows.map((row) => row.slice(0, 5)),
    };
    const rows = await read(unsure);
    expect(rows.every((row) => /several dates/.test(row.reviewReason ?? ''))).toBe(true);
  });

  it('a dated heading after the day the report is read is a misread, and holds every row', async () => {
    // OCR read the oldest column's '12/05/26' as '12/05/28': the newest by its date, it would make
    // May's results the current ones (potassium 4.6 shown for 5.7 H).
    const misread: PositionedReport = {
      ...CUMULATIVE_REPORT,
      columns: [...CUMULATIVE_REPORT.columns.slice(0, 3), { title: '12/05/28', x: 350 }].concat(
        CUMULATIVE_REPORT.columns.slice(4),
      ),
    };
    const pdf = await openPdf(new Uint8Array(await makePositionedReportPdf(misread)));
    try {
      const lines = (await readPdfPageLines(pdf)).flat();
      const { rows } = parseLabReport(lines, reference, new Date(2026, 10, 26));
      expect(rows.length).toBe(4);
      expect(rows.every((row) => /could not be read/.test(row.reviewReason ?? ''))).toBe(true);
    } finally {
      await pdf.destroy();
    }
  });

  it('a range printed before the result is the range, and the result is the value', async () => {
    expect((await read(RANGE_FIRST_REPORT)).map(brief)).toEqual([
      ['total-cholesterol', 221, 'mg/dL', null, 200, 'H', null],
      ['ldl-cholesterol', 144, 'mg/dL', null, 100, 'H', null],
      ['hdl-cholesterol', 52, 'mg/dL', 40, null, null, null],
      ['triglycerides', 128, 'mg/dL', null, 150, null, null],
      ['glucose', 92, 'mg/dL', 70, 99, null, null],
    ]);
  });

  it('a German report: names, decimal commas and a + flag column', async () => {
    expect((await read(GERMAN_REPORT)).map(brief)).toEqual([
      ['creatinine', 1.32, 'mg/dL', 0.5, 0.9, 'H', null],
      ['hemoglobin', 13.4, 'g/dL', 12, 15.4, null, null],
      ['potassium', 4.1, 'mmol/L', 3.5, 5.1, null, null],
      ['glucose', 94, 'mg/dL', 70, 99, null, null],
      ['uric-acid', 5.2, 'mg/dL', 2.4, 5.7, null, null],
    ]);
  });

  it('a card grid: each card is one result, never joined to its neighbour', async () => {
    const card = (
      x: number,
      y: number,
      name: string,
      value: string,
      range: string,
      status: string,
    ) => [
      { text: name, x, y, size: 10, bold: true },
      { text: value, x, y: y + 16, size: 16, bold: true },
      { text: range, x, y: y + 38, size: 9 },
      { text: status, x, y: y + 52, size: 9 },
    ];
    const pdf = await makePlacedTextPdf([
      { text: 'Your results at a glance', x: 40, y: 40, size: 14, bold: true },
      ...card(40, 80, 'Glucose', '92 mg/dL', 'Range 70-99', 'In range'),
      ...card(230, 80, 'Total Cholesterol', '221 mg/dL', 'Range <200', 'High'),
      ...card(420, 80, 'HDL Cholesterol', '55 mg/dL', 'Range >40', 'In range'),
      ...card(40, 170, 'Triglycerides', '128 mg/dL', 'Range <150', 'In range'),
      ...card(230, 170, 'Hemoglobin A1c', '5.9 %', 'Range <5.7', 'High'),
    ]);
    expect((await read(pdf)).map(brief)).toEqual([
      ['glucose', 92, 'mg/dL', 70, 99, null, null],
      ['total-cholesterol', 221, 'mg/dL', null, 200, 'H', null],
      ['hdl-cholesterol', 55, 'mg/dL', 40, null, null, null],
      ['triglycerides', 128, 'mg/dL', null, 150, null, null],
      ['hba1c', 5.9, '%', null, 5.7, 'H', null],
    ]);
  });

  it('a card grid whose names wrap, with ranges and statuses on one line, and a footer under it', async () => {
    // Names too long for their card wrap under their own start; the range and the status of
    // each card share one line, set closer together than a column gap.
    // Every card of a row prints its value on one line, under the row's longest name.
    const card = (x: number, y: number, name: string[], value: string, range: string) => [
      ...name.map((line, at) => ({ text: line, x, y: y + at * 11, size: 9, bold: true })),
      { text: value, x, y: y + 28, size: 16, bold: true },
      { text: range, x, y: y + 48, size: 8 },
    ];
    const pdf = await makePlacedTextPdf([
      { text: 'Hepatic Function Panel', x: 40, y: 40, size: 11, bold: true },
      ...card(40, 60, ['ALANINE AMINOTRANSFERASE'], '12 U/L', 'Range 7 - 45  In range'),
      ...card(222, 60, ['AST'], '30 U/L', 'Range 10 - 40  In range'),
      ...card(404, 60, ['GAMMA-GLUTAMYL', 'TRANSFERASE'], '96 U/L', 'Range 8 - 61  High'),
      { text: 'Vitamins', x: 40, y: 140, size: 11, bold: true },
      ...card(40, 160, ['Vitamin D, 25-', 'Hydroxy'], '77.2 ng/mL', 'Range 30.0 - 100.0'),
      ...card(222, 160, ['THYROID STIMULATING', 'HORMONE'], '3.73 mIU/L', 'Range 0.40 - 4.00'),
      {
        text: 'Electronically verified by Dr. Helen Marsh, MD, Laboratory Director',
        x: 40,
        y: 240,
        size: 8,
      },
    ]);
    expect((await read(pdf)).map(brief)).toEqual([
      ['alt', 12, 'U/L', 7, 45, null, null],
      ['ast', 30, 'U/L', 10, 40, null, null],
      ['ggt', 96, 'U/L', 8, 61, 'H', null],
      ['vitamin-d', 77.2, 'ng/mL', 30, 100, null, null],
      ['tsh', 3.73, 'mIU/L', 0.4, 4, null, null],
    ]);
  });

  it('a name with its method and specimen after commas is the test it names', async () => {
    const pdf = await makePlacedTextPdf([
      { text: 'VITAMIN D,25-OH,TOTAL,IA', x: 40, y: 60, size: 9 },
      { text: '38.3', x: 260, y: 60, size: 9 },
      { text: 'ng/mL', x: 320, y: 60, size: 9 },
      { text: '30.0-100.0', x: 400, y: 60, size: 9 },
      { text: 'CREATININE, ENZYMATIC', x: 40, y: 74, size: 9 },
      { text: '0.94', x: 260, y: 74, size: 9 },
      { text: 'mg/dL', x: 320, y: 74, size: 9 },
      { text: '0.60-1.20', x: 400, y: 74, size: 9 },
    ]);
    expect((await read(pdf)).map((row) => [row.markerId, row.value, row.reviewReason])).toEqual([
      ['vitamin-d', 38.3, null],
      ['creatinine', 0.94, null],
    ]);
  });

  it('an old print with two results on a line and no header', async () => {
    const row = (y: number, left: string[], right: string[]) =>
      [...left, ...right].map((text, index) => ({
        text,
        x: [40, 150, 190, 240, 320, 430, 470, 520][index]!,
        y,
        size: 8,
      }));
    const pdf = await makePlacedTextPdf([
      { text: 'CLINICAL CHEMISTRY', x: 40, y: 40, size: 10 },
      ...row(60, ['SODIUM', '141', 'mmol/L', '135-145'], ['UREA', '6.1', 'mmol/L', '2.5-7.8']),
      ...row(
        72,
        ['POTASSIUM', '5.6', 'mmol/L', '3.5-5.3'],
        ['CREATININE', '97', 'umol/L', '59-104'],
      ),
    ]);
    expect(
      (await read(pdf)).map((r) => [r.markerId, r.value, r.unit, r.refLow, r.refHigh]),
    ).toEqual([
      ['sodium', 141, 'mmol/L', 135, 145],
      ['urea', 6.1, 'mmol/L', 2.5, 7.8],
      ['potassium', 5.6, 'mmol/L', 3.5, 5.3],
      ['creatinine', 97, 'µmol/L', 59, 104],
    ]);
  });

  /** A line of words at the given spans (PDF points), as a text layer places them. */
  const placed = (...words: [string, number, number][]): PlacedLine => ({
    page: 1,
    height: 7,
    words: words.map(([text, x0, x1]) => ({ text, x0, x1 })),
  });

  /** A line of words OCR read from a picture at the given spans (pixels), 20 px tall. */
  const seen = (y: number, ...words: [string, number, number][]): PlacedLine => ({
    page: 1,
    height: 20,
    words: words.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + 20, confidence: 90 })),
  });

  /** A Spanish two-up report's headings (pixels): its right half repeats them 843 px along. */
  const TWO_UP_HEADINGS: [string, number, number][] = [
    ['Analisis', 456, 565],
    ['Resultados', 611, 747],
    ['Unidades', 760, 868],
    ['Valores', 951, 1046],
    ['de', 1062, 1088],
    ['referencia', 1106, 1241],
  ];
  const rightHalf = (words: [string, number, number][]) =>
    words.map(([text, x0, x1]): [string, number, number] => [text, x0 + 843, x1 + 843]);
  /** The right half's row beside each left-half row under test: an ordinary urea result. */
  const UREA_ON_THE_RIGHT = rightHalf([
    ['Urea', 456, 520],
    ['25', 721, 747],
    ['mg/dl', 760, 830],
    ['(15-47)', 955, 1050],
  ]);
  /** The rows read from lines OCR placed on a picture. */
  const readPicture = (lines: PlacedLine[]) =>
    parseLabReport(lines, reference, new Date(), { isOcr: true }).rows;
  /** A German report's heading line as OCR boxed it. */
  const GERMAN_HEADINGS = seen(
    100,
    ['Analyse', 45, 150],
    ['Befund', 400, 480],
    ['Einheit', 600, 690],
    ['Referenzwerte', 800, 960],
  );

  it('a result OCR boxed together with its unit is still the result (a narrow two-up column)', () => {
    // '7,5' right-aligned 14 px before its unit: one run of words, mostly under 'Unidades'.
    const rows = readPicture([
      seen(760, ...TWO_UP_HEADINGS, ...rightHalf(TWO_UP_HEADINGS)),
      seen(
        860,
        ['Leucocitos', 457, 599],
        ['7,5', 708, 747],
        ['10^3/µL', 761, 855],
        ['(4,0-10,5)', 955, 1085],
        ...UREA_ON_THE_RIGHT,
      ),
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['wbc', 7.5, '10^3/µL'],
      ['urea', 25, 'mg/dL'],
    ]);
  });

  it('a misread name in the name column is read as the test it is near, its unit by that test', () => {
    // 'Eosinófilos #' misread and cut by its column; its unit's power of ten misread too.
    const rows = readPicture([
      seen(760, ...TWO_UP_HEADINGS, ...rightHalf(TWO_UP_HEADINGS)),
      seen(
        860,
        ['Eosin6fil', 456, 570],
        ['0,30', 690, 747],
        ['167°3/uL', 770, 870],
        ['(0,00-0,50)', 955, 1100],
        ...UREA_ON_THE_RIGHT,
      ),
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['eosinophils', 0.3, '10^3/µL'],
      ['urea', 25, 'mg/dL'],
    ]);
    expect(rows[0]?.reviewReason).toContain('read as “Eosin6fil”');
  });

  it("a bracketed part of a name in a table ('Lipoprotein (a)') stays in the name, not the flag", () => {
    // OCR boxes '(a)' a little more than a cell's gap after 'Lipoprotein'.
    const rows = readPicture([
      GERMAN_HEADINGS,
      seen(
        140,
        ['Lipoprotein', 45, 200],
        ['(a)', 222, 255],
        ['17', 420, 445],
        ['mg/dl', 600, 670],
        ['bis', 800, 840],
        ['30', 850, 875],
      ),
      seen(
        180,
        ['Kalium', 45, 130],
        ['(L)', 152, 185],
        ['3,1', 420, 460],
        ['mmol/l', 600, 680],
        ['3,5-5,1', 800, 900],
      ),
    ]);
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.labFlag])).toEqual([
      ['lpa', 17, 'mg/dL', null],
      ['potassium', 3.1, 'mmol/L', 'L'],
    ]);
    // Read whole, the name is no name cut short: nothing to hold the row for.
    expect([rows[0]?.printedName, rows[0]?.reviewReason]).toEqual(['Lipoprotein (a)', null]);
  });

  it('a misread name is still a row when a cell beside it is unreadable, held for the member', () => {
    const rows = readPicture([
      GERMAN_HEADINGS,
      seen(
        140,
        ['HOL-Chol.', 45, 160],
        ['58', 420, 445],
        ['=q/dl', 600, 660],
        ['uber', 800, 850],
        ['40', 860, 885],
      ),
    ]);
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([['hdl-cholesterol', 58]]);
    expect(rows[0]?.reviewReason).toContain('read as “HOL-Chol”');
  });

  it('a date printed close after the range heading heads a result column of its own', () => {
    // An Italian cumulative report: 'Intervallo di riferimento' ends 9 pt before the first date.
    // Read as the range column's date, every row took the next column, an older result.
    const rows = parseLabText(
      [
        placed(
          ['Esame', 45, 78],
          ['U.M.', 147, 170],
          ['Intervallo', 235, 284],
          ['di', 289, 299],
          ['riferimento', 303, 357],
          ['21/02/2025', 366, 423],
          ['21/09/2024', 434, 491],
          ['21/03/2024', 500, 557],
        ),
        placed(
          ['Hb', 45, 57],
          ['g/dL', 147, 166],
          ['12,0-16,0', 235, 278],
          ['13,1', 403, 423],
          ['13,0', 471, 491],
          ['12,2', 537, 557],
        ),
        placed(
          ['Sodio', 45, 72],
          ['mmol/L', 147, 178],
          ['135-145', 235, 270],
          ['144', 408, 423],
          ['156', 465, 480],
          ['↑', 486, 491],
        ),
      ],
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.refLow, row.refHigh])).toEqual([
      ['hemoglobin', 13.1, 12, 16],
      ['sodium', 144, 135, 145],
    ]);
    expect(rows[0]!.history?.map((earlier) => [earlier.collectedOn, earlier.value])).toEqual([
      ['2024-09-21', 13],
      ['2024-03-21', 12.2],
    ]);
  });

  it('a name continued on the next line is read whole when it then names another test', () => {
    const rows = parseLabText(
      [
        placed(
          ['Test', 40, 58],
          ['20/11/26', 150, 186],
          ['03/09/26', 210, 246],
          ['Units', 270, 292],
          ['Reference', 320, 362],
        ),
        placed(
          ['Blood', 40, 63],
          ['Urea', 66, 85],
          ['38', 176, 186],
          ['41', 236, 246],
          ['mg/dL', 270, 294],
          ['(7-20)', 320, 346],
        ),
        placed(['Nitrogen', 40, 76]),
        placed(
          ['Sodium', 40, 70],
          ['139', 171, 186],
          ['146', 231, 246],
          ['mmol/L', 270, 300],
          ['(135-145)', 320, 360],
        ),
      ],
      reference,
    );
    // 'Blood Urea' alone is urea; with 'Nitrogen' under it, urea nitrogen: half the number in mg/dL.
    expect(rows.map((row) => [row.printedName, row.markerId, row.value])).toEqual([
      ['Blood Urea Nitrogen', 'bun', 38],
      ['Sodium', 'sodium', 139],
    ]);
  });

  it('dates glued to a heading or to each other, and dated headings set a word apart, head columns', () => {
    // 'Examination19/11/2022': the text layer joined the first heading and the first date.
    const glued = parseLabText(
      [
        placed(
          ['Examination19/11/2022', 43, 159],
          ['19/06/2024', 165, 221],
          ['Current', 227, 267],
          ['Unit', 296, 318],
          ['Reference', 349, 399],
          ['range', 404, 432],
        ),
        placed(
          ['Haemoglobin', 43, 100],
          ['115', 144, 159],
          ['123', 206, 221],
          ['140', 252, 267],
          ['g/L', 296, 310],
          ['120 - 160', 349, 390],
        ),
        placed(
          ['Platelet', 43, 80],
          ['478', 144, 159],
          ['445', 206, 221],
          ['427', 252, 267],
          ['x10^9/L', 296, 330],
          ['150 - 400', 349, 390],
        ),
      ],
      reference,
    );
    expect(glued.map((row) => [row.markerId, row.value])).toEqual([
      ['hemoglobin', 140],
      ['platelets', 427],
    ]);
    // Headings about a word apart are a table's when dates are among them.
    const dense = parseLabText(
      [
        placed(
          ['Análisis', 30, 67],
          ['04/12/2024', 91, 143],
          ['04/06/2025', 148, 200],
          ['Actual', 206, 237],
          ['Unidad', 243, 274],
          ['Valores', 316, 350],
          ['de', 355, 365],
          ['referencia', 370, 419],
        ),
        placed(
          ['TSH', 30, 47],
          ['4,19', 124, 143],
          ['3,67', 181, 200],
          ['3,54', 218, 237],
          ['μIU/mL', 243, 274],
          ['0,40–4,00', 316, 360],
        ),
        placed(
          ['Sodio', 30, 55],
          ['139', 128, 143],
          ['141', 185, 200],
          ['144', 222, 237],
          ['mmol/L', 243, 274],
          ['135–145', 316, 350],
        ),
      ],
      reference,
    );
    expect(dense.map((row) => [row.markerId, row.value])).toEqual([
      ['tsh', 3.54],
      ['sodium', 144],
    ]);
  });

  it('a plus flag before a grade is a flag, and two pluses are held', () => {
    const rows = parseLabText(
      [
        placed(['Analyse', 40, 75], ['Ergebnis', 200, 240], ['Normbereich', 300, 355]),
        placed(['Urin-Teststreifen', 40, 110]),
        placed(['Glucose', 40, 75], ['+', 200, 205], ['2+', 210, 220], ['negativ', 300, 335]),
        placed(['Bilirubin', 40, 80], ['+', 200, 205], ['++', 210, 220], ['negativ', 300, 335]),
        placed(['Eiweiß', 40, 70], ['negativ', 200, 235], ['negativ', 300, 335]),
        // '(+)', a weak positive, then the flag.
        placed(['Ketonkörper', 40, 90], ['(+)', 200, 210], ['+', 214, 218], ['negativ', 300, 335]),
        // 'positiv' on a strip graded trace, 1+, 2+, 3+: which step is a guess.
        placed(['Leukozyten-Esterase', 40, 110], ['positiv', 200, 235], ['negativ', 300, 335]),
      ],
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText, row.reviewReason !== null])).toEqual([
      ['urine-glucose', '2+', false],
      ['urine-bilirubin', '1+', true],
      ['urine-protein', 'negative', false],
      ['urine-ketones', 'trace', false],
      ['urine-leukocyte-esterase', expect.any(String), true],
    ]);
  });
});
