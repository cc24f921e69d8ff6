/**
 * A unit printed once, in a section's heading, for every row under it: 'BIOQUÍMICA (mg/dL)',
 * 'ELECTROLITOS SÉRICOS (mmol/L)', 'FÓRMULA LEUCOCITARIA (%)', 'Lipid profile [mmol/L]'. Reports
 * from Peru, Bolivia and some Indian and Eastern European labs print no unit on the rows then, and
 * a row read without one is held for the member to check (ADR 081 item 549).
 *
 * The heading's unit is taken for a row only when the row prints none, its result is a number,
 * and the unit is one its test is measured in (a count under a '(%)' heading keeps no unit and is
 * held, as before). The unit holds until the next heading, table header or block: a section
 * that prints no unit in its heading has none to lend.
 */
import type { Candidate } from './row-candidates';
import type { ParseContext } from './parse-context';
import { isHeadingLikeLine } from './heading-like-line';
import { unitFor, withPrintedUnit } from './printed-unit';
import { isAnyUnitText } from './rewritten-lines';

/** Words, then one bracketed unit at the end: 'PERFIL LIPÍDICO (mg/dL)', 'Differential [%]:'. */
const HEADING_WITH_UNIT = /^(\p{L}[\p{L}\s.,'/&-]*?)\s*[([]\s*([^()[\]]+?)\s*[)\]]\s*:?$/u;

/**
 * The unit a heading line lends its rows, or null. `line` is a line that read as no row and no
 * table header.
 */
export function headingUnitOf(line: string): string | null {
  const [, words, inside] = HEADING_WITH_UNIT.exec(line.trim()) ?? [];
  if (!words || !inside || words.trim().split(/\s+/).length > 6) return null;
  return isAnyUnitText(inside) ? inside : null;
}

/**
 * What a line that read as no row does to the heading's unit: a heading sets it (or ends it, when
 * it prints none); a comment between rows, a sentence, leaves it.
 */
export function headingUnitAfter(line: string, current: string | null): string | null {
  return headingUnitOf(line) ?? (isHeadingLikeLine(line) ? null : current);
}

/**
 * The candidate with the heading's unit, when it prints none of its own and its test is measured
 * in that unit; else as it was.
 */
export function withHeadingUnit(candidate: Candidate, context: ParseContext): Candidate {
  const unit = context.headingUnit;
  const { cells } = candidate;
  if (!unit || cells.unitText || !cells.numeric || cells.word !== null || !candidate.marker)
    return candidate;
  const marker = withPrintedUnit(candidate.marker, unit, context.reference);
  if (!marker || marker.kind !== 'quantitative') return candidate;
  const spelled = unitFor(marker, unit, context.reference);
  if (!marker.units.some((entry) => entry.unit === spelled)) return candidate;
  return { ...candidate, cells: { ...cells, unitText: unit } };
}
