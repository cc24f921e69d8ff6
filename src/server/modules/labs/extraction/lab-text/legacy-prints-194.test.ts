/**
 * What sets 194-197's tune parts taught (ADR 081 items 376-379): plain-text prints whose columns,
 * aligned with spaces for a fixed-width font, drift when set in a proportional one; names as
 * legacy systems and other countries' chains type them; a share and an amount of one cell count
 * on one line in either order; ranges that point to a table of targets; bilingual footers.
 */
import { describe, expect, it } from 'vitest';
import { readRows as read, textLayer, wordsAt as at } from './read-rows.test-helpers';

describe('a plain-text print whose columns drifted', () => {
  it('reads a result set left of its heading, with the unit the drift carried under it', () => {
    const rows = read(
      textLayer([
        at(0, 'INVESTIGATION@34 RESULT@151 UNITS@204 BIOLOGICAL@254 REF.@307 INTERVAL@331'),
        at(1, 'HAEMOGLOBIN@44 12.1@160 L@195 gm/dl@208 13.0@256 -@277 17.0@286'),
        at(2, 'M.C.V.@44 87.6@135 fl@181 83@219 -@232 101@241'),
        at(3, 'M.C.H.@44 27.8@137 pg@183 27@226 -@239 32@247'),
      ]),
    );
    expect(rows).toEqual([
      ['hemoglobin', 12.1, 'g/dL', true],
      ['mcv', 87.6, 'fL', true],
      ['mch', 27.8, 'pg', true],
    ]);
  });

  it('reads a drifted result with its flag glued on or set beside it, and a count per field', () => {
    const rows = read(
      textLayer([
        at(0, 'EXAMINATION@44 RESULT@144 UNIT@186 REFERENCE@228 VALUE@282'),
        at(1, 'FBS@44 6.4H@122 mmol/L@158 3.9-6.1@206'),
        at(2, 'HDL@44 .91@124 L@141 mmol/L@158 1.04-1.55@206'),
        at(3, 'BASOPHILS@44 0@138 %@168 0-1@206'),
        at(4, 'URINALYSIS@44'),
        at(5, 'PUS@44 CELLS@64 5-8@136 /HPF@169 0-5@209'),
      ]),
    );
    expect(rows).toEqual([
      ['glucose', 6.4, 'mmol/L', true],
      ['hdl-cholesterol', 0.91, 'mmol/L', true],
      ['basophils-percent', 0, '%', true],
      ['urine-wbc', '5-8', '/HPF', true],
    ]);
  });

  it("reads a heading set between rules or stars as the section's specimen", () => {
    // A number in a blood test's unit under it: the urine test, held for the member to check.
    const rows = read('*** EXAMEN GENERAL DE ORINA ***\nGLUCOSA  100  *  mg/dL  NEGATIVO');
    expect(rows).toEqual([['urine-glucose', '100', 'mg/dL', false]]);
  });
});

describe('names as legacy systems and other chains type them', () => {
  it('reads a urine word cut to one letter as the urine test in full', () => {
    const rows = read(
      'U ALBUMIN  12.8  mg/L\nU CREATININE  14.2  mmol/L\nU ALB/CREAT RATIO  0.9  mg/mmol  <2.0',
    );
    expect(rows).toEqual([
      ['urine-albumin', 12.8, 'mg/L', true],
      ['urine-creatinine', 14.2, 'mmol/L', true],
      ['urine-acr', 0.9, 'mg/mmol', true],
    ]);
  });

  it("reads an English plural, a German umlaut typed out and a vitamin's short name", () => {
    const rows = read(
      'TOTAL PROTEINS  7.2  g/dL  6.4 - 8.3\nHarnsaeure  7,9  mg/dl  3,4 - 7,0\nVIT D 25-OH  14.2  ng/mL  30 - 100',
    );
    expect(rows.map((row) => row[0])).toEqual(['total-protein', 'uric-acid', 'vitamin-d']);
  });

  it('reads a strip word with its abbreviation point and a name twice across a spaced slash', () => {
    expect(read('Transparency  SL. TURBID')).toEqual([
      ['urine-clarity', 'slightly cloudy', null, true],
    ]);
    expect(read('fT4 / FT4  1,12  ng/dL  0,93 - 1,70')).toEqual([['free-t4', 1.12, 'ng/dL', true]]);
  });
});

