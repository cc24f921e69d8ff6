/**
 * The earlier results a cumulative report prints (its older dated columns, kept on each row as
 * `earlier_results`) as points of the biomarker history: each on its own day, in the series' unit,
 * flagged against the range the report prints. A day another report already covers for the marker
 * keeps that report's point, so uploading the older report too never doubles a value. Pure.
 */
import type { BiomarkerSeries } from '#shared/contracts/labs.contract';
import { effectiveRange, flagLabValue } from '#shared/domain/lab-flags';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { StoredLabRow } from './labs.table';

export interface AnalysedReport {
  id: string;
  lab_report_id: string | null;
  blood_test_data: StoredLabRow[] | null;
  urine_test_data: StoredLabRow[] | null;
}

export function addEarlierPoints(
  series: Map<string, BiomarkerSeries>,
  analyses: readonly AnalysedReport[],
  reference: BiomarkerReference,
): void {
  const added = new Set<BiomarkerSeries>();
  for (const analysis of analyses) {
    const rows = [...(analysis.blood_test_data ?? []), ...(analysis.urine_test_data ?? [])];
    for (const row of rows) {
      const entry = row.marker_id ? series.get(row.marker_id) : undefined;
      if (!entry || !row.earlier_results?.length) continue;
      const covered = new Set(entry.points.map((point) => point.date.slice(0, 10)));
      const range = effectiveRange({ low: row.ref_low, high: row.ref_high }, null);
      // The report's values and range are in the row's unit; the series may use another.
      const toSeries = (value: number) =>
        entry.unit === row.unit
          ? value
          : row.unit && entry.unit
            ? reference.convert(entry.marker_id, value, row.unit, entry.unit)
            : null;
      const end = (value: number | null) => (value === null ? null : toSeries(value));
      for (const earlier of row.earlier_results) {
        if (covered.has(earlier.collected_on)) continue;
        const value = toSeries(earlier.value);
        if (value === null) continue;
        covered.add(earlier.collected_on);
        added.add(entry);
        entry.points.push({
          report_id: analysis.lab_report_id,
          analysis_id: analysis.id,
          date: earlier.collected_on,
          date_source: 'earlier_column',
          value,
          flag: flagLabValue({ value: earlier.value, valueText: earlier.value_text, range }),
          reported_value: earlier.value,
          reported_unit: row.unit,
          lab_range: range ? { low: end(range.low), high: end(range.high) } : null,
        });
      }
    }
  }
  for (const entry of added) entry.points.sort((a, b) => a.date.localeCompare(b.date));
}
