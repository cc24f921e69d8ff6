/**
 * Which of a record's sources a pair sees. A class rule ("any anticoagulant × any NSAID") cites the
 * labels of several class members; warfarin + ibuprofen should cite the warfarin and ibuprofen
 * labels, not apixaban's. A DailyMed label search names its substance in `query`; such a source is
 * kept only for a pair it names. General sources (MedlinePlus, NIH ODS, NCCIH, FDA notices) apply
 * to every pair. When no label of the pair is cited, the pair keeps every source: the class
 * members' labels are then the evidence for the rule.
 */
import type { InteractionRecord, Source } from './knowledge.schema';

const LABEL_SEARCH = /^https:\/\/dailymed\.nlm\.nih\.gov\/dailymed\/search\.cfm\?/;

/** The substance id a label search is about, or null for a source about no single substance. */
export function labelSubject(
  source: Source,
  substanceIdOf: (name: string) => string | null,
): string | null {
  if (!LABEL_SEARCH.test(source.url)) return null;
  const query = new URL(source.url).searchParams.get('query');
  return query ? substanceIdOf(query) : null;
}

export type SubjectOf = (source: Source) => string | null;

/**
 * The sources of `record` for the pair (a, b): each label is kept only if it is a's or b's, general
 * sources always. Returns `record.sources` itself when nothing is dropped, so identical answers
 * share one array (the check serialiser caches JSON by it).
 */
export function sourcesForPair(
  record: InteractionRecord,
  a: string,
  b: string,
  subjectOf: SubjectOf,
): readonly Source[] {
  const kept = record.sources.filter((source) => {
    const subject = subjectOf(source);
    return subject === null || subject === a || subject === b;
  });
  const citesThePair = kept.some((source) => subjectOf(source) !== null);
  if (kept.length === record.sources.length || !citesThePair) return record.sources;
  return Object.freeze(kept);
}
