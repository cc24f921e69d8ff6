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
import {
  cellsLine as line,
  phrasesLine as phrases,
  textLayer,
} from './lab-text/read-rows.test-helpers';
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

describe('what sets 311, 312, 315 and 316 taught (items 685-694)', () => {
  const at = [40, 230, 290, 360];

  it('reads a name in two languages about a slash, and a range that says to see a note in both', () => {
    expect(
      readLines([
        [at, ['Analyse / Test', 'Résultat', 'Unités', 'Valeurs de référence']],
        [at, ['Triglycérides / Triglycerides', '1,84', 'mmol/L', 'Voir note / See note']],
        [at, ['Cholestérol LDL (calculé) / LDL-C (calc.)', '2,95', 'mmol/L', '< 3,50']],
      ]),
    ).toEqual([
      ['triglycerides', 1.84, 'mmol/L', true],
      ['ldl-cholesterol', 2.95, 'mmol/L', true],
    ]);
  });

  it("reads the Spanish 'APE' as the prostate-specific antigen", () => {
    expect(
      readLines([
        [at, ['Prueba', 'Resultado', 'Unidades', 'Referencia']],
        [at, ['APE total', '1,92', 'ng/mL', '< 4,00']],
        [at, ['APE libre', '0,41', 'ng/mL', '']],
      ]).map(([markerId, value]) => [markerId, value]),
    ).toEqual([
      ['psa', 1.92],
      ['free-psa', 0.41],
    ]);
  });

  it("reads no analyser's model, health card or British postcode as a result", () => {
    const rows = readLines([
      [[40], ['12 Mill Lane, Harrogate HG1 2TT  ·  01423 555 0190']],
      [[40], ['NAM / HIN :  BOUC 7204 1188']],
      [at, ['Test', 'Result', 'Units', 'Reference']],
      [[40], ['Sérum / plasma hépariné – Automate Roche cobas c702']],
      [at, ['Sodium', '139', 'mmol/L', '133 - 146']],
    ]);
    expect(rows).toEqual([['sodium', 139, 'mmol/L', true]]);
  });

  it("reads a flowsheet's names under 'Lab Test', the short ones too", () => {
    const columns = [30, 188, 258, 400, 466];
    const rows = readLines([
      [columns, ['Lab Test', '05/14/2025', '05/13/2025', 'Units', 'Reference Range']],
      [columns, ['BUN', '31 (H)', '36 (H)', 'mg/dL', '7-18']],
      [columns, ['INR', '1.2 (H)', '1.3 (H)', '', '0.9-1.1']],
    ]);
    expect(rows.map(([markerId, value]) => [markerId, value])).toEqual([
      ['bun', 31],
      ['inr', 1.2],
    ]);
  });

  it('reads a blood test named by its sample as blood under a urine strip left open above it', () => {
    const rows = readLines([
      [[40], ['URINALYSIS - DIPSTICK']],
      [
        [40, 230],
        ['Nitrite', 'Negative'],
      ],
      [[40], ['POINT-OF-CARE TESTING']],
      [
        [230, 290, 360],
        ['Result', 'Units', 'Expected'],
      ],
      [
        [40, 230, 290, 360],
        ['Glucose, fingerstick', '112', 'mg/dL', '70-140'],
      ],
    ]);
    expect(rows.at(-1)).toEqual(['glucose', 112, 'mg/dL', true]);
  });

  it("reads a differential's share and count under a table of one result a line", () => {
    const rows = parseLabText(
      textLayer([
        phrases(0, [
          ['ESTUDIO', 36],
          ['RESULTADO', 226],
          ['UNIDADES', 326],
          ['VALORES DE REFERENCIA', 410],
        ]),
        phrases(1, [
          ['MONOCITOS', 52],
          ['6.8', 218],
          ['%', 234],
          ['0.57', 270],
          ['10^3/μL', 292],
          ['2', 348],
          ['-', 356],
          ['10', 364],
          ['%', 375],
          ['0.10 - 1.00', 410],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value])).toEqual([
      ['monocytes-percent', 6.8],
      ['monocytes', 0.57],
    ]);
  });

  it("reads a strip grid's pH, a number with no unit, beside a table", () => {
    const rows = readLines([
      [
        [40, 200, 260, 330],
        ['Analyse', 'Résultat', 'Unité', 'Normes'],
      ],
      [[40], ['URINES – Bandelette']],
      [
        [40, 80, 150, 210],
        ['pH :', '6,5', 'Glucose :', 'nég.'],
      ],
    ]);
    expect(rows.map(([markerId]) => markerId)).toContain('urine-ph');
  });
});

describe('what sets 313-320 taught (items 695-704)', () => {
  it('reads no grid whose newest visit hangs on reading its dates day-first or month-first', () => {
    const grid = (first: string, second: string) =>
      parseLabText(
        textLayer([
          phrases(0, [
            ['Date', 40],
            ['Na', 130],
            ['K', 200],
            ['Cl', 270],
          ]),
          phrases(1, [
            ['mmol/L', 130],
            ['mmol/L', 200],
            ['mmol/L', 270],
          ]),
          phrases(2, [
            ['135-145', 130],
            ['3.5-5.1', 200],
            ['98-107', 270],
          ]),
          phrases(3, [
            [first, 40],
            ['141', 130],
            ['4.1', 200],
            ['102', 270],
          ]),
          phrases(4, [
            [second, 40],
            ['133', 130],
            ['5.6', 200],
            ['96', 270],
          ]),
        ]),
        reference,
      ).filter((row) => row.markerId === 'sodium' && row.reviewReason === null);
    // '14/04/25' can only be read day-first: the second visit is the newest.
    expect(grid('03/04/25', '14/04/25').map((row) => row.value)).toEqual([133]);
    // 3 April and 4 March, or 4 March and 3 April: no guess is shown as the current result.
    expect(grid('03/04/25', '04/03/25')).toEqual([]);
  });

  it("reads a day's output in 'mmol/24 h' as one unit", () => {
    const at = [40, 230, 290, 380];
    const rows = readLines([
      [at, ['Analyse', 'Résultat', 'Unité', 'Valeurs de référence']],
      [[40], ['URINES DE 24 HEURES']],
      [at, ['Natriurèse des 24 h', '142', 'mmol/24 h', '40 - 220']],
    ]);
    expect(rows.map(([, , unit]) => unit)).toEqual(['mmol/24h']);
  });

  it("reads a portal's urine tests named with the urine after a comma, under 'Urine and stool tests'", () => {
    const rows = readLines([
      [[40], ['Urine and stool tests']],
      [
        [40, 230],
        ['pH, Urine', '6.5'],
      ],
      [
        [40, 230],
        ['Nitrite, Urine (dipstick)', 'Negative'],
      ],
    ]);
    expect(rows.map(([markerId]) => markerId)).toEqual(['urine-ph', 'urine-nitrite']);
  });

  it("reads German practice software's 'i.U.' as in the urine", () => {
    const rows = readLines([
      [
        [40, 200, 260, 330],
        ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich'],
      ],
      [
        [40, 200, 260, 330],
        ['Krea i.U.', '9,8', 'mmol/l', ''],
      ],
    ]);
    expect(rows.map(([markerId]) => markerId)).toEqual(['urine-creatinine']);
  });

  it("reads an Italian differential headed '%  v.a. x10^9/L  rif. %  rif. v.a.'", () => {
    const rows = parseLabText(
      textLayer([
        phrases(0, [
          ['FORMULA LEUCOCITARIA', 40],
          ['%', 256],
          ['v.a. x10^9/L', 318],
          ['rif. %', 400],
          ['rif. v.a.', 470],
        ]),
        phrases(1, [
          ['Linfociti', 50],
          ['31,0', 250],
          ['1,96', 318],
          ['20 - 45', 400],
          ['1,00 - 4,80', 470],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['lymphocytes-percent', 31, '%'],
      ['lymphocytes', 1.96, '10^9/L'],
    ]);
  });

  it("reads Spanish serology's 'Ac. totales anti-…', a virus named with its word, and 'n.' for 'nach'", () => {
    const at = [40, 260, 330];
    const rows = readLines([
      [at, ['Prueba', 'Resultado', 'Referencia']],
      [at, ['Ac. totales anti-HBc', 'NEGATIVO', 'NEGATIVO']],
      [at, ['Virus varicela-zóster IgG', 'POSITIVO', 'NEGATIVO']],
    ]);
    expect(rows.map(([markerId]) => markerId)).toEqual(['anti-hbc', 'vzv-igg']);
    expect(
      readLines([
        [
          [40, 200, 260, 330],
          ['Test', 'Ergebnis', 'Einheit', 'Referenz'],
        ],
        [
          [40, 200, 260, 330],
          ['BSG n. Westergren (1 h)', '18', 'mm/h', '< 20'],
        ],
      ]).map(([markerId]) => markerId),
    ).toEqual(['esr']);
  });

  it('reads a stool exam named in the sample field, before any heading says so', () => {
    const rows = readLines([
      [[40], ['Nº muestra  : H25-0091122 (heces, 1 muestra)']],
      [[40], ['EXAMEN MACROSCÓPICO']],
      [
        [40, 200],
        ['Color  :', 'Marrón'],
      ],
    ]);
    expect(rows.map(([markerId]) => markerId)).not.toContain('urine-color');
  });

  it('reads a urine report named in the sample field: a glucose under its strip is the urine’s', () => {
    const rows = parseLabText(
      textLayer([
        phrases(0, [
          ['Einsender: Praxis Dr. Wolf', 40],
          ['·', 250],
          ['Material: Spontanurin (Mittelstrahl)', 262],
        ]),
        phrases(1, [
          ['Urin-Teststreifen (Combur 10)', 40],
          ['Urinsediment (400x)', 305],
        ]),
        phrases(2, [
          ['Parameter', 40],
          ['Ergebnis', 138],
          ['Einheit', 185],
          ['Norm', 236],
          ['Parameter', 305],
          ['Ergebnis', 405],
          ['Einheit', 467],
          ['Norm', 510],
        ]),
        phrases(3, [
          ['Glukose', 40],
          ['50', 138],
          ['mg/dl', 185],
          ['normal', 236],
          ['Hyaline Zylinder', 305],
          ['vereinzelt', 405],
          ['vereinzelt', 510],
        ]),
      ]),
      reference,
    );
    expect(rows.find((row) => row.printedName === 'Glukose')?.markerId).toBe('urine-glucose');
  });
});
