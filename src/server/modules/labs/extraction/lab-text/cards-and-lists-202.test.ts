/**
 * What sets 202-205's tune parts (and the tune parts of 200-201 read again) taught (ADR 081 items
 * 384-388): portal cards that list their fields down the card or print the value under the name,
 * a portal block's sample fields, a result printed in the column of where it lies against its
 * range, doubled angle marks as flags, dates of a cumulative table printed without their year,
 * and results a letter lists with word results or wrapped over lines.
 */
import { describe, expect, it } from 'vitest';
import {
  readRows as read,
  phrasesLine as phrases,
  textLayer,
  wordsAt as at,
} from './read-rows.test-helpers';

describe('portal cards', () => {
  it('reads a card that lists its fields down the card, two cards side by side', () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['Hémoglobine', 40],
          ['Leucocytes', 332],
        ]),
        phrases(1, [
          ['Résultat', 48],
          ['118 g/L', 160],
          ['Résultat', 340],
          ['7,4 ×10⁹/L', 450],
        ]),
        phrases(2, [
          ['Valeurs de référence', 48],
          ['120 - 160 g/L', 160],
          ['Valeurs de référence', 340],
          ['4,0 - 11,0 ×10⁹/L', 450],
        ]),
        phrases(3, [
          ['Indicateur', 48],
          ['Bas', 160],
          ['Indicateur', 340],
          ['Normal', 450],
        ]),
        phrases(4, [
          ['Échantillon', 48],
          ['Sang', 160],
          ['Échantillon', 340],
          ['Sang', 450],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['hemoglobin', 118, 'g/L', true],
      ['wbc', 7.4, '10^9/L', true],
    ]);
  });

  it('reads a card whose value stands under its name, the range labelled beside them', () => {
    const rows = read(
      textLayer([
        at(0, 'Hemoglobin@50'),
        at(1, 'Standard@250 range:@287 12.0@315 -@336 15.5@344 g/dL@365'),
        at(2, '11.2@50 g/dL@92 ▼@175 Low@186 L@250 [----●-|=========|------]@259 H@372'),
        at(3, 'Platelets@50'),
        at(4, 'Standard@250 range:@289 150@319 -@336 450@344 x10E3/uL@361'),
        at(5, '268@50 x10E3/uL@84 L@250 [------|====●====|------]@258 H@372'),
      ]),
    );
    expect(rows).toEqual([
      ['hemoglobin', 11.2, 'g/dL', true],
      ['platelets', 268, '10^3/µL', true],
    ]);
  });

  it("reads a box's result under its label, not the table of cut-offs beside it", () => {
    const rows = read(
      textLayer([
        phrases(0, [['FERRITIN', 44]]),
        phrases(1, [
          ['Specimen: Serum', 44],
          ['Method: CLIA', 180],
        ]),
        phrases(2, [
          ['Result', 44],
          ['Reference / Interpretation', 280],
        ]),
        phrases(3, [
          ['9.6', 44],
          ['ng/mL', 82],
          ['Iron deficiency likely', 288],
          ['< 15 ng/mL', 430],
        ]),
      ]),
    );
    expect(rows[0]).toEqual(['ferritin', 9.6, 'ng/mL', true]);
  });

  it("reads a portal block whose labels include the flag, the result's date and the specimen", () => {
    const rows = read(
      textLayer([
        phrases(0, [['Glucose', 48]]),
        phrases(1, [
          ['Your Value', 48],
          ['Standard Range', 190],
          ['Flag', 340],
          ['Result Date', 395],
          ['Specimen', 480],
        ]),
        phrases(2, [
          ['112 mg/dL', 48],
          ['70 - 99 mg/dL', 190],
          ['High', 340],
          ['04/18/2025', 395],
          ['Blood', 480],
        ]),
      ]),
    );
    expect(rows).toEqual([['glucose', 112, 'mg/dL', true]]);
  });
});

describe('where a result lies against its range', () => {
  it('reads the result from whichever of the below, within and above columns holds it', () => {
    const rows = read(
      textLayer([
        at(
          0,
          'Analyse@40 unterhalb@172 im@232 Bereich@250 oberhalb@292 Einheit@356 Referenzbereich@430',
        ),
        at(1, 'Kalium@46 <<@172 3,3@184 mmol/l@356 3,5@430 -@446 5,1@452'),
        at(2, 'Natrium@46 141@238 mmol/l@356 136@430 -@446 145@452'),
        at(3, 'ALAT@46 52@292 >>@304 U/l@356 <@430 35@438'),
      ]),
    );
    expect(rows).toEqual([
      ['potassium', 3.3, 'mmol/L', true],
      ['sodium', 141, 'mmol/L', true],
      ['alt', 52, 'U/L', true],
    ]);
  });

  it("reads doubled angle marks beside a value as its flag, never as a comparison ('<< 3,3')", () => {
    const rows = read('Kalium  << 3,3  mmol/l  3,5 - 5,1');
    expect(rows).toEqual([['potassium', 3.3, 'mmol/L', true]]);
  });
});

