/**
 * What sets 174's and 175's tune parts taught (ADR 081 items 319-320, 324): a patient portal's
 * result cards, whose range stands labelled on the name's line and whose value stands on the line
 * below (beside its time of sampling, or indented under the name after 'Your value'), and the lines
 * that end a row of cards; and a discharge letter's table of two time points, whose current result
 * is the one at discharge.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as line, readRows as read } from './read-rows.test-helpers';

describe("a patient portal's cards", () => {
  it("never takes the labelled range on the name's line for the value below it", () => {
    const rows = read([
      line(0, [
        ['ALAT (GPT)', 50],
        ['Normbereich: < 50 U/L', 330],
      ]),
      line(1, [
        ['62', 50],
        ['U/L', 70],
        ['Entnahme: 31.01.2025, 07:45', 330],
        ['↑ hoch', 480],
      ]),
      line(2, [
        ['Kreatinin', 50],
        ['Normbereich: 62 – 106 µmol/L', 330],
      ]),
      line(3, [
        ['97', 50],
        ['µmol/L', 70],
        ['Entnahme: 31.01.2025, 07:45', 330],
        ['im Normbereich', 480],
      ]),
      line(4, [
        ['Ferritin', 50],
        ['Normbereich: 30 – 400 µg/L', 330],
      ]),
      line(5, [
        ['24', 50],
        ['µg/L', 70],
        ['Entnahme: 31.01.2025, 07:45', 330],
        ['↓ tief', 480],
      ]),
    ]);
    // Read across, 'ALAT (GPT) Normbereich' was the name and the range's '< 50' its value, shown.
    expect(rows).toEqual([
      ['alt', 62, 'U/L', true],
      ['creatinine', 97, 'µmol/L', true],
      ['ferritin', 24, 'µg/L', true],
    ]);
  });

  it("reads values set indented under their names after 'Your value'", () => {
    const rows = read([
      line(0, [
        ['WBC', 40],
        ['High', 240],
        ['RBC', 305],
      ]),
      line(1, [
        ['Your value', 48],
        ['11.8 x10E3/uL', 90],
        ['Your value', 313],
        ['4.21 x10E6/uL', 355],
      ]),
      line(2, [
        ['Standard range: 3.4 - 10.8 x10E3/uL', 48],
        ['Standard range: 3.77 - 5.28 x10E6/uL', 313],
      ]),
      line(3, [
        ['Glucose', 40],
        ['High', 240],
        ['BUN', 305],
      ]),
      line(4, [
        ['Your value', 48],
        ['112 mg/dL', 90],
        ['Your value', 313],
        ['17 mg/dL', 355],
      ]),
      line(5, [
        ['Standard range: 70 - 99 mg/dL', 48],
        ['Standard range: 6 - 24 mg/dL', 313],
      ]),
    ]);
    // 'Your value' made each value line no card's: nothing but 'Your value' rows was read.
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['wbc', 11.8, '10^3/µL', true],
        ['rbc', 4.21, '10^6/µL', true],
        ['glucose', 112, 'mg/dL', true],
        ['bun', 17, 'mg/dL', true],
      ]),
    );
  });
});

describe('the lines after a row of cards', () => {
  it("end the cards at a panel's heading with its count and at a comment's label", () => {
    const rows = read([
      line(0, [['Eos (Absolute)', 40]]),
      line(1, [['0.2 x10E3/uL', 90]]),
      line(2, [['Standard range: 0.0 - 0.4 x10E3/uL', 48]]),
      line(3, [['BASIC METABOLIC PANEL (8)', 40]]),
      line(4, [['Glucose', 40]]),
      line(5, [['112 mg/dL', 90]]),
      line(6, [['Standard range: 70 - 99 mg/dL', 48]]),
      line(7, [["Dr Lindqvist's comment:", 40]]),
    ]);
    // Taken into the card, the heading and the label made its name no test's.
    expect(rows).toEqual([
      ['eosinophils', 0.2, '10^3/µL', true],
      ['glucose', 112, 'mg/dL', true],
    ]);
  });

  it('take no method or interpretation label into a name, nor a numbered sentence as a value', () => {
    const rows = read([
      line(0, [
        ['Test Description', 40],
        ['Result', 264],
        ['Unit', 314],
        ['Biological Ref. Interval', 382],
      ]),
      line(1, [
        ['Beta hCG (Total), Quantitative', 40],
        ['<2.0', 264],
        ['mIU/mL', 314],
        ['< 5.0', 382],
      ]),
      line(2, [['Method: ECLIA', 44]]),
      line(3, [['Interpretation:', 40]]),
      line(4, [['1. Day 3 FSH, LH and E2 within follicular-phase limits.', 44]]),
    ]);
    // Read as a card, the row's name took both labels and the sentence became its value.
    expect(rows).toEqual([['hcg', 2, 'mIU/mL', true]]);
  });
});

describe("a discharge letter's table of two time points", () => {
  /** Creatinine 2.1 and potassium 5.9 at admission, 1.3 and 4.4 at discharge, in that order or not. */
  const rowsUnder = (first: string, second: string, dischargeFirst = false) => {
    const pair = (admitted: string, discharged: string) =>
      dischargeFirst ? [discharged, admitted] : [admitted, discharged];
    const row = (
      at: number,
      name: string,
      admitted: string,
      discharged: string,
      unit: string,
      range: string,
    ) => {
      const [left, right] = pair(admitted, discharged);
      return line(at, [
        [name, 40],
        [left!, 200],
        [right!, 300],
        [unit, 400],
        [range, 470],
      ]);
    };
    return read([
      line(0, [
        ['Parameter', 40],
        [first, 200],
        [second, 300],
        ['Einheit', 400],
        ['Referenz', 470],
      ]),
      row(1, 'Kreatinin', '2.1', '1.3', 'mg/dl', '0.5 - 1.2'),
      row(2, 'Kalium', '5.9', '4.4', 'mmol/l', '3.5 - 5.1'),
    ]);
  };
  const atDischarge = [
    ['creatinine', 1.3, 'mg/dL', true],
    ['potassium', 4.4, 'mmol/L', true],
  ];

  it('reads the result at discharge, whichever column it is printed in', () => {
    // Headed by words alone, the first column was read: the admission's potassium 5.9 for 4.4.
    expect(rowsUnder('Aufnahme', 'Entlassung')).toEqual(atDischarge);
    expect(rowsUnder('Entlassung', 'Aufnahme', true)).toEqual(atDischarge);
    expect(rowsUnder('Admission', 'Discharge')).toEqual(atDischarge);
    expect(rowsUnder('Ingreso', 'Dimissione')).toEqual(atDischarge);
  });
});
