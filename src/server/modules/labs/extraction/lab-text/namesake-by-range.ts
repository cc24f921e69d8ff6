/**
 * A name that is also the start of another test's name, told apart by the range printed beside
 * it. Labs shorten names their own way: a US report's 'Blood Urea' 7-20 mg/dL is urea nitrogen
 * (BUN), while an Indian report's 'Blood Urea' 15-40 mg/dL is urea itself, about 2.14 times as
 * much; 'Calcium' 1.15-1.30 mmol/L is the ionised fraction, 'T4' 0.8-1.8 ng/dL the free hormone.
 * Read as the shorter test, the value is converted and compared as that test: a normal BUN shown
 * as a low urea. Where the printed range lies well away from the named test's usual range and
 * close to the usual range of one test whose name contains it, the row is taken as that test and
 * held for the member to confirm.
 */
import type {
  BiomarkerDefinition,
  BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import { fold } from '#server/knowledge/biomarkers/name-key';
import type { ExtractedRow } from '../extraction.types';
import { rangeDistance } from './cut-name-choice';

/** Labs' limits for one test differ from each other's by less than this factor. */
const AWAY_FROM_NAMED = Math.log(1.8);
/** ...and a namesake taken instead must fit the printed range this closely. */
const CLOSE_TO_NAMESAKE = Math.log(1.3);

/** A test's names as words, padded so that a name is found only as whole words. */
const namesOf = (marker: BiomarkerDefinition) =>
  [marker.name, ...marker.aliases].map((name) => ` ${fold(name)} `);

/**
 * The tests one of whose names holds, as whole words, one of the named test's names or the name
 * as printed ('urea' in 'urea nitrogen', 't4' in 'free t4'; never 'gr' in 'granulozyten').
 */
function namesakes(
  named: BiomarkerDefinition,
  printedName: string,
  reference: BiomarkerReference,
): BiomarkerDefinition[] {
  const short = new Set([...namesOf(named), ` ${fold(printedName)} `]);
  return reference
    .list()
    .filter(
      (other) =>
        other.id !== named.id &&
        other.kind === 'quantitative' &&
        other.specimen === named.specimen &&
        namesOf(other).some((name) =>
          [...short].some((part) => name !== part && name.includes(part)),
        ),
    );
}

function takenAsNamesake(row: ExtractedRow, reference: BiomarkerReference): ExtractedRow {
  if (!row.markerId || row.value === null || !row.unitPrinted) return row;
  if (row.refLow === null && row.refHigh === null) return row;
  const named = reference.markers.get(row.markerId);
  if (!named || named.kind !== 'quantitative') return row;
  const beside = {
    unitText: row.unitPrinted,
    range: { low: row.refLow, high: row.refHigh },
  };
  const fromNamed = rangeDistance(named, beside, reference);
  if (fromNamed === null || fromNamed < AWAY_FROM_NAMED) return row;
  const fitting = namesakes(named, row.printedName, reference).filter((other) => {
    const distance = rangeDistance(other, beside, reference);
    return distance !== null && distance <= CLOSE_TO_NAMESAKE;
  });
  if (fitting.length !== 1) return row;
  const namesake = fitting[0]!;
  const range = [row.refLow ?? '', row.refHigh ?? ''].join('-');
  return {
    ...row,
    markerId: namesake.id,
    name: namesake.name,
    specimen: namesake.specimen,
    reviewReason:
      row.reviewReason ??
      `The range printed for “${row.printedName}” (${range} ${row.unitPrinted}) is that of ${namesake.name}, not ${named.name}, so we took it as ${namesake.name}; please check which test this row is.`,
  };
}

export function withNamesakesByRange(
  rows: ExtractedRow[],
  reference: BiomarkerReference,
): ExtractedRow[] {
  return rows.map((row) => takenAsNamesake(row, reference));
}
