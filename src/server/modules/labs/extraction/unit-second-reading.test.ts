import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow, ValueBox } from './extraction.types';
import { createGreyImage, type GreyImage } from './grey-image';
import { noUnitReason } from './lab-text/row-doubts';
import { readUnitsAgain } from './unit-second-reading';
import { stackCrops } from './value-second-reading';
import type { OcrWord } from './word-rows';

const reference = biomarkerReferenceFromFiles();
const page = createGreyImage(400, 200);
const unitBox: ValueBox = { text: 'wn', page: 1, x0: 200, y0: 40, x1: 240, y1: 60 };

function creatinine(range: [number, number] | null): ExtractedRow {
  return {
    name: 'Creatinine',
    printedName: 'Creatinine',
    markerId: 'creatinine',
    value: 82,
    valueText: '82',
    unit: null,
    unitPrinted: null,
    refLow: range?.[0] ?? null,
    refHigh: range?.[1] ?? null,
    labFlag: null,
    flagPrinted: null,
    reviewReason: noUnitReason('Creatinine'),
    specimen: 'blood',
    unitBox,
  };
}

/** A reader that reads the one crop as `texts[i]` on its i-th call (the scales in turn). */
function readerOf(texts: string[]) {
  let call = 0;
  return (image: GreyImage): Promise<OcrWord[]> => {
    const text = texts[call++] ?? '';
    // The band the crop stands in, at whichever scale made this picture.
    const scale = [2, 2.5, 3].find(
      (s) => stackCrops(page, [unitBox], s).image.height === image.height,
    );
    const band = stackCrops(page, [unitBox], scale ?? 2).bands[0]!;
    return Promise.resolve([
      { text, bbox: { x0: 5, y0: band.top + 2, x1: 60, y1: band.bottom - 2 }, lineSlope: 0 },
    ]);
  };
}

const reread = (row: ExtractedRow, texts: string[]) =>
  readUnitsAgain([row], new Map([[1, page]]), readerOf(texts), reference).then((rows) => rows[0]!);

describe('a unit read a second time from the picture', () => {
  it('takes a unit both enlarged readings agree on, and lifts the missing-unit hold', async () => {
    const row = await reread(creatinine([45, 90]), ['µmol/L', 'umol/L']);
    expect(row).toMatchObject({ unit: 'µmol/L', unitPrinted: 'µmol/L', reviewReason: null });
  });

  it('leaves the row held when two readings give different units of the test', async () => {
    const row = await reread(creatinine([45, 90]), ['µmol/L', 'mmol/L', 'µmol/L']);
    expect(row).toMatchObject({ unit: null, reviewReason: noUnitReason('Creatinine') });
    // One reading alone is not enough.
    expect((await reread(creatinine([45, 90]), ['µmol/L', 'wn', 'µmo'])).unit).toBeNull();
  });

  it('takes a unit two of three readings give when the third is no unit of the test', async () => {
    // A card's small unit read as noise at one scale.
    const row = await reread(creatinine([45, 90]), ['wn', 'µmol/L', 'umol/L']);
    expect(row).toMatchObject({ unit: 'µmol/L', unitPrinted: 'µmol/L', reviewReason: null });
  });

  it('leaves the row held when the unit does not fit the numbers printed beside it', async () => {
    // Creatinine is reported in mg/dL too, but 45-90 is a range in µmol/L.
    const row = await reread(creatinine([45, 90]), ['mg/dL', 'mg/dL']);
    expect(row.unit).toBeNull();
    // With no range printed, the value itself must fit: 82 mg/dL of creatinine does not.
    expect((await reread(creatinine(null), ['mg/dL', 'mg/dL'])).unit).toBeNull();
    expect((await reread(creatinine(null), ['µmol/L', 'µmol/L'])).unit).toBe('µmol/L');
  });

  it('leaves a row alone whose unit was read, or that has no box to read', async () => {
    const read = { ...creatinine([45, 90]), unit: 'µmol/L', unitPrinted: 'µmol/L' };
    expect(await reread(read, ['mg/dL', 'mg/dL'])).toEqual(read);
    const { unitBox: _unitBox, ...boxless } = creatinine([45, 90]);
    expect(await reread(boxless, ['µmol/L', 'µmol/L'])).toEqual(boxless);
  });

  it('judges a row whose unit it read against the other rows, as a row read whole would be', async () => {
    // A two-up column cut 'Colesterolo HDL' to 'Colesterolo': total cholesterol twice, 25 and
    // 128. Held for its missing unit, the 25 was passed over by the repeated-test check; once its
    // unit is read it must not be shown as total cholesterol.
    const cut: ExtractedRow = {
      ...creatinine(null),
      name: 'Total cholesterol',
      printedName: 'Colesterolo',
      markerId: 'total-cholesterol',
      value: 25,
      valueText: '25',
      refLow: 40,
      labFlag: 'L',
      flagPrinted: 'Basso',
      reviewReason: noUnitReason('Total cholesterol'),
    };
    const other: ExtractedRow = {
      ...cut,
      printedName: 'Colesterolo t',
      value: 128,
      valueText: '128',
      unit: 'mg/dL',
      unitPrinted: 'mg/dl',
      refLow: null,
      refHigh: 200,
      labFlag: null,
      flagPrinted: null,
      reviewReason: 'The report prints this name cut short (“Colesterolo t”).',
    };
    const { unitBox: _box, ...boxless } = other;
    const rows = await readUnitsAgain(
      [boxless, cut],
      new Map([[1, page]]),
      readerOf(['mg/dL', 'mg/dl', 'mg/dL']),
      reference,
    );
    // With its unit read, the cut name's range (40 mg/dL and up) is HDL's, not total
    // cholesterol's: the row is judged again as a row read whole would be (namesake-by-range.ts).
    expect(rows[1]).toMatchObject({ unit: 'mg/dL', markerId: 'hdl-cholesterol' });
    expect(rows[1]!.reviewReason).toMatch(/is that of HDL cholesterol, not Total cholesterol/);
    expect(rows[0]).toEqual(boxless);
  });
});
