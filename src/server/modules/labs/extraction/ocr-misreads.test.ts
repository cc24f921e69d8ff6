import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { checkOcrValue, repairOcrUnit } from './ocr-misreads';

const reference = biomarkerReferenceFromFiles();
const marker = (id: string) => reference.markers.get(id)!;

describe('repairOcrUnit', () => {
  it("reads an enzyme's 'U/l' blurred to 'Un' or to a lone 'u' as U/L", () => {
    expect(repairOcrUnit('Un', marker('alt'), reference)).toBe('U/L');
    expect(repairOcrUnit('u', marker('alt'), reference)).toBe('U/L');
    expect(repairOcrUnit('U', marker('alt'), reference)).toBe('U/L');
  });

  it("reads a blurred '/l' closed into an 'A' or an 'n' ('mmolA', 'mmoiA', 'uA', 'mmoin')", () => {
    expect(repairOcrUnit('mmolA', marker('potassium'), reference)).toBe('mmol/L');
    expect(repairOcrUnit('mmoiA', marker('sodium'), reference)).toBe('mmol/L');
    expect(repairOcrUnit('mmoin', marker('bicarbonate'), reference)).toBe('mmol/L');
    expect(repairOcrUnit('uA', marker('alt'), reference)).toBe('U/L');
    expect(repairOcrUnit('umolA', marker('creatinine'), reference)).toBe('µmol/L');
    // Only a unit the test has: glucose is never measured in U/L.
    expect(repairOcrUnit('uA', marker('glucose'), reference)).toBeNull();
  });

  it("reads the micro sign read as two glyphs, 'pu' ('pumol/L', 'x1073/puL')", () => {
    expect(repairOcrUnit('pumol/L', marker('total-bilirubin'), reference)).toBe('µmol/L');
    expect(repairOcrUnit('x1073/puL', marker('platelets'), reference)).toBe('10^3/µL');
    // A picomole stays a picomole where the test has one: 'pmol/L' is no 'pu'.
    expect(repairOcrUnit('pmoI/L', marker('free-t4'), reference)).toBe('pmol/L');
    // Before any other letter the 'p' alone is the micro sign: 'pUl/mL' stays µU/mL.
    expect(repairOcrUnit('pUl/mL', marker('tsh'), reference)).toBe('µU/mL');
  });

  it("reads the 'o' of mol read as 'a' ('mmal/L', 'nmal/L')", () => {
    expect(repairOcrUnit('mmal/L', marker('phosphate'), reference)).toBe('mmol/L');
    expect(repairOcrUnit('nmal/L', marker('folate'), reference)).toBe('nmol/L');
  });

  it("reads the micro sign read as 'ul' ('M/ulL') or as 'Hi' ('HiU/mL')", () => {
    expect(repairOcrUnit('M/ulL', marker('rbc'), reference)).toBe('10^6/µL');
    expect(repairOcrUnit('HiU/mL', marker('tsh'), reference)).toBe('µIU/mL');
    // 'HiU' is no unit of a test that has none in µIU.
    expect(repairOcrUnit('HiU/mL', marker('glucose'), reference)).toBeNull();
  });

  it("reads a count's volume whose slash was read as 'J' or 'f' or lost ('Jul', 'ful', 'Kul')", () => {
    expect(repairOcrUnit('Jul', marker('wbc'), reference)).toBe('/µL');
    expect(repairOcrUnit('ful', marker('platelets'), reference)).toBe('/µL');
    expect(repairOcrUnit('Kul', marker('neutrophils'), reference)).toBe('10^3/µL');
    // A test not counted per volume has no such unit: 'Jul' is no unit of potassium.
    expect(repairOcrUnit('Jul', marker('potassium'), reference)).toBeNull();
  });

  it("reads the superscript 3 of '/mm³' and 'µm³' read as a quote or '?' ('/mm?', 'pm3')", () => {
    expect(repairOcrUnit('/mm?', marker('platelets'), reference)).toBe('/µL');
    expect(repairOcrUnit('/mm’', marker('wbc'), reference)).toBe('/µL');
    expect(repairOcrUnit('pm3', marker('mcv'), reference)).toBe('fL');
    expect(repairOcrUnit('um3', marker('mcv'), reference)).toBe('fL');
  });

  it("reads an 'l' read as '!' ('mg/d!'), or lost after the decilitre's 'd' ('ma/d')", () => {
    expect(repairOcrUnit('mg/d!', marker('glucose'), reference)).toBe('mg/dL');
    expect(repairOcrUnit('ma/d', marker('total-bilirubin'), reference)).toBe('mg/dL');
    expect(repairOcrUnit('Gpt/i', marker('wbc'), reference)).toBe('10^9/L');
  });

  it("reads a blurred '/L' lost, or left as a bracket, after mol or kat ('mmol', 'mmol]', 'pkat)')", () => {
    expect(repairOcrUnit('mmol', marker('sodium'), reference)).toBe('mmol/L');
    expect(repairOcrUnit('umol', marker('creatinine'), reference)).toBe('µmol/L');
    expect(repairOcrUnit('mmol]', marker('phosphate'), reference)).toBe('mmol/L');
    expect(repairOcrUnit('pkat)', marker('alt'), reference)).toBe('µkat/L');
    // HbA1c's 'mmol' is of mmol/mol: no litre is put after it.
    expect(repairOcrUnit('mmol', marker('hba1c'), reference)).toBeNull();
  });

  it("reads a gram's 'g' read as a 9 before the slash ('9/1'), and an 'l' read as a backslash", () => {
    expect(repairOcrUnit('9/1', marker('albumin'), reference)).toBe('g/L');
    expect(repairOcrUnit('9/dl', marker('albumin'), reference)).toBe('g/dL');
    expect(repairOcrUnit('mmol/\\', marker('triglycerides'), reference)).toBe('mmol/L');
    // Sodium has no unit in grams.
    expect(repairOcrUnit('9/1', marker('sodium'), reference)).toBeNull();
  });

  it("reads a micro sign read as 'H' before a blurred 'g' ('Ha/L'), and a 'g' read as 'aq'", () => {
    expect(repairOcrUnit('Ha/L', marker('ferritin'), reference)).toBe('µg/L');
    expect(repairOcrUnit('aq/L', marker('fibrinogen'), reference)).toBe('g/L');
  });

  it("leaves a lone 'u' unread where the test has no unit per litre of units", () => {
    expect(repairOcrUnit('u', marker('glucose'), reference)).toBeNull();
  });
});

