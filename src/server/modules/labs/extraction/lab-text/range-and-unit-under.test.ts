/**
 * What set 229's tune part taught (ADR 081 item 490): a self-test sheet (a pharmacy's, a
 * workplace screening's) sets each result's labelled range under its name and its unit under its
 * value, on the line under the row ('Riferimento (non a digiuno): < 140 mg/dL' then 'mg/dL'). The
 * unit and the range are the row's, not a line of their own and not missing. The labels are
 * those a card's labelled range takes, in every language. Our own sheets, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { phrasesLine as phrases, readRanges, readRows, textLayer } from './read-rows.test-helpers';

const NAME = 40;
const RESULT = 250;
const JUDGEMENT = 420;

/** A sheet of rows: [name, value, judgement, labelled range, unit], each over two lines. */
function sheet(
  headings: [string, string, string],
  rows: [string, string, string, string, string][],
) {
  return textLayer([
    phrases(0, [
      [headings[0], NAME],
      [headings[1], RESULT],
      [headings[2], JUDGEMENT],
    ]),
    ...rows.flatMap(([name, value, judgement, range, unit], index) => [
      phrases(1 + index * 3, [
        [name, NAME],
        [value, RESULT],
        [judgement, JUDGEMENT],
      ]),
      phrases(2 + index * 3, [
        [range, NAME],
        [unit, RESULT],
      ]),
    ]),
  ]);
}

describe('a range labelled under the name and the unit under the value', () => {
  it('reads a Spanish sheet: each row with its unit and its range', () => {
    const report = sheet(
      ['Prueba', 'Resultado', 'Valoración'],
      [
        ['Glucosa capilar', '104', 'elevado', 'Referencia (en ayunas): 70 - 100 mg/dL', 'mg/dL'],
        ['Ácido úrico', '5,1', 'normal', 'Referencia: 2,4 - 6,0 mg/dL', 'mg/dL'],
        ['Hemoglobina', '11,6', 'bajo', 'Referencia: 12,0 - 16,0 g/dL', 'g/dL'],
      ],
    );
    expect(readRows(report)).toEqual([
      ['glucose', 104, 'mg/dL', true],
      ['uric-acid', 5.1, 'mg/dL', true],
      ['hemoglobin', 11.6, 'g/dL', true],
    ]);
    expect(readRanges(report)).toEqual([
      ['glucose', 70, 100],
      ['uric-acid', 2.4, 6],
      ['hemoglobin', 12, 16],
    ]);
  });

  it('reads an English screening sheet whose ranges are one-sided', () => {
    const report = sheet(
      ['Test', 'Result', 'Comment'],
      [
        ['Total cholesterol', '6.1', 'above target', 'Reference: < 5.0 mmol/L', 'mmol/L'],
        ['HDL cholesterol', '1.4', 'good', 'Reference: > 1.0 mmol/L', 'mmol/L'],
      ],
    );
    expect(readRows(report)).toEqual([
      ['total-cholesterol', 6.1, 'mmol/L', true],
      ['hdl-cholesterol', 1.4, 'mmol/L', true],
    ]);
    expect(readRanges(report)).toEqual([
      ['total-cholesterol', null, 5],
      ['hdl-cholesterol', 1, null],
    ]);
  });

  it('reads a German sheet whose ranges are labelled as a card labels them', () => {
    const report = sheet(
      ['Parameter', 'Ergebnis', 'Bewertung'],
      [
        ['Cholesterin gesamt', '231', 'erhöht', 'Normwerte: < 200 mg/dl', 'mg/dl'],
        ['Kalium', '4,1', 'normal', 'Normbereich (Serum): 3,5 - 5,1 mmol/l', 'mmol/l'],
      ],
    );
    expect(readRows(report)).toEqual([
      ['total-cholesterol', 231, 'mg/dL', true],
      ['potassium', 4.1, 'mmol/L', true],
    ]);
    expect(readRanges(report)).toEqual([
      ['total-cholesterol', null, 200],
      ['potassium', 3.5, 5.1],
    ]);
  });

  it('leaves a row without its unit when the line under prints no unit of its own', () => {
    const report = sheet(
      ['Test', 'Result', 'Comment'],
      [['Total cholesterol', '6.1', 'above target', 'Reference: < 5.0 mmol/L', 'see note']],
    );
    expect(readRows(report)).toEqual([['total-cholesterol', 6.1, null, false]]);
  });
});
