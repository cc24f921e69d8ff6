/**
 * A qualitative answer keeps its polarity (ADR 081 item 548): a name never ends inside a bracket
 * that closes later on its line, so a '+' in a method's bracket ('Chagas (HAI + ELISA)') is never
 * read as a positive result, and an answer word followed by its sign in brackets ('SEEN (+)') is
 * the result, never the name's last word, so the range column's 'NOT SEEN' is never read instead.
 */
import { describe, expect, it } from 'vitest';
import { biomarkerReferenceFromFiles } from '../../../../../../tests/fixtures/labs/biomarker-reference-from-files';
import type { ExtractedRow } from '../extraction.types';
import { parseLabText } from '../parse-lab-text';

const reference = biomarkerReferenceFromFiles();

const shown = (rows: ExtractedRow[]) =>
  rows.filter((row) => row.reviewReason === null).map((row) => [row.markerId, row.valueText]);

describe("a qualitative answer's polarity", () => {
  it('reads the answer beside its sign, not the expected answer of the range column', () => {
    expect(
      shown(parseLabText('MALARIA PARASITE (Thick film)   SEEN (+)   NOT SEEN', reference)),
    ).toEqual([['malaria-film', 'seen']]);
  });

  it("never reads a '+' inside a method's bracket as the result", () => {
    const rows = parseLabText('Chagas (HAI + ELISA)   No reactivo   V.R.: No reactivo', reference);
    expect(rows.filter((row) => /^(?:reactive|positive)$/i.test(row.valueText))).toEqual([]);
  });
});
