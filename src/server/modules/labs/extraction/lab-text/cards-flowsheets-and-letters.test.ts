/**
 * What sets 228, 230 and 231's tune parts taught (ADR 168): a wellness card's laboratory range
 * labelled 'Lab range' beside or above its value, its clinic's 'Optimal' target and its grade
 * ('Good', 'Fair'); an earlier result printed close before the next card's value; a ward's
 * flowsheet whose draws' times stand on the line under its headings; a record's listing whose
 * lines open with their day and no header is read over them; and a French letter's results after
 * 'à'. Our own tests, values, spacing and languages.
 */
import { describe, expect, it } from 'vitest';
import {
  readRanges,
  readRows as read,
  phrasesLine as phrases,
  textLayer,
} from './read-rows.test-helpers';

describe("a longevity clinic's cards with the laboratory's range and the clinic's target", () => {
  it("reads each card's value beside its labelled laboratory range, its target and grade set aside", () => {
    const report = textLayer([
      phrases(0, [
        ['Potassium', 40],
        ['Ferritin', 300],
      ]),
      phrases(1, [
        ['4.4', 40],
        ['mmol/L', 60],
        ['Lab range 3.5 - 5.1', 170],
        ['85', 300],
        ['ng/mL', 315],
        ['Laboratory range 30 - 400', 400],
      ]),
      phrases(2, [
        ['Optimal 4.0 - 4.8', 170],
        ['Optimal 50 - 150', 400],
      ]),
      phrases(3, [
        ['(4.4 mEq/L)', 40],
        ['Fair', 170],
        ['Good', 400],
      ]),
    ]);
    expect(read(report)).toEqual([
      ['potassium', 4.4, 'mmol/L', true],
      ['ferritin', 85, 'ng/mL', true],
    ]);
    expect(readRanges(report)).toEqual([
      ['potassium', 3.5, 5.1],
      ['ferritin', 30, 400],
    ]);
  });

  it('reads the values under a line of labelled ranges that stands between them and the names', () => {
    const report = textLayer([
      phrases(0, [
        ['Vitamin D', 40],
        ['Folate', 300],
      ]),
      phrases(1, [
        ['Lab range 30 - 100', 170],
        ['Lab range 3.0 - 17.0', 430],
      ]),
      phrases(2, [
        ['42', 40],
        ['ng/mL', 55],
        ['Optimal > 40', 170],
        ['9.1', 300],
        ['ng/mL', 318],
        ['Optimal > 10', 430],
      ]),
    ]);
    expect(read(report)).toEqual([
      ['vitamin-d', 42, 'ng/mL', true],
      ['folate', 9.1, 'ng/mL', true],
    ]);
    expect(readRanges(report)).toEqual([
      ['vitamin-d', 30, 100],
      ['folate', 3, 17],
    ]);
  });
});

describe("an app's cards with each earlier result set close before the next card's value", () => {
  // 'Prev 5.9 | Mar 2024' ends a few points before '118', under the next card's name; the
  // statuses stand close before the names on their right ('In range  Glucose').
  const report = textLayer([
    phrases(0, [
      ['HbA1c', 40],
      ['In range', 150],
      ['Glucose', 200],
      ['Above range', 306],
      ['Insulin', 360],
    ]),
    phrases(1, [
      ['5.6', 40],
      ['%', 58],
      ['Prev 5.9 | Mar 2024', 110],
      ['118', 200],
      ['mg/dL', 218],
      ['Prev 131 | Mar 2024', 270],
      ['9.4', 360],
      ['µIU/mL', 378],
    ]),
  ]);

  it("reads each card's own value, never the earlier result", () => {
    expect(read(report)).toEqual([
      ['hba1c', 5.6, '%', true],
      ['glucose', 118, 'mg/dL', true],
      ['insulin', 9.4, 'µIU/mL', true],
    ]);
  });
});

