/**
 * Card grids as home-test kits and wellness clinics print them, in three shapes the card reader
 * did not follow (ADR 164): a line of labels ('Normal range') between the names and the values,
 * with each range drawn as a gauge between its bounds (drawn here in
 * characters the test PDF's font has); a line of statuses under the values over a
 * line of ranges; and a section heading in larger type over a card alone in its row. Read through
 * the text PDF reader with each item where such a report puts it.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedText } from '../../../../../tests/fixtures/labs/positioned-report-pdf';
import { readPlacedItems } from '../../../../../tests/fixtures/labs/read-placed-cells';

type Item = PlacedText;

async function read(items: Item[]) {
  return (await readPlacedItems(items)).map((row) => ({
    marker: row.markerId,
    value: row.value,
    unit: row.unit,
    low: row.refLow,
    high: row.refHigh,
    flag: row.labFlag,
  }));
}

type GaugeCard = [
  name: string,
  status: string,
  value: string,
  unit: string,
  low: string,
  high: string,
];

/** Two gauge cards side by side, the row's top at `top`, each with an earlier result under it. */
function gaugeRow(top: number, cards: [GaugeCard, GaugeCard]): Item[] {
  return cards.flatMap(([name, status, value, unit, low, high], index) => {
    const x = 40 + index * 270;
    return [
      { text: name, x, y: top, size: 10 },
      { text: status, x: x + 200, y: top + 1, size: 8 },
      { text: 'Reference range', x: x + 100, y: top + 18, size: 7 },
      { text: value, x, y: top + 16, size: 7.5 },
      { text: low, x: x + 100, y: top + 32, size: 7.5 },
      { text: '[-------|]', x: x + 118, y: top + 32, size: 7.5 },
      { text: high, x: x + 175, y: top + 32, size: 7.5 },
      { text: unit, x, y: top + 48, size: 9 },
      { text: `was ${low} last year`, x: x + 100, y: top + 48, size: 9 },
    ];
  });
}

