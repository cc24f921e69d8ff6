/**
 * ADR 081 items 773-775, in our own tests and values: a range that prints the row's unit again
 * ('Hasta 200 UI/mL') loses no row of a test we do not know (773); a titre flagged with an arrow
 * keeps its row with its bound and a note in brackets after it ('1/320  ↑  Hasta 1/80 (no
 * significativo)', 774); 'Factor reumatoideo', as Latin American labs print it, is the rheumatoid
 * factor, its method in brackets after it (775); a line read with no column headings that prints
 * its range first and two numbers after it ('VCM  80 - 100  89,6  90,4  fL', an earlier and a
 * current result whose headings OCR lost) is held, whichever number it reads (776).
 */
import { describe, expect, it } from 'vitest';
import {
  cellsLine,
  phrasesLine,
  readRows,
  textLayer,
  wordsAt,
} from './lab-text/read-rows.test-helpers';

const line = (row: number, phrases: [string, number][]) => textLayer([phrasesLine(row, phrases)]);

describe("the row's unit again after its range (item 773)", () => {
  it.each([
    ['Hasta 180 UI/mL', 'Antiestreptolisina O', 'UI/mL'],
    ['0 - 180 mg/L', 'Fooglobulin X', 'mg/L'],
  ])('keeps a test we do not know, held, with the range %s', (range, name, unit) => {
    const rows = line(0, [
      [name, 40],
      ['310', 210],
      [unit, 265],
      [range, 345],
    ]);
    expect(readRows(rows)).toEqual([[null, 310, unit === 'UI/mL' ? 'IU/mL' : unit, false]]);
  });

  it('still counts another unit after the range as a word it cannot read', () => {
    // A guard: a different unit there is no range's unit, and a test we do not know is no row.
    expect(
      readRows(textLayer([wordsAt(0, 'Fooglobulin@40 310@210 mg/L@265 0-180@345 U/L@400')])),
    ).toEqual([]);
  });
});

describe('a titre flagged with an arrow, its bound and a note after it (item 774)', () => {
  it('keeps the row, held as every titre is, with the flag read', () => {
    const rows = textLayer([
      phrasesLine(0, [
        ['Tífico "H"', 50],
        [':', 200],
        ['1/320', 210],
        ['↑', 236],
        ['Hasta 1/80 (no significativo)', 345],
      ]),
    ]);
    expect(readRows(rows)).toEqual([['widal-typhi-h', '1/320', null, false]]);
  });
});

describe('a method in brackets after the name (item 775)', () => {
  it.each([
    ['Factor reumatoideo (Látex)', 'UI/mL'],
    ['Fattore reumatoide (lattice)', 'UI/mL'],
    ['Facteur rhumatoïde (néphélométrie)', 'UI/mL'],
  ])('%s is the rheumatoid factor', (name, unit) => {
    // The Italian and French names were read so before item 775 too: guards for the bracket.
    const rows = line(0, [
      [name, 40],
      ['23', 210],
      [unit, 265],
      ['< 14', 345],
    ]);
    expect(readRows(rows)).toEqual([['rheumatoid-factor', 23, 'IU/mL', true]]);
  });
});

describe('two numbers after a range printed first, with no headings to say which is current (item 776)', () => {
  it('holds the row, with a unit or without', () => {
    const rows = textLayer([
      phrasesLine(0, [
        ['VCM', 40],
        ['80 - 100', 200],
        ['88,1', 305],
        ['91,7', 385],
        ['fL', 455],
      ]),
      phrasesLine(1, [
        ['pH', 40],
        ['5,0 - 8,0', 200],
        ['6,5', 305],
        ['5,0', 385],
      ]),
    ]);
    expect(readRows(rows).map(([marker, , , shown]) => [marker, shown])).toEqual([
      ['mcv', false],
      ['urine-ph', false],
    ]);
  });

  it('reads the current column where the headings name it, and shows it', () => {
    // A guard: under 'Anterior' and 'Actual' the reader took the current result before too.
    const at = [40, 200, 305, 385, 455];
    const rows = textLayer([
      cellsLine(0, at, ['Parámetro', 'Valores de referencia', 'Anterior', 'Actual', 'Unidades']),
      cellsLine(1, at, ['VCM', '80 - 100', '88,1', '91,7', 'fL']),
    ]);
    expect(readRows(rows)).toEqual([['mcv', 91.7, 'fL', true]]);
  });
});
