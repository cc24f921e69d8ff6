/**
 * What sets 228 and 229's tune parts taught (ADR 170): a card's status said as a direction
 * against the range, in the words of each language ('Unter dem Referenzbereich', 'Por encima del
 * rango', 'Sopra la norma'), a status and never the card's value; a lipid card's target labelled
 * 'Desirable' or 'Obiettivo' beside its value, a range and never a second value; and a card
 * alone in its row whose unit stands on the line under its value (or under an earlier result
 * printed under the value, ADR 081 item 489). Our own cards, values and
 * languages.
 */
import { describe, expect, it } from 'vitest';
import { readRows as read, phrasesLine as phrases, textLayer } from './read-rows.test-helpers';

/** Three cards a row: names, values, statuses, units and ranges on lines of their own. */
function cardRow(
  cards: { name: string; value: string; status: string; unit: string; range: string }[],
) {
  const at = (index: number) => 40 + index * 180;
  return textLayer([
    phrases(
      0,
      cards.map((card, index) => [card.name, at(index)]),
    ),
    phrases(
      1,
      cards.map((card, index) => [card.value, at(index)]),
    ),
    phrases(
      2,
      cards.map((card, index) => [card.status, at(index) + 70]),
    ),
    phrases(
      3,
      cards.map((card, index) => [card.unit, at(index)]),
    ),
    phrases(
      4,
      cards.map((card, index) => [card.range, at(index)]),
    ),
  ]);
}

describe('a card whose status says above or below the range in words', () => {
  it('reads German cards whose statuses name the reference range', () => {
    const report = cardRow([
      {
        name: 'Ferritin',
        value: '11',
        status: 'Unter dem Referenzbereich',
        unit: 'ng/ml',
        range: 'Bereich: 15 - 150',
      },
      {
        name: 'Kalium',
        value: '4,3',
        status: 'Im Normbereich',
        unit: 'mmol/l',
        range: 'Bereich: 3,5 - 5,1',
      },
      {
        name: 'Harnsäure',
        value: '7,9',
        status: 'Über der Norm',
        unit: 'mg/dl',
        range: 'Bereich: 2,4 - 5,7',
      },
    ]);
    expect(read(report)).toEqual([
      ['ferritin', 11, 'ng/mL', true],
      ['potassium', 4.3, 'mmol/L', true],
      ['uric-acid', 7.9, 'mg/dL', true],
    ]);
  });

  it('reads Spanish and Italian cards whose statuses say above or below the range', () => {
    const spanish = cardRow([
      {
        name: 'Vitamina B12',
        value: '162',
        status: 'Por debajo del rango',
        unit: 'pg/mL',
        range: 'Rango: 197 - 771',
      },
      {
        name: 'Triglicéridos',
        value: '231',
        status: 'Por encima del rango',
        unit: 'mg/dL',
        range: 'Rango: < 150',
      },
    ]);
    expect(read(spanish)).toEqual([
      ['vitamin-b12', 162, 'pg/mL', true],
      ['triglycerides', 231, 'mg/dL', true],
    ]);
    const italian = cardRow([
      {
        name: 'Sodio',
        value: '133',
        status: 'Sotto la norma',
        unit: 'mmol/L',
        range: 'Intervallo: 136 - 145',
      },
      {
        name: 'Acido urico',
        value: '7,4',
        status: 'Sopra la norma',
        unit: 'mg/dL',
        range: 'Intervallo: 2,4 - 5,7',
      },
    ]);
    expect(read(italian)).toEqual([
      ['sodium', 133, 'mmol/L', true],
      ['uric-acid', 7.4, 'mg/dL', true],
    ]);
  });
});

describe("a card's target labelled as desirable beside its value", () => {
  it('reads two cards whose values stand beside their targets, each with the unit under it', () => {
    const report = textLayer([
      phrases(0, [
        ['Non-HDL Cholesterol', 48],
        ['Borderline', 240],
        ['Apolipoprotein B', 310],
        ['Normal', 500],
      ]),
      phrases(1, [
        ['4.1', 48],
        ['Desirable < 3.4', 190],
        ['0.86', 310],
        ['Objetivo < 1.0', 452],
      ]),
      phrases(2, [
        ['mmol/L', 48],
        ['g/L', 310],
      ]),
    ]);
    expect(read(report)).toEqual([
      ['non-hdl-cholesterol', 4.1, 'mmol/L', true],
      ['apob', 0.86, 'g/L', true],
    ]);
  });
});

describe('a card alone in its row, its unit on the line under its value', () => {
  it('reads the unit under a value that stands beside its labelled range', () => {
    const report = textLayer([
      phrases(0, [
        ['Magnesium', 48],
        ['Normal', 260],
      ]),
      phrases(1, [
        ['0.84', 48],
        ['Ref 0.70 - 1.00', 190],
      ]),
      phrases(2, [['mmol/L', 48]]),
      phrases(4, [['HORMONES', 40]]),
      phrases(5, [
        ['Cortisol', 48],
        ['High', 260],
      ]),
      phrases(6, [
        ['712', 48],
        ['Ref 133 - 537', 190],
      ]),
      phrases(7, [['nmol/L', 48]]),
    ]);
    expect(read(report)).toEqual([
      ['magnesium', 0.84, 'mmol/L', true],
      ['cortisol', 712, 'nmol/L', true],
    ]);
  });

  it('reads the unit under an earlier result that stands between it and the value', () => {
    const report = textLayer([
      phrases(0, [
        ['Ferritin', 48],
        ['Low', 260],
      ]),
      phrases(1, [
        ['9', 48],
        ['Ref 15 - 150', 190],
      ]),
      phrases(2, [['Previous: 14 (Jun 2024)', 190]]),
      phrases(3, [['µg/L', 48]]),
      phrases(5, [['VITAMINS', 40]]),
      phrases(6, [
        ['Vitamin D', 48],
        ['Normal', 260],
      ]),
      phrases(7, [
        ['78', 48],
        ['Ref 50 - 150', 190],
      ]),
      phrases(8, [['Last: 61 (Jan 2024)', 190]]),
      phrases(9, [['nmol/L', 48]]),
    ]);
    expect(read(report)).toEqual([
      ['ferritin', 9, 'µg/L', true],
      ['vitamin-d', 78, 'nmol/L', true],
    ]);
  });
});
