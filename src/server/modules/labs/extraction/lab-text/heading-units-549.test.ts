/**
 * A unit printed once in a section's heading is the unit of the rows under it that print none
 * (ADR 081 item 549): 'BIOQUÍMICA (mg/dL)', 'FÓRMULA LEUCOCITARIA (%)'. Only a unit the row's
 * test is measured in is lent, a comment between rows keeps it, and the next heading ends it.
 * An assay's generation after a name is no part of it ('TSH 3e génération', item 550).
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from '../extraction.types';
import { parseLabText } from '../parse-lab-text';
import { headingUnitAfter, headingUnitOf } from './heading-units';

const reference = biomarkerReferenceFromFiles();

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.markerId, row.valueText, row.unit, row.reviewReason === null]);

describe("a section heading's unit", () => {
  it('is read from a heading of words ending in a bracketed unit, and nothing else', () => {
    expect(headingUnitOf('PERFIL LIPÍDICO (mg/dL)')).toBe('mg/dL');
    expect(headingUnitOf('Differential count [%]:')).toBe('%');
    expect(headingUnitOf('Blood count (x10^9/L)')).toBe('x10^9/L');
    expect(headingUnitOf('HEMATOLOGÍA (Sangre total)')).toBeNull();
    expect(headingUnitOf('Glucose (fasting)')).toBeNull();
    expect(headingUnitOf('Glucose 92 (mg/dL)')).toBeNull();
  });

  it('holds over a comment between rows and ends at a heading without one', () => {
    expect(headingUnitAfter('Comentario: hipocromía (+), anisocitosis leve.', 'mg/dL')).toBe(
      'mg/dL',
    );
    expect(headingUnitAfter('ORINA COMPLETA', 'mg/dL')).toBeNull();
    expect(headingUnitAfter('ELECTROLITOS (mmol/L)', 'mg/dL')).toBe('mmol/L');
  });

  it('is the unit of the rows under it that print none, and takes a share its test', () => {
    const text = [
      'EXAMEN   RESULTADO   VALORES DE REFERENCIA',
      'BIOQUÍMICA (mg/dL)',
      'Glucosa basal   92   70 - 100',
      'Creatinina   0.71   0.50 - 0.90',
      'FÓRMULA LEUCOCITARIA (%)',
      'Segmentados   61   55 - 65',
      'Linfocitos   26   25 - 35',
      'ELECTROLITOS SÉRICOS (mmol/L)',
      'Potasio   3.3   L   3.5 - 5.1',
    ].join('\n');
    expect(brief(parseLabText(text, reference))).toEqual([
      ['glucose', '92', 'mg/dL', true],
      ['creatinine', '0.71', 'mg/dL', true],
      ['neutrophils-percent', '61', '%', true],
      ['lymphocytes-percent', '26', '%', true],
      ['potassium', '3.3', 'mmol/L', true],
    ]);
  });

  it("never lends a unit the row's test is not measured in, nor one past the next heading", () => {
    const text = [
      'FÓRMULA LEUCOCITARIA (%)',
      'Leucocitos   7850',
      'URIANÁLISIS',
      'Glucosa basal   92',
    ].join('\n');
    const rows = parseLabText(text, reference);
    expect(rows.map((row) => [row.markerId, row.unit])).toEqual([
      ['wbc', null],
      ['glucose', null],
    ]);
    expect(rows.every((row) => row.reviewReason !== null)).toBe(true);
  });
});

describe("an assay's generation after a test's name", () => {
  it.each([
    'TSH 3e génération',
    'TSH 3rd generation',
    'TSH de 3ª generación',
    'TSH III generazione',
    'TSH (3. Generation)',
  ])('reads %s as TSH', (name) => {
    expect(brief(parseLabText(`${name}   1.92   mIU/L   0.27 - 4.20`, reference))).toEqual([
      ['tsh', '1.92', 'mIU/L', true],
    ]);
  });
});
