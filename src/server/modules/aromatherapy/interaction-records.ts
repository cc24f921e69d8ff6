/**
 * The interaction engine's records as the aromatherapy answers cite them: every record naming a
 * substance (with the other side's name), and the records between a substance and a cabinet medicine.
 */
import type { CitedSource, InteractionRecordRef } from '#shared/contracts/aromatherapy.contract';
import { SUBSTANCE_CLASSES } from '#server/knowledge/classes';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { InteractionRecord, Source } from '#server/knowledge/knowledge.schema';

/** A cabinet medicine as the screening needs it: its name and, when known, its substances. */
export interface CabinetMedicine {
  name: string;
  substanceId: string | null;
  /** The substance itself, or a combination's ingredients. */
  activeIds: readonly string[];
}

export const webSource = (source: Source): CitedSource => ({
  title: source.title,
  url: source.url,
});

export function createInteractionRecords(interactions: KnowledgeIndex) {
  const participantName = (participant: string): string => {
    if (participant.startsWith('class:')) {
      const id = participant.slice('class:'.length) as keyof typeof SUBSTANCE_CLASSES;
      return SUBSTANCE_CLASSES[id]?.label ?? id.replace(/-/g, ' ');
    }
    return interactions.substances.get(participant)?.name ?? participant;
  };

  const recordRef = (
    record: InteractionRecord,
    other: string,
    sources: readonly Source[] = record.sources,
  ): InteractionRecordRef => ({
    id: record.id,
    severity: record.severity,
    with: other,
    summary: record.summary,
    management: record.management,
    sources: sources.map(webSource),
  });

  const recordsBySubstance = new Map<string, InteractionRecordRef[]>();
  /** Every record naming this substance or one of its classes, with the other side's name. */
  function recordsFor(substanceId: string): InteractionRecordRef[] {
    const cached = recordsBySubstance.get(substanceId);
    if (cached) return cached;
    const substance = interactions.substances.get(substanceId);
    const own = new Set([substanceId, ...(substance?.classes ?? []).map((c) => `class:${c}`)]);
    const found: InteractionRecordRef[] = [];
    for (const record of interactions.records) {
      if (own.has(record.a) && !own.has(record.b))
        found.push(recordRef(record, participantName(record.b)));
      else if (own.has(record.b) && !own.has(record.a))
        found.push(recordRef(record, participantName(record.a)));
    }
    const rank = { major: 0, moderate: 1, minor: 2 } as const;
    found.sort((x, y) => rank[x.severity] - rank[y.severity] || x.id.localeCompare(y.id));
    recordsBySubstance.set(substanceId, found);
    return found;
  }

  /** The records between one knowledge substance and one cabinet medicine, each once. */
  function recordsBetween(substanceId: string, medicine: CabinetMedicine): InteractionRecordRef[] {
    const seen = new Map<string, InteractionRecordRef>();
    for (const active of medicine.activeIds)
      for (const pair of interactions.pairInteractions(substanceId, active))
        if (!seen.has(pair.record.id))
          seen.set(pair.record.id, recordRef(pair.record, medicine.name, pair.sources));
    return [...seen.values()];
  }

  return { recordsFor, recordsBetween };
}
export type InteractionRecords = ReturnType<typeof createInteractionRecords>;
