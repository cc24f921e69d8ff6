/**
 * A ratio named by the two tests it divides, in the report's language (ADR 081 item 546):
 * 'Albumin/Kreatinin-Quot.' and 'Rapport albumine/créatinine' are the urine albumin/creatinine ratio, as
 * 'Albumin/Creatinine ratio' is; each part is read as a test by the reader's own names. Before,
 * such a name matched no test and the row was held as unknown. A slash of two names with no word
 * that says it is a ratio is not read so ('Chol/HDL' cut from a title 'Chol/HDL Ratio').
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from '../extraction.types';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const brief = (rows: ExtractedRow[]) => rows.map((row) => [row.markerId, row.value, row.unit]);

describe('a ratio named by its two tests', () => {
  it('reads a German and a French albumin/creatinine ratio', () => {
    expect(brief(parseLabText('Albumin/Kreatinin-Quot.  11,5  mg/g  < 30', reference))).toEqual([
      ['urine-acr', 11.5, 'mg/g'],
    ]);
    expect(
      brief(parseLabText('Rapport albumine/créatinine  2,1  mg/mmol  < 3', reference)),
    ).toEqual([['urine-acr', 2.1, 'mg/mmol']]);
  });

  it('reads no ratio where the two parts name one test', () => {
    expect(brief(parseLabText('GOT/AST  25  U/L  10 - 35', reference))).toEqual([
      ['ast', 25, 'U/L'],
    ]);
  });
});