describe('headings and names', () => {
  it("reads a table headed 'Kz' (the flag) and 'Analyt' (the test), unflagged rows too", () => {
    const rows = read(
      textLayer([
        at(0, 'Kz@40 Analyt@62 Wert@210 Einheit@252 Referenzintervall@318'),
        at(1, '!!@40 Kalium@62 6,3@210 mmol/l@252 3,5@318 -@334 5,1@340'),
        at(2, 'Natrium@62 139@210 mmol/l@252 136@318 -@334 145@340'),
      ]),
    );
    expect(rows).toEqual([
      ['potassium', 6.3, 'mmol/L', true],
      ['sodium', 139, 'mmol/L', true],
    ]);
  });

  it('knows a test named with its method and specimen, or with what its rate was estimated from', () => {
    expect(read('Glucose (Hexokinase), NaF-Plasma  131  mg/dl  70 - 99')[0]?.[0]).toBe('glucose');
    expect(read('eGFR Krea (CKD-EPI 2021) berechnet  92  ml/min/1,73m²  > 90')[0]?.[0]).toBe(
      'egfr',
    );
    // Where the sample was taken ('fingerstick', 'capillary', 'POC'): the same test.
    expect(read('Glucose, fingerstick  248 mg/dL  70-140 mg/dL  *  18:52  MA-JR')[0]?.[0]).toBe(
      'glucose',
    );
    // 'i. U.': 'im Urin' cut to its letters.
    expect(read('Albumin/Krea-Quot. i. U.  38  mg/g Krea  < 30')[0]?.[0]).toBe('urine-acr');
  });
});

describe('a cumulative table', () => {
  it("takes the newest of dates printed without their year ('03.02.  05.02.  08.02.')", () => {
    const rows = read(
      textLayer([
        at(0, 'Parameter@62 03.02.@190 05.02.@240 08.02.@290 Einheit@350 Norm@440'),
        at(1, 'Hämoglobin@62 138@190 126@240 121@290 g/l@350 117–153@440'),
        at(2, 'Kalium@62 2.9@190 3.6@240 4.1@290 mmol/l@350 3.5–5.0@440'),
      ]),
    );
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      ['hemoglobin', 121],
      ['potassium', 4.1],
    ]);
  });
});

describe("a letter's listed results", () => {
  it("reads word results in a list ('Protein +, Glukose neg') and holds them", () => {
    const rows = read(
      'Urinstatus (Stix):\n    spez. Gewicht 1.028, pH 5.5, Protein +, Glukose neg, Ketone ++, Nitrit neg',
    );
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      ['urine-specific-gravity', 1.028, false],
      ['urine-ph', 5.5, false],
      ['urine-protein', '1+', false],
      ['urine-glucose', 'negative', false],
      ['urine-ketones', '2+', false],
      ['urine-nitrite', 'negative', false],
    ]);
  });

  it('reads an item wrapped over two lines whole, and a later listing of a test over an earlier one', () => {
    const rows = read(
      [
        '- Analítica al ingreso (20/01): creatinina 1,32 mg/dL; Na 133',
        'mEq/L; K 4,6 mEq/L.',
        '- Analítica al alta (27/01): creatinina 0,98 mg/dL; Na 138 mEq/L; K 4,2 mEq/L.',
      ].join('\n'),
    );
    expect(rows.map((row) => [row[0], row[1], row[2]])).toEqual([
      ['creatinine', 0.98, 'mg/dL'],
      ['sodium', 138, 'mEq/L'],
      ['potassium', 4.2, 'mEq/L'],
    ]);
  });

  it('reads no result after a label of goals, in the line or after its results', () => {
    expect(
      read('Targets for high-risk patients: LDL-C <1.8 mmol/L, non-HDL-C <2.6 mmol/L'),
    ).toEqual([]);
    const rows = read(
      'Lipids: TC 5.2 mmol/L, LDL-C 3.1 mmol/L, HDL-C 1.2 mmol/L; Targets: LDL-C <1.8, non-HDL-C <2.6',
    );
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      ['total-cholesterol', 5.2],
      ['ldl-cholesterol', 3.1],
      ['hdl-cholesterol', 1.2],
    ]);
  });

  it("keeps a comment's label off the name of the card before it", () => {
    const rows = read(
      textLayer([
        phrases(0, [['Rapport albumine/créatinine', 40]]),
        phrases(1, [
          ['Résultat', 48],
          ['1,1 mg/mmol', 160],
        ]),
        phrases(2, [
          ['Valeurs de référence', 48],
          ['< 3,0 mg/mmol', 160],
        ]),
        phrases(3, [['Commentaire du laboratoire (Cholestérol total) :', 40]]),
      ]),
    );
    expect(rows).toEqual([['urine-acr', 1.1, 'mg/mmol', true]]);
  });
});

