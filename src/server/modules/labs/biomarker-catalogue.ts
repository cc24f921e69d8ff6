/** The public biomarker reference (GET /api/biomarkers) for the education pages. */
import type { BiomarkerReferenceList } from '#shared/contracts/labs.contract';
import {
  BODY_SYSTEMS,
  BODY_SYSTEM_LABELS,
  type BiomarkerReference,
} from '#server/knowledge/biomarkers/biomarker-reference';

export function biomarkerCatalogue(reference: BiomarkerReference): BiomarkerReferenceList {
  const markers = reference.list();
  const used = new Set(markers.map((m) => m.system));
  return {
    systems: BODY_SYSTEMS.filter((id) => used.has(id)).map((id) => ({
      id,
      label: BODY_SYSTEM_LABELS[id],
    })),
    biomarkers: markers.map((m) => ({
      id: m.id,
      name: m.name,
      specimen: m.specimen,
      system: m.system,
      system_label: BODY_SYSTEM_LABELS[m.system],
      kind: m.kind,
      aliases: m.aliases,
      canonical_unit: m.canonical_unit,
      units: m.units.map((u) => u.unit),
      ranges: m.ranges.map((r) => ({
        sex: r.sex ?? 'any',
        age_min: r.age_min ?? null,
        age_max: r.age_max ?? null,
        low: r.low,
        high: r.high,
        unit: m.canonical_unit ?? '',
      })),
      normal_values: m.normal_values ?? [],
      critical_low: m.critical_low ?? null,
      critical_high: m.critical_high ?? null,
      measures: m.measures,
      high_causes: m.high_causes,
      low_causes: m.low_causes,
      preparation: m.preparation ?? null,
      sources: m.sources.map(({ title, url }) => ({ title, url })),
    })),
  };
}
