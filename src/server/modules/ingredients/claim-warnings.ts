/**
 * What a claim's subject means for the person asking (ADR 054): the same rules the label
 * analyzer applies, read for what the claim is about ('ginkgo', 'fish oil', 'honey'). A subject
 * the interaction engine knows meets the cabinet's medicines through the engine's own records
 * (ginkgo with warfarin) and its own pregnancy cautions; every subject meets the person's
 * allergies, diet restrictions and avoid-list.
 */
import type { PersonalWarning } from '#shared/contracts/ingredients.contract';
import type { AllergenIndex } from '#server/knowledge/label-indexes';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { foodFindings, type PersonRules } from '#server/knowledge/person-rules/person-rules';

export interface ClaimWarningKnowledge {
  allergens: AllergenIndex;
  interactions: Pick<KnowledgeIndex, 'resolve' | 'substances' | 'pairInteractions'>;
}

export function claimWarnings(
  knowledge: ClaimWarningKnowledge,
  person: PersonRules,
  subjects: readonly string[],
): PersonalWarning[] {
  const out: PersonalWarning[] = [];
  const said = new Set<string>();
  const push = (warning: PersonalWarning) => {
    if (said.has(warning.text)) return;
    said.add(warning.text);
    out.push(warning);
  };
  for (const finding of foodFindings(person, knowledge.allergens, { names: subjects }))
    push({
      reason: finding.reason,
      level: finding.level,
      text: finding.text,
      sources: finding.sources,
    });
  const substances = new Set<string>();
  for (const subject of subjects) {
    const id = knowledge.interactions.resolve(subject)?.substanceId;
    if (id) substances.add(id);
  }
  for (const id of substances) {
    const substance = knowledge.interactions.substances.get(id);
    if (!substance) continue;
    const sources = substance.sources.map((source) => ({ title: source.title, url: source.url }));
    for (const medicine of person.medicines)
      for (const active of medicine.activeIds)
        for (const pair of knowledge.interactions.pairInteractions(id, active)) {
          const { record } = pair;
          if (record.severity === 'minor') continue;
          push({
            reason: 'medicine',
            level: record.severity === 'major' ? 'avoid' : 'caution',
            text: `${substance.name} with ${medicine.name} (${record.severity} interaction): ${record.summary} ${record.management}`,
            sources: pair.sources.map((source) => ({ title: source.title, url: source.url })),
          });
        }
    if (person.pregnant)
      for (const caution of substance.cautions)
        if (caution.when === 'pregnancy')
          push({
            reason: 'pregnancy',
            level: caution.severity === 'major' ? 'avoid' : 'caution',
            text: `Pregnancy: ${substance.name}: ${caution.text}`,
            sources,
          });
  }
  return out;
}