describe('a share and an amount of one count on one line', () => {
  it('reads the amount first and its share beside its unit as two rows', () => {
    const rows = read(
      textLayer([
        at(0, 'Analyse@40 Resultat@200 Einheit@256 Referenzbereich@385'),
        at(1, 'Neutrophile@48 5.87@219 G/L@256 66@319 %@336 1.40@385 -@406 8.00@414 G/L@436'),
      ]),
    );
    expect(rows).toEqual([
      ['neutrophils-percent', 66, '%', true],
      ['neutrophils', 5.87, '10^9/L', true],
    ]);
  });

  it('reads the share under the result heading and the amount under the unit heading', () => {
    const rows = read(
      textLayer([
        at(0, 'Test@40 Result@185 Unit@232 Reference@330 Range@381'),
        at(1, 'Relative@185 Absolute@240 Ref.@350 Relative@369 Ref.@440 Absolute@460'),
        at(
          2,
          'Lymphocytes@40 31@185 %@207 2.11@240 x10^3/μL@270 20@350 -@363 40@371 %@384 1.0@440 -@457 3.0@465 x10^3/μL@482',
        ),
      ]),
    );
    expect(rows).toEqual([
      ['lymphocytes-percent', 31, '%', true],
      ['lymphocytes', 2.11, '10^3/µL', true],
    ]);
  });

  it('keeps one test printed in two units one row: only a cell count has a share', () => {
    const rows = read(
      textLayer([
        at(0, 'Analyse@40 Resultat@200 Einheit@256 Referenzbereich@385'),
        at(1, 'HbA1c@48 42@219 mmol/mol@256 6.0@319 %@336 20@385 -@400 42@414'),
      ]),
    );
    // One row, its first unit's: no 'HbA1c %' share of 6.0 beside it.
    expect(rows.map((row) => [row[0], row[1], row[2]])).toEqual([['hba1c', 42, 'mmol/mol']]);
  });
});

describe('what a range column prints instead of a range', () => {
  it('reads a row whose range points to a table of targets or depends on the risk', () => {
    expect(read('LDL CHOLESTEROL (CALC.)  4.36  H  mmol/L  Refer to table below')).toEqual([
      ['ldl-cholesterol', 4.36, 'mmol/L', true],
    ]);
    expect(read('Cholestérol total  2,14  g/L  cf. objectifs')).toEqual([
      ['total-cholesterol', 2.14, 'g/L', true],
    ]);
    expect(read('LDL-cholestérol  3,82  mmol/L  selon risque')).toEqual([
      ['ldl-cholesterol', 3.82, 'mmol/L', true],
    ]);
  });

  it('reads a range given for a sex and an age below a bound', () => {
    expect(read('Ferritine  84  µg/L  F < 50 ans : 13 - 150')).toEqual([
      ['ferritin', 84, 'µg/L', true],
    ]);
  });

  it('sets a remark column aside', () => {
    const rows = read(
      textLayer([
        at(0, 'Analyse@42 Résultat@212 Unité@288 Valeurs@360 de@400 référence@415 Remarque@478'),
        at(
          1,
          'eGFR@42 (CKD-EPI)@66 55@212 L@270 mL/min/1,73m²@288 >@360 60@370 IRC@478 stade@493 3a@515',
        ),
      ]),
    );
    expect(rows).toEqual([['egfr', 55, 'mL/min/1.73m²', true]]);
  });
});

describe("a bilingual report's footer", () => {
  it('is no row: its page number in two languages', () => {
    const rows = read(
      "Kalium / Potassio  4,1  mmol/L  3,5 - 5,1\nSüdtiroler Sanitätsbetrieb | Azienda Sanitaria dell'Alto Adige  Seite / Pagina  1 / 2",
    );
    expect(rows).toEqual([['potassium', 4.1, 'mmol/L', true]]);
  });
});
