/**
 * Blood gases as tests we know (ADR 156, ADR 081 items 421-422): blood's pH, the partial pressures
 * of carbon dioxide and oxygen, the oxygen saturation and the base excess, by their analysers'
 * symbols and their names in the languages we read; a bare 'pH' told from urine's by its value;
 * and a name's own digit kept under a table whose first column is set aside before the names.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import {
  analyserTicket,
  phrasesLine,
  placedLine,
  readRows as read,
} from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

const ticket = analyserTicket;

describe('a blood gas read as the tests it holds', () => {
  it("reads an analyser's symbols, in mmHg or kPa, as tests we know, shown as read", () => {
    const rows = read(
      ticket([
        ['pCO2(T)', '6.1', 'kPa', '4.7 - 6.0'],
        ['pO2', '71.2', 'mmHg', '83.0 - 108'],
        ['sO2', '93.1', '%', '95.0 - 99.0'],
        // Signed results and ranges are read since ADR 081 item 424 (signed-results-424.test.ts).
        ['BE(ecf)', '1.8', 'mmol/L', ''],
      ]),
    );
    expect(rows).toEqual([
      ['pco2', 6.1, 'kPa', true],
      ['po2', 71.2, 'mmHg', true],
      ['oxygen-saturation', 93.1, '%', true],
      ['base-excess', 1.8, 'mmol/L', true],
    ]);
    // The pressures convert: 6.1 kPa is 45.8 mmHg, past the top of 35-45.
    expect(reference.convert('pco2', 6.1, 'kPa', 'mmHg')).toBeCloseTo(45.75, 1);
  });

  it('reads their names in German, French, Spanish and Italian', () => {
    const rows = read(
      [
        'Sauerstoffsättigung   96   %',
        'Pression partielle en CO2   38   mmHg',
        'Presión parcial de oxígeno   88   mmHg',
        'Saturazione O2   97   %',
      ].join('\n'),
    );
    expect(rows.map((row) => row[0])).toEqual([
      'oxygen-saturation',
      'pco2',
      'po2',
      'oxygen-saturation',
    ]);
  });
});

describe("a bare 'pH', blood's or urine's by its value", () => {
  it("is blood's when printed to two or three decimals, as an analyser prints it", () => {
    expect(read(ticket([['pH', '7.318', '', '7.350 - 7.450']]))).toEqual([
      ['blood-ph', 7.318, null, true],
    ]);
    expect(read(ticket([['pH(T)', '7.46', '', '7.35 - 7.45']]))[0]?.[0]).toBe('blood-ph');
  });

  it("is urine's in a strip's half-unit steps, on a report with a blood gas or without one", () => {
    const strip = ['URINE DIPSTICK', 'pH   7.0', 'Protein   Negative'];
    expect(read(strip.join('\n'))[0]).toEqual(['urine-ph', 7, null, true]);
    const withGas = [ticket([['pCO2', '47.9', 'mmHg', '35.0 - 45.0']]), ...strip].join('\n');
    expect(read(withGas).map((row) => row[0])).toEqual(['pco2', 'urine-ph', 'urine-protein']);
  });

  it("is blood's in a strip's steps too on a blood gas report, outside a urine heading", () => {
    const rows = read(
      ticket([
        ['pH', '7.4', '', '7.35 - 7.45'],
        ['pCO2', '40', 'mmHg', '35 - 45'],
      ]),
    );
    expect(rows.map((row) => row[0])).toEqual(['blood-ph', 'pco2']);
  });
});

describe('a time column before the names', () => {
  it("keeps a name's own digit: 'pCO2' is no 'pCO' with a result glued to it", () => {
    const rows = read([
      phrasesLine(0, [
        ['Hora', 40],
        ['Examen', 78],
        ['Resultado', 236],
        ['Unidad', 306],
        ['Valores', 366],
      ]),
      phrasesLine(1, [
        ['02:36', 40],
        ['pCO2', 78],
        ['48', 236],
        ['mmHg', 306],
        ['41 - 51', 366],
      ]),
      phrasesLine(2, [
        ['02:36', 40],
        ['HCO3-', 78],
        ['25,6', 236],
        ['mEq/L', 306],
        ['23,0 - 29,0', 366],
      ]),
    ]);
    expect(rows).toEqual([
      ['pco2', 48, 'mmHg', true],
      ['bicarbonate', 25.6, 'mEq/L', true],
    ]);
  });
});

describe("a ward's results of one day, each column headed by the same date", () => {
  it('holds every row: which column is the latest cannot be told', () => {
    const rows = read([
      placedLine(0, [
        ['Test', 40],
        ['Units', 120],
        ['11/03/24', 200],
        ['11/03/24', 260],
        ['11/03/24', 320],
        ['Reference', 380],
      ]),
      placedLine(1, [
        ['pCO2', 40],
        ['mmHg', 120],
        ['49', 200],
        ['45', 260],
        ['41', 320],
        ['35-45', 380],
      ]),
      placedLine(2, [
        ['Potassium', 40],
        ['mmol/L', 120],
        ['5.6', 200],
        ['5.1', 260],
        ['4.6', 320],
        ['3.5-5.1', 380],
      ]),
    ]);
    expect(rows.map(([marker, , , shown]) => [marker, shown])).toEqual([
      ['pco2', false],
      ['potassium', false],
    ]);
  });
});