describe('checkOcrValue', () => {
  const read = (text: string) => ({ value: Number(text), text, comparator: '' });

  it("holds a number far above its range whose first '1's may be arrows ('↑↑0,86' read as '110.86')", () => {
    const check = checkOcrValue(
      read('110.86'),
      { low: 0, high: 0.5, decimals: 2 },
      marker('eosinophils'),
      '10^9/L',
      reference,
    );
    expect(check?.value).toBe(110.86);
    expect(check?.reviewReason).toContain("the first '1' may be an arrow");
  });

  it("holds a double arrow read as 't' and '1' ('↑↑53.5' CRP read as 't153.5'), not a letter flag", () => {
    const crp = (flagText: string) =>
      checkOcrValue(
        read('153.5'),
        { low: 0, high: 5, decimals: 1 },
        marker('crp'),
        'mg/L',
        reference,
        '*',
        flagText,
      );
    expect(crp('t')?.value).toBe(153.5);
    expect(crp('t')?.reviewReason).toContain('which would make it 53.5');
    // A flag printed in letters says the report marks results in a column: no arrow before them.
    expect(crp('H')?.reviewReason ?? '').not.toContain("the first '1' may be an arrow");
  });

  it("takes back an arrow glued to a number impossible for its test by the test's possible span (eGFR '421' for 42↓)", () => {
    // Our eGFR range has no upper end, so the reference range cannot say 421 is impossible; the
    // physiologically possible span can, and the unit, unread, is the test's only one.
    const check = checkOcrValue(
      read('421'),
      { low: 60, high: null, decimals: 0 },
      marker('egfr'),
      null,
      reference,
    );
    expect(check).toMatchObject({ value: 42, flag: 'L' });
  });

  it("still holds a single arrow read as '1' ('↑5.4' potassium read as '15.4')", () => {
    const check = checkOcrValue(
      read('15.4'),
      { low: 3.5, high: 5.1, decimals: 1 },
      marker('potassium'),
      'mmol/L',
      reference,
    );
    expect(check?.reviewReason).toContain('which would make it 5.4');
  });

  it("takes back an arrow OCR glued to a value as '1', '4', '14' or '11' where one reading fits", () => {
    const check = (
      text: string,
      range: { low: number; high: number; decimals: number },
      id: string,
      unit: string,
    ) => checkOcrValue(read(text), range, marker(id), unit, reference);
    // '1,5↓' read '1,54' under 2,5-7,8: the range prints one decimal, so the '4' is the arrow.
    expect(check('1.54', { low: 2.5, high: 7.8, decimals: 1 }, 'urea', 'mmol/L')).toMatchObject({
      value: 1.5,
      flag: 'L',
      reviewReason: expect.stringContaining(
        "the last '4' was taken for the printed ↓ flag",
      ) as unknown,
    });
    expect(
      check('1.891', { low: 2.15, high: 2.57, decimals: 2 }, 'calcium', 'mmol/L'),
    ).toMatchObject({
      value: 1.89,
      flag: 'L',
    });
    // '127↓' read '12714': 12714 mmol/L of sodium cannot be, 127 is low; no other cut fits.
    expect(check('12714', { low: 135, high: 145, decimals: 0 }, 'sodium', 'mmol/L')).toMatchObject({
      value: 127,
      flag: 'L',
      reviewReason: expect.stringContaining("the last '14'") as unknown,
    });
    // A number with the range's own decimals, or one whose cut lies inside the range, is not cut.
    expect(check('1.5', { low: 2.5, high: 7.8, decimals: 1 }, 'urea', 'mmol/L')).toBeNull();
    expect(check('4.21', { low: 3.5, high: 5.1, decimals: 1 }, 'potassium', 'mmol/L')).toBeNull();
  });

  it('restores a point lost from a whole number flagged on the other side of its range', () => {
    // '1,3 L' monocytes read '13 L' under 2.0-10.0: 13 is high, the lab says low; 1.3 is low.
    const check = checkOcrValue(
      read('13'),
      { low: 2, high: 10, decimals: 1 },
      marker('monocytes-percent'),
      '%',
      reference,
      'L',
    );
    expect(check).toMatchObject({
      value: 1.3,
      reviewReason: expect.stringContaining('marks it low') as unknown,
    });
    // Flagged as it lies, the number stands.
    expect(
      checkOcrValue(
        read('13'),
        { low: 2, high: 10, decimals: 1 },
        marker('monocytes-percent'),
        '%',
        reference,
        'H',
      ),
    ).toBeNull();
  });

  it('holds a whole number ten times over a range printed with decimals when no placing decides', () => {
    // CRP 'S30H' for 53.0 under 'upto 5.0': 530 and 53.0 are both high and both possible.
    const check = checkOcrValue(
      read('530'),
      { low: null, high: 5, decimals: 1 },
      marker('crp'),
      'mg/L',
      reference,
      'H',
    );
    expect(check).toMatchObject({
      value: 530,
      reviewReason: expect.stringContaining('a decimal point may have been lost (53.0)') as unknown,
    });
  });
});
