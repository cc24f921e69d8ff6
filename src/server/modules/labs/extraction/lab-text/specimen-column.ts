/**
 * A specimen column ('Test  Specimen  Result', 'Analyse  Material  Ergebnis'): the sample each row
 * was measured in, as a laboratory prints serum and urine sodium one under the other under one
 * heading. The heading's specimen can linger over the next section's rows, so a blood test read
 * under a urine heading is taken at its word (row-candidates.ts, againstTheSection); a row's own
 * specimen cell cannot linger, and says which test the name is.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import type { LabSpecimen } from '../extraction.types';

const URINE_SAMPLE =
  /^(?:(?:spot|random|24\s?h(?:ours?|rs?)?|mid-?stream|morning|first)\s+)?(?:urine?s?|urin|harn|spontanurin|sammelurin|orina|urina)$/iu;
const BLOOD_SAMPLE =
  /^(?:serum|sérum|suero|siero|plasma|fl\.?\s*plasma|(?:edta|citrate|heparin)(?:\s+(?:blood|plasma))?|(?:whole\s+)?blood|vollblut|sang(?:\s+total)?|sangre(?:\s+total)?|sangue(?:\s+intero)?)$/iu;

/** The specimen a specimen column's cell names; null for any other cell (a code, a status). */
export function sampleNamed(text: string): LabSpecimen | null {
  const plain = text.trim().replace(/[.:]$/, '');
  if (URINE_SAMPLE.test(plain)) return 'urine';
  return BLOOD_SAMPLE.test(plain) ? 'blood' : null;
}

/** Our urine tests are named for the blood test they measure in urine: 'urine-sodium'. */
const URINE_PREFIX = 'urine-';

/** The same measure in the other specimen ('sodium' in urine is 'urine-sodium'); null if none. */
function counterpartIn(
  marker: BiomarkerDefinition,
  specimen: LabSpecimen,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  const id =
    specimen === 'urine'
      ? `${URINE_PREFIX}${marker.id}`
      : marker.id.startsWith(URINE_PREFIX)
        ? marker.id.slice(URINE_PREFIX.length)
        : null;
  const found = id ? reference.markers.get(id) : undefined;
  return found && found.specimen === specimen && found.kind === marker.kind ? found : null;
}

/**
 * A row read as a test of the other specimen than its specimen cell names: the same measure in
 * that specimen, where we know it ('Sodium  Urine  88 mmol/L' is urine sodium, never a blood
 * sodium of 88); else the reading, held with the reason.
 */
export function readInItsSpecimen<
  Read extends { marker: BiomarkerDefinition | null; cells: { reviewReason: string | null } },
>(candidate: Read, specimen: LabSpecimen, reference: BiomarkerReference): Read {
  const { marker } = candidate;
  if (!marker || marker.specimen === specimen) return candidate;
  const counterpart = counterpartIn(marker, specimen, reference);
  if (counterpart) return { ...candidate, marker: counterpart };
  if (candidate.cells.reviewReason) return candidate;
  return {
    ...candidate,
    cells: {
      ...candidate.cells,
      reviewReason: `The report says this result was measured in ${specimen}, but we know “${marker.name}” only as a ${marker.specimen} test; please check which test it is.`,
    },
  };
}