describe('urine words', () => {
  it("reads a presence word with its grade whole ('Presente +++'), never the grade as a flag", () => {
    const rows = read(
      [
        'ESAME URINE COMPLETO',
        'Esterasi leucocitaria  Presente +++  Assente',
        'Sedimento urinario (esame microscopico)',
        'Emazie  Presenti +  Rare',
      ].join('\n'),
    );
    expect(rows.map((row) => [row[0], row[1]])).toEqual([
      ['urine-leukocyte-esterase', '3+'],
      ['urine-rbc', 'presenti +'],
    ]);
  });

  it("reads a sediment heading with its note in brackets: 'Leucociti' are the cells counted", () => {
    const rows = read(
      [
        'ESAME URINE COMPLETO',
        'Sedimento urinario (esame microscopico)',
        'Leucociti  Numerosi  Rari',
      ].join('\n'),
    );
    expect(rows[0]?.[0]).toBe('urine-wbc');
  });
});

describe('urinalysis names', () => {
  it("reads 'UA' before a test as the urinalysis's ('UA Protein', 'UA RBC'), 'UA' alone as uric acid", () => {
    expect(read('UA Protein  Negative  Negative')[0]?.[0]).toBe('urine-protein');
    expect(read('UA RBC  3 (H)  0-2  /hpf')[0]?.[0]).toBe('urine-rbc');
    expect(read('UA  6.1  mg/dL  3.5 - 7.2')[0]?.[0]).toBe('uric-acid');
  });

  it("reads a row whose 'Status' column says the result's state in the lab's work", () => {
    const rows = read(
      textLayer([
        at(
          0,
          'Procedure@40 Result@198 Ref@260 Range@275 Units@330 Collected@400 Date/Time@445 Status@505',
        ),
        at(1, 'Urinalysis@40'),
        at(
          2,
          'UA@48 Protein@62 Negative@198 Negative@260 13-May-2025@400 07:58@452 Auth@505 (Verified)@525',
        ),
      ]),
    );
    expect(rows).toEqual([['urine-protein', 'negative', null, true]]);
  });
});

describe('a star glued before a result', () => {
  it("reads a count's span or a word with a star glued before it ('*6 - 8', '*Slightly hazy')", () => {
    const rows = read(
      textLayer([
        at(0, 'Test@44 Name@64 Result@232 Unit@292 Reference@360 Value@405'),
        at(1, 'Urine@44 R/M/E@70'),
        at(2, 'Microscopic@44 Examination@100'),
        at(3, 'Pus@54 cells@70 *6@232 -@242 8@248 /HPF@292 0@360 -@366 5@372'),
      ]),
    );
    expect(rows).toEqual([['urine-wbc', '6-8', '/HPF', true]]);
  });
});

describe("a judgement column's note", () => {
  it("reads a row whose judgement carries a goal in brackets ('niedrig-normal (Ziel > 35)')", () => {
    const rows = read(
      textLayer([
        at(0, 'Parameter@40 Wert@190 Einheit@232 Referenzbereich@300 Bewertung@378'),
        phrases(1, [
          ['Ferritin', 44],
          ['19', 190],
          ['ng/ml', 232],
          ['15 - 150', 300],
          ['niedrig-normal (Ziel > 35)', 378],
        ]),
      ]),
    );
    expect(rows).toEqual([['ferritin', 19, 'ng/mL', true]]);
  });
});

describe('a range for a sex and an age band', () => {
  it("reads a row whose range is followed by its band in brackets ('84.8 - 378.0 (F 25-34 y)')", () => {
    expect(read('DHEA Sulfate  212  ug/dL  84.8 - 378.0 (F 25-34 y)  Within')).toEqual([
      ['dhea-s', 212, 'µg/dL', true],
    ]);
  });
});
