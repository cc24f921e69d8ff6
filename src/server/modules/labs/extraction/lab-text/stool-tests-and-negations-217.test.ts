/**
 * What set 217's tune part taught (ADR 081 items 492-495): a practice's stool panel under its
 * blood results. A result that begins with a negation ('nicht nachweisbar') is one result, never a
 * second test whose cut name is 'nicht' (Nicht-HDL-Cholesterin); a word result printed beside a
 * unit its test is never given in is held; the stool tests labs print (FIT in 'µg Hb/g',
 * calprotectin, pancreatic elastase, occult blood) are tests we know; and German 'AK' after a
 * name is 'Antikörper'. Our own panels, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { germanTable, phrasesLine as phrases, readRows, textLayer } from './read-rows.test-helpers';

describe('a result that begins with a negation', () => {
  it('reads "nicht nachweisbar" as the result of the test before it, not as a cut test name', () => {
    const rows = readRows(
      germanTable([
        ['Calprotectin', '186', 'mg/kg', '< 50'],
        ['Hämoglobin-Haptoglobin-Komplex', 'nicht nachweisbar', '', '< 2,0 µg/g'],
      ]),
    );
    expect(rows).toEqual([
      ['fecal-calprotectin', 186, 'mg/kg', true],
      // A test we do not know, held; the unit its range prints is kept with it.
      [null, 'nicht nachweisbar', 'µg/g', false],
    ]);
  });

  it('holds a word result printed beside a unit its test is never given in', () => {
    const rows = readRows(
      germanTable([
        ['Calprotectin', '186', 'mg/kg', '< 50'],
        ['Haptoglobin', 'nicht nachweisbar', '', '< 2,0 µg/g'],
      ]),
    );
    expect(rows[1]).toEqual(['haptoglobin', 'nicht nachweisbar', 'µg/g', false]);
  });
});

describe('stool tests', () => {
  it('knows a faecal immunochemical test in µg Hb/g, calprotectin and pancreatic elastase', () => {
    const rows = readRows(
      germanTable([
        ['Calprotectin', '186', 'mg/kg', '< 50'],
        ['Hämoglobin im Stuhl (iFOBT)', '<10', 'µg Hb/g', '< 17'],
        ['Elastase im Stuhl', '>500', 'µg/g', '> 200'],
      ]),
    );
    expect(rows).toEqual([
      ['fecal-calprotectin', 186, 'mg/kg', true],
      ['fecal-hemoglobin', 10, 'µg/g', true],
      ['fecal-elastase', 500, 'µg/g', true],
    ]);
  });

  it('knows occult blood in stool as a found-or-not answer, in Spanish and English', () => {
    const report = (heading: [string, string, string], row: [string, string, string]) =>
      readRows(
        textLayer([
          phrases(0, [
            [heading[0], 40],
            [heading[1], 250],
            [heading[2], 380],
          ]),
          phrases(1, [
            [row[0], 40],
            [row[1], 250],
            [row[2], 380],
          ]),
        ]),
      );
    expect(
      report(
        ['Prueba', 'Resultado', 'Valores de referencia'],
        ['Sangre oculta en heces (inmunoquímico)', 'Negativo', 'Negativo'],
      ),
    ).toEqual([['fecal-occult-blood', 'negative', null, true]]);
    expect(
      report(['Test', 'Result', 'Reference'], ['Faecal occult blood', 'Positive', 'Negative']),
    ).toEqual([['fecal-occult-blood', 'positive', null, true]]);
  });
});

describe("German 'AK' after a test's name", () => {
  it('reads it as Antikörper', () => {
    const rows = readRows(germanTable([['Transglutaminase-IgA-AK', '<1,0', 'U/ml', '< 7,0']]));
    expect(rows).toEqual([['ttg-iga', 1, 'U/mL', true]]);
  });
});
