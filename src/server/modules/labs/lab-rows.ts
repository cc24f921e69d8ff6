/**
 * One stored lab row read against our biomarker reference: which marker it is, our range for this
 * person in the row's unit, the critical limits, and its flag (src/shared/domain/lab-flags.ts, the
 * same rules the review table runs). Pure.
 */
import { randomUUID } from 'node:crypto';
import type { LabBiomarker, LabBiomarkerInput, LabSpecimen } from '#shared/contracts/labs.contract';
import { effectiveRange, flagLabValue, type LabRange } from '#shared/domain/lab-flags';
import {
  BODY_SYSTEM_LABELS,
  type BiomarkerDefinition,
  type BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';
import type { StoredLabRow } from './labs.table';

export interface LabPerson {
  sex: 'male' | 'female' | null;
  age: number | null;
}

export interface DescribedRow {
  row: LabBiomarker;
  marker: BiomarkerDefinition | null;
  range: LabRange | null;
}

/** The marker a row names: its stored id when we know it, else its name (and specimen). */
export function markerOf(
  row: Pick<StoredLabRow, 'marker_id' | 'name' | 'printed_name' | 'specimen'>,
  reference: BiomarkerReference,
): BiomarkerDefinition | null {
  if (row.marker_id) {
    const known = reference.markers.get(row.marker_id);
    if (known) return known;
  }
  const specimen = row.specimen ?? undefined;
  return (
    reference.resolveName(row.name, specimen) ??
    (row.printed_name ? reference.resolveName(row.printed_name, specimen) : null)
  );
}

/** The unit as our reference spells it; '' for a unitless quantity (pH) typed without one. */
function unitFor(row: StoredLabRow, marker: BiomarkerDefinition, reference: BiomarkerReference) {
  if (row.unit) return reference.normaliseUnit(row.unit);
  return marker.canonical_unit === '' ? '' : null;
}

function convertLimit(
  marker: BiomarkerDefinition,
  limit: number | undefined,
  unit: string | null,
  reference: BiomarkerReference,
): number | null {
  if (limit === undefined || unit === null || marker.canonical_unit === null) return null;
  return reference.convert(marker.id, limit, marker.canonical_unit, unit);
}

export function describeRow(
  row: StoredLabRow,
  reference: BiomarkerReference,
  person: LabPerson,
): DescribedRow {
  const marker = markerOf(row, reference);
  const unit = marker ? unitFor(row, marker, reference) : null;
  const quantitative = marker?.kind === 'quantitative';
  const ours =
    marker && quantitative && unit !== null
      ? reference.referenceRange(marker.id, person, unit)
      : null;
  const criticalLow =
    marker && quantitative ? convertLimit(marker, marker.critical_low, unit, reference) : null;
  const criticalHigh =
    marker && quantitative ? convertLimit(marker, marker.critical_high, unit, reference) : null;
  const range = effectiveRange({ low: row.ref_low, high: row.ref_high }, ours);
  const valueText =
    marker && row.value_text && marker.kind !== 'quantitative'
      ? (reference.normaliseOrdinal(marker.id, row.value_text) ?? row.value_text)
      : row.value_text;
  const flag = flagLabValue({
    value: row.value,
    valueText,
    range,
    criticalLow,
    criticalHigh,
    normalValues: marker?.normal_values ?? [],
    // A categorical marker's values have no order (a colour, a serology's reactive): one that is
    // not normal is 'abnormal', never 'high' (ADR 158), as the review table's preview has it.
    scale: marker?.kind === 'ordinal' ? marker.scale : [],
    categorical: marker?.kind === 'categorical',
    labFlag: row.lab_flag,
  });
  return {
    marker,
    range,
    row: {
      id: row.id,
      name: row.name,
      value: row.value,
      unit: row.unit,
      ref_low: row.ref_low,
      ref_high: row.ref_high,
      flag,
      value_text: row.value_text,
      marker_id: marker?.id ?? null,
      printed_name: row.printed_name,
      specimen: row.specimen ?? marker?.specimen ?? null,
      system: marker?.system ?? null,
      system_label: marker ? BODY_SYSTEM_LABELS[marker.system] : null,
      lab_flag: row.lab_flag,
      unit_printed: row.unit_printed ?? null,
      flag_printed: row.flag_printed ?? null,
      review_reason: row.review_reason ?? null,
      ...(row.earlier_results ? { earlier_results: row.earlier_results } : {}),
      reference_low: ours?.low ?? null,
      reference_high: ours?.high ?? null,
      critical_low: criticalLow,
      critical_high: criticalHigh,
      normal_values: marker?.normal_values ?? [],
      ...(marker?.kind === 'categorical' ? { categorical: true } : {}),
      origin: row.origin,
    },
  };
}

/** A reviewed row as we store it: trimmed, blanks as null, the marker id checked against ours. */
export function toStoredRow(
  input: LabBiomarkerInput,
  reference: BiomarkerReference,
  testType: 'blood' | 'urine' | 'combined',
  origin: StoredLabRow['origin'] = 'manual',
  printedName: string | null = null,
): StoredLabRow {
  const specimen: LabSpecimen | null =
    input.specimen ?? (testType === 'combined' ? null : testType);
  const base = {
    name: input.name,
    printed_name: printedName,
    marker_id: input.marker_id ?? null,
    specimen,
  };
  const marker = markerOf(base, reference);
  const text = input.value_text?.trim() ? input.value_text.trim() : null;
  return {
    id: randomUUID(),
    ...base,
    marker_id: marker?.id ?? null,
    specimen: specimen ?? marker?.specimen ?? null,
    value: input.value ?? null,
    value_text: text,
    unit: input.unit?.trim() ? input.unit.trim() : null,
    ref_low: input.ref_low ?? null,
    ref_high: input.ref_high ?? null,
    lab_flag: input.lab_flag ?? null,
    origin,
  };
}
