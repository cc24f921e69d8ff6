/**
 * The review table's rows as the user edits them (strings, as typed), their validation with the
 * contract's messages, and the rows the API takes. A row keeps what the server knew about it (our
 * reference range, the lab's H/L) only while its name and unit are unchanged.
 */
import {
  LAB_MESSAGES,
  type LabBiomarker,
  type LabBiomarkerInput,
  type LabFlag,
} from '#shared/contracts/labs.contract';
import { effectiveRange, flagLabValue } from '#shared/domain/lab-flags';

export interface ReviewRow {
  key: string;
  name: string;
  value: string;
  unit: string;
  refLow: string;
  refHigh: string;
  /** The stored row this one started from; null for a row the user added. */
  original: LabBiomarker | null;
}

export type ReviewField = 'name' | 'value' | 'unit' | 'refLow' | 'refHigh';
export type RowErrors = Partial<Record<ReviewField, string>>;

export const RANGE_NUMBER_MESSAGE = 'Enter the range as a number, or leave it empty.';
export const VALUE_TOO_LONG_MESSAGE = 'Keep a text result under 40 characters.';

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function rowFromBiomarker(biomarker: LabBiomarker): ReviewRow {
  return {
    key: newKey(),
    name: biomarker.name,
    value: biomarker.value !== null ? String(biomarker.value) : (biomarker.value_text ?? ''),
    unit: biomarker.unit ?? '',
    refLow: numberText(biomarker.ref_low),
    refHigh: numberText(biomarker.ref_high),
    original: biomarker,
  };
}

export function emptyRow(): ReviewRow {
  return { key: newKey(), name: '', value: '', unit: '', refLow: '', refHigh: '', original: null };
}

/** '5.2', '5,2' and ' 5 ' are numbers; '', '1+', '<5' and 'negative' are not. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(?:[.,]\d+)?$|^-?\.\d+$/.test(trimmed)) return null;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

export function validateRow(row: ReviewRow): RowErrors {
  const errors: RowErrors = {};
  if (!row.name.trim()) errors.name = LAB_MESSAGES.nameRequired;
  const value = row.value.trim();
  if (!value) errors.value = LAB_MESSAGES.valueRequired;
  else if (parseNumber(value) === null && value.length > 40) errors.value = VALUE_TOO_LONG_MESSAGE;
  const low = row.refLow.trim() ? parseNumber(row.refLow) : null;
  const high = row.refHigh.trim() ? parseNumber(row.refHigh) : null;
  if (row.refLow.trim() && low === null) errors.refLow = RANGE_NUMBER_MESSAGE;
  if (row.refHigh.trim() && high === null) errors.refHigh = RANGE_NUMBER_MESSAGE;
  if (low !== null && high !== null && low > high) errors.refLow = LAB_MESSAGES.rangeOrder;
  return errors;
}

export function hasErrors(errors: RowErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Same marker as the server read it: our reference (in its unit) still applies. */
function keepsReference(row: ReviewRow): boolean {
  const original = row.original;
  return (
    original !== null &&
    original.name.trim().toLowerCase() === row.name.trim().toLowerCase() &&
    (original.unit ?? '').trim() === row.unit.trim()
  );
}

/** The printed H/L belongs to the printed value: once the value is corrected it no longer applies. */
function keepsLabFlag(row: ReviewRow): boolean {
  const original = row.original;
  if (!original || !keepsReference(row)) return false;
  const originalValue =
    original.value !== null ? String(original.value) : (original.value_text ?? '');
  return originalValue.trim() === row.value.trim();
}

export function toBiomarkerInput(row: ReviewRow): LabBiomarkerInput {
  const value = parseNumber(row.value);
  const original = row.original;
  const same = keepsReference(row);
  return {
    name: row.name.trim(),
    value,
    value_text: value === null ? row.value.trim() : null,
    unit: row.unit.trim() || null,
    ref_low: row.refLow.trim() ? parseNumber(row.refLow) : null,
    ref_high: row.refHigh.trim() ? parseNumber(row.refHigh) : null,
    // A renamed row is matched to our reference again by its new name on the server.
    marker_id: same ? (original?.marker_id ?? null) : null,
    specimen: original?.specimen ?? null,
    lab_flag: keepsLabFlag(row) ? (original?.lab_flag ?? null) : null,
  };
}

/** The flag the analysis will give this row as it stands now (same rules as the server). */
export function previewFlag(row: ReviewRow): LabFlag | null {
  if (hasErrors(validateRow(row))) return null;
  const input = toBiomarkerInput(row);
  const original = keepsReference(row) ? row.original : null;
  return flagLabValue({
    value: input.value,
    valueText: input.value_text,
    range: effectiveRange(
      { low: input.ref_low, high: input.ref_high },
      original ? { low: original.reference_low, high: original.reference_high } : null,
    ),
    criticalLow: original?.critical_low ?? null,
    criticalHigh: original?.critical_high ?? null,
    normalValues: original?.normal_values ?? [],
    categorical: original?.categorical ?? false,
    labFlag: input.lab_flag,
  });
}
