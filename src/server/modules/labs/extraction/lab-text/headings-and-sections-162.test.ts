/**
 * What sets 162 and 165's tune parts taught (ADR 081 items 272-282): a name heading of several
 * words, an analyser's abbreviation before the test written out, dates under their headings
 * without a year, a result word before the range's, a gauge's legend, and section headings that
 * span a table's halves or name a test we know only in the other specimen.
 */
import { describe, expect, it } from 'vitest';
import { normaliseUnit } from '#server/knowledge/biomarkers/normalise-unit';
import { placedLine as line, readRows as read } from './read-rows.test-helpers';

describe('a name heading of several words', () => {
  it("reads 'Name of Test' as one column, keeping every word of the names under it", () => {
    const rows = read([
      line(0, [
        ['Name', 30],
        ['of', 58],
        ['Test', 74],
        ['Result', 215],
        ['Unit', 272],
        ['Normal', 362],
        ['Value', 402],
      ]),
      line(1, [
        ['Total', 30],
        ['Count', 59],
        ['of', 87],
        ['WBC', 102],
        ['10800', 215],
        ['/cumm', 272],
        ['4000', 362],
        ['-', 387],
        ['11000', 397],
      ]),
      line(2, [
        ['Total', 30],
        ['Count', 58],
        ['of', 86],
        ['RBC', 100],
        ['4.21', 215],
        ['million/cumm', 272],
        ['3.8', 362],
        ['-', 379],
        ['4.8', 387],
      ]),
      line(3, [
        ['Haemoglobin', 30],
        ['11.8', 215],
        ['gm/dl', 272],
        ['11.5', 362],
        ['-', 385],
        ['15.5', 395],
      ]),
      line(4, [
        ['ESR', 30],
        ['(Westergren)', 50],
        ['48', 215],
        ['mm', 272],
        ['in', 286],
        ['1st', 301],
        ['hr', 320],
        ['0', 362],
        ['-', 372],
        ['20', 380],
      ]),
    ]);
    expect(rows).toEqual([
      ['wbc', 10800, '/µL', true],
      ['rbc', 4.21, '10^6/µL', true],
      ['hemoglobin', 11.8, 'g/dL', true],
      ['esr', 48, 'mm/h', true],
    ]);
  });

  it("keeps two languages' headings joined by a dash as the bilingual pair they are", () => {
    const rows = read([
      line(0, [
        ['Untersuchung', 40],
        ['–', 98],
        ['Esame', 104],
        ['Ergebnis', 238],
        ['–', 278],
        ['Risultato', 284],
        ['Einheit', 348],
        ['–', 382],
        ['Unità', 388],
        ['Referenzbereich', 430],
      ]),
      line(1, [['Blutbild', 40]]),
      line(2, [
        ['Leukozyten', 40],
        ['/', 88],
        ['Leucociti', 94],
        ['6,42', 274],
        ['10^3/µL', 348],
        ['4,00', 430],
        ['-', 450],
        ['10,00', 456],
      ]),
    ]);
    expect(rows).toEqual([['wbc', 6.42, '10^3/µL', true]]);
  });
});

describe("an analyser's abbreviation before the test written out", () => {
  it("reads 'MCV - Volume globulare medio' and 'NEU% - Neutrofili' by their abbreviations", () => {
    const header = line(0, [
      ['ESAME', 40],
      ['RIFERIMENTO', 218],
      ['RISULTATO', 330],
      ['U.M.', 382],
    ]);
    const rows = read([
      header,
      line(1, [
        ['MCV', 40],
        ['-', 62],
        ['Volume', 68],
        ['globulare', 100],
        ['medio', 145],
        ['80', 218],
        ['-', 230],
        ['100', 236],
        ['69,9*', 330],
        ['fL', 382],
      ]),
      line(2, [
        ['NEU%', 40],
        ['-', 64],
        ['Neutrofili', 70],
        ['40,0', 218],
        ['-', 238],
        ['75,0', 244],
        ['55,3', 330],
        ['%', 382],
      ]),
    ]);
    expect(rows).toEqual([
      ['mcv', 69.9, 'fL', true],
      ['neutrophils-percent', 55.3, '%', true],
    ]);
  });

  it('still reads a name turned round first, never its first part alone', () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Result', 218],
        ['Units', 280],
      ]),
      line(1, [
        ['T4', 40],
        ['-', 54],
        ['Free', 60],
        ['1.21', 218],
        ['ng/dL', 280],
      ]),
    ]);
    expect(rows).toEqual([['free-t4', 1.21, 'ng/dL', true]]);
  });
});

describe('dates printed under their headings without a year', () => {
  it("takes the newest of 'Admission' and 'Discharge' as the result", () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Admission', 200],
        ['Discharge', 270],
        ['Units', 340],
        ['Reference', 450],
      ]),
      line(1, [
        ['03/11', 200],
        ['19:42', 226],
        ['03/15', 270],
        ['05:10', 296],
      ]),
      line(2, [
        ['Potassium', 40],
        ['3.2', 200],
        ['3.9', 270],
        ['mmol/L', 340],
        ['3.5-5.1', 450],
      ]),
      line(3, [
        ['INR', 40],
        ['1.3', 200],
        ['1.1', 270],
        ['0.9-1.1', 450],
      ]),
    ]);
    expect(rows).toEqual([
      ['potassium', 3.9, 'mmol/L', true],
      ['inr', 1.1, null, true],
    ]);
  });
});

