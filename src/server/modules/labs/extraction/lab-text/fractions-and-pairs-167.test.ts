/**
 * What sets 166's and 167's tune parts taught (ADR 081 items 287-292): a protein electrophoresis
 * whose result columns are headed by their units, two urine tests to a line whose results are
 * words, haemoglobin and protein fractions that are no test we know, and qualifiers after a comma.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { placedLine as line, readRows as read } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

describe('a table whose result columns are headed by their units', () => {
  it("reads a differential whose count column is marked '#' before its unit (ADR 081 item 327)", () => {
    const rows = read([
      line(0, [
        ['Formula', 40],
        ['leucocitaria', 72],
        ['%', 220],
        ['Valori', 300],
        ['rif.', 323],
        ['#', 380],
        ['10^3/µL', 391],
        ['Valori', 480],
        ['rif.', 503],
      ]),
      line(1, [
        ['Neutrofili', 40],
        ['56,8', 220],
        ['40,0', 300],
        ['-', 322],
        ['74,0', 331],
        ['2,34', 380],
        ['1,80', 480],
        ['-', 502],
        ['7,50', 511],
      ]),
    ]);
    // The '#' made the heading no unit's, and the count was lost beside the share.
    expect(rows).toEqual([
      ['neutrophils-percent', 56.8, '%', true],
      ['neutrophils', 2.34, '10^3/µL', true],
    ]);
  });

  it('reads each fraction once per unit, the range with the column its heading names', () => {
    const rows = read([
      line(0, [
        ['Esame', 45],
        ['Risultato', 287],
        ['Unità', 350],
      ]),
      line(1, [
        ['Proteine', 45],
        ['totali', 90],
        ['7,2', 315],
        ['g/dL', 350],
      ]),
      line(2, [
        ['Frazione', 65],
        ['%', 197],
        ['g/dL', 251],
        ['V.R.', 300],
        ['%', 322],
      ]),
      line(3, [
        ['Albumina', 65],
        ['58,2', 186],
        ['4,19', 251],
        ['55,8', 300],
        ['-', 322],
        ['66,1', 330],
      ]),
      line(4, [
        ['Gamma', 65],
        ['16,2', 186],
        ['1,17', 251],
        ['11,1', 300],
        ['-', 322],
        ['18,8', 330],
      ]),
      line(5, [
        ['Ferritina', 45],
        ['142', 313],
        ['ng/mL', 350],
      ]),
    ]);
    expect(rows).toEqual([
      ['total-protein', 7.2, 'g/dL', true],
      // The share is the albumin band's share (ADR 081 item 567), a test of its own, and it
      // does not contest the amount.
      ['albumin-percent', 58.2, '%', true],
      ['albumin', 4.19, 'g/dL', true],
      // 'Gamma' is the gamma globulins, not Gamma-GT cut short: a test we know since ADR 157,
      // its share and its amount told by the unit.
      ['gamma-globulin-percent', 16.2, '%', false],
      ['gamma-globulin', 1.17, 'g/dL', false],
      // After the fractions, the page's own columns again: 142 is the result, not a range.
      ['ferritin', 142, 'ng/mL', true],
    ]);
  });

  it('leaves a header of one unit, or a row with a number missing, to the table reader', () => {
    const rows = read([
      line(0, [
        ['Test', 45],
        ['Result', 200],
        ['Unit', 260],
      ]),
      line(1, [
        ['Glucose', 45],
        ['92', 200],
        ['mg/dL', 260],
      ]),
    ]);
    expect(rows).toEqual([['glucose', 92, 'mg/dL', true]]);
  });
});

describe('two urine tests to a line with word results', () => {
  it("splits 'Aspetto limpido  Emazie assenti' into two tests when both names are known", () => {
    const rows = read([
      line(0, [
        ['ESAME', 45],
        ['DELLE', 80],
        ['URINE', 112],
      ]),
      line(1, [
        ['Colore', 45],
        ['paglierino', 170],
        ['Proteine', 320],
        ['assenti', 420],
      ]),
      line(2, [
        ['Aspetto', 45],
        ['limpido', 170],
        ['Emazie', 320],
        ['assenti', 420],
      ]),
    ]);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['urine-color', 'pale yellow'],
      ['urine-protein', 'negative'],
      ['urine-clarity', 'clear'],
      ['urine-rbc', 'assenti'],
    ]);
  });
});

describe('names that are fractions, and qualifiers after a comma', () => {
  it('knows no haemoglobin fraction, and still knows HbA1c', () => {
    for (const name of ['Hemoglobin A', 'Hemoglobin A2', 'Hb F', 'Hemoglobin Variant'])
      expect(reference.resolveName(name), name).toBeNull();
    expect(reference.resolveName('Hemoglobin A1c')?.id).toBe('hba1c');
    expect(reference.resolveName('Haemoglobin')?.id).toBe('hemoglobin');
    expect(reference.resolveName('Hemoglobina')?.id).toBe('hemoglobin');
    expect(reference.resolveName('HbA2')).toBeNull();
    // 'HbE' is the German reports' MCH, an alias kept.
    expect(reference.resolveName('HbE')?.id).toBe('mch');
    for (const name of ['Gamma', 'Alfa 1', 'Beta-2-Globulin'])
      expect(reference.resolveName(name), name).toBeNull();
  });

  it('reads the test before a semi-quantitative or screening qualifier', () => {
    expect(reference.resolveName('Urobilinogen,Semi-Qn', 'urine')?.id).toBe('urine-urobilinogen');
    expect(reference.resolveName('Glucose, Gestational Screen')?.id).toBe('glucose');
    expect(reference.resolveName('EO#')?.id).toBe('eosinophils');
    expect(reference.resolveName('EO%')?.id).toBe('eosinophils-percent');
  });

  it("does not read 'Hemoglobin A' as HbA1c cut short", () => {
    const rows = read([
      line(0, [
        ['Test', 45],
        ['Result', 226],
        ['Reference', 334],
        ['Units', 448],
      ]),
      line(1, [
        ['Hemoglobin', 46],
        ['A', 96],
        ['97.4', 226],
        ['96.4-98.8', 334],
        ['%', 448],
      ]),
    ]);
    // The adult fraction since ADR 161 ('Hemoglobin A' in a fraction's shape), still held.
    expect(rows).toEqual([['hb-a', 97.4, '%', false]]);
  });
});
