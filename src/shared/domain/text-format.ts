/**
 * Joining and range words for what the product shows: one way to join the parts of a line and to
 * say a reference range, so no screen shows a separator with nothing beside it ('· ,') or a
 * one-sided range as a dash ('–100'). Pure TypeScript: no DOM, no Node APIs.
 */
import { formatDecimal } from './en-us-format';

/** The non-empty parts joined by the separator: joinParts(['5 mg', '', null, 'daily']) is '5 mg · daily'. */
export function joinParts(
  parts: readonly (string | number | null | undefined | false)[],
  separator = ' · ',
): string {
  return parts
    .filter(
      (part): part is string | number => part !== null && part !== undefined && part !== false,
    )
    .map((part) => String(part).trim())
    .filter((part) => part.length > 0)
    .join(separator);
}

/**
 * A reference range in words, with the unit: '3.5–5.0 mmol/L' for both ends, 'up to 100 mg/dL'
 * for an upper limit only (a lab's '<100'), '60 mL/min or more' for a lower limit only (a lab's
 * '>60'); null when neither end is known.
 */
export function formatReferenceRange(
  low: number | null | undefined,
  high: number | null | undefined,
  unit?: string | null,
  format: (value: number) => string = (value) => formatDecimal(value, 3),
): string | null {
  const suffix = unit ? ` ${unit}` : '';
  const hasLow = low !== null && low !== undefined;
  const hasHigh = high !== null && high !== undefined;
  if (hasLow && hasHigh) return `${format(low)}–${format(high)}${suffix}`;
  if (hasLow) return `${format(low)}${suffix} or more`;
  if (hasHigh) return `up to ${format(high)}${suffix}`;
  return null;
}