describe('a collection date printed without its year', () => {
  it("checks a cumulative report's newest column against it by day and month", () => {
    const rows = read([
      line(0, [
        ['Collected:', 40],
        ['12/03', 90],
        ['08:35', 116],
      ]),
      line(1, [
        ['Test', 40],
        ['10/01/2024', 200],
        ['12/03/2024', 270],
        ['Units', 340],
        ['Range', 450],
      ]),
      line(2, [
        ['Potassium', 40],
        ['4.6', 200],
        ['5.7', 270],
        ['mmol/L', 340],
        ['3.5-5.1', 450],
      ]),
    ]);
    expect(rows).toEqual([['potassium', 5.7, 'mmol/L', true]]);
  });
});

describe('a result word, then the range column’s word', () => {
  const header = line(0, [
    ['Esame', 40],
    ['Risultato', 200],
    ['Unità', 262],
    ['Valori', 320],
    ['di', 348],
    ['riferimento', 361],
    ['Note', 470],
  ]);

  it("keeps 'presente' as the result, never read as 'negative' through 'assente'", () => {
    const rows = read([
      header,
      line(1, [
        ['Chetoni', 40],
        ['presente', 200],
        ['assente', 320],
      ]),
      line(2, [
        ['Esterasi', 40],
        ['leucocitaria', 80],
        ['presente', 200],
        ['assente', 320],
        ['fuori', 470],
        ['range', 495],
      ]),
    ]);
    expect(rows).toEqual([
      ['urine-ketones', 'presente', null, false],
      ['urine-leukocyte-esterase', 'presente', null, false],
    ]);
  });
});

describe("a card's gauge legend", () => {
  it("never reads 'LOW OPTIMAL HIGH' under the value as the result's flag", () => {
    const rows = read([
      line(0, [
        ['Ferritin', 40],
        ['In', 470],
        ['range', 486],
      ]),
      line(1, [
        ['64', 40],
        ['ng/mL', 80],
        ['LOW', 330],
        ['OPTIMAL', 385],
        ['HIGH', 460],
      ]),
      line(2, [
        ['Normal', 40],
        ['range:', 74],
        ['30', 108],
        ['-', 123],
        ['400', 132],
        ['ng/mL', 152],
      ]),
    ]);
    expect(rows).toEqual([['ferritin', 64, 'ng/mL', true]]);
  });
});

describe('section headings', () => {
  const header = line(0, [
    ['LOINC', 40],
    ['Untersuchung', 80],
    ['Ergebnis', 240],
    ['Kz.', 284],
    ['Einheit', 300],
    ['Referenzbereich', 372],
  ]);

  it('reads a heading set from the code column into the names as one heading', () => {
    const rows = read([
      header,
      line(1, [['Schilddrüse', 40]]),
      line(2, [
        ['3016-3', 40],
        ['TSH', 80],
        ['basal', 100],
        ['2,14', 240],
        ['mU/l', 300],
        ['0,27', 372],
        ['-', 390],
        ['4,20', 396],
      ]),
      line(3, [
        ['Urinstatus', 40],
        ['(Teststreifen,', 90],
        ['Spontanurin)', 150],
      ]),
      line(4, [
        ['5804-0', 40],
        ['Eiweiß', 80],
        ['negativ', 240],
        ['negativ', 372],
      ]),
      line(5, [
        ['5792-7', 40],
        ['Glucose', 80],
        ['negativ', 240],
        ['negativ', 372],
      ]),
    ]);
    expect(rows).toEqual([
      ['tsh', 2.14, 'mU/L', true],
      ['urine-protein', 'negative', null, true],
      ['urine-glucose', 'negative', null, true],
    ]);
  });

  it("reads French dipstick names under a urine heading ('ALBUMINE', 'SUCRE')", () => {
    const rows = read([
      line(0, [
        ['EXAMENS', 40],
        ['RESULTATS', 232],
        ['UNITES', 290],
        ['NORMES', 356],
      ]),
      line(1, [
        ['EXAMEN', 40],
        ['DES', 82],
        ['URINES', 102],
      ]),
      line(2, [
        ['ALBUMINE', 40],
        ['NEGATIF', 232],
        ['NEGATIF', 356],
      ]),
      line(3, [
        ['SUCRE', 40],
        ['NEGATIF', 232],
        ['NEGATIF', 356],
      ]),
    ]);
    expect(rows).toEqual([
      ['urine-protein', 'negative', null, true],
      ['urine-glucose', 'negative', null, true],
    ]);
  });

  it('holds a name we know only as a blood test when a urine heading is over it', () => {
    const rows = read([
      line(0, [
        ['Test', 40],
        ['Result', 232],
        ['Units', 290],
        ['Range', 356],
      ]),
      line(1, [['Urinalysis', 40]]),
      line(2, [
        ['Creatine', 40],
        ['kinase', 84],
        ['negative', 232],
      ]),
    ]);
    expect(rows).toEqual([['ck', 'negative', null, false]]);
  });
});

describe('units typed in capitals or in words', () => {
  it("reads 'UMOL/L' as µmol/L and 'mm in 1st hr' as mm/h", () => {
    expect(normaliseUnit('UMOL/L')).toBe('µmol/L');
    expect(normaliseUnit('UIU/ML')).toBe('µIU/mL');
    expect(normaliseUnit('U/L')).toBe('U/L');
    expect(normaliseUnit('mm in 1st hr')).toBe('mm/h');
  });
});
