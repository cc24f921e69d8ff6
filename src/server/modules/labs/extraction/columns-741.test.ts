/**
 * What sets 338 and 348 taught (ADR 081 items 741 and 743), in our own tests and values: a table
 * whose results and units are printed before the names ('RESULT  UNITS  TEST  REFERENCE', as a
 * Peruvian lab lays its report out), each cell read by its column; and a row of a table whose
 * current column is in doubt, held for that doubt even when its unit is missing too.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import { phrasesLine, textLayer } from './lab-text/read-rows.test-helpers';
import { parseLabText } from './parse-lab-text';

const reference = biomarkerReferenceFromFiles();

describe('a table that prints its results before the names (item 741)', () => {
  it('reads each row by its columns, the name from the third', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['RESULTADO', 40],
          ['UNIDADES', 110],
          ['EXAMEN', 190],
          ['VALORES REFERENCIALES', 420],
        ]),
        phrasesLine(1, [
          ['7.9', 40],
          ['x10^3/uL', 110],
          ['Leucocitos', 190],
          ['4.5 - 11.0', 420],
        ]),
        phrasesLine(2, [
          ['15.2', 40],
          ['Alto', 70],
          ['g/dL', 110],
          ['Hemoglobina', 190],
          ['12.0 - 15.0', 420],
        ]),
        phrasesLine(3, [
          ['0.84', 40],
          ['mg/dL', 110],
          ['Creatinina (Jaffé cinético)', 190],
          ['0.70 - 1.20', 420],
        ]),
      ]),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.value, row.unit, row.labFlag])).toEqual([
      ['wbc', 7.9, '10^3/µL', null],
      ['hemoglobin', 15.2, 'g/dL', 'H'],
      ['creatinine', 0.84, 'mg/dL', null],
    ]);
  });
});

describe('a row of a table whose current column is in doubt, its unit unread (item 743)', () => {
  it('is held for the doubted column, which a second reading of the unit does not lift', () => {
    const rows = parseLabText(
      textLayer([
        phrasesLine(0, [
          ['Analisi', 40],
          ['14.11.25', 212],
          ['14.11.25', 270],
          ['Unità', 335],
          ['Valori di riferimento', 410],
        ]),
        phrasesLine(1, [
          ['Quick', 46],
          ['88', 212],
          ['84', 270],
          ['%', 335],
          ['70-120', 410],
        ]),
        // The unit as a picture misreads it ('s' read as 'Ss'): no unit of the test.
        phrasesLine(2, [
          ['aPTT', 46],
          ['30.2', 212],
          ['31.5', 270],
          ['Ss', 335],
          ['26.0 - 37.0', 410],
        ]),
      ]),
      reference,
      { isOcr: true },
    );
    const aptt = rows.find((row) => row.markerId === 'aptt');
    // Two draws of one day, their times unread: which result is the latest cannot be told. Held
    // for the unit alone, the row was freed when the unit was read again from the picture, and
    // the earlier draw's 30.2 was shown as right.
    expect(aptt!.reviewReason).toMatch(/order could not be told/);
  });
});
