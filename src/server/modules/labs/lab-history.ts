/** The biomarker history: each marker's values across the user's analysed reports. */
import type { BiomarkerHistory, BiomarkerSeries } from '#shared/contracts/labs.contract';
import { BODY_SYSTEM_LABELS } from '#server/knowledge/biomarkers/biomarker-reference';
import type { Actor } from '#server/plugins/actor';
import { addEarlierPoints } from './lab-earlier-results';
import { person, type LabsContext } from './labs-context';

/**
 * Each marker's values across the user's analysed reports (the latest analysis of each report),
 * in one unit per marker (our canonical one when we can convert), with our range as the band.
 * Points sit on the report's collection day, or its upload day when no collection date is
 * known, in that order (the repository sorts by it).
 */
export async function history(
  ctx: LabsContext,
  actor: Actor,
  markerId?: string,
): Promise<BiomarkerHistory> {
  const [analyses, who] = await Promise.all([
    ctx.repository.history(actor.id),
    person(ctx, actor.id),
  ]);
  type HistoryRow = (typeof analyses)[number];
  const latestPerReport = new Map<string, HistoryRow>();
  for (const row of analyses) {
    if (!row.lab_report_id) continue;
    const seen = latestPerReport.get(row.lab_report_id);
    if (!seen || row.created_at.getTime() >= seen.created_at.getTime())
      latestPerReport.set(row.lab_report_id, row);
  }
  const series = new Map<string, BiomarkerSeries>();
  // Map order is first insertion, which follows the repository's order by report day.
  const ordered = [...latestPerReport.values()];
  for (const analysis of ordered) {
    for (const marker of analysis.analysis_result.markers) {
      if (!marker.marker_id || marker.value === null) continue;
      if (markerId && marker.marker_id !== markerId) continue;
      const definition = ctx.reference.markers.get(marker.marker_id);
      if (!definition) continue;
      const canonical = definition.canonical_unit;
      const converted =
        canonical !== null
          ? ctx.reference.toCanonical(definition.id, marker.value, marker.unit)
          : null;
      const unit = converted !== null ? canonical : marker.unit;
      const value = converted ?? marker.value;
      // The lab's printed ends, moved into the series' unit the same way as the value.
      const toSeriesUnit = (end: number | null) =>
        end === null || converted === null
          ? end
          : ctx.reference.toCanonical(definition.id, end, marker.unit);
      const labRange =
        marker.range?.source === 'lab'
          ? { low: toSeriesUnit(marker.range.low), high: toSeriesUnit(marker.range.high) }
          : null;
      let entry = series.get(definition.id);
      if (!entry) {
        const ours = ctx.reference.referenceRange(definition.id, who, unit ?? undefined);
        entry = {
          marker_id: definition.id,
          name: definition.name,
          unit,
          specimen: definition.specimen,
          system: definition.system,
          system_label: BODY_SYSTEM_LABELS[definition.system],
          range: ours ? { low: ours.low, high: ours.high } : null,
          range_source: ours ? 'reference' : null,
          reference_range: ours ? { low: ours.low, high: ours.high } : null,
          points: [],
        };
        series.set(definition.id, entry);
      }
      // A value in a unit we cannot convert would not sit on the same axis: skip it.
      if (unit !== entry.unit) continue;
      entry.points.push({
        report_id: analysis.lab_report_id,
        analysis_id: analysis.id,
        date: analysis.collected_on ?? analysis.uploaded_at.toISOString(),
        date_source: analysis.collected_on ? 'collected' : 'uploaded',
        value,
        flag: marker.flag,
        reported_value: marker.value,
        reported_unit: marker.unit,
        lab_range: labRange,
      });
      // Points come oldest first, so the last lab range seen is the latest report's.
      if (labRange && (labRange.low !== null || labRange.high !== null)) {
        entry.range = labRange;
        entry.range_source = 'lab';
      }
    }
  }
  addEarlierPoints(series, ordered, ctx.reference);
  return { series: [...series.values()].filter((s) => s.points.length > 0) };
}
