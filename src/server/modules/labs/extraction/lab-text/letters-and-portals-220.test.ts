/**
 * What set 220's tune part taught (ADR 081 items 415-419): results that reach a member outside a
 * lab's table. A portal's text view pasted into an e-mail prints each test's name over its value,
 * in one column or two that do not keep each other's lines; a letter lists results several to a
 * line, with ranges, flags and labels that belong to a panel or to an earlier date.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { listedResults } from './listed-results';
import { phrasesLine, readRows as read, textLayer } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();
const isTestName = (name: string) => reference.resolveName(name) !== null;

/**
 * Cards of a name over its value, one after the other from `row`, at a portal's indents: the
 * value, then its range a few spaces on and a flag after it.
 */
const cards = (row: number, items: [string, string, string?][]) =>
  items.flatMap(([name, value, rest], index) => [
    phrasesLine(row + 2 * index, [[name, 70]]),
    phrasesLine(row + 2 * index + 1, [
      [value, 82],
      ...(rest ? [[rest, 82 + 4.5 * value.length + 14] as [string, number]] : []),
    ]),
  ]);

describe("a portal's cards, each test's name over its value", () => {
  it('reads a value with its range in brackets, spaced as a portal spaces it, and a flag', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['Die Werte aus dem Befundportal:', 56]]),
        ...cards(2, [
          ['Hämoglobin', '15,2 g/dl', '[13,5 - 17,5]'],
          ['Kalium', '4,5 mmol/l', '[3,5 - 5,1]'],
          ['GPT (ALT)', '58 U/l', '[< 50] +'],
          ['Gesamtcholesterin', '224 mg/dl', '(v.n. < 200) *'],
        ]),
      ]),
    );
    // Counted word by word, '15,2 g/dl [13,5 - 17,5]' was five words, too many for a card's
    // value: every card with a spaced range was lost.
    expect(rows).toEqual([
      ['hemoglobin', 15.2, 'g/dL', true],
      ['potassium', 4.5, 'mmol/L', true],
      ['alt', 58, 'U/L', true],
      ['total-cholesterol', 224, 'mg/dL', true],
    ]);
  });

  it("leaves the page's footer under the last card to the page", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['Die Werte aus dem Befundportal:', 56]]),
        ...cards(2, [
          ['Triglyzeride', '124 mg/dl', '[< 150]'],
          ['Nüchternblutzucker', '96 mg/dl', '[70 - 100]'],
        ]),
        phrasesLine(9, [['Seite 1 von 2', 500]]),
      ]),
    );
    expect(rows).toEqual([
      ['triglycerides', 124, 'mg/dL', true],
      ['glucose', 96, 'mg/dL', true],
    ]);
  });

  it('reads two columns of cards whose lines do not meet, one column after the other', () => {
    // The right column starts a line lower, so each left card's name stands beside a right
    // card's value.
    const rows = read(
      textLayer([
        phrasesLine(-2, [
          ['BASIC METABOLIC PANEL', 56],
          ['URINE ALBUMIN', 310],
        ]),
        phrasesLine(-1, [
          ['Collected: 03/11/2025 8:05 AM', 56],
          ['Collected: 03/11/2025 8:20 AM', 310],
        ]),
        phrasesLine(1, [['BUN', 56]]),
        phrasesLine(2, [
          ['17 mg/dL', 64],
          ['Microalbumin, Urine', 310],
        ]),
        phrasesLine(3, [
          ['Creatinine', 56],
          ['12.4 mg/L', 318],
        ]),
        phrasesLine(4, [
          ['0.98 mg/dL', 64],
          ['Creatinine, Urine', 310],
        ]),
        phrasesLine(5, [
          ['Sodium', 56],
          ['98 mg/dL', 318],
        ]),
        phrasesLine(6, [
          ['140 mmol/L', 64],
          ['Microalbumin/Creatinine Ratio', 310],
        ]),
        phrasesLine(7, [
          ['Potassium', 56],
          ['12.7 mg/g', 318],
        ]),
        phrasesLine(8, [['4.4 mmol/L', 64]]),
        phrasesLine(9, [['Chloride', 56]]),
        phrasesLine(10, [['103 mmol/L', 64]]),
        phrasesLine(11, [['Calcium', 56]]),
        phrasesLine(12, [['9.4 mg/dL', 64]]),
      ]),
    );
    // Read across, 'Creatinine  12.4 mg/L' took the urine albumin's value for the blood's.
    expect(rows).toEqual([
      ['bun', 17, 'mg/dL', true],
      ['creatinine', 0.98, 'mg/dL', true],
      ['sodium', 140, 'mmol/L', true],
      ['potassium', 4.4, 'mmol/L', true],
      ['chloride', 103, 'mmol/L', true],
      ['calcium', 9.4, 'mg/dL', true],
      ['urine-albumin', 12.4, 'mg/L', true],
      ['urine-creatinine', 98, 'mg/dL', true],
      ['urine-acr', 12.7, 'mg/g', true],
    ]);
  });
  it('reads two such columns whose first cards stand side by side, names over values', () => {
    // 'TSH' stands a little left of its value, inside the gutter's width over the values' line.
    const rows = read(
      textLayer([
        phrasesLine(-3, [
          ['BASIC METABOLIC PANEL', 56],
          ['TSH', 310],
        ]),
        phrasesLine(-2, [
          ['Collected: 03/11/2025 8:05 AM', 56],
          ['Collected: 03/11/2025 8:05 AM', 310],
        ]),
        phrasesLine(-1, [
          ['Glucose', 56],
          ['TSH', 310],
        ]),
        phrasesLine(0, [
          ['104 mg/dL High', 64],
          ['1.920 uIU/mL', 318],
        ]),
        phrasesLine(1, [['BUN', 56]]),
        phrasesLine(2, [
          ['17 mg/dL', 64],
          ['Microalbumin, Urine', 310],
        ]),
        phrasesLine(3, [
          ['Creatinine', 56],
          ['12.4 mg/L', 318],
        ]),
        phrasesLine(4, [['0.98 mg/dL', 64]]),
        phrasesLine(5, [['Chloride', 56]]),
        phrasesLine(6, [['103 mmol/L', 64]]),
        phrasesLine(7, [['Calcium', 56]]),
        phrasesLine(8, [['9.4 mg/dL', 64]]),
      ]),
    );
    expect(rows.map(([test, value]) => [test, value])).toEqual([
      ['glucose', 104],
      ['bun', 17],
      ['creatinine', 0.98],
      ['chloride', 103],
      ['calcium', 9.4],
      ['tsh', 1.92],
      ['urine-albumin', 12.4],
    ]);
  });

  it("keeps a unit printed alone under a card's large value as the card's unit", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['TSH', 40],
          ['In range', 470],
        ]),
        phrasesLine(1.5, [['2.37', 40]]),
        phrasesLine(2.5, [
          ['uIU/mL', 108],
          ['LOW', 330],
          ['OPTIMAL', 385],
          ['HIGH', 460],
        ]),
        phrasesLine(3.5, [['Normal range: 0.45 - 4.50 uIU/mL', 40]]),
      ]),
    );
    // Taken for a heading, 'uIU/mL' ended the card before its unit.
    expect(rows).toEqual([['tsh', 2.37, 'µIU/mL', true]]);
  });
});

