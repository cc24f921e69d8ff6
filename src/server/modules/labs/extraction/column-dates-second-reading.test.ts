import { describe, expect, it, vi } from 'vitest';
import { withColumnDatesReadAgain } from './column-dates-second-reading';
import { createGreyImage } from './grey-image';
import { readTableHeader } from './lab-text/table-header';
import type { PlacedLine } from './placed-lines';
import type { OcrWord } from './word-rows';

const HEIGHT = 10;

/** A line of OCR words at their x (page pixels), `row` lines down. */
function line(row: number, cells: [string, number][]): PlacedLine {
  const y0 = 100 + row * 20;
  return {
    words: cells.map(([text, x]) => ({
      text,
      x0: x,
      x1: x + 6 * text.length,
      y0,
      y1: y0 + HEIGHT,
    })),
    height: HEIGHT,
    page: 1,
  };
}

const header = line(0, [
  ['Parameter', 100],
  ['Einheit', 300],
  ['Referenz', 400],
  ['“O00', 600],
  ['FT', 700],
  ['lees', 800],
]);
const rows = [
  line(1, [
    ['Kalium', 100],
    ['mmol/l', 300],
    ['3,5-5,1', 400],
    ['5,8', 600],
    ['5,2', 700],
    ['4,6', 800],
  ]),
  line(2, [
    ['Natrium', 100],
    ['mmol/l', 300],
    ['136-145', 400],
    ['131', 600],
    ['134', 700],
    ['139', 800],
  ]),
];
const pages = new Map([[1, createGreyImage(1000, 400)]]);

/** What OCR reads in the crop: the dates over their times, as two lines (crop pixels, 2.5×). */
function cropReading(dates: string[]): OcrWord[] {
  // The crop starts a text height left of the first column and 1.3 heights above the line.
  const left = 600 - HEIGHT;
  const top = 100 - 1.3 * HEIGHT;
  const word = (text: string, x: number, y: number): OcrWord => ({
    text,
    bbox: {
      x0: (x - left) * 2.5,
      x1: (x + 40 - left) * 2.5,
      y0: (y - top) * 2.5,
      y1: (y + 8 - top) * 2.5,
    },
    lineSlope: 0,
  });
  return [
    ...dates.map((date, at) => word(date, 600 + at * 100, 96)),
    ...dates.map((_, at) => word('06:12', 605 + at * 100, 106)),
  ];
}

describe("a cumulative report's column dates read again from the picture", () => {
  it('puts the dates read from the enlarged crop where OCR read noise, so the table has its columns', async () => {
    const readWords = vi.fn(async () => cropReading(['26.04.24', '24.04.24', '22.04.24']));
    const [read] = await withColumnDatesReadAgain([header, ...rows], pages, readWords);
    expect(readWords).toHaveBeenCalledTimes(1);
    expect(read!.words.map((word) => word.text)).toEqual([
      'Parameter',
      'Einheit',
      'Referenz',
      '26.04.24',
      '24.04.24',
      '22.04.24',
    ]);
    const columns = readTableHeader(read!)!.halves[0]!.columns;
    expect(columns.map((column) => [column.role, column.on ?? null])).toEqual([
      ['name', null],
      ['unit', null],
      ['range', null],
      ['value', '2024-04-26'],
      ['previous', '2024-04-24'],
      ['previous', '2024-04-22'],
    ]);
  });

  it('leaves the line as read when the crop shows no dates, and reads no crop for a plain header', async () => {
    const noDates = vi.fn(async () => cropReading(['Wert', 'Vorwert', 'Alt']));
    expect(await withColumnDatesReadAgain([header, ...rows], pages, noDates)).toEqual([
      header,
      ...rows,
    ]);
    const plain = line(0, [
      ['Parameter', 100],
      ['Einheit', 300],
      ['Referenz', 400],
      ['Ergebnis', 600],
      ['Vorwert', 700],
      ['Alt', 800],
    ]);
    const readWords = vi.fn(async () => []);
    await withColumnDatesReadAgain([plain, ...rows], pages, readWords);
    expect(readWords).not.toHaveBeenCalled();
  });

  // A Ticino cumulative scan (b348-04): three of the four dates over their times came back as
  // noise, the fourth as a date, and a wrong one ('03.10.25' read as '93.10.25'). ADR 081 item 746.
  const partlyDated = line(0, [
    ['Parameter', 100],
    ['Einheit', 300],
    ['Referenz', 400],
    ['82s', 600],
    ['35a123', 700],
    ['93.10.25', 800],
  ]);

  it('reads the crop when one date was read among the noise, and puts every date read there', async () => {
    const readWords = vi.fn(async () => cropReading(['26.04.24', '24.04.24', '22.04.24']));
    const [read] = await withColumnDatesReadAgain([partlyDated, ...rows], pages, readWords);
    expect(readWords).toHaveBeenCalledTimes(1);
    expect(read!.words.map((word) => word.text)).toEqual([
      'Parameter',
      'Einheit',
      'Referenz',
      '26.04.24',
      '24.04.24',
      '22.04.24',
    ]);
  });

  it('keeps the line when the crop reads no more dates than the line did, or one word is unread', async () => {
    const oneDate = vi.fn(async () => cropReading(['26.04.24', 'Wert', 'Alt']));
    const [kept] = await withColumnDatesReadAgain([partlyDated, ...rows], pages, oneDate);
    expect(kept).toEqual(partlyDated);
    const mostlyDated = line(0, [
      ['Parameter', 100],
      ['Einheit', 300],
      ['Referenz', 400],
      ['26.04.24', 600],
      ['24.04.24', 700],
      ['FT', 800],
    ]);
    const readWords = vi.fn(async () => []);
    await withColumnDatesReadAgain([mostlyDated, ...rows], pages, readWords);
    expect(readWords).not.toHaveBeenCalled();
  });
});
