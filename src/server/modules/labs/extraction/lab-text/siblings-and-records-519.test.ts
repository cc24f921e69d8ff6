/**
 * What the tune parts of sets 237-240 taught (ADR 081 items 519-528): Lipoprotein(a) counted
 * in nmol/L is a test of its own; a portal's block per test, its result labelled under the name;
 * a discharge letter's table whose names' column is headed by a title; a bilingual card's name
 * translated under it in smaller type; French 'Albuminurie' graded on a strip; a name that goes
 * on past a preposition; report names of tests we know; a test's method under its name with the
 * result beside it; an allergen's code before its name; a card's unit in letters beside its
 * value. Our own reports, tests and values.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { parseLabText } from '../parse-lab-text';
import {
  headedReport,
  phrasesLine as phrases,
  placedLine,
  readRows,
  textLayer,
} from './read-rows.test-helpers';

const reference = biomarkerReferenceFromFiles();

describe('Lipoprotein(a), weighed or counted (item 519)', () => {
  it('reads a result in nmol/L as the particle concentration, against its own range', () => {
    const [row] = parseLabText(
      headedReport('LIPIDS', ['Lipoprotein (a)   182   nmol/L   < 75   H']),
      reference,
    );
    expect([row?.markerId, row?.value, row?.unit, row?.reviewReason]).toEqual([
      'lpa-molar',
      182,
      'nmol/L',
      null,
    ]);
  });

  it('keeps a result in mg/dL as the mass concentration', () => {
    const [row] = parseLabText(
      headedReport('LIPIDS', ['Lp(a)   42   mg/dL   < 30   H']),
      reference,
    );
    expect([row?.markerId, row?.value, row?.unit]).toEqual(['lpa', 42, 'mg/dL']);
  });
});

it("reads a portal's block per test, its result labelled on the line under its name (item 520)", () => {
  const rows = readRows(
    textLayer([
      phrases(0, [
        ['TSH (thyrotropin)', 50],
        ['Out of range', 470],
      ]),
      phrases(1, [
        ['Result:', 50],
        ['6.82', 92],
        ['µIU/mL', 120],
        ['Reference value: 0.35 - 4.94', 260],
      ]),
      phrases(2, [['Method: CMIA', 50]]),
      phrases(3, [['Free T4', 50]]),
      phrases(4, [
        ['Result:', 50],
        ['0.84', 92],
        ['ng/dL', 120],
        ['Reference value: 0.70 - 1.48', 260],
      ]),
    ]),
  );
  expect(rows).toEqual([
    ['tsh', 6.82, 'µIU/mL', true],
    ['free-t4', 0.84, 'ng/dL', true],
  ]);
});

it("reads a letter's table whose names are headed by a title, its results by time (item 521)", () => {
  // 'Blood results' set a little more than a word's space apart, as a letter's table heads its
  // names: no names' column headed 'Blood' beside a result column headed 'results'.
  const rows = readRows(
    textLayer([
      placedLine(0, [
        ['Blood', 50],
        ['results', 81],
        ['Admission', 230],
        ['Discharge', 300],
        ['Units', 375],
        ['Reference', 450],
        ['range', 500],
      ]),
      phrases(1, [
        ['Sodium', 50],
        ['131', 230],
        ['134', 300],
        ['L', 330],
        ['mmol/L', 375],
        ['135 - 145', 450],
      ]),
      phrases(2, [
        ['Potassium', 50],
        ['4.6', 230],
        ['4.1', 300],
        ['mmol/L', 375],
        ['3.5 - 5.3', 450],
      ]),
    ]),
  );
  expect(rows).toEqual([
    ['sodium', 134, 'mmol/L', true],
    ['potassium', 4.1, 'mmol/L', true],
  ]);
});

it("reads a bilingual card's name over its translation in smaller type (item 522)", () => {
  const small = (line: ReturnType<typeof phrases>) => ({ ...line, height: 6.3 });
  const rows = readRows(
    textLayer([
      phrases(0, [
        ['Random Blood Glucose', 70],
        ['Uric Acid', 330],
      ]),
      small(
        phrases(1, [
          ['Glukosa Darah Rawak', 70],
          ['Asid Urik', 330],
        ]),
      ),
      phrases(2, [
        ['8.9', 70],
        ['mmol/L', 103],
        ['472', 330],
        ['µmol/L', 363],
      ]),
      phrases(3, [
        ['Target: 4.4 - 7.8 mmol/L', 70],
        ['Normal: 155 - 357 µmol/L', 330],
      ]),
    ]),
  );
  expect(rows.map(([marker, value, unit]) => [marker, value, unit])).toEqual([
    ['glucose', 8.9, 'mmol/L'],
    ['uric-acid', 472, 'µmol/L'],
  ]);
});

describe("French 'Albuminurie' (item 523)", () => {
  it("is the strip's protein pad when graded", () => {
    const [row] = parseLabText(
      headedReport('URINES', ['Albuminurie   Traces   Absence']),
      reference,
    );
    expect([row?.markerId, row?.valueText]).toEqual(['urine-protein', 'traces']);
  });

  it('is the urine albumin when measured', () => {
    const [row] = parseLabText(
      headedReport('URINES', ['Albuminurie   25   mg/L   < 30']),
      reference,
    );
    expect([row?.markerId, row?.value]).toEqual(['urine-albumin', 25]);
  });
});

it("reads a name on past a preposition: 'Aspect du sérum' is no urine's clarity (item 524)", () => {
  const rows = parseLabText(
    headedReport('BILAN LIPIDIQUE', [
      'Aspect du sérum   Clair',
      'Triglycérides   1.62   g/L   < 1.50',
    ]),
    reference,
  );
  expect(rows.map((row) => row.markerId)).toEqual(['triglycerides']);
});

it('knows the names reports print for tests we know (item 525)', () => {
  const names: [string, string, ('blood' | 'urine')?][] = [
    ['Glucosa en ayuno', 'glucose'],
    ['Thromboplastinzeit n. Quick', 'prothrombin-activity'],
    ['Antígeno prostático total', 'psa'],
    ['Cellule epiteliali di sfaldamento', 'urine-squamous-epithelial-cells', 'urine'],
  ];
  for (const [printed, id, specimen] of names)
    expect(reference.resolveName(printed, specimen)?.id, printed).toBe(id);
});

it("reads a test's name over its method, the result beside the method (item 526)", () => {
  const rows = readRows(
    textLayer([
      phrases(0, [
        ['Test Name', 40],
        ['Result', 300],
        ['Unit', 350],
        ['Bio. Ref. Interval', 410],
      ]),
      phrases(1, [['CARCINOEMBRYONIC ANTIGEN (CEA), SERUM', 40]]),
      phrases(2, [
        ['Method : Chemiluminescence Immunoassay (CLIA)', 48],
        ['7.82', 300],
        ['ng/mL', 350],
        ['< 3.80', 410],
      ]),
      phrases(3, [['ALPHA FETO PROTEIN (AFP), SERUM', 40]]),
      phrases(4, [
        ['Method : Chemiluminescence Immunoassay (CLIA)', 48],
        ['3.14', 300],
        ['ng/mL', 350],
        ['0.00 - 8.78', 410],
      ]),
    ]),
  );
  expect(rows).toEqual([
    ['cea', 7.82, 'ng/mL', true],
    ['afp', 3.14, 'ng/mL', true],
  ]);
});

it("shows an allergen's name without its ImmunoCAP code (item 527)", () => {
  const rows = parseLabText(
    headedReport('SPECIFIC IgE', [
      'f13 Peanut   0.55   kUA/L   < 0.35',
      'd1 House dust mite   24.6   kUA/L   < 0.35',
    ]),
    reference,
  );
  expect(rows.map((row) => [row.printedName, row.value])).toEqual([
    ['Peanut', 0.55],
    ['House dust mite', 24.6],
  ]);
});

it('reads a card whose unit is printed in letters beside its value (item 528)', () => {
  const rows = readRows(
    textLayer([
      phrases(0, [
        ['Prothrombin time (PT)', 40],
        ['Fibrinogen', 310],
      ]),
      phrases(1, [
        ['14.8', 40],
        ['sec', 88],
        ['HIGH', 150],
        ['4.86', 310],
        ['g/L', 358],
      ]),
      phrases(2, [
        ['Ref: 11.0 - 13.5 sec', 40],
        ['Ref: 2.0 - 4.0 g/L', 310],
      ]),
    ]),
  );
  expect(rows.map(([marker, value]) => [marker, value])).toEqual([
    ['prothrombin-time', 14.8],
    ['fibrinogen', 4.86],
  ]);
});
