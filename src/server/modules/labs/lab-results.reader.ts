/**
 * The member's latest result of each test, for the safety summary's lab cautions (ADR 086): per
 * catalogue marker, the value of the report collected last (its collection day; the upload day
 * only when the report gives none), from reports collected on or after `since`. Only the member's
 * own reports are read (every query filters by their id). A row extraction could not read safely
 * (`review_reason`), a text result, a value with a unit the marker does not have, and a value no
 * living person can have (a misread) are left out rather than guessed.
 */
import type { Db } from '#server/db/client';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { PersonReader } from '#server/modules/profile/index';
import { describeRow } from './lab-rows';
import { createPersonalInfoReader } from './lab-profile-facts';
import { createLabsRepository } from './labs.repository';
import { personFrom } from './labs.service';

export interface LatestLabResult {
  marker_id: string;
  /** The test's short name in our catalogue ('Potassium', 'eGFR', 'INR'). */
  name: string;
  value: number;
  /** As our reference spells it ('µmol/L'; '' for a ratio such as the INR). */
  unit: string;
  /** The range the lab printed, else ours for the member's sex and age, in `unit`. */
  range: { low: number | null; high: number | null } | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  date_source: 'collected' | 'uploaded';
  report_id: string;
}

export function createLatestLabResultsReader(
  db: Db,
  reference: BiomarkerReference,
  person: Pick<PersonReader, 'read'>,
) {
  const repository = createLabsRepository(db);
  const personalInfo = createPersonalInfoReader(person);
  /** Latest result per marker id, from reports whose day is `since` ('YYYY-MM-DD') or later. */
  return async (userId: string, since: string): Promise<Map<string, LatestLabResult>> => {
    const [reports, info] = await Promise.all([repository.list(userId), personalInfo(userId)]);
    const person = personFrom(info);
    const dated = reports
      .map((report) => ({
        report,
        date: report.collected_on ?? report.created_at.toISOString().slice(0, 10),
        source: report.collected_on ? ('collected' as const) : ('uploaded' as const),
      }))
      .filter((entry) => entry.date >= since)
      // Newest collection first; the same day, the later upload first.
      .sort(
        (a, b) =>
          (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
          b.report.created_at.getTime() - a.report.created_at.getTime(),
      );
    const latest = new Map<string, LatestLabResult>();
    for (const { report, date, source } of dated)
      for (const stored of report.biomarkers) {
        if (stored.value === null || stored.review_reason) continue;
        const { marker, range } = describeRow(stored, reference, person);
        if (!marker || marker.kind !== 'quantitative' || latest.has(marker.id)) continue;
        const unit = stored.unit
          ? reference.normaliseUnit(stored.unit)
          : marker.canonical_unit === ''
            ? ''
            : // Typed without a unit: read in the catalogue's unit if it can be one at all.
              (marker.canonical_unit ?? '');
        if (reference.plausibility(marker.id, stored.value, unit) !== 'plausible') continue;
        latest.set(marker.id, {
          marker_id: marker.id,
          name: marker.name.length <= 20 ? marker.name : (marker.aliases[0] ?? marker.name),
          value: stored.value,
          unit,
          range: range ? { low: range.low, high: range.high } : null,
          date,
          date_source: source,
          report_id: report.id,
        });
      }
    return latest;
  };
}
export type LatestLabResultsReader = ReturnType<typeof createLatestLabResultsReader>;
