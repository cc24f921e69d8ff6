import { describe, expect, it } from 'vitest';
import type { ExtractedRow, ValueBox } from './extraction.types';
import { createGreyImage, type GreyImage } from './grey-image';
import { parseLabReport } from './parse-lab-text';
import type { PlacedLine } from './placed-lines';
import {
  agreedOtherNumber,
  confirmsNumber,
  holdValuesReadTwiceDifferently,
  inkBand,
  numberShape,
  isConfirmed,
  stackValueCrops,
  textBySlot,
  withoutValueBoxes,
} from './value-second-reading';
import type { OcrWord } from './word-rows';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';

const reference = biomarkerReferenceFromFiles();

function row(valueText: string, box: ValueBox | null, reviewReason: string | null = null) {
  return {
    name: 'Potassium',
    printedName: 'Potassium',
    markerId: 'potassium',
    value: Number(valueText),
    valueText,
    unit: 'mmol/L',
    unitPrinted: 'mmol/L',
    refLow: 3.5,
    refHigh: 5.1,
    labFlag: null,
    flagPrinted: null,
    reviewReason,
    specimen: 'blood',
    ...(box ? { valueBox: box } : {}),
  } satisfies ExtractedRow;
}

const box = (y0: number, text = '4.6', height = 30): ValueBox => ({
  text,
  page: 1,
  x0: 100,
  y0,
  x1: 160,
  y1: y0 + height,
});

/** A page with a black bar where each box is: enough to check where crops are cut. */
function pageWith(boxes: ValueBox[]): GreyImage {
  const page = createGreyImage(400, 400);
  for (const b of boxes)
    for (let y = b.y0; y < b.y1; y++)
      page.data.fill(0, y * page.width + b.x0, y * page.width + b.x1);
  return page;
}

/** The words OCR would give back for the stacked crops: `texts[i]` in slot i. */
function wordsIn(slots: { top: number; bottom: number }[], texts: string[]): OcrWord[] {
  return slots.map((slot, at) => ({
    text: texts[at]!,
    bbox: { x0: 10, y0: slot.top + 2, x1: 80, y1: slot.bottom - 2 },
    lineSlope: 0,
  }));
}

