/**
 * The remedies as modules look them up (`knowledge.remedies`), built once at start: by id, by
 * substance, and a list by concern and search words for GET /api/remedies.
 */
import { normalizeName } from '../normalize-name';
import {
  REMEDY_CONCERNS,
  type EvidenceGrade,
  type Remedy,
  type RemedyConcern,
} from './remedy.schema';

/** One remedy in GET /api/remedies. */
export interface RemedySummary {
  id: string;
  name: string;
  concerns: { concern: RemedyConcern; evidence_grade: EvidenceGrade }[];
}

export interface RemedyIndex {
  get(id: string): Remedy | undefined;
  /** The remedies linked to a substance (ginger, melatonin...). */
  withSubstance(substanceId: string): readonly Remedy[];
  /**
   * Summaries matching the concern and every search word, ordered by name; with a concern, the
   * best-graded first.
   */
  list(filter?: { concern?: RemedyConcern; q?: string }): RemedySummary[];
  all(): readonly Remedy[];
}

export function summariseRemedy(remedy: Remedy): RemedySummary {
  return {
    id: remedy.id,
    name: remedy.name,
    concerns: remedy.concerns.map(({ concern, evidence_grade }) => ({ concern, evidence_grade })),
  };
}

export function buildRemedyIndex(remedies: readonly Remedy[]): RemedyIndex {
  const sorted = [...remedies].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map(sorted.map((remedy) => [remedy.id, remedy]));
  const bySubstance = new Map<string, Remedy[]>();
  for (const remedy of sorted)
    for (const id of remedy.substance_ids)
      bySubstance.set(id, [...(bySubstance.get(id) ?? []), remedy]);
  const byName = [...sorted].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const summaries = new Map(sorted.map((remedy) => [remedy.id, summariseRemedy(remedy)]));
  const searchText = new Map(
    sorted.map((remedy) => [
      remedy.id,
      normalizeName(
        [
          remedy.name,
          remedy.summary,
          ...remedy.concerns.map((entry) => REMEDY_CONCERNS[entry.concern]),
        ].join(' '),
      ),
    ]),
  );
  const gradeOf = (remedy: Remedy, concern: RemedyConcern) =>
    remedy.concerns.find((entry) => entry.concern === concern)?.evidence_grade ?? 'Z';
  return {
    get: (id) => byId.get(id),
    withSubstance: (substanceId) => bySubstance.get(substanceId) ?? [],
    all: () => sorted,
    list(filter = {}) {
      const tokens = filter.q ? normalizeName(filter.q).split(' ').filter(Boolean) : [];
      const { concern } = filter;
      const matches = byName.filter(
        (remedy) =>
          (concern === undefined || remedy.concerns.some((entry) => entry.concern === concern)) &&
          tokens.every((token) => searchText.get(remedy.id)!.includes(token)),
      );
      if (concern) matches.sort((a, b) => gradeOf(a, concern).localeCompare(gradeOf(b, concern)));
      return matches.map((remedy) => summaries.get(remedy.id)!);
    },
  };
}
