/**
 * What sets 206-209's tune parts taught (ADR 081 items 391-396): tables ruled with characters
 * and led by code, date and time columns, a laboratory system's test number before the name,
 * ranges by phase in a range column, results in a letter's running prose, and names printed
 * without their linking words.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import {
  readRows as read,
  phrasesLine as phrases,
  textLayer,
  wordsAt as at,
} from './read-rows.test-helpers';

describe('fixed-width and ruled prints', () => {
  it('reads a table led by date, time and code columns, its headings typed without umlauts', () => {
    const rows = read(
      textLayer([
        at(
          0,
          'DATUM@32 ZEIT@79 KUERZEL@112 ANALYSE@165 RESULTAT@280 *@332 EINHEIT@352 REFERENZ@400 MAT.@470',
        ),
        at(
          1,
          '13.03.24@32 06:52@79 HB@112 HAEMOGLOBIN@165 118@300 *@332 G/L@352 134@400 -@420 170@430 EB@470',
        ),
        at(
          2,
          '13.03.24@32 06:52@79 NA@112 NATRIUM@165 133@300 *@332 MMOL/L@352 136@400 -@420 145@430 LH@470',
        ),
      ]),
    );
    expect(rows).toEqual([
      ['hemoglobin', 118, 'g/L', true],
      ['sodium', 133, 'mmol/L', true],
    ]);
  });

  it('keeps a code column apart from the names it stands before', () => {
    const rows = read(
      textLayer([
        at(
          0,
          '│@42 Code@52 │@76 Analyse@86 │@220 Résultat@229 │@272 Unités@311 │@368 Normes@378 │@460',
        ),
        at(
          1,
          '│@42 NA@52 │@76 Sodium@86 │@220 139@253 │@272 mmol/L@311 │@368 136@378 -@395 145@402 │@460',
        ),
        at(
          2,
          '│@42 CREA@52 │@76 Créatinine@86 │@220 84@258 │@272 µmol/L@311 │@368 49@378 -@390 90@397 │@460',
        ),
      ]),
    );
    expect(rows).toEqual([
      ['sodium', 139, 'mmol/L', true],
      ['creatinine', 84, 'µmol/L', true],
    ]);
  });

  it("reads a name printed from a ruled column's left edge under its centred heading", () => {
    const rows = read(
      textLayer([
        at(0, '|@30 CLAVE@116 |@142 ESTUDIO@192 |@268 RESULTADO@278 |@340 UNIDADES@354 |@399'),
        at(
          1,
          '|@30 BUN@116 |@142 NITROGENO@152 UREICO@200 (BUN)@235 |@268 31.2@300 |@340 mg/dL@350 |@399',
        ),
        at(2, '|@30 AU@116 |@142 ACIDO@152 URICO@182 |@268 7.9@304 |@340 mg/dL@350 |@399'),
      ]),
    );
    expect(rows).toEqual([
      ['bun', 31.2, 'mg/dL', true],
      ['uric-acid', 7.9, 'mg/dL', true],
    ]);
  });

  it("sets a laboratory system's test number before the name aside", () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['0125 GLUCOSE, FASTING', 39],
          ['112', 226],
          ['H', 250],
          ['70-99', 279],
          ['MG/DL', 360],
        ]),
        phrases(1, [
          ['0171 25-OH VITAMINA D', 39],
          ['31', 226],
          ['30-100', 279],
          ['ng/mL', 360],
        ]),
      ]),
    );
    expect(rows.map((row) => row[0])).toEqual(['glucose', 'vitamin-d']);
  });
});

describe('ranges by phase', () => {
  it('reads a result whose range column holds ranges by cycle phase, with no one range', () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['Prueba', 78],
          ['Resultado', 244],
          ['Unidades', 296],
          ['Valores de referencia', 372],
        ]),
        phrases(1, [
          ['FSH', 78],
          ['6,2', 248],
          ['mUI/mL', 296],
          ['Fase folicular: 3,5-12,5; Pico ovulatorio:', 372],
        ]),
        phrases(2, [['4,7-21,5; Fase lútea: 1,7-7,7;', 372]]),
      ]),
    );
    expect(rows).toEqual([['fsh', 6.2, 'mIU/mL', true]]);
  });
});

describe("a letter's prose", () => {
  it('reads results joined to their names by any joining words, held for checking', () => {
    const rows = read(
      textLayer([
        phrases(0, [['Potassium was 5.4 mmol/L and bicarbonate 21 mmol/L, with a normal', 60]]),
        phrases(1, [['sodium of 138 mmol/L. Das Kreatinin beträgt 89 µmol/L und die', 60]]),
        phrases(2, [
          ['Leukozyten (5.8 G/L) sind normal, die LDH liegt mit 198 U/L im Normbereich.', 60],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['potassium', 5.4, 'mmol/L', false],
      ['bicarbonate', 21, 'mmol/L', false],
      ['sodium', 138, 'mmol/L', false],
      ['creatinine', 89, 'µmol/L', false],
      ['wbc', 5.8, '10^9/L', false],
      ['ldh', 198, 'U/L', false],
    ]);
    // Each is held because it was read from a sentence, and says so.
    const reasons = parseLabText(
      textLayer([phrases(0, [['Potassium was 5.4 mmol/L and bicarbonate 21 mmol/L, with a', 60]])]),
      biomarkerReferenceFromFiles(),
    ).map((row) => row.reviewReason);
    expect(reasons).toEqual([
      expect.stringContaining('read from a sentence of the letter'),
      expect.stringContaining('read from a sentence of the letter'),
    ]);
  });

  it('sets aside a number of another time or a goal', () => {
    const rows = read(
      textLayer([
        phrases(0, [['Her most recent HbA1c was 7.4% (previously 7.9%) and her', 60]]),
        phrases(1, [
          ['creatinine is up from 120 µmol/L in October, giving an eGFR of 32 mL/min.', 60],
        ]),
        phrases(2, [
          ['Last year, her LDL cholesterol was 3.9 mmol/L with the target below 1.8.', 60],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['egfr', 32, 'mL/min/1.73m²', false],
      ['hba1c', 7.4, '%', false],
    ]);
  });
});

describe('names', () => {
  it('reads a name printed without its linking words', () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['Recuento eritrocitos', 30],
          ['4,52', 132],
          ['x10⁶/µL', 178],
          ['4,30 - 5,70', 222],
        ]),
        phrases(1, [
          ['Coeff. de saturation', 30],
          ['19', 132],
          ['%', 178],
          ['20 - 40', 222],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['rbc', 4.52, '10^6/µL', true],
      ['transferrin-saturation', 19, '%', true],
    ]);
  });

  it('reads no vital sign as a row, and no panel label into the first listed name', () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['Pulse:', 60],
          ['68 /min', 160],
          ['BMI:', 320],
          ['29.4 kg/m²', 415],
        ]),
        phrases(1, [
          ['EUC', 70],
          ['Na 137,  K 4.0,  Urea 5.8', 112],
        ]),
      ]),
    );
    expect(rows.map((row) => row[0]).sort()).toEqual(['potassium', 'sodium', 'urea']);
  });
});

describe('a header with a note', () => {
  const reference = biomarkerReferenceFromFiles();

  it("reads a header that says its sample beside its headings ('Material: Serum') as no column", () => {
    const lines = textLayer([
      phrases(0, [
        ['Untersuchung', 40],
        ['Ergebnis', 190],
        ['Einheit', 250],
        ['Referenzbereich', 318],
        ['Material: Serum', 470],
      ]),
      phrases(1, [
        ['Prolaktin', 40],
        ['31,2', 190],
        ['ng/ml', 250],
        ['4,8 - 23,3', 448],
      ]),
    ]);
    const rows = read(lines);
    const ranges = parseLabText(lines, reference).map((row) => [row.refLow, row.refHigh]);
    expect(rows).toEqual([['prolactin', 31.2, 'ng/mL', true]]);
    // Read as a column, 'Material:' had taken the range's end: the row kept no range.
    expect(ranges).toEqual([[4.8, 23.3]]);
  });
});
