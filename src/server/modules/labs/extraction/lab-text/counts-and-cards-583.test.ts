/**
 * What sets 254-257's tune parts taught (ADR 081 items 583-594), in our own reports, tests and
 * values: a count's column headed by a word alone, a heading with a field beside it over a two-up
 * urinalysis, a sighting denied in words, an electrophoresis's share and amount across the
 * columns, a wellness card's risk bands, a two-up table's serology, a signed result with its flag,
 * a clotting ratio's name, a ratio's unit word, a letter's threshold and a range's bracketed
 * answer.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import { cellsLine as row, readRows, textLayer } from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

describe("a count's column headed by a word alone, its unit in its range's heading (item 583)", () => {
  it('reads each line as a share and a count', () => {
    const at = [40, 200, 250, 320, 380];
    const report = textLayer([
      row(0, [40, 200, 290, 380], ['Prueba', 'Resultado', 'Unidades', 'Valores de referencia']),
      row(1, at, ['Fórmula leucocitaria', '%', 'Ref. %', 'Absoluto', 'Ref. x10^3/µL']),
      row(2, at, ['Neutrófilos', '62,5', '40 - 75', '4,12', '1,80 - 7,50']),
      row(3, at, ['Linfocitos', '27,0', '20 - 45', '1,78', '1,00 - 4,00']),
    ]);
    expect(readRows(report).map(([id, value, unit]) => [id, value, unit])).toEqual([
      ['neutrophils-percent', 62.5, '%'],
      ['neutrophils', 4.12, '10^3/µL'],
      ['lymphocytes-percent', 27, '%'],
      ['lymphocytes', 1.78, '10^3/µL'],
    ]);
  });
});

describe('a heading with a field beside it, over a urinalysis printed two to a line (item 585)', () => {
  it("reads the strip's pads after the two-up part as urine tests", () => {
    const report = textLayer([
      row(0, [40, 200, 270, 330, 400], ['TEST', 'RESULT', 'FLAG', 'UNITS', 'REF. RANGE']),
      row(1, [40, 400], ['STOOL', 'Specimen: Stool']),
      row(2, [46, 200, 400], ['H. pylori stool antigen', 'Negative', 'Negative']),
      row(3, [40, 400], ['URINALYSIS', 'Specimen: Mid-stream urine']),
      row(4, [40, 330], ['Macroscopy / Chemistry', 'Microscopy']),
      row(5, [46, 200, 330, 430], ['Colour', 'Yellow', 'Epithelial cells', 'Few']),
      row(6, [46, 200, 330, 430], ['Appearance', 'Clear', 'Casts', 'Nil']),
      row(7, [46, 200, 330, 430], ['pH', '5.5', 'Crystals', 'Nil']),
      row(8, [46, 200], ['Protein', 'Trace']),
      row(9, [46, 200], ['Ketones', '2+']),
    ]);
    const read = readRows(report).map(([id]) => id);
    expect(read).toContain('urine-protein');
    expect(read).toContain('urine-ketones');
    expect(read).not.toContain('total-protein');
  });
});

describe('a sighting denied in words (item 586)', () => {
  it("reads 'No haemoparasites seen' as none seen", () => {
    expect(readRows('Blood film for MPS   No haemoparasites seen')).toEqual([
      ['malaria-film', 'not seen', null, true],
    ]);
  });
});

describe("an electrophoresis's share and amount across the result and unit columns (item 587)", () => {
  it('reads both, each with its own range, the share left of the result heading', () => {
    const report = textLayer([
      row(
        0,
        [46, 215, 300, 385],
        ['Determinación', 'Resultado', 'Unidades', 'Valores de referencia'],
      ),
      row(1, [40], ['PROTEINOGRAMA']),
      row(
        2,
        [46, 190, 230, 270, 300, 385],
        ['Albúmina', '60,2', '%', '4,10', 'g/dL', '55,8 - 66,1 / 3,57 - 5,47'],
      ),
      row(
        3,
        [46, 190, 230, 270, 300, 385],
        ['Gamma globulina', '14,1', '%', '0,96', 'g/dL', '11,1 - 18,8 / 0,71 - 1,56'],
      ),
    ]);
    const rows = parseLabText(report, reference);
    expect(rows.map((r) => [r.markerId, r.value, r.unit, r.refLow, r.refHigh])).toEqual([
      ['albumin-percent', 60.2, '%', 55.8, 66.1],
      ['albumin', 4.1, 'g/dL', 3.57, 5.47],
      ['gamma-globulin-percent', 14.1, '%', 11.1, 18.8],
      ['gamma-globulin', 0.96, 'g/dL', 0.71, 1.56],
    ]);
    expect(rows.every((r) => r.reviewReason === null)).toBe(true);
  });
});

describe("a wellness card's risk band and desirable level (item 588)", () => {
  it('reads the cards whose status is a band, and no band as a flag', () => {
    const at = [46, 221, 396];
    const report = textLayer([
      row(0, at, ['hs-CRP', 'Omega-3 index', 'Lipoprotein (a)']),
      row(1, [46, 74, 221, 249, 396, 417], ['3.1', 'mg/L', '6.0', '%', '52', 'nmol/L']),
      row(2, at, ['Reference: < 1.0 low risk', 'Reference: > 8.0 desirable', 'Reference: < 75']),
      row(3, at, ['High cardiovascular risk', 'Below desirable level', 'Within range']),
    ]);
    const rows = parseLabText(report, reference);
    expect(rows.map((r) => [r.markerId, r.value])).toEqual([
      ['hs-crp', 3.1],
      ['omega-3-index', 6],
      ['lpa-molar', 52],
    ]);
    expect(rows[0]!.labFlag).not.toBe('L');
  });
});

describe("a two-up table's serology under the unit heading (item 589)", () => {
  it('reads the answer, and a method note run past the next half is no row of it', () => {
    const at = [40, 146, 186, 232, 305, 411, 451, 507];
    const header = ['Analyse', 'Résultat', 'Unité', 'Réf.', 'Analyse', 'Résultat', 'Unité', 'Réf.'];
    const report = textLayer([
      row(0, at, header),
      row(1, at, ['Glucose', '0,92', 'g/L', '0,70-1,10', 'Urée', '0,31', 'g/L', '0,15-0,45']),
      row(2, [40], ['SÉROLOGIE']),
      row(3, [40, 200, 260], ['Antigène HBs', 'Négatif', '(CMIA, Alinity i)']),
      row(4, [40, 200, 260], ['VIH 1/2 Ag p24 + Ac (Combo)', 'Négatif', '(CMIA)']),
    ]);
    expect(readRows(report).map(([id, value]) => [id, value])).toEqual([
      ['glucose', 0.92],
      ['urea', 0.31],
      ['hbsag', 'non-reactive'],
      ['hiv-ag-ab', 'non-reactive'],
    ]);
  });
});

describe('a signed result with its flag glued before the sign (item 590)', () => {
  it("reads '*-7,2' as a base excess of -7.2", () => {
    expect(readRows('Excès de base   *-7,2   mmol/L   -2,0 - +2,0')).toEqual([
      ['base-excess', -7.2, 'mmol/L', true],
    ]);
  });
});

describe("a clotting ratio named 'patient / témoin' (item 591)", () => {
  it("reads it, no patient's line", () => {
    expect(readRows('TCA : ratio patient / témoin   1,09   < 1,20')).toEqual([
      ['aptt-ratio', 1.09, null, true],
    ]);
  });
});

describe("a ratio's unit word and a serology's index after the result (item 592)", () => {
  it('reads one row a line', () => {
    const report = textLayer([
      row(
        0,
        [40, 163, 238, 296, 378],
        ['Trig / HDL Ratio', 'CALCULATED', '2.7', 'Ratio', '< 3.12'],
      ),
      row(1, [40, 200, 260], ['Anticorps anti-VHC', 'Négatif', 'Index 0,12 (Positif si > 1,00)']),
    ]);
    expect(readRows(report).map(([id]) => id)).toEqual(['triglycerides-hdl-ratio', 'anti-hcv']);
  });
});

describe("a letter's threshold (item 593)", () => {
  it("reads no result from 'Ferritin <30 ug/L is strongly suggestive of …'", () => {
    const report = textLayer([
      row(0, [46, 150, 200, 240], ['Ferritin', '12', 'ug/L', '(30-300)']),
      row(1, [46], ['Ferritin <30 ug/L is strongly suggestive of depleted iron stores.']),
    ]);
    expect(readRows(report)).toEqual([['ferritin', 12, 'µg/L', true]]);
  });
});

describe("a range with its answer in brackets, under the test's name (item 594)", () => {
  it('reads the value line under the name', () => {
    const report = textLayer([
      row(0, [46], ['Tissue Transglutaminase IgA Antibody (tTG-IgA)']),
      row(1, [60, 100, 160], ['2.4', 'U/mL', 'Reference: <7.0 U/mL (negative)']),
    ]);
    expect(readRows(report)).toEqual([['ttg-iga', 2.4, 'U/mL', true]]);
  });
});

describe('names in the ways the sets printed them (item 584)', () => {
  it.each([
    ['Anti-Thyreoglobulin', 'thyroglobulin-antibodies'],
    ['HIV 1+2 (Ag p24 + Ac) - dépistage', 'hiv-ag-ab'],
    ['CHAGAS - Ac. anti T. cruzi', 'chagas-antibody'],
    ['Syphilis : Ac anti-tréponémiques', 'treponemal-ab'],
    ['TCA : ratio patient / témoin', 'aptt-ratio'],
    ['Immunoglobuline IgG', 'total-igg'],
    ['Hepatitis B s Antigen', 'hbsag'],
  ])('knows %s', (name, id) => {
    expect(reference.resolveMarker(name, {})?.id).toBe(id);
  });
});
