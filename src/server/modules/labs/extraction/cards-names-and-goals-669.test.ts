/**
 * What sets 301-310's tune parts taught in a second pass (ADR 081 items 669-684), in our own
 * reports, tests and values: nucleated red cells counted per hundred white cells, drug-level
 * cards that print the sample and the result's label between the name and the result, names
 * that carry notes (alternatives in brackets, an antibody's word beside its class, an assay's
 * words, the blood sample in words, a cut word before a method), goals and addresses that are
 * no results, a point-of-care print's blocks beside a table, and section headings that name a
 * sample.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from './extraction.types';
import { cellsLine as line, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const read = (rows: ExtractedRow[]) =>
  rows.map((row) => [
    row.markerId,
    row.value ?? row.valueText,
    row.unit,
    row.reviewReason === null,
  ]);

const readLines = (rows: [number[], string[]][]) =>
  read(
    parseLabText(textLayer(rows.map(([at, cells], index) => line(index, at, cells))), reference),
  );

describe('nucleated red cells per hundred white cells (item 669)', () => {
  it("reads '/100 WBC' and the Italian '/100 GB' printed over two words as one unit", () => {
    const at = [40, 200, 260, 340];
    expect(
      readLines([
        [at, ['Test', 'Result', 'Units', 'Reference']],
        [at, ['Nucleated RBC', '0.4', '/100 WBC', '0.0-0.5']],
      ]),
    ).toEqual([['nrbc-percent', 0.4, '/100 WBC', true]]);
    expect(
      readLines([
        [at, ['Esame', 'Risultato', 'U.M.', 'Riferimento']],
        [at, ['Eritroblasti', '0,3', '/100 GB', '0,0 - 0,5']],
      ]),
    ).toEqual([['nrbc-percent', 0.3, '/100 WBC', true]]);
  });

  it("reads a differential's row that prints '/100 GB' where the others print their share", () => {
    const head = [40, 214, 282, 342, 418, 478];
    expect(
      readLines([
        [head, ['Popolazione', 'Valore %', 'V.R. %', 'Valore ass.', 'U.M.', 'V.R. assoluti']],
        [
          [46, 233, 249, 282, 365, 418, 478],
          ['Monociti', '6,2', '%', '2,0 - 10,0', '0,41', '10^3/μL', '0,20 - 1,00'],
        ],
        [
          [46, 233, 249, 365, 418, 478],
          ['Eritroblasti (NRBC)', '0,1', '/100 GB', '0,01', '10^3/μL', '0,00 - 0,01'],
        ],
        [
          [46, 233, 249, 282, 365, 418, 478],
          ['Reticolociti', '1,4', '%', '0,5 - 2,5', '66,0', '10^3/μL', '25,0 - 100,0'],
        ],
      ]),
    ).toEqual([
      ['monocytes-percent', 6.2, '%', true],
      ['monocytes', 0.41, '10^3/µL', true],
      ['nrbc-percent', 0.1, '/100 WBC', true],
      ['nrbc-count', 0.01, '10^3/µL', true],
      ['reticulocytes-percent', 1.4, '%', true],
      ['reticulocytes', 66, '10^3/µL', true],
    ]);
  });
});

describe("a drug level's card: the sample and the result's label before the result (item 670)", () => {
  it('reads the test by its own name, in the sample the card names', () => {
    const at = [40, 200, 300, 360, 400];
    const rows = parseLabText(
      textLayer([
        line(0, [40], ['DRUG LEVELS']),
        line(1, at, ['Carbamazepine (total)', 'Serum', 'Result', '7.2', 'mg/L']),
        line(2, [52], ['Usual range: 4 - 12 mg/L. Sample taken before the morning dose.']),
        line(3, at, ['Sodium', 'Urine', 'Result', '64', 'mmol/L']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.printedName, row.markerId, row.value])).toEqual([
      ['Carbamazepine (total)', 'carbamazepine-level', 7.2],
      ['Sodium', 'urine-sodium', 64],
    ]);
  });
});

describe('names with notes (items 671, 672, 681-683)', () => {
  const named = (name: string, result: string, unit: string) =>
    readLines([
      [
        [40, 230, 290, 360],
        ['Test', 'Result', 'Units', 'Reference'],
      ],
      [
        [40, 230, 290, 360],
        [name, result, unit, ''],
      ],
    ])[0]?.[0] ?? null;

  it('reads a bracket of alternatives as the test each names (671)', () => {
    expect(named('Vancomycin (trough / pre-dose)', '12.4', 'mg/L')).toBe('vancomycin-trough');
  });

  it("reads an antibody's class without its word for antibody, and an assay's words (672)", () => {
    expect(named('TOXOPLASMA AB, IGG', '3', 'IU/mL')).toBe('toxoplasma-igg');
    expect(named('HBV DNA, QN PCR', '880', 'IU/mL')).toBe('hbv-dna');
  });

  it('never reads a count on a log scale as the count (672)', () => {
    expect(named('HBV DNA, QN PCR (LOG)', '2.94', 'Log IU/mL')).toBeNull();
  });

  it("reads an assay's method after a dash, a cut word before a method, the sample in words", () => {
    expect(named('Toxoplasma IgG - Inmunofluorescencia indirecta', '12', 'UI/mL')).toBe(
      'toxoplasma-igg',
    );
    expect(named('Filtrado glom. (MDRD)', '84', 'mL/min')).toBe('egfr');
    expect(named('Kalium i. Serum', '4,1', 'mmol/l')).toBe('potassium');
    expect(named('Glucose (nüchtern) i. Plasma', '92', 'mg/dl')).toBe('glucose');
  });
});

describe('goals and addresses that are no results (items 673, 675, 676, 678, 680)', () => {
  const table = [40, 200, 260, 330];

  it("reads no goal told under the table's own test, nor a line of goals for several tests", () => {
    const rows = readLines([
      [table, ['Test', 'Result', 'Units', 'Reference']],
      [table, ['LDL Cholesterol', '151', 'mg/dL', '< 100']],
      [table, ['Non-HDL Cholesterol', '178', 'mg/dL', '< 130']],
      [[40], ['For patients with diabetes and one more risk factor, treating to a non-HDL-C goal']],
      [[40], ['of <100 mg/dL (LDL-C of <70 mg/dL) is considered a therapeutic option.']],
      [
        [40],
        ['LDL-C <1.8 mmol/L or Non-HDL-C <2.6 mmol/L or ApoB <0.8 g/L. LDL-C by NIH equation.'],
      ],
    ]);
    expect(rows).toEqual([
      ['ldl-cholesterol', 151, 'mg/dL', true],
      ['non-hdl-cholesterol', 178, 'mg/dL', true],
    ]);
  });

  it("reads no town's state and ZIP code as a calcium, nor a tumour marker's number", () => {
    const rows = readLines([
      [[40], ['1400 W. Shaw Ave, Fresno, CA 93711 · (559) 555-0100 · Open Saturdays']],
      [table, ['Test', 'Result', 'Units', 'Reference']],
      [table, ['Calcium', '9.1', 'mg/dL', '8.6-10.3']],
      [[40], ['raised CA 125 may occur with menstruation or endometriosis.']],
    ]);
    expect(rows).toEqual([['calcium', 9.1, 'mg/dL', true]]);
  });

  it("reads no risk band's goal in the languages we read, nor a detection limit", () => {
    expect(
      readLines([
        [table, ['Esame', 'Risultato', 'U.M.', 'Riferimento']],
        [table, ['Colesterolo LDL', '128', 'mg/dL', '< 115']],
        [
          [40, 200],
          ['Rischio alto', '< 70 mg/dL'],
        ],
        [
          [40, 200],
          ['Rischio molto alto', '< 55 mg/dL'],
        ],
      ]),
    ).toEqual([['ldl-cholesterol', 128, 'mg/dL', true]]);
    expect(
      readLines([
        [
          [40, 200, 300, 380],
          ['HIV-1 RNA', '2,300', 'copies/mL', 'LDL: < 40 copies/mL'],
        ],
      ]).map(([markerId]) => markerId),
    ).not.toContain('ldl-cholesterol');
  });

  it('reads no sentence of advice as a test we do not know', () => {
    const rows = readLines([
      [table, ['Prueba', 'Resultado', 'Unidades', 'Referencia']],
      [table, ['TSH', '3,10', 'µUI/mL', '0,35 - 4,94']],
      [[40], ['En mujeres con deseo gestacional se recomienda TSH < 2,5 µUI/mL.']],
    ]);
    expect(rows).toEqual([['tsh', 3.1, 'µIU/mL', true]]);
  });
});

describe("a point-of-care print's blocks beside a table of rapid tests (item 674)", () => {
  it('reads the analyser and the urine strip left of the table as their own rows', () => {
    const rows = readLines([
      [
        [315, 455, 515],
        ['Test', 'Result', 'Control'],
      ],
      [
        [315, 455, 518],
        ['Influenza A Antigen', 'Negative', 'Valid'],
      ],
      [[40], ['URINE STRIP READER']],
      [
        [46, 130],
        ['SG', '1.015'],
      ],
      [
        [46, 130, 170],
        ['URO', '1.0', 'E.U./dL'],
      ],
      [
        [46, 130],
        ['NIT', 'POSITIVE'],
      ],
    ]);
    expect(rows.filter(([markerId]) => String(markerId).startsWith('urine-'))).toEqual([
      ['urine-specific-gravity', 1.015, null, true],
      ['urine-urobilinogen', '1.0', 'EU/dL', true],
      ['urine-nitrite', 'positive', null, true],
    ]);
  });
});

describe('headings that are no part of a name (items 677, 684)', () => {
  it("reads a typing answer's row apart from the capitals heading under it", () => {
    const rows = parseLabText(
      textLayer([
        line(0, [36, 200, 438], ['Rh (D) Type', 'Negative', 'Slide agglutination']),
        line(1, [250], ['BIOCHEMISTRY']),
        line(2, [36], ['GLYCATED HAEMOGLOBIN (HbA1c)']),
        line(3, [36, 200, 240, 300], ['HbA1c', '6.1', '%', '4.0 - 5.6']),
      ]),
      reference,
    );
    expect(rows.filter((row) => row.markerId === 'hba1c').map((row) => row.value)).toEqual([6.1]);
  });

  it("reads the urine's albumin under a heading that names the urine, not its protein strip", () => {
    const at = [40, 200, 260, 330];
    const rows = readLines([
      [at, ['Prueba', 'Resultado', 'Unidades', 'Referencia']],
      [[40], ['ORINA (primera micción)']],
      [
        [48, 200, 260, 330],
        ['Albúmina en orina', '18', 'mg/L', '< 20'],
      ],
    ]);
    expect(rows).toEqual([['urine-albumin', 18, 'mg/L', true]]);
  });
});
