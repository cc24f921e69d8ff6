/**
 * A typing test's answer (ADR 081 item 543): a blood group or a haemoglobin genotype is read as
 * printed, after its whole name, and held for review as a test we do not know; a lone letter
 * after any other name is no answer.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from '../extraction.types';
import { parseLabText } from '../parse-lab-text';
import { isTypingAnswer } from './typing-answers';

const reference = biomarkerReferenceFromFiles();

const brief = (rows: ExtractedRow[]) =>
  rows.map((row) => [row.printedName, row.markerId, row.valueText, row.reviewReason !== null]);

describe('typing answers', () => {
  it('reads a blood group in the languages we read, held as a test we do not know', () => {
    const rows = parseLabText(
      [
        'Hemoglobina  13,2  g/dL  12,0 - 15,0',
        'Grupo sanguíneo  O',
        'Groupe sanguin ABO / Rhésus  B  Négatif',
        'Blood group  AB Rh(D) Positive',
        'Gruppo AB0/Rh  0 Rh positivo',
      ].join('\n'),
      reference,
    );
    expect(brief(rows)).toEqual([
      ['Hemoglobina', 'hemoglobin', '13.2', false],
      ['Grupo sanguíneo', null, 'O', true],
      ['Groupe sanguin ABO/Rhésus', null, 'B Négatif', true],
      ['Blood group', null, 'AB Rh(D) Positive', true],
      ['Gruppo AB0/Rh', null, '0 Rh positivo', true],
    ]);
  });

  it('types a blood group on blood, under a urine heading too', () => {
    const rows = parseLabText(
      ['EXAMEN DE ORINA', 'Aspecto  Claro', 'Grupo sanguíneo y factor Rh  O Rh (+)'].join('\n'),
      reference,
    );
    expect(rows.map((row) => [row.markerId, row.valueText, row.specimen])).toEqual([
      ['urine-clarity', 'clear', 'urine'],
      [null, 'O Rh (+)', 'blood'],
    ]);
  });

  it('reads a haemoglobin genotype after its name', () => {
    const rows = parseLabText('Hb Genotype  AS', reference);
    expect(brief(rows)).toEqual([['Hb Genotype', null, 'AS', true]]);
    // With the expected genotype or the method printed after it.
    const withMore = parseLabText(
      ['Haemoglobin Genotype  AS  AA', 'ApoE Genotype  E3/E4  (by PCR)'].join('\n'),
      reference,
    );
    expect(brief(withMore)).toEqual([
      ['Haemoglobin Genotype', null, 'AS', true],
      ['ApoE Genotype', null, 'E3/E4', true],
    ]);
  });

  it('takes a group letter for an answer only after a typing test’s name', () => {
    expect(isTypingAnswer('Blood Group', 'O')).toBe(true);
    expect(isTypingAnswer('Blutgruppe', 'A Rh positiv')).toBe(true);
    expect(isTypingAnswer('Hepatitis', 'A')).toBe(false);
    expect(isTypingAnswer('Vitamin', 'A')).toBe(false);
    expect(isTypingAnswer('Blood group', 'O Rh(D) Positive see note')).toBe(false);
  });
});
