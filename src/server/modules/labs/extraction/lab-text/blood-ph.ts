/**
 * A bare 'pH' printed as a blood gas analyser prints it. The reference gives 'pH' alone to the
 * urine test, which a urinalysis prints far more often; 'pH (venous)', 'pH(T)' or 'Arterial pH'
 * name the blood test by themselves, and on a report that prints a partial pressure a bare 'pH' is
 * read as the blood's when its name is resolved (marker-names.ts, blood-gas-names.ts). Elsewhere
 * (a discharge letter's results, a ward's table without the gas's own rows) the value tells it:
 * a urine strip reads pH in steps of half a unit ('5.5', '6.0'), an analyser to two or three
 * decimals ('7.31', '7.318'), within the span blood can have (ADR 156).
 */
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { fold } from '#server/knowledge/biomarkers/name-key';
import type { ExtractedRow } from '../extraction.types';
import { decimalsOf } from '../lab-line-tokens';
import { unknownNameReason } from './row-doubts';

export const BLOOD_PH = 'blood-ph';
/** 'pH', 'pH (T)', 'pH 37 °C' as `fold` spells them: the name without a specimen of its own. */
const BARE_PH = /^ph(?: t| 37 c)?$/;

export function withBloodPh(rows: ExtractedRow[], reference: BiomarkerReference): ExtractedRow[] {
  const marker = reference.markers.get(BLOOD_PH);
  if (!marker?.plausible) return rows;
  const { low, high } = marker.plausible;
  return rows.map((row) => {
    if (row.value === null || row.value < low || row.value > high) return row;
    if (row.markerId !== null && row.markerId !== 'urine-ph') return row;
    if (!BARE_PH.test(fold(row.printedName).trim())) return row;
    // A row's value text is in our notation, a point before its decimals ('7.318', '6.0').
    if (decimalsOf(row.valueText, 'dot') < 2) return row;
    // Held only for its name, which now names a test we know.
    const reviewReason =
      row.reviewReason === unknownNameReason(row.printedName) ? null : row.reviewReason;
    return { ...row, markerId: marker.id, name: marker.name, specimen: 'blood', reviewReason };
  });
}
