import { describe, expect, it } from 'vitest';
import type { ExtractedRow, ValueBox } from './extraction.types';
import { createGreyImage, type GreyImage } from './grey-image';
import { parseLabReport } from './parse-lab-text';
import type { PlacedLine } from './placed-lines';
import { pointSeenInWord, readPointsSeenInPictures } from './point-in-picture';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';

const reference = biomarkerReferenceFromFiles();

const DIGIT = { width: 16, height: 28, advance: 20 };
const TOP = 20;

function fill(page: GreyImage, x0: number, y0: number, x1: number, y1: number, level: number) {
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      page.data[y * page.width + x] = Math.min(page.data[y * page.width + x]!, level);
}

/**
 * A word of blurred digits as a soft photo leaves them: each digit a dark stroke from top to
 * baseline with a grey halo, and, when `pointAfter` is given, a faint grey dot on the baseline
 * after that many digits, half a digit wide, standing in a gap of its own.
 */
function blurredWord(
  digits: number,
  options: { pointAfter?: number; pointLevel?: number; footed?: boolean } = {},
) {
  const page = createGreyImage(200, 80);
  let x = 10;
  for (let digit = 0; digit < digits; digit++) {
    if (digit === options.pointAfter) {
      // The point: a faint dot a fifth of the digits' height, on their baseline.
      const size = 5;
      const left = x + 2;
      fill(
        page,
        left - 1,
        TOP + DIGIT.height - size - 1,
        left + size + 1,
        TOP + DIGIT.height + 1,
        235,
      );
      fill(
        page,
        left,
        TOP + DIGIT.height - size,
        left + size,
        TOP + DIGIT.height,
        options.pointLevel ?? 205,
      );
      x += DIGIT.advance / 2;
    }
    fill(page, x - 2, TOP - 2, x + DIGIT.width + 2, TOP + DIGIT.height + 2, 200);
    fill(page, x + 4, TOP, x + DIGIT.width - 4, TOP + DIGIT.height, 40);
    // A '1' with a base: its foot reaches left along the baseline, joined to its stem.
    if (options.footed && digit === 1)
      fill(page, x - 6, TOP + DIGIT.height - 4, x + 4, TOP + DIGIT.height, 60);
    x += DIGIT.advance;
  }
  const box: ValueBox = {
    text: '',
    page: 1,
    x0: 8,
    y0: TOP - 1,
    x1: x,
    y1: TOP + DIGIT.height + 1,
  };
  return { page, box };
}

function row(valueText: string, box: ValueBox, fields: Partial<ExtractedRow> = {}): ExtractedRow {
  return {
    name: 'White blood cells',
    printedName: 'WBC',
    markerId: 'wbc',
    value: valueText === '' ? null : Number(valueText),
    valueText,
    unit: null,
    unitPrinted: null,
    refLow: 40,
    refHigh: 105,
    labFlag: null,
    flagPrinted: null,
    reviewReason: null,
    specimen: 'blood',
    valueBox: box,
    ...fields,
  };
}

describe('a decimal point the picture shows and OCR did not read', () => {
  it('finds a faint dot on the baseline between two digits, and where it stands', () => {
    const { page, box } = blurredWord(2, { pointAfter: 1 });
    expect(pointSeenInWord(page, box, 2)).toBe(1);
    const three = blurredWord(3, { pointAfter: 2 });
    expect(pointSeenInWord(three.page, three.box, 3)).toBe(2);
  });

  it('sees no point in digits set close, in a speck as faint as paper grain, or in a foot', () => {
    const plain = blurredWord(2);
    expect(pointSeenInWord(plain.page, plain.box, 2)).toBeNull();
    const faint = blurredWord(2, { pointAfter: 1, pointLevel: 240 });
    expect(pointSeenInWord(faint.page, faint.box, 2)).toBeNull();
    const footed = blurredWord(2, { footed: true });
    expect(pointSeenInWord(footed.page, footed.box, 2)).toBeNull();
  });

  it('reads the value with the point and holds it, when a range printed whole cannot judge', () => {
    // '3.7' read '37' under '40-105' (4.0-10.5, its points lost as well): our own range decides.
    const { page, box } = blurredWord(2, { pointAfter: 1 });
    const [read] = readPointsSeenInPictures(
      [row('37', { ...box, text: '37' })],
      new Map([[1, page]]),
      reference,
    );
    expect(read!.value).toBe(3.7);
    expect(read!.valueText).toBe('3.7');
    expect(read!.reviewReason).toMatch(/faint decimal point/);
  });

  it('fills a value the checks emptied, and holds it', () => {
    const { page, box } = blurredWord(3, { pointAfter: 2 });
    const emptied = row(
      '',
      { ...box, text: '929' },
      {
        markerId: 'mcv',
        refLow: null,
        refHigh: null,
        reviewReason: 'not believable',
      },
    );
    const [read] = readPointsSeenInPictures([emptied], new Map([[1, page]]), reference);
    expect(read!.value).toBe(92.9);
    expect(read!.reviewReason).toMatch(/taken as 92\.9/);
  });

  it('keeps the number as read, held, when a range with decimals says it fits better', () => {
    const { page, box } = blurredWord(2, { pointAfter: 1 });
    const [read] = readPointsSeenInPictures(
      [row('94', { ...box, text: '94' }, { markerId: 'platelets', refLow: 150.0, refHigh: 400.5 })],
      new Map([[1, page]]),
      reference,
    );
    expect(read!.value).toBe(94);
    expect(read!.reviewReason).toMatch(/mark like a decimal point/);
  });

  it('leaves a row alone when the picture shows no point', () => {
    const { page, box } = blurredWord(2);
    const shown = row('37', { ...box, text: '37' });
    expect(readPointsSeenInPictures([shown], new Map([[1, page]]), reference)).toEqual([shown]);
  });

  it('keeps the box of a number the OCR checks emptied, so the picture can be looked at', () => {
    // '92.9 fL' read '929 nl' beside '800-1000': no unit, so the range stays as read, and the
    // number, ten times what the test can be, is emptied and held.
    const line: PlacedLine = {
      page: 1,
      height: 30,
      words: [
        { text: 'MCV', x0: 10, x1: 90, y0: 100, y1: 130, confidence: 95 },
        { text: '929', x0: 400, x1: 450, y0: 101, y1: 131, confidence: 90 },
        { text: 'nl', x0: 520, x1: 560, y0: 100, y1: 130, confidence: 90 },
        { text: '800-1000', x0: 700, x1: 820, y0: 100, y1: 130, confidence: 90 },
      ],
    };
    const [read] = parseLabReport([line], reference, new Date(), { isOcr: true }).rows;
    expect(read).toMatchObject({
      value: null,
      valueBox: { text: '929', page: 1, x0: 400, y0: 101, x1: 450, y1: 131 },
    });
  });
});
