/**
 * What sets 224 and 225's tune parts taught (ADR 167): a line of column headings that is no
 * header alone ('Current Result  Previous Result' with no test column; 'Analyse  Einheit
 * Normbereich' with no result column) is read together with the heading or dates line under it;
 * a unit set tight against the result column, a limit in words whose word stands under another
 * heading, a unit in words, a word reference beside the same word result and a Swiss 'tief' are
 * each read as printed. Our own tests, values and spacing.
 */
import { describe, expect, it } from 'vitest';
import {
  readFlags,
  readRows as read,
  phrasesLine as phrases,
  textLayer,
} from './read-rows.test-helpers';

describe("a US reference lab's headings over three lines", () => {
  // 'Current Result' and 'Previous Result' stand closer than a column gap, over a line naming the
  // test, unit, range and lab code columns; 'and Flag  and Date' under them. Each row prints its
  // previous result with its date between the current result and the unit.
  const report = textLayer([
    phrases(0, [
      ['Current Result', 170],
      ['Previous Result', 240],
    ]),
    phrases(1, [
      ['Test', 40],
      ['Units', 330],
      ['Reference Interval', 390],
      ['Lab', 500],
    ]),
    phrases(2, [
      ['and Flag', 170],
      ['and Date', 240],
    ]),
    phrases(3, [['Chemistry Panel', 40]]),
    phrases(4, [
      ['Magnesium', 40],
      ['2.6', 170],
      ['High', 200],
      ['2.1', 240],
      ['03/02/2024', 270],
      ['mg/dL', 330],
      ['1.6-2.3', 390],
      ['01', 500],
    ]),
    phrases(5, [
      ['Phosphorus', 40],
      ['3.4', 170],
      ['3.9', 240],
      ['03/02/2024', 270],
      ['mg/dL', 330],
      ['2.8-4.1', 390],
      ['01', 500],
    ]),
    phrases(6, [
      ['Uric Acid', 40],
      ['5.2', 170],
      ['8.1', 240],
      ['High', 258],
      ['03/02/2024', 270],
      ['mg/dL', 330],
      ['3.0-7.2', 390],
      ['01', 500],
    ]),
  ]);

  it('reads the current result, never the previous one or the lab code', () => {
    expect(read(report)).toEqual([
      ['magnesium', 2.6, 'mg/dL', true],
      ['phosphate', 3.4, 'mg/dL', true],
      ['uric-acid', 5.2, 'mg/dL', true],
    ]);
  });

  it("keeps the current result's own flag, not the previous one's", () => {
    expect(readFlags(report)).toEqual([
      ['magnesium', 'H'],
      ['phosphate', null],
      ['uric-acid', null],
    ]);
  });
});

describe("a cumulative report's headings with its dates on the line under them", () => {
  it('reads each row under the newest date, its unit from the unit column', () => {
    const rows = read(
      textLayer([
        phrases(0, [['aktuell', 290]]),
        phrases(1, [
          ['Analyse', 40],
          ['Einheit', 150],
          ['Normbereich', 200],
        ]),
        phrases(2, [
          ['14.06.2025', 290],
          ['12.01.2025', 350],
          ['23.09.2024', 410],
        ]),
        phrases(3, [
          ['Hämatokrit', 40],
          ['%', 150],
          ['40 - 52', 200],
          ['44,1', 290],
          ['45,0', 350],
          ['43,8', 410],
        ]),
        phrases(4, [
          ['MCV', 40],
          ['fl', 150],
          ['80 - 96', 200],
          ['88', 290],
          ['89', 350],
          ['87', 410],
        ]),
        phrases(5, [
          ['Harnsäure', 40],
          ['mg/dl', 150],
          ['3,4 - 7,0', 200],
          ['↑ 7,6', 290],
          ['7,1', 350],
          ['6,8', 410],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['hematocrit', 44.1, '%', true],
      ['mcv', 88, 'fL', true],
      ['uric-acid', 7.6, 'mg/dL', true],
    ]);
  });
});

describe('cells set tight or apart', () => {
  it('reads a result set right against a long unit before it', () => {
    // 'ml/min/1,73m²' (13 letters, 58.5 points here) ends half a point before the result column.
    const rows = read(
      textLayer([
        phrases(0, [
          ['Analyse', 40],
          ['Valeurs de réf.', 130],
          ['Unité', 211],
          ['actuel', 270],
          ['antérieur', 330],
        ]),
        phrases(1, [
          ['DFG estimé', 40],
          ['> 60', 130],
          ['ml/min/1,73m²', 211],
          ['54L', 270],
          ['61', 330],
        ]),
        phrases(2, [
          ['Urée', 40],
          ['0,15 - 0,45', 130],
          ['g/l', 211],
          ['0,52H', 270],
          ['0,44', 330],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['egfr', 54, 'mL/min/1.73m²', true],
      ['urea', 0.52, 'g/L', true],
    ]);
  });

  it("reads a limit whose word stands under another heading, and a unit in words ('mm 1ª hora')", () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['Determinación', 40],
          ['V. de referencia', 150],
          ['Resultado', 250],
        ]),
        phrases(1, [
          ['Eritrosedimentación', 40],
          ['hasta 15', 150],
          ['26', 250],
          ['mm 1ª hora', 272],
        ]),
      ]),
    );
    expect(rows).toEqual([['esr', 26, 'mm/h', true]]);
  });

  it("reads a sediment's 'No se observan' beside the same words in the reference column", () => {
    const rows = read(
      textLayer([
        phrases(0, [
          ['ESTUDIO', 40],
          ['RESULTADO', 180],
          ['VALOR DE REFERENCIA', 330],
        ]),
        phrases(1, [['SEDIMENTO URINARIO', 40]]),
        phrases(2, [
          ['Cilindros', 40],
          ['No se observan', 170],
          ['No se observan', 330],
        ]),
        phrases(3, [
          ['Levaduras', 40],
          ['No se observan', 170],
          ['No se observan', 330],
        ]),
      ]),
    );
    expect(rows).toEqual([
      ['urine-casts', 'none', null, true],
      ['urine-yeast', 'none', null, true],
    ]);
  });

  it("reads a Swiss report's 'tief' as a low flag", () => {
    const flags = readFlags(
      textLayer([
        phrases(0, [
          ['Analyse', 40],
          ['Resultat', 180],
          ['Bewertung', 230],
          ['Einheit', 290],
          ['Referenzbereich', 340],
        ]),
        phrases(1, [
          ['Ferritin', 40],
          ['11', 190],
          ['tief', 235],
          ['µg/l', 290],
          ['15–150', 340],
        ]),
        phrases(2, [
          ['Vitamin B12', 40],
          ['512', 190],
          ['pmol/l', 290],
          ['145–569', 340],
        ]),
      ]),
    );
    expect(flags).toEqual([
      ['ferritin', 'L'],
      ['vitamin-b12', null],
    ]);
  });
});
