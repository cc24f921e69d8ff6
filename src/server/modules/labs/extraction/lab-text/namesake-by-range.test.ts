/**
 * A short name that starts another test's name, told apart by the printed range: the row is taken
 * as the test whose usual range it prints and held for the member to confirm; a range that fits
 * the named test leaves the row as read.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { parseLabText } from '../parse-lab-text';

const reference = knowledgeFromFiles().biomarkers;
const rowOf = (line: string) => {
  const rows = parseLabText(`Test  Result  Units  Reference range\n${line}`, reference);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('a name that starts another test’s name, read by its printed range', () => {
  it('takes a US "Blood Urea" printed 7-20 mg/dL as urea nitrogen, held for review', () => {
    const row = rowOf('Blood Urea  9  mg/dL  7-20');
    expect(row).toMatchObject({ markerId: 'bun', value: 9, unit: 'mg/dL' });
    expect(row.reviewReason).toMatch(/is that of Blood urea nitrogen, not Urea/);
  });

  it('leaves "Blood Urea" printed 15-40 mg/dL (urea itself, as Indian labs print it) as urea', () => {
    const row = rowOf('Blood Urea  28  mg/dL  15-40');
    expect(row).toMatchObject({ markerId: 'urea', value: 28, reviewReason: null });
  });

  it('leaves a test whose printed range fits its own as read', () => {
    const row = rowOf('BUN  12  mg/dL  7-20');
    expect(row).toMatchObject({ markerId: 'bun', reviewReason: null });
  });

  it('takes "Calcium" printed 1.15-1.30 mmol/L as ionised calcium, held for review', () => {
    const row = rowOf('Calcium  1.21  mmol/L  1.15-1.30');
    expect(row).toMatchObject({ markerId: 'ionized-calcium', value: 1.21, unit: 'mmol/L' });
    expect(row.reviewReason).toMatch(/please check which test this row is/);
    expect(rowOf('Calcium  2.31  mmol/L  2.15-2.55')).toMatchObject({
      markerId: 'calcium',
      reviewReason: null,
    });
  });

  it('takes "T4" printed 0.8-1.8 ng/dL as free T4, held for review', () => {
    const row = rowOf('T4  1.2  ng/dL  0.8-1.8');
    expect(row).toMatchObject({ markerId: 'free-t4' });
    expect(row.reviewReason).toMatch(/is that of Free thyroxine/);
  });

  it('finds a namesake by whole words only: a misread range never makes "Ery" another test', () => {
    // '4,00-5,50' read '4-550': far from red cells' range, and 'gr' (French for red cells) is no
    // word of 'Eosinophile Granulozyten'.
    expect(rowOf('Ery  5.24  /pl  4-550')).toMatchObject({ markerId: 'rbc' });
  });
});
