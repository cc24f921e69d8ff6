/**
 * Lab results held against the cabinet (ADR 086): each authored lab rule
 * (src/server/knowledge/person-rules/lab-rules.ts) whose medicines the member takes is read
 * against their latest result of its test, by collection day and recent enough; the first band the
 * result falls in is a caution of the safety summary, one per medicine and rule, naming the result
 * and its day ('eGFR 38 on 2 Nov 2026 with Metformin'). Pure: the results and the cabinet are
 * read by the caller, from the member's own rows only.
 */
import type { SafetyFinding } from '#shared/contracts/safety-summary.contract';
import type { Severity } from '#shared/contracts/interactions.contract';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import {
  DEFAULT_LAB_WINDOW_DAYS,
  type LabBand,
  type LabMedicineRule,
} from '#server/knowledge/person-rules/lab-rules';
import type { LatestLabResult } from '#server/modules/labs/index';

const RANK: Record<Severity, number> = { major: 0, moderate: 1, minor: 2 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' → '2 Nov 2026'. */
function labDayWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The day `days` before `today`, as 'YYYY-MM-DD' (UTC). */
function dayBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** The earliest collection day any rule reads. */
export function earliestLabDay(rules: readonly LabMedicineRule[], today: Date): string {
  const longest = Math.max(...rules.map((rule) => rule.windowDays ?? DEFAULT_LAB_WINDOW_DAYS));
  return dayBefore(today, longest);
}

export interface CabinetMedicine {
  /** The member's own name for it. */
  name: string;
  /** The substance and, for a combination, its ingredients. */
  ids: ReadonlySet<string>;
  classes: ReadonlySet<string>;
}

/** The cabinet's names as the knowledge knows them: ids and classes (ingredients' included). */
export function cabinetMedicines(
  names: readonly string[],
  index: Pick<KnowledgeIndex, 'resolve' | 'activeIds' | 'substances'>,
): CabinetMedicine[] {
  return names.map((name) => {
    const id = index.resolve(name)?.substanceId ?? null;
    const ids = new Set<string>(id ? [id, ...index.activeIds(id)] : []);
    const classes = new Set<string>();
    for (const each of ids)
      for (const c of index.substances.get(each)?.classes ?? []) classes.add(c);
    return { name, ids, classes };
  });
}

function concerns(rule: LabMedicineRule, medicine: CabinetMedicine): boolean {
  return (
    (rule.medicines.ids ?? []).some((id) => medicine.ids.has(id)) ||
    (rule.medicines.classes ?? []).some((c) => medicine.classes.has(c))
  );
}

/** The band's threshold in the result's unit, or null when it cannot be known (no range, no unit). */
function thresholdFor(
  band: LabBand,
  result: LatestLabResult,
  reference: BiomarkerReference,
): number | null {
  const { limit } = band;
  if ('range' in limit) {
    const end = result.range?.[limit.range] ?? null;
    return end === null ? null : end * limit.times;
  }
  if (limit.unit === result.unit) return limit.value;
  return reference.convert(result.marker_id, limit.value, limit.unit, result.unit);
}

function holds(band: LabBand, value: number, threshold: number): boolean {
  switch (band.compare) {
    case 'lt':
      return value < threshold;
    case 'le':
      return value <= threshold;
    case 'gt':
      return value > threshold;
    case 'ge':
      return value >= threshold;
  }
}

/** The first band one result falls in. */
function bandFor(
  rule: LabMedicineRule,
  result: LatestLabResult,
  reference: BiomarkerReference,
): LabBand | null {
  for (const band of rule.bands) {
    const threshold = thresholdFor(band, result, reference);
    if (threshold !== null && holds(band, result.value, threshold)) return band;
  }
  return null;
}

const formatValue = (value: number) => String(Number(value.toPrecision(6)));

/** 'eGFR 38 on 2 Nov 2026', 'Potassium 5.3 mmol/L on 2 Nov 2026'; eGFR's long unit is left out. */
function resultWords(result: LatestLabResult): string {
  const unit = result.unit && result.marker_id !== 'egfr' ? ` ${result.unit}` : '';
  const day = labDayWords(result.date);
  // A report without a collection date is dated by its upload, and says so.
  const when = result.date_source === 'uploaded' ? `uploaded ${day}` : `on ${day}`;
  return `${result.name} ${formatValue(result.value)}${unit} ${when}`;
}

export interface LabCautionInput {
  rules: readonly LabMedicineRule[];
  medicines: readonly CabinetMedicine[];
  /** The member's latest result per marker id (see lab-results.reader.ts). */
  results: ReadonlyMap<string, LatestLabResult>;
  reference: BiomarkerReference;
  today: Date;
}

/** One caution per medicine and rule whose latest result falls in a band; most serious first. */
export function labCautions(input: LabCautionInput): SafetyFinding[] {
  const findings: SafetyFinding[] = [];
  for (const rule of input.rules) {
    const taking = input.medicines.filter((medicine) => concerns(rule, medicine));
    if (taking.length === 0) continue;
    const since = dayBefore(input.today, rule.windowDays ?? DEFAULT_LAB_WINDOW_DAYS);
    // With several tests (ALT, AST), the most serious band of their latest results; ties: the first.
    let found: { band: LabBand; result: LatestLabResult } | null = null;
    for (const marker of rule.biomarkers) {
      const result = input.results.get(marker);
      if (!result || result.date < since) continue;
      const band = bandFor(rule, result, input.reference);
      if (band && (!found || RANK[band.severity] < RANK[found.band.severity]))
        found = { band, result };
    }
    if (!found) continue;
    const { band, result } = found;
    const because = resultWords(result);
    const seen = new Set<string>();
    for (const medicine of taking) {
      const key = `caution:lab:${rule.id}:${medicine.name.trim().toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({
        key,
        kind: 'caution',
        severity: band.severity,
        reason: 'lab',
        medicines: [medicine.name],
        because,
        title: `${because} with ${medicine.name}`,
        message: `${band.says} ${rule.advice}`,
        sources: rule.sources.map(({ title, url }) => ({ title, url })),
        lab: {
          marker_id: result.marker_id,
          name: result.name,
          value: result.value,
          unit: result.unit,
          date: result.date,
          date_source: result.date_source,
          report_id: result.report_id,
        },
      });
    }
  }
  return findings.sort((a, b) => RANK[a.severity!] - RANK[b.severity!]);
}
