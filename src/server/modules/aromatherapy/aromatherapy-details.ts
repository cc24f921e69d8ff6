/** The oil and remedy pages as the API serves them, with what each means for the signed-in person. */
import {
  REMEDY_CONCERNS,
  type CitedSource,
  type OilDetail,
  type RemedyDetail,
  type RemedyScreeningReason,
} from '#shared/contracts/aromatherapy.contract';
import { summariseOil } from '#server/knowledge/aromatherapy/oil-index';
import type { Oil } from '#server/knowledge/aromatherapy/oil.schema';
import { resolveCitation, type Citation } from '#server/knowledge/aromatherapy/references';
import type { Remedy } from '#server/knowledge/aromatherapy/remedy.schema';
import { screenRemedyForPerson } from '#server/knowledge/aromatherapy/safety-rules';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import { foodFindings } from '#server/knowledge/person-rules/person-rules';
import { webSource, type InteractionRecords } from './interaction-records';
import type { PersonalWarnings, UserFacts } from './personal-warnings';

const cite = (citation: Citation): CitedSource => resolveCitation(citation);

export interface AromatherapyDetailsDeps {
  interactions: KnowledgeIndex;
  allergens: AllergenIndex;
  records: InteractionRecords;
  warnings: PersonalWarnings;
}

export function createAromatherapyDetails(deps: AromatherapyDetailsDeps) {
  const { interactions } = deps;
  const { recordsFor, recordsBetween } = deps.records;
  const { personalOilWarnings } = deps.warnings;

  function oilDetail(oil: Oil, facts: UserFacts | null): OilDetail {
    const { flags } = oil;
    const withSource = <T extends { source: Citation }>(flag: T | null) =>
      flag ? { ...flag, source: cite(flag.source) } : null;
    return {
      ...summariseOil(oil),
      chemotype: oil.chemotype,
      part: oil.part,
      method: oil.method,
      constituents: oil.constituents,
      constituents_source: cite(oil.constituents_source),
      uses: oil.uses.map((use) => ({ ...use, source: cite(use.source) })),
      max_dermal_percent: oil.max_dermal_percent,
      max_dermal_note: oil.max_dermal_note,
      max_dermal_source: cite(oil.max_dermal_source),
      flags: {
        do_not_use: withSource(flags.do_not_use),
        phototoxic: withSource(flags.phototoxic),
        skin_sensitiser: withSource(flags.skin_sensitiser),
        min_age: withSource(flags.min_age),
        pregnancy: withSource(flags.pregnancy),
        breastfeeding: withSource(flags.breastfeeding),
        epilepsy: withSource(flags.epilepsy),
        asthma: withSource(flags.asthma),
        anticoagulant: withSource(flags.anticoagulant),
        toxic_to_pets: withSource(flags.toxic_to_pets),
        not_for_ingestion: flags.not_for_ingestion,
      },
      interactions: oil.substance_id ? recordsFor(oil.substance_id) : [],
      sources: oil.sources.map(webSource),
      for_you: personalOilWarnings([oil], facts, facts?.person),
      screened: { signed_in: facts !== null },
    };
  }

  function screenRemedy(remedy: Remedy, facts: UserFacts): RemedyDetail['screening'] {
    const reasons: RemedyScreeningReason[] = screenRemedyForPerson(remedy, facts.person).map(
      (warning) => ({
        kind: 'condition',
        level: 'avoid',
        when: warning.when,
        text: `Not for you: ${warning.text}`,
        sources: warning.sources,
      }),
    );
    // What the remedy is (honey, fish oil, soy isoflavones) under the person's food rules.
    const names = [
      remedy.name,
      ...remedy.substance_ids.map((id) => interactions.substances.get(id)?.name ?? id),
    ];
    for (const finding of foodFindings(facts.rules, deps.allergens, {
      names,
      ids: remedy.substance_ids.map((id) => `substance:${id}`),
    }))
      reasons.push({
        kind: finding.reason,
        level: finding.level,
        text: `${finding.level === 'avoid' ? 'Not for you' : 'Take care'}: ${finding.text}`,
        sources: finding.sources.map((source) => ({ title: source.title, url: source.url })),
      });
    for (const medicine of facts.medicines)
      for (const substanceId of remedy.substance_ids)
        for (const record of recordsBetween(substanceId, medicine)) {
          if (reasons.some((reason) => reason.record?.id === record.id)) continue;
          const avoid = record.severity === 'major';
          reasons.push({
            kind: 'interaction',
            level: avoid ? 'avoid' : 'caution',
            text: `${avoid ? 'Not for you' : 'Take care'}: you take ${medicine.name} (${record.severity} interaction). ${record.summary} ${record.management}`,
            sources: record.sources,
            record,
          });
        }
    return { suitable: reasons.every((reason) => reason.level !== 'avoid'), reasons };
  }

  function remedyDetail(remedy: Remedy, facts: UserFacts | null): RemedyDetail {
    const seen = new Set<string>();
    const records = remedy.substance_ids
      .flatMap((id) => recordsFor(id))
      .filter((record) => !seen.has(record.id) && seen.add(record.id));
    return {
      id: remedy.id,
      name: remedy.name,
      kind: remedy.kind,
      summary: remedy.summary,
      concerns: remedy.concerns.map((entry) => ({
        concern: entry.concern,
        label: REMEDY_CONCERNS[entry.concern],
        evidence_grade: entry.evidence_grade,
        summary: entry.summary,
        source: cite(entry.source),
      })),
      forms: remedy.forms.map((form) => ({ ...form, source: cite(form.source) })),
      cautions: remedy.avoid_if.map((entry) => ({
        when: entry.when,
        ...(entry.under_age !== undefined ? { under_age: entry.under_age } : {}),
        text: entry.text,
        source: cite(entry.source),
      })),
      interactions: records,
      see_a_clinician: remedy.see_a_clinician,
      sources: remedy.sources.map(webSource),
      screening: facts ? screenRemedy(remedy, facts) : null,
    };
  }

  return { oilDetail, remedyDetail };
}
