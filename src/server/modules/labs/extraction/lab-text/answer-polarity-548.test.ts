/**
 * A qualitative answer keeps its polarity (ADR 081 item 548). A '+' inside a bracket of several
 * words ('Chagas (HAI + ELISA)') is the method's: never the result, and the name's answer after
 * it is read. An answer word followed by its sign in brackets ('SEEN (+)') is the result, never
 * the name's last word, so the range column's 'NOT SEEN' is never read instead. An answer followed
 * by another ('Positif  (Négatif)') is never the name's last word either (ADR 081 item 552).
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

  it("never reads a '+' inside a method's bracket as the result, and reads the answer after it", () => {
    expect(
      shown(parseLabText('Chagas (HAI + ELISA)   No reactivo   V.R.: No reactivo', reference)),
    ).toEqual([['chagas-antibody', 'non-reactive']]);
    // A one-word bracket before the value is still a flag, and a grade of pluses still a result.
    expect(shown(parseLabText('Potassium (L) 3.1 mmol/L', reference))).toEqual([
      ['potassium', '3.1'],
    ]);
  });

  it("never ends a name in the result when the range column's answer follows it", () => {
    // The expected 'Négatif' after the result must not be shown as the result, bracketed or bare.
    expect(
      shown(parseLabText("Test d'Emmel (test de falciformation)   Positif   Négatif", reference)),
    ).toEqual([['sickling-test', 'positive']]);
    const bracketed = parseLabText(
      "Test d'Emmel (test de falciformation)   Positif   (Négatif)",
      reference,
    );
    expect(bracketed.map((row) => [row.markerId, row.valueText])).toEqual([
      ['sickling-test', 'positive'],
    ]);
  });
});
