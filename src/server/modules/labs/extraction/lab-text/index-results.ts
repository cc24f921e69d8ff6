/**
 * A serology or screening test we know by its answer (non-reactive, reactive) is often printed
 * as the analyser's number instead, or beside it: a signal-to-cut-off ('HBsAg  0,31  S/CO'), a
 * cut-off index ('0.8 COI'), an index ('Toxoplasmose IgM  0,12  indice') or arbitrary units
 * ('Citomegalovirus IgG  46,2  UA/mL'). That number is what the lab measured, and what the member
 * compares with the next report, so it is kept as the value with its unit.
 *
 * It is never shown as read: whether a number means reactive depends on the assay (most react
 * above their cut-off, competitive ones such as many anti-HBe assays below it), and only the
 * lab's interpretation beside it says which. The row is held with that reason (ADR 081 item 749).
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractedRow } from '../extraction.types';
import { isIndexWord } from '../lab-line-tokens';
import type { ResultCells } from './result-cells';

/** Arbitrary units per millilitre, in the languages we read ('AU/mL', 'UA/ml', 'IE/ml', 'RU/mL'). */
const ARBITRARY_UNITS = /^(?:au|ua|u|ru|iu|ui|ie|miu|mui)\/ml$/iu;
/** 'AI', the antibody index some analysers print. */
const ANTIBODY_INDEX = /^ai$/iu;

/** Whether a printed unit names an analyser's index or arbitrary units, not a physical quantity. */
export const isIndexUnit = (unit: string): boolean =>
  isIndexWord(unit) || ANTIBODY_INDEX.test(unit) || ARBITRARY_UNITS.test(unit);

/** An index is never negative; the highest printed by common immunoassays stay under this. */
const HIGHEST_INDEX = 100_000;

/**
 * The number a test known by its answer prints as its result, when it is printed with an index's
 * unit and no answer; null for any other test or reading (a number alone may be anything on such
 * a row).
 */
export function indexResult(
  marker: BiomarkerDefinition | null,
  cells: Pick<ResultCells, 'numeric' | 'word' | 'unitText'>,
): number | null {
  const number = cells.numeric?.value;
  if (marker?.kind !== 'categorical' || cells.word !== null || number === undefined) return null;
  if (cells.unitText === null || !isIndexUnit(cells.unitText.trim())) return null;
  return number >= 0 && number <= HIGHEST_INDEX ? number : null;
}

/** Why a test's index is held for the member (see the module's note). */
export function indexReason(row: ExtractedRow, marker: BiomarkerDefinition): string | null {
  if (marker.kind !== 'categorical' || row.value === null) return null;
  const printed = `${row.valueText} ${row.unitPrinted ?? row.unit ?? ''}`.trim();
  return `“${printed}” is the analyser's number for ${marker.name}, not its answer: whether it means reactive depends on the assay's cut-off, which the lab prints beside it. Please check the answer on the report.`;
}