describe('a second reading of values read from a picture', () => {
  it('confirms the same digits and refuses other ones', () => {
    expect(isConfirmed('4.6', '4.6', '4,6')).toBe(true);
    expect(isConfirmed('4.6', '4.6', '4.6H')).toBe(true);
    expect(isConfirmed('4.6', '4.6', '1.6')).toBe(false);
    expect(isConfirmed('83', '83', '88')).toBe(false);
    expect(isConfirmed('83', '83', '')).toBe(false);
  });

  it("takes a '1' read where a mark is glued to the value for that mark, not a digit", () => {
    // '↓2,2' read as 'L2,2' the first time and '12,2' the second: the same value.
    expect(isConfirmed('2.2', 'L2,2', '12,2')).toBe(true);
    expect(isConfirmed('5.4', '5.4*', '5.41')).toBe(true);
    // With nothing glued to the value, an extra '1' is another number.
    expect(isConfirmed('2.2', '2.2', '12.2')).toBe(false);
  });

  it('checks only rows shown as right, on the page their value is on', async () => {
    const boxes = [box(20), box(120), box(220)];
    const rows = [
      row('4.6', boxes[0]!),
      row('4.6', boxes[1]!, 'Already held for another reason.'),
      row('4.6', { ...boxes[2]!, page: 2 }),
    ];
    const seen: number[] = [];
    await holdValuesReadTwiceDifferently(rows, new Map([[1, pageWith(boxes)]]), (image) => {
      seen.push(image.height);
      return Promise.resolve([]);
    });
    // One reading of page 1, holding one crop: the held row and page 2's row are not read again.
    // ('4.6' is held by that reading, which found nothing, so no other scale reads it.)
    expect(seen).toHaveLength(1);
    const { slots } = stackValueCrops(pageWith(boxes), rows, [0]);
    expect(slots).toHaveLength(1);
  });

  /**
   * A reader that answers each stacked picture as OCR would: the picture is told by its size among
   * the stacks of `rows` at each scale, and `readAt(scale)` gives each row's text at that scale.
   */
  function readerOf(
    page: GreyImage,
    rows: ExtractedRow[],
    readAt: (scale: number, row: number) => string,
    calls: { scale: number; rows: number[] }[] = [],
  ) {
    return (image: GreyImage) => {
      const matches = [1.5, 1, 2.5].flatMap((scale) =>
        subsets(rows.length).flatMap((indices) => {
          const stacked = stackValueCrops(page, rows, indices, scale);
          const isSame =
            stacked.image.width === image.width && stacked.image.height === image.height;
          return isSame ? [{ scale, indices, stacked }] : [];
        }),
      );
      // The boxes' heights differ, so that each stack has a size of its own.
      expect(matches).toHaveLength(1);
      const { scale, indices, stacked } = matches[0]!;
      calls.push({ scale, rows: indices });
      const texts = indices.map((index) => readAt(scale, index));
      return Promise.resolve(wordsIn(stacked.slots, texts));
    };
  }
  const subsets = (count: number): number[][] =>
    Array.from({ length: 2 ** count - 1 }, (_, mask) =>
      Array.from({ length: count }, (_, i) => i).filter((i) => ((mask + 1) >> i) & 1),
    ).sort((a, b) => b.length - a.length);

  it('reads a value of one or two digits again at two more scales, where a lone glyph misreads', async () => {
    const boxes = [box(20, '4', 24), box(120, '140', 30), box(220, '98', 37)];
    const rows = [row('4', boxes[0]!), row('140', boxes[1]!), row('98', boxes[2]!)];
    const page = pageWith(boxes);
    const calls: { scale: number; rows: number[] }[] = [];
    // The '4' on the page reads as '4' at 1.5 and 1, and as '1' at 2.5 (as a phone photo's did).
    const checked = await holdValuesReadTwiceDifferently(
      rows,
      new Map([[1, page]]),
      readerOf(
        page,
        rows,
        (scale, index) => (index === 0 && scale === 2.5 ? '1' : rows[index]!.valueText),
        calls,
      ),
    );
    expect(calls).toEqual([
      { scale: 1.5, rows: [0, 1, 2] },
      { scale: 1, rows: [0, 2] },
      { scale: 2.5, rows: [0, 2] },
    ]);
    expect(checked.map((r) => r.reviewReason)).toEqual([
      "The value was read as '4' and, read again, as '1'; please check it.",
      null,
      null,
    ]);
  });

  it('holds a row whose value reads as other digits the second time, and keeps the others', async () => {
    const boxes = [box(20, '4.6', 24), box(120, '140', 30), box(220, '98', 37)];
    const rows = [row('4.6', boxes[0]!), row('140', boxes[1]!), row('98', boxes[2]!)];
    const page = pageWith(boxes);
    const second = ['4.6', '146', '98'];
    const checked = await holdValuesReadTwiceDifferently(
      rows,
      new Map([[1, page]]),
      readerOf(page, rows, (_, index) => second[index]!),
    );
    expect(checked.map((r) => r.reviewReason)).toEqual([
      null,
      "The value was read as '140' and, read again, as '146'; please check it.",
      null,
    ]);
  });

  it('holds a value the second reading finds nothing in', async () => {
    const rows = [row('4.6', box(20))];
    const checked = await holdValuesReadTwiceDifferently(
      rows,
      new Map([[1, pageWith([box(20)])]]),
      () => Promise.resolve([]),
    );
    expect(checked[0]!.reviewReason).toMatch(/could not be read a second time/);
  });

  it('reads digits a shape classifier gives as letters, and numbers without marks or units', () => {
    expect(numberShape('3O')).toBe('30');
    expect(numberShape('S.2')).toBe('5.2');
    expect(numberShape('4,3%')).toBe('4.3');
    expect(numberShape('24.')).toBe('24');
    expect(numberShape('I“')).toBe('1');
  });

  it("confirms a value by another model's reading only with its separator in the same place", () => {
    expect(confirmsNumber('3.0', '3.0', '3,0')).toBe(true);
    // A blurred '3.0' read by the network as '30': the other model sees the point.
    expect(confirmsNumber('30', '30', '3.0')).toBe(false);
    expect(confirmsNumber('170', '170', '176')).toBe(false);
    // A thousands separator is the word's: '9,020' read as 9020 and again as '9.020'.
    expect(confirmsNumber('9020', '9,020', '9.020')).toBe(true);
  });

  it('allows what a glued mark or unit reads as, on its side of the value only', () => {
    expect(confirmsNumber('57.2', 'H57.2', '1157.2')).toBe(true);
    expect(confirmsNumber('177', '177H', '1771-1')).toBe(true);
    expect(confirmsNumber('4.3', '4,3%', '4,396')).toBe(true);
    expect(confirmsNumber('57.2', 'H57.2', '57.21')).toBe(false);
    expect(confirmsNumber('57.2', '57.2', '1157.2')).toBe(false);
    // Extra digits stand beside the value; they cannot change it.
    expect(confirmsNumber('177', '177H', '1781-1')).toBe(false);
  });

  it("takes the other model's word only where two of its readings agree on another number", () => {
    expect(agreedOtherNumber('30', '30', ['3O', '3.0', '3.0'])).toBe('3.0');
    expect(agreedOtherNumber('170', '170', ['170', '176', '176'])).toBe('176');
    // Noise that disagrees with itself is no second opinion.
    expect(agreedOtherNumber('158', '158', ['1511', '15.1.3.', '15.11.'])).toBeNull();
    expect(agreedOtherNumber('24', '24', ['24.', '24.', '241'])).toBeNull();
    expect(agreedOtherNumber('82', '82', ['.32', '_32', '32'])).toBe('32');
  });

  it('holds a row whose value the other model reads, at two scales, as another number', async () => {
    const boxes = [box(20, '30', 24), box(120, '140', 30)];
    const rows = [row('30', boxes[0]!), row('140', boxes[1]!)];
    const page = pageWith(boxes);
    const sameModel = readerOf(page, rows, (_, index) => rows[index]!.valueText);
    const scales: number[] = [];
    const otherModel = (image: GreyImage) => {
      const scale = [1.5, 2, 3].find((at) => {
        const stacked = stackValueCrops(page, rows, [0, 1], at);
        return stacked.image.width === image.width && stacked.image.height === image.height;
      })!;
      scales.push(scale);
      const { slots } = stackValueCrops(page, rows, [0, 1], scale);
      // The '30' reads as '3.0' at 2 and 3; the '140' reads as noise once, as itself otherwise.
      const texts = [scale === 1.5 ? '30' : '3.0', scale === 3 ? '1.4-0' : '140'];
      return Promise.resolve(wordsIn(slots, texts));
    };
    const checked = await holdValuesReadTwiceDifferently(
      rows,
      new Map([[1, page]]),
      sameModel,
      otherModel,
    );
    expect(scales).toEqual([1.5, 2, 3]);
    expect(checked.map((r) => r.reviewReason)).toEqual([
      "The value was read as '30' and, read by a second method, as '3.0'; please check it.",
      null,
    ]);
  });

  it('stacks the crops apart, enlarged, in the order of the rows', () => {
    const boxes = [box(20), box(120)];
    const rows = [row('4.6', boxes[0]!), row('4.6', boxes[1]!)];
    const { image, slots } = stackValueCrops(pageWith(boxes), rows, [0, 1]);
    expect(slots.map((slot) => slot.row)).toEqual([0, 1]);
    expect(slots[1]!.top).toBeGreaterThan(slots[0]!.bottom);
    // 30 px of text with its margins, enlarged one and a half times.
    expect(slots[0]!.bottom - slots[0]!.top).toBeGreaterThan(45);
    // The bar (the value's ink) is in the crop: dark pixels in the middle of the first slot.
    const middle = Math.round((slots[0]!.top + slots[0]!.bottom) / 2);
    expect(Math.min(...image.data.subarray(middle * image.width, (middle + 1) * image.width))).toBe(
      0,
    );
  });

  it('reads only words in the middle of a slot: slivers of the lines above and below are not the value', () => {
    const slots = [{ row: 0, top: 100, bottom: 160 }];
    const words: OcrWord[] = [
      { text: '2', bbox: { x0: 10, y0: 98, x1: 40, y1: 108 }, lineSlope: 0 },
      { text: '5.08', bbox: { x0: 10, y0: 112, x1: 80, y1: 148 }, lineSlope: 0 },
      { text: '7', bbox: { x0: 10, y0: 152, x1: 40, y1: 162 }, lineSlope: 0 },
    ];
    expect(textBySlot(slots, words)).toEqual(['5.08']);
  });

  it('cuts a box OCR drew too tall down to the band of the value’s ink', () => {
    const page = createGreyImage(200, 200);
    // The value's ink from y 60 to 90, a speck of the line above at y 40-42.
    for (let y = 60; y < 90; y++) page.data.fill(0, y * 200 + 20, y * 200 + 80);
    page.data.fill(0, 41 * 200 + 20, 41 * 200 + 40);
    const [top, bottom] = inkBand(
      page,
      { text: '5.08', page: 1, x0: 20, y0: 38, x1: 80, y1: 95 },
      30,
    );
    expect([top, bottom]).toEqual([60, 90]);
    // A box of about the text's height is cut as it is.
    expect(inkBand(page, { text: '5.08', page: 1, x0: 20, y0: 58, x1: 80, y1: 92 }, 30)).toEqual([
      58, 92,
    ]);
  });

  it('gives no row its box outside the extractor', () => {
    const [stripped] = withoutValueBoxes([row('4.6', box(20))]);
    expect(stripped).not.toHaveProperty('valueBox');
  });

  it('learns where each value stands from the OCR words it was read from', () => {
    const line: PlacedLine = {
      page: 1,
      height: 30,
      words: [
        { text: 'Potassium', x0: 10, x1: 200, y0: 100, y1: 130, confidence: 95 },
        { text: '4,6', x0: 400, x1: 450, y0: 101, y1: 131, confidence: 90 },
        { text: 'mmol/L', x0: 520, x1: 640, y0: 100, y1: 130, confidence: 90 },
        { text: '3,5-5,1', x0: 700, x1: 820, y0: 100, y1: 130, confidence: 90 },
      ],
    };
    const [read] = parseLabReport([line], reference, new Date(), { isOcr: true }).rows;
    expect(read).toMatchObject({
      value: 4.6,
      valueBox: { text: '4,6', page: 1, x0: 400, y0: 101, x1: 450, y1: 131 },
    });
  });

  it('keeps the value’s place when the name is finished on the line under it', () => {
    // 'Total' / 'cholesterol': read from the second line's words, the row had no box, and a
    // misread 4.8 (as 1.8) went unchecked and was shown as right.
    const lines: PlacedLine[] = [
      {
        page: 1,
        height: 30,
        words: [
          { text: 'Total', x0: 10, x1: 90, y0: 100, y1: 130, confidence: 95 },
          { text: '1.8', x0: 400, x1: 450, y0: 101, y1: 131, confidence: 90 },
          { text: 'mmol/l', x0: 520, x1: 640, y0: 100, y1: 130, confidence: 90 },
          { text: '<5.2', x0: 700, x1: 780, y0: 100, y1: 130, confidence: 90 },
        ],
      },
      {
        page: 1,
        height: 30,
        words: [{ text: 'cholesterol', x0: 10, x1: 180, y0: 140, y1: 170, confidence: 95 }],
      },
    ];
    const [read] = parseLabReport(lines, reference, new Date(), { isOcr: true }).rows;
    expect(read).toMatchObject({
      markerId: 'total-cholesterol',
      valueBox: { text: '1.8', x0: 400, y0: 101 },
    });
  });
});

describe('OCR confidence of a row', () => {
  const line = (unitConfidence: number, valueConfidence: number): PlacedLine => ({
    page: 1,
    height: 30,
    words: [
      { text: 'Red', x0: 10, x1: 60, confidence: 95 },
      { text: 'Cell', x0: 70, x1: 130, confidence: 95 },
      { text: 'Count', x0: 140, x1: 230, confidence: 95 },
      { text: '4.23', x0: 400, x1: 460, confidence: valueConfidence },
      { text: '10"°12/L', x0: 520, x1: 660, confidence: unitConfidence },
      { text: '4.00-5.50', x0: 700, x1: 840, confidence: 92 },
    ],
  });
  const read = (placed: PlacedLine) =>
    parseLabReport([placed], reference, new Date(), { isOcr: true }).rows[0]!;

  it('is not lowered by a unit with an exponent OCR read unsurely', () => {
    expect(read(line(30, 92))).toMatchObject({ unit: '10^12/L', value: 4.23, reviewReason: null });
  });

  it('still holds a value read unsurely', () => {
    expect(read(line(92, 30)).reviewReason).toMatch(/hard to read/);
  });
});
