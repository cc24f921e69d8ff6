/**
 * A result printed below zero ('-2.9', '−4.1', '+1.8' with its sign), as a blood gas prints its base
 * excess. Read as signed only for a test whose possible values go below zero (its plausible span
 * starts under 0). For any other test a '-' glued before a number is a dash, a border or a flag,
 * never a negative result, and the token is left to the readers as before (ADR 156, ADR 081 item
 * 424).
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import { readNumericValue, type NumberStyle, type NumericValue } from '../lab-line-tokens';

const SIGNED = /^([-+])(\d.*)$/;

export function readSignedResult(
  token: string,
  marker: BiomarkerDefinition | null,
  style: NumberStyle,
): NumericValue | null {
  if (!marker?.plausible || marker.plausible.low >= 0) return null;
  const signed = SIGNED.exec(token);
  if (!signed?.[1] || !signed[2]) return null;
  const numeric = readNumericValue(signed[2], style);
  // A bound ('<-2') is no signed result this reads.
  if (!numeric || numeric.comparator) return null;
  if (signed[1] === '+') return numeric;
  return { ...numeric, value: numeric.value === 0 ? 0 : -numeric.value, text: `-${numeric.text}` };
}