describe('names and units a row prints with marks of its own', () => {
  it("reads a share's name printed after its sign", () => {
    const rows = read(
      textLayer([
        phrasesLine(-1, [
          ['ANÁLISIS', 40],
          ['RESULTADO', 238],
          ['UNIDAD', 298],
          ['VALORES REFERENCIALES', 360],
        ]),
        phrasesLine(0, [
          ['HIERRO SÉRICO', 40],
          ['38', 246],
          ['µg/dL', 298],
          ['50 - 170', 360],
        ]),
        phrasesLine(1, [['Método: Colorimétrico (Ferene)', 40]]),
        phrasesLine(2, [
          ['% SATURACIÓN DE TRANSFERRINA', 40],
          ['8,4', 246],
          ['%', 298],
          ['20 - 50', 360],
        ]),
      ]),
    );
    expect(rows.map(([test, value]) => [test, value])).toEqual([
      ['iron', 38],
      ['transferrin-saturation', 8.4],
    ]);
  });

  it("reads a unit that ends a letter's sentence without the sentence's full stop", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['Microalbuminuria (relación albúmina/creatinina): 48 mg/g.', 66]]),
      ]),
    );
    expect(rows.map(([test, value, unit]) => [test, value, unit])).toEqual([
      ['urine-acr', 48, 'mg/g'],
    ]);
  });
});