describe('card grids: labels, statuses and headings between the names and the values', () => {
  it('reads a value under a line of labels, its range from the bounds at the ends of its gauge', async () => {
    const items: Item[] = [
      { text: 'Potassium', x: 40, y: 100, size: 10 },
      { text: 'HIGH', x: 240, y: 101, size: 8 },
      { text: 'Ferritin', x: 310, y: 100, size: 10 },
      { text: 'NORMAL', x: 510, y: 101, size: 8 },
      { text: 'Reference range', x: 140, y: 114, size: 7 },
      { text: 'Reference range', x: 410, y: 114, size: 7 },
      { text: '5.6', x: 40, y: 118, size: 12 },
      { text: '3.5', x: 140, y: 124, size: 7.5 },
      { text: '[---------]|', x: 158, y: 124, size: 7.5 },
      { text: '5.1', x: 222, y: 124, size: 7.5 },
      { text: '612', x: 310, y: 118, size: 12 },
      { text: '30', x: 410, y: 124, size: 7.5 },
      { text: '[----|-----]', x: 428, y: 124, size: 7.5 },
      // A bound with a thousands separator: the range ends at 1,000, not at 1.
      { text: '1,000', x: 492, y: 124, size: 7.5 },
      { text: 'mmol/L', x: 41, y: 140, size: 9 },
      { text: 'up from 4.9 (May 2025)', x: 140, y: 140, size: 9 },
      { text: 'ng/mL', x: 311, y: 140, size: 9 },
    ];
    expect(await read(items)).toEqual([
      { marker: 'potassium', value: 5.6, unit: 'mmol/L', low: 3.5, high: 5.1, flag: 'H' },
      { marker: 'ferritin', value: 612, unit: 'ng/mL', low: 30, high: 1000, flag: null },
    ]);
  });

  it('keeps a line of statuses with its cards, and the ranges under it, up to the next row of names', async () => {
    const card = (x: number, name: string, value: string, status: string, range: string) => [
      { text: name, x, y: 0, size: 8.5 },
      { text: value, x, y: 14, size: 16 },
      { text: status, x, y: 28, size: 7.5 },
      { text: '[-|---]', x, y: 38, size: 9 },
      { text: range, x: x + 50, y: 38, size: 9 },
    ];
    const row = (top: number, cards: Item[][]) =>
      cards.flat().map((item) => ({ ...item, y: item.y + top }));
    const items: Item[] = [
      // Ranges with one bound read like results ('< 3.0'): the statuses over them are no names.
      ...row(100, [
        card(45, 'LDL cholesterol', '3.4 mmol/L', 'Above range', '< 3.0'),
        card(220, 'HDL cholesterol', '1.32 mmol/L', 'In range', '> 1.00'),
        card(395, 'Triglycerides', '1.1 mmol/L', 'In range', '< 1.70'),
      ]),
      ...row(160, [
        card(45, 'Urea', '9.1 mmol/L', 'Above range', '2.5 – 7.8'),
        card(220, 'Creatinine', '76 µmol/L', 'In range', '45 – 84'),
        card(395, 'Calcium', '2.31 mmol/L', 'In range', '2.20 – 2.60'),
      ]),
      ...row(220, [
        card(45, 'Phosphate', '1.1 mmol/L', 'In range', '0.8 – 1.5'),
        card(220, 'Magnesium', '0.62 mmol/L', 'Below range', '0.70 – 1.00'),
      ]),
    ];
    const rows = await read(items);
    expect(rows.map((row) => [row.marker, row.value, row.unit, row.low, row.high])).toEqual([
      ['ldl-cholesterol', 3.4, 'mmol/L', null, 3],
      ['hdl-cholesterol', 1.32, 'mmol/L', 1, null],
      ['triglycerides', 1.1, 'mmol/L', null, 1.7],
      ['urea', 9.1, 'mmol/L', 2.5, 7.8],
      ['creatinine', 76, 'µmol/L', 45, 84],
      ['calcium', 2.31, 'mmol/L', 2.2, 2.6],
      ['phosphate', 1.1, 'mmol/L', 0.8, 1.5],
      ['magnesium', 0.62, 'mmol/L', 0.7, 1],
    ]);
    expect(rows.map((row) => row.flag)).toEqual(['H', null, null, 'H', null, null, null, 'L']);
  });

  it('reads a card alone in its row under a section heading in larger type by its own name', async () => {
    const rows = await read([
      { text: 'Thyroid', x: 40, y: 100, size: 10 },
      { text: 'TSH', x: 45, y: 116, size: 8.5 },
      { text: '2.4 mIU/L', x: 45, y: 130, size: 16 },
      { text: 'In range', x: 45, y: 144, size: 7.5 },
      { text: '0.27 – 4.20', x: 45, y: 154, size: 9 },
    ]);
    expect(rows).toEqual([
      { marker: 'tsh', value: 2.4, unit: 'mIU/L', low: 0.27, high: 4.2, flag: null },
    ]);
  });

  it('keeps a row of card names with its values under a letterhead printed in two blocks', async () => {
    // The letterhead's two blocks leave a gutter down the page that the row of names does not
    // cross; the values under the names do, and end the blocks there.
    const rows = await read([
      { text: 'WELLCHECK  Blood panel', x: 40, y: 40, size: 9 },
      { text: 'Ms Jane Example', x: 350, y: 40, size: 9 },
      { text: 'Born 02/03/1980 · File 77-1203', x: 350, y: 52, size: 7.5 },
      { text: 'Your results and what they mean', x: 40, y: 64, size: 8.5 },
      { text: 'Collected 04/05/2025 at 08:10', x: 350, y: 64, size: 7.5 },
      { text: 'Thyroid', x: 40, y: 92, size: 10 },
      { text: 'TSH', x: 46, y: 110, size: 8 },
      { text: 'Normal', x: 164, y: 110, size: 8 },
      { text: '1.9 mIU/L', x: 46, y: 124, size: 17 },
      { text: '0.40 – 4.00', x: 108, y: 140, size: 9 },
      { text: 'Iron and vitamins', x: 40, y: 166, size: 10 },
      { text: 'Ferritin', x: 46, y: 184, size: 8 },
      { text: 'Normal', x: 164, y: 184, size: 8 },
      { text: 'Vitamin D', x: 223, y: 184, size: 8 },
      { text: 'Low', x: 356, y: 184, size: 8 },
      { text: 'Vitamin B12', x: 400, y: 184, size: 8 },
      { text: 'Normal', x: 518, y: 184, size: 8 },
      { text: '38 µg/L', x: 46, y: 198, size: 17 },
      { text: '19 ng/mL', x: 223, y: 198, size: 17 },
      { text: '350 pg/mL', x: 400, y: 198, size: 17 },
      { text: '15 – 150', x: 108, y: 214, size: 9 },
      { text: '30 – 100', x: 285, y: 214, size: 9 },
      { text: '197 – 771', x: 462, y: 214, size: 9 },
    ]);
    expect(rows.map((row) => [row.marker, row.value, row.unit, row.flag])).toEqual([
      ['tsh', 1.9, 'mIU/L', null],
      ['ferritin', 38, 'µg/L', null],
      ['vitamin-d', 19, 'ng/mL', 'L'],
      ['vitamin-b12', 350, 'pg/mL', null],
    ]);
  });

  it('keeps a labelled range line with its cards and stops at a heading set between rules', async () => {
    // Five lines to a card: name, value, unit, status, range labelled 'v.r.' (valori di
    // riferimento); the range line has words first, like a line of names, but numbers in it.
    const card = (x: number, top: number, [name, value, unit, status, range]: string[]) => [
      { text: name!, x, y: top, size: 9 },
      { text: value!, x, y: top + 13, size: 14 },
      { text: unit!, x, y: top + 30, size: 8 },
      { text: status!, x, y: top + 40, size: 8 },
      { text: range!, x, y: top + 52, size: 8 },
    ];
    const rows = await read([
      { text: '— Profilo lipidico —', x: 40, y: 90, size: 9 },
      ...card(46, 106, ['Colesterolo totale', '212', 'mg/dL', 'Fuori norma', 'v.r. < 200']),
      ...card(223, 106, ['Colesterolo HDL', '61', 'mg/dL', 'Nella norma', 'v.r. > 45']),
      ...card(400, 106, ['Trigliceridi', '97', 'mg/dL', 'Nella norma', 'v.r. < 150']),
      { text: '— Funzionalità tiroidea —', x: 40, y: 182, size: 9 },
      ...card(46, 198, ['TSH', '2,10', 'mUI/L', 'Nella norma', 'v.n. 0,35 – 4,94']),
      ...card(223, 198, ['FT4', '1,21', 'ng/dL', 'Nella norma', 'v.n. 0,70 – 1,48']),
      // The next row straight under the ranges, no heading between.
      ...card(46, 272, ['Ferritina', '54', 'ng/mL', 'Nella norma', 'v.r. 15 – 150']),
      ...card(223, 272, ['Sideremia', '38', 'µg/dL', 'Fuori norma', 'v.r. 60 – 170']),
    ]);
    expect(rows.map((row) => [row.marker, row.value, row.unit, row.low, row.high])).toEqual([
      ['total-cholesterol', 212, 'mg/dL', null, 200],
      ['hdl-cholesterol', 61, 'mg/dL', 45, null],
      ['triglycerides', 97, 'mg/dL', null, 150],
      ['tsh', 2.1, 'mIU/L', 0.35, 4.94],
      ['free-t4', 1.21, 'ng/dL', 0.7, 1.48],
      ['ferritin', 54, 'ng/mL', 15, 150],
      ['iron', 38, 'µg/dL', 60, 170],
    ]);
  });

  it('reads two gauge cards whose earlier result is in words beside the unit', async () => {
    const rows = await read(
      gaugeRow(100, [
        ['Ferritin', 'LOW', '12', 'µg/L', '30', '400'],
        ['Folate', 'NORMAL', '9.8', 'µg/L', '3.9', '26.8'],
      ]),
    );
    expect(rows.map((row) => [row.marker, row.value, row.unit, row.flag])).toEqual([
      ['ferritin', 12, 'µg/L', 'L'],
      ['folate', 9.8, 'µg/L', null],
    ]);
  });
});
