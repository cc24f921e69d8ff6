/**
 * A result printed below zero ('-2.9', '−4.1', '+1.8' with its sign), as a blood gas prints its base
 * excess. Read as signed only for a test whose possible values go below zero (its plausible span
 * starts under 0). For any other test a '-' glued before a number is a dash, a border or a flag,
 * never a negative result, and the token is left to the readers as before (ADR 156, ADR 081 item
 * 424).
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import { readNumericValue, type NumberStyle, type NumericValue } from '../lab-line-tokens';

/** The sign, after a flag glued before it ('*-9,4', '↓-3.2', as the number's own flag is). */
const SIGNED = /^(\*{1,2}|[↑↓▲▼]{1,2})?([-+])(\d.*)$/;

export function readSignedResult(
  token: string,
  marker: BiomarkerDefinition | null,
  style: NumberStyle,
): NumericValue | null {
  if (!marker?.plausible || marker.plausible.low >= 0) return null;
  const [, lead = '', sign, digits] = SIGNED.exec(token) ?? [];
  if (!sign || !digits) return null;
  const numeric = readNumericValue(`${lead}${digits}`, style);
  // A bound ('<-2') is no signed result this reads.
  if (!numeric || numeric.comparator) return null;
  if (sign === '+') return numeric;
  return { ...numeric, value: numeric.value === 0 ? 0 : -numeric.value, text: `-${numeric.text}` };
}