describe('results a letter lists, several to a line', () => {
  it("reads a cell count's unit typed with spaces", () => {
    const rows = read(
      textLayer([phrasesLine(0, [['FSC : Hb 148 g/L; GB 6,3 x 10^9/L; Plaq 221 x 10^9/L', 66]])]),
    );
    expect(rows.map(([test, value, unit]) => [test, value, unit])).toEqual([
      ['hemoglobin', 148, 'g/L'],
      ['wbc', 6.3, '10^9/L'],
      ['platelets', 221, '10^9/L'],
    ]);
  });

  it('reads items with a range in brackets and a flag after it, under a panel label', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['Le riporto i valori principali:', 56]]),
        phrasesLine(1, [
          ['Tiroide: TSH 5,82 µUI/mL (0,35-4,94) *; FT4 1,02 ng/dL (0,70-1,48); FT3 2,9 pg/mL', 66],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['tsh', 5.82, 'µIU/mL', false],
      ['free-t4', 1.02, 'ng/dL', false],
      ['free-t3', 2.9, 'pg/mL', false],
    ]);
  });

  it("reads a French letter's dashed lines, each test named before its colon", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['Bilan biologique du 18/02/2025 :', 56]]),
        phrasesLine(1, [
          [
            '- Créatininémie : 78 µmol/L (N : 45-90) ; DFG estimé (CKD-EPI) : 74 mL/min/1,73 m²',
            66,
          ],
        ]),
        phrasesLine(2, [['- ASAT 28 UI/L, ALAT 41 UI/L (N < 35), GGT 58 UI/L (N < 38)', 66]]),
      ]),
    );
    expect(rows.map(([test, value]) => [test, value])).toEqual([
      ['creatinine', 78],
      ['egfr', 74],
      ['ast', 28],
      ['alt', 41],
      ['ggt', 58],
    ]);
  });

  it('parts items at a spaced dash before a name, never at a range', () => {
    expect(
      listedResults('AST (GOT) 26 U/L – ALT (GPT) 33 U/L – Sodio 136 – 145', isTestName).map(
        (result) => [result.names[0], result.value],
      ),
    ).toEqual([
      ['AST (GOT)', '26'],
      ['ALT (GPT)', '33'],
    ]);
  });

  it("reads no test from a drug's dose", () => {
    // 'mg' is magnesium's symbol; after a number it is the dose's unit.
    const listed = listedResults('Hb 13,1 g/dL, ramipril 5 mg 1 cp/die, K 4,1 mmol/L', isTestName);
    expect(listed.map((result) => result.names[0])).toEqual(['Hb', 'K']);
  });

  it('reads nothing after a label of earlier results', () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [
          ['Valori precedenti (ottobre 2024): colesterolo LDL 98 mg/dL, creatinina 1,05 mg/dL', 56],
        ]),
      ]),
    );
    expect(rows).toEqual([]);
  });

  it("gives a urine panel's items the urine's tests, and a list without a label the blood's", () => {
    const rows = read(
      textLayer([
        phrasesLine(0, [['QS: Glucosa 168 mg/dL; Urea 38 mg/dL; Creatinina 0.9 mg/dL.', 66]]),
        phrasesLine(1, [['PFH: TGO 29 U/L, TGP 35 U/L, FA 88 U/L.', 66]]),
        phrasesLine(2, [['EGO: densidad 1.025, pH 5.5, glucosa 250 mg/dL.', 66]]),
        phrasesLine(3, [
          ['Urine dip: protein trace, blood negative, leucocytes negative, nitrites negative.', 66],
        ]),
        phrasesLine(4, [['Recent bloods: Na 139, K 4.6, Bili 7, Alb 41.', 66]]),
        // The page's last table is a urine test's: the letter's list is no part of it.
        phrasesLine(6, [['URINALYSIS', 56]]),
        phrasesLine(7, [
          ['Specific gravity', 56],
          ['1.020', 200],
        ]),
      ]),
    );
    // The table's row first, then the letter's, as the reader returns them.
    expect(rows.map(([test, value]) => [test, value])).toEqual([
      ['urine-specific-gravity', 1.02],
      ['glucose', 168],
      ['urea', 38],
      ['creatinine', 0.9],
      ['ast', 29],
      ['alt', 35],
      ['alp', 88],
      ['urine-specific-gravity', 1.025],
      ['urine-ph', 5.5],
      // Held with its unit in doubt: mg/dL is the blood glucose's unit too.
      ['urine-glucose', '250'],
      ['urine-protein', 'trace'],
      ['urine-blood', 'negative'],
      ['urine-leukocyte-esterase', 'negative'],
      ['urine-nitrite', 'negative'],
      ['sodium', 139],
      ['potassium', 4.6],
      ['total-bilirubin', 7],
      ['albumin', 41],
    ]);
  });
});
