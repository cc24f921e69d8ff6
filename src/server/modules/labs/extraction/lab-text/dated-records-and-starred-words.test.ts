/**
 * What sets 226 and 227's tune parts taught (ADR 167): a record that dates every result line keeps
 * its newest day's results only; a dated section title holding a heading word is no header; a
 * flag between a result and the unit it is set against; a star glued to a result; an enzyme's
 * measuring temperature in its name. Our own tests, values and spacing.
 */
import { describe, expect, it } from 'vitest';
import {
  readFlags,
  readRows as read,
  phrasesLine as phrases,
  textLayer,
} from './read-rows.test-helpers';

describe("a GP record's listing of results, each line dated", () => {
  const line = (row: number, date: string, code: string, details: string) =>
    phrases(row, [
      [date, 40],
      [code, 100],
      [details, 160],
    ]);
  const title = (row: number, date: string, text: string) =>
    phrases(row, [
      [date, 40],
      [text, 160],
    ]);
  const record = textLayer([
    phrases(0, [
      ['Date', 40],
      ['Code', 100],
      ['Details', 160],
    ]),
    title(1, '12-Feb-2025', 'Bone profile'),
    line(2, '12-Feb-2025', 'XE2pB', 'Serum magnesium 0.81 mmol/L [0.7 - 1.0]'),
    line(3, '12-Feb-2025', 'XE2pC', 'Serum phosphate 1.42 mmol/L [0.8 - 1.5]'),
    line(4, '12-Feb-2025', 'X30Pe', 'eGFR per 1.73 square metres 63 mL/min/1.73m*2'),
    title(5, '12-Feb-2025', 'Thyroid function test'),
    line(6, '12-Feb-2025', 'XaELV', 'Serum TSH level 3.4 mU/L [0.3 - 4.2]'),
    title(8, '03-Aug-2024', 'Liver function tests'),
    line(9, '03-Aug-2024', 'XaLJx', 'Serum alanine aminotransferase level 31 iu/L [0 - 33]'),
    line(10, '03-Aug-2024', 'XE2qK', 'Serum total bilirubin level 14 umol/L [0 - 21]'),
    line(11, '03-Aug-2024', 'XE2pB', 'Serum magnesium 0.74 mmol/L [0.7 - 1.0]'),
  ]);

  it("keeps the newest day's results, each shown as read, and none of an earlier day", () => {
    expect(read(record)).toEqual([
      ['magnesium', 0.81, 'mmol/L', true],
      ['phosphate', 1.42, 'mmol/L', true],
      ['egfr', 63, 'mL/min/1.73m²', true],
      ['tsh', 3.4, 'mU/L', true],
    ]);
  });

  it("keeps one day's draws at several hours", () => {
    // A hospital system's print, a line per result with its day and time, drawn at two hours.
    const draw = (row: number, time: string, code: string, name: string, result: string) =>
      phrases(row, [
        ['14.03.24', 32],
        [time, 79],
        [code, 112],
        [name, 154],
        [result, 290],
        ['MMOL/L', 346],
      ]);
    const draws = textLayer([
      phrases(0, [
        ['DATUM', 32],
        ['ZEIT', 79],
        ['KUERZEL', 112],
        ['ANALYSE', 154],
        ['RESULTAT', 285],
        ['EINHEIT', 346],
      ]),
      draw(1, '06:40', 'NA', 'NATRIUM', '134'),
      draw(2, '06:40', 'K', 'KALIUM', '5.3'),
      draw(3, '11:15', 'LAC', 'LAKTAT', '2.9'),
      draw(4, '11:15', 'MG', 'MAGNESIUM', '0.81'),
    ]);
    expect(read(draws).map(([test]) => test)).toEqual([
      'sodium',
      'potassium',
      'lactate',
      'magnesium',
    ]);
  });

  it('keeps every result of a report whose lines open with one day only', () => {
    const oneDay = textLayer([
      line(0, '12-Feb-2025', 'XE2pB', 'Serum magnesium 0.81 mmol/L [0.7 - 1.0]'),
      line(1, '12-Feb-2025', 'XE2pC', 'Serum phosphate 1.42 mmol/L [0.8 - 1.5]'),
      line(2, '12-Feb-2025', 'XaLJx', 'Serum alanine aminotransferase level 31 iu/L [0 - 33]'),
      line(3, '12-Feb-2025', 'XE2qK', 'Serum total bilirubin level 14 umol/L [0 - 21]'),
    ]);
    expect(read(oneDay).map(([test]) => test)).toEqual([
      'magnesium',
      'phosphate',
      'alt',
      'total-bilirubin',
    ]);
  });
});

describe('results set against their units, and stars glued on', () => {
  const header = phrases(0, [
    ['Untersuchung', 40],
    ['Ergebnis', 188],
    ['Einheit', 236],
    ['Referenzbereich', 330],
  ]);

  it('reads a result right-aligned against its unit with a flag between them', () => {
    const rows = read(
      textLayer([
        header,
        phrases(1, [
          ['HbA1c (IFCC)', 40],
          ['57', 216],
          ['↑', 226],
          ['mmol/mol', 236],
          ['20 - 42', 330],
        ]),
        phrases(2, [
          ['Transferrinsättigung', 40],
          ['17', 217],
          ['↓', 226],
          ['%', 236],
          ['20 - 45', 330],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['hba1c', 57, 'mmol/mol', true],
      ['transferrin-saturation', 17, '%', true],
    ]);
  });

  it("reads a result with a star glued on before a power of ten ('10.9*  10^3/uL')", () => {
    const flags = readFlags(
      textLayer([
        phrases(0, [
          ['EXAMEN', 40],
          ['RESULTADO', 200],
          ['UNIDADES', 260],
          ['VALORES DE REFERENCIA', 340],
        ]),
        phrases(1, [
          ['Recuento de plaquetas', 40],
          ['512*', 222],
          ['10^3/uL', 260],
          ['150 - 450', 340],
        ]),
        phrases(2, [['PARCIAL DE ORINA', 40]]),
        phrases(3, [
          ['Aspecto', 40],
          ['Francamente turbio*', 160],
          ['Transparente', 340],
        ]),
        phrases(4, [
          ['Levaduras', 40],
          ['Abundantes*', 200],
          ['No se observan', 340],
        ]),
      ]),
    );
    expect(flags).toEqual([
      ['platelets', 'H'],
      ['urine-clarity', 'H'],
      ['urine-yeast', 'H'],
    ]);
  });
});

describe("an enzyme's name with its measuring temperature", () => {
  it("reads 'à 37°C' and 'bei 37 °C' as no part of which test it is", () => {
    const rows = read(
      [
        'Analyse   Résultat   Unités   Valeurs de référence',
        'Phosphatases alcalines à 37°C   74   UI/l   35 - 104',
        'CK bei 37 °C   142   U/l   < 190',
      ].join('\n'),
    );
    expect(rows).toEqual([
      ['alp', 74, 'U/L', true],
      ['ck', 142, 'U/L', true],
    ]);
  });
});
