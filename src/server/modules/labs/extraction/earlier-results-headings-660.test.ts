/**
 * What sets 301-310's tune parts taught (ADR 081 items 660-668), in our own reports, tests and
 * values: earlier results' columns numbered in their headings with their dates under them, a
 * cumulative summary that prints the newest result before the names, earlier results flagged
 * with a star left of their column under one heading, the mononucleosis screen's name, and
 * differentials whose count's unit stands under a units' heading of its own, and a specimen
 * column after names that hold digits, a polarity word as a chemistry test's result, and a
 * narrow table's headings set close.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from './extraction.types';
import { cellsLine as line, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const read = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.value ?? row.valueText, row.reviewReason === null]);

describe("earlier results' columns numbered in their headings (item 660)", () => {
  it("reads the result under 'Ergebnis', not the first earlier result dated under 'Vorwert 1'", () => {
    const at = [40, 190, 262, 330, 420, 490];
    const rows = parseLabText(
      textLayer([
        line(0, at, [
          'Analyse',
          'Ergebnis',
          'Einheit',
          'Referenzbereich',
          'Vorwert 1',
          'Vorwert 2',
        ]),
        line(1, [420, 490], ['16.11.25', '14.11.25']),
        line(2, at, ['Natrium', '133 L', 'mmol/l', '135 - 145', '135', '137']),
        line(3, at, ['Calcium', '2,21', 'mmol/l', '2,15 - 2,60', '2,24', '2,30']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['sodium', 133, true],
      ['calcium', 2.21, true],
    ]);
  });
});

describe('a cumulative summary printing the newest result before the names (item 661)', () => {
  it('reads the newest date, left of the names, as the current result', () => {
    const at = [40, 70, 104, 282, 342, 420, 492];
    const rows = parseLabText(
      textLayer([
        line(
          0,
          [40, 104, 282, 342, 420, 492],
          ['11/24/25', 'TEST', 'REF RANGE', 'UNITS', '11/22/25', '11/20/25'],
        ),
        line(1, at, ['134', 'L', 'SODIUM', '136-145', 'mmol/L', '131 L', '128 L']),
        line(2, at, ['1.42', 'H', 'CREATININE', '0.70-1.30', 'mg/dL', '1.71 H', '2.08 H']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['sodium', 134, 'L'],
      ['creatinine', 1.42, 'H'],
    ]);
    // Never the day before's result shown as today's.
    expect(rows.filter((row) => row.reviewReason === null).map((row) => row.value)).not.toContain(
      131,
    );
  });
});

describe('earlier results under one heading, starred left of their column (item 662)', () => {
  it("keeps the name clean of an earlier '168*' and reads the result under 'ACTUAL'", () => {
    const at = [44, 210, 260, 310, 366, 420, 488];
    const rows = parseLabText(
      textLayer([
        line(
          0,
          [40, 258, 366, 420, 488],
          ['Prueba', 'Anteriores', 'ACTUAL', 'Unidades', 'Interv. referencia'],
        ),
        line(1, [204, 254, 304, 360], ['15/01/2025', '09/04/2025', '30/07/2025', '26/11/2025']),
        line(2, at, ['Glucosa', '168*', '152*', '141*', '129', 'mg/dL', '74 - 106']),
        line(3, at, ['Colesterol total', '232*', '214*', '189', '176', 'mg/dL', '< 200']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.printedName, row.markerId, row.value])).toEqual([
      ['Glucosa', 'glucose', 129],
      ['Colesterol total', 'total-cholesterol', 176],
    ]);
  });
});

describe('the mononucleosis screen (item 663)', () => {
  it('is the heterophile antibody test, never the monocytes of a blood count', () => {
    expect(reference.resolveName('Mono Screen')?.id).toBe('heterophile-antibody');
  });
});

describe("a differential's count with its unit under a units' heading (items 664-665)", () => {
  it("reads 'Valore %  V.R. %  Valore ass.  U.M.  V.R. assoluti': the share and the count", () => {
    const at = [40, 150, 220, 290, 360, 420];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Popolazione', 'Valore %', 'V.R. %', 'Valore ass.', 'U.M.', 'V.R. assoluti']),
        line(1, at, ['Neutrofili', '61,2 %', '40,0 - 75,0', '4,41', '10^3/μL', '2,00 - 7,50']),
        line(2, at, ['Linfociti', '27,5 %', '20,0 - 45,0', '1,98', '10^3/μL', '1,00 - 4,00']),
      ]),
      reference,
    );
    expect(read(rows)).toEqual([
      ['neutrophils-percent', 61.2, true],
      ['neutrophils', 4.41, true],
      ['lymphocytes-percent', 27.5, true],
      ['lymphocytes', 1.98, true],
    ]);
  });

  it("reads '%  Abs. count  Abs. ref. range  UNITS', the unit printed last on each row", () => {
    const at = [40, 160, 200, 260, 340];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Differential count', '%', 'Abs. count', 'Abs. ref. range', 'UNITS']),
        line(1, at, ['Neutrophils', '47.5', '3.10', '2.00 - 7.50', 'x 10^9/l']),
        line(2, at, ['Eosinophils', '4.1', '0.27', '0.00 - 0.50', 'x 10^9/l']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit])).toEqual([
      ['neutrophils-percent', 47.5, '%'],
      ['neutrophils', 3.1, '10^9/L'],
      ['eosinophils-percent', 4.1, '%'],
      ['eosinophils', 0.27, '10^9/L'],
    ]);
  });
});

describe('a specimen column after names that hold digits (item 666)', () => {
  it("reads 'Vitamin B12  Serum  214' as one row, never a test named 'Serum'", () => {
    const at = [40, 218, 284, 348, 422];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Untersuchung', 'Material', 'Ergebnis', 'Einheit', 'Referenzbereich']),
        line(1, at, ['Vitamin B6 (Pyridoxal-5-phosphat)', 'Serum', '7,4', 'μg/l', '5,0 - 30,0']),
        line(2, at, ['Vitamin B12', 'Serum', '388', 'pg/ml', '197 - 771']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.printedName, row.markerId, row.value])).toEqual([
      ['Vitamin B6 (Pyridoxal-5-phosphat)', 'vitamin-b6', 7.4],
      ['Vitamin B12', 'vitamin-b12', 388],
    ]);
  });
});

describe('a polarity word as the result of a test only ever given as a number (item 667)', () => {
  it("holds 'Sodium  Positive' and 'Mono  Negative', and keeps an antibody's 'Negative' shown", () => {
    const at = [40, 200, 280, 360];
    const rows = parseLabText(
      textLayer([
        line(0, at, ['Test', 'Result', 'Units', 'Reference']),
        line(1, [40, 200], ['Sodium', 'Positive']),
        line(2, [40, 200, 360], ['Mono', 'Negative', 'Negative']),
        line(3, [40, 200, 360], ['Rubella IgG', 'Negative', 'Negative']),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.reviewReason === null])).toEqual([
      ['sodium', false],
      ['monocytes', false],
      ['rubella-igg', true],
    ]);
    expect(rows[0]!.reviewReason).toContain('finds something or not');
  });
});

describe('a narrow table whose headings are set close (item 668)', () => {
  it("reads 'Magnitud  Resultado Unidades  Intervalo de referencia Método' as a header", () => {
    // Two of its four gaps under a column gap (the heading text placed as printed, 4.5 points a
    // letter): the INR, printed without a unit, is read only by the columns.
    const rows = parseLabText(
      textLayer([
        line(
          0,
          [40, 190, 236, 300, 408],
          ['Magnitud', 'Resultado', 'Unidades', 'Intervalo de referencia', 'Método'],
        ),
        line(
          1,
          [46, 176, 190, 236, 300, 408],
          ['Tiempo de protrombina', 'H', '24,1', 's', '10,5 - 13,5', 'Coagulométrico'],
        ),
        line(
          2,
          [46, 176, 190, 300, 408],
          ['INR', 'H', '2,18', '0,80 - 1,20', 'Calculado (ISI 1,02)'],
        ),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.labFlag])).toEqual([
      ['prothrombin-time', 24.1, 'H'],
      ['inr', 2.18, 'H'],
    ]);
  });
});
