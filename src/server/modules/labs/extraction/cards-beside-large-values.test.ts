/**
 * A consumer lab's result cards as set 156's tune part printed them (ADR 081 items 252-253): each
 * value in large type with its unit and status in small type beside it, the tops of the two level,
 * a line of categories over the names, and an earlier result under the range. Read through the
 * text PDF reader with each item where the lab put it.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { makePlacedTextPdf } from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import { parseLabText } from './parse-lab-text';
import { openPdf, readPdfPageLines } from './pdf-pages';

const reference = biomarkerReferenceFromFiles();

interface Item {
  text: string;
  x: number;
  y: number;
  size?: number;
}

/** One row of three cards, its top at `top`: category, name, value with unit and status, range. */
function cardRow(top: number, cards: [string, string, string, string, string, string][]): Item[] {
  return cards.flatMap(([category, name, value, unit, status, range], index) => {
    const x = 30 + index * 182;
    return [
      { text: category, x, y: top, size: 6.5 },
      { text: name, x, y: top + 9, size: 9.5 },
      // The value large, its unit and status small, their tops level: by baselines, two lines.
      { text: value, x, y: top + 23, size: 24 },
      { text: unit, x: x + 50, y: top + 23, size: 7 },
      { text: status, x: x + 105, y: top + 24, size: 7 },
      { text: range, x, y: top + 50, size: 7 },
    ];
  });
}

async function read(items: Item[]) {
  const pdf = await openPdf(new Uint8Array(await makePlacedTextPdf(items)));
  try {
    return parseLabText((await readPdfPageLines(pdf)).flat(), reference).map((row) => [
      row.markerId,
      row.value,
      row.unit,
    ]);
  } finally {
    await pdf.destroy();
  }
}

describe('result cards with the unit in small type beside a large value', () => {
  it('reads each card: its unit beside its value, its status apart, the next row by its categories', async () => {
    const rows = await read([
      ...cardRow(120, [
        [
          'HEART HEALTH',
          'Total Cholesterol',
          '218',
          'mg/dL',
          'Above range',
          'Optimal: below 200 mg/dL',
        ],
        [
          'HEART HEALTH',
          'LDL Cholesterol',
          '142',
          'mg/dL',
          'Above range',
          'Optimal: below 100 mg/dL',
        ],
        [
          'HEART HEALTH',
          'Triglycerides',
          '158',
          'mg/dL',
          'Above range',
          'Optimal: below 150 mg/dL',
        ],
      ]),
      { text: 'Previous (Oct 2024): 231', x: 30, y: 180, size: 7 },
      ...cardRow(205, [
        ['INFLAMMATION', 'hs-CRP', '2.4', 'mg/L', 'Borderline', 'Optimal: below 1.0 mg/L'],
        ['METABOLIC', 'Hemoglobin A1c', '5.4', '%', 'In range', 'Optimal: below 5.7 %'],
        ['METABOLIC', 'Fasting Glucose', '92', 'mg/dL', 'In range', 'Optimal: 65 - 99 mg/dL'],
      ]),
    ]);
    expect(rows).toEqual([
      ['total-cholesterol', 218, 'mg/dL'],
      ['ldl-cholesterol', 142, 'mg/dL'],
      ['triglycerides', 158, 'mg/dL'],
      ['hs-crp', 2.4, 'mg/L'],
      ['hba1c', 5.4, '%'],
      ['glucose', 92, 'mg/dL'],
    ]);
  });
});
