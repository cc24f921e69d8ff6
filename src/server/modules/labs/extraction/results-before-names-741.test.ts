/**
 * What set 348 taught (ADR 081 item 741), in our own tests and values: a table whose
 * results and units are printed before the names ('RESULT  UNITS  TEST  REFERENCE', as a
 * Peruvian lab lays its report out), each cell read by its column.
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