describe("a ward's flowsheet of one day, its draws' times under the headings", () => {
  // The times stand on the line under 'Test  Units  Drawn  Ref Int', the first under 'Drawn'.
  const report = textLayer([
    phrases(0, [
      ['Test', 40],
      ['Units', 130],
      ['Drawn', 200],
      ['Ref Int', 470],
    ]),
    phrases(1, [
      ['Time', 40],
      ['03:15', 200],
      ['09:00', 260],
      ['15:45', 320],
      ['21:30', 380],
    ]),
    phrases(2, [
      ['Potassium', 40],
      ['mmol/L', 130],
      ['6.1 H', 200],
      ['5.4 H', 260],
      ['4.7', 320],
      ['4.2', 380],
      ['3.5-5.2', 470],
    ]),
    phrases(3, [
      ['Glucose', 40],
      ['mmol/L', 130],
      ['18.2 H', 200],
      ['12.6 H', 260],
      ['9.0 H', 320],
      ['7.1', 380],
      ['3.9-7.8', 470],
    ]),
    phrases(4, [
      ['Bicarbonate', 40],
      ['mmol/L', 130],
      ['11 L', 200],
      ['15 L', 260],
      ['19 L', 320],
      ['23', 380],
      ['22-32', 470],
    ]),
  ]);

  it("reads the latest draw's result and the range under 'Ref Int'", () => {
    expect(read(report)).toEqual([
      ['potassium', 4.2, 'mmol/L', true],
      ['glucose', 7.1, 'mmol/L', true],
      ['bicarbonate', 23, 'mmol/L', true],
    ]);
    expect(readRanges(report)).toEqual([
      ['potassium', 3.5, 5.2],
      ['glucose', 3.9, 7.8],
      ['bicarbonate', 22, 32],
    ]);
  });
});

describe("a French GP's listing of results, each line opening with its day", () => {
  const report = textLayer([
    phrases(0, [['Résultats enregistrés au dossier', 30]]),
    phrases(1, [
      ['03/11/2024', 30],
      ['Glycémie', 100],
      ['1,32 g/l', 290],
    ]),
    phrases(2, [
      ['03/11/2024', 30],
      ['Cholestérol LDL', 100],
      ['1,08 g/l', 290],
    ]),
    phrases(3, [
      ['03/11/2024', 30],
      ['Créatinine', 100],
      ['9,6 mg/l', 290],
    ]),
    phrases(4, [
      ['14/05/2024', 30],
      ['Glycémie', 100],
      ['1,41 g/l', 290],
    ]),
    phrases(5, [
      ['14/05/2024', 30],
      ['Cholestérol LDL', 100],
      ['1,35 g/l', 290],
    ]),
    phrases(6, [
      ['14/05/2024', 30],
      ['PSA total', 100],
      ['2,1 ng/ml', 290],
    ]),
  ]);

  it("keeps the newest day's results: an earlier day's test is no current result", () => {
    expect(read(report)).toEqual([
      ['glucose', 1.32, 'g/L', true],
      ['ldl-cholesterol', 1.08, 'g/L', true],
      ['creatinine', 9.6, 'mg/L', true],
    ]);
  });
});

describe("a French discharge letter's results after 'à'", () => {
  const letter = [
    'Madame, nous avons revu votre patient ce jour en consultation de néphrologie.',
    'Au bilan, la natrémie est abaissée à 128 mmol/l, avec une CRP à 12 mg/l.',
    'leucocytes à 11,2 G/l dont lymphocytes à 1,9 G/l.',
  ].join('\n');

  it('reads each result a judgement or a preposition leads to, held for the member to check', () => {
    expect(read(letter)).toEqual([
      ['sodium', 128, 'mmol/L', false],
      ['crp', 12, 'mg/L', false],
      ['wbc', 11.2, '10^9/L', false],
      ['lymphocytes', 1.9, '10^9/L', false],
    ]);
  });
});
