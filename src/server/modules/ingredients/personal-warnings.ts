/**
 * What one recognised ingredient means for one person (ADR 035, ADR 054): the person's food
 * rules (allergies, diet restrictions such as nut-free or halal, the diet type) and avoid-list as
 * the shared rule set applies them (person-rules.ts), the diet's additive statuses, their cabinet
 * (the interaction engine's own records and sources, as the aromatherapy and nutrition modules
 * use them) and pregnancy (the substance's own pregnancy cautions). A personal warning is 'avoid'
 * or 'caution', never merely informative; safety is never paid, so every signed-in user gets them.
 */
import type {
  CitedSource,
  IngredientProductKind,
  PersonalWarning,
} from '#shared/contracts/ingredients.contract';
import type { LabelSource } from '#server/knowledge/label-indexes';
import { resolveCitation } from '#server/knowledge/aromatherapy/references';
import { foodFindings, type PersonRules } from '#server/knowledge/person-rules/person-rules';
import type { LabelKnowledge, Recognition } from './recognise';

/** The person as the analysis reads them: the shared rule set. */
export type LabelPerson = PersonRules;

const cite = (sources: readonly LabelSource[]): CitedSource[] =>
  sources.map((source) => ({ title: source.title, url: source.url }));

const STATUS_FIELD = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  pescatarian: 'vegetarian',
} as const;

export interface WarningInput {
  /** The cleaned label name and its other names. */
  names: string[];
  mayContain: boolean;
  recognition: Recognition;
  kind: IngredientProductKind;
}

export function personalWarnings(
  knowledge: LabelKnowledge,
  person: LabelPerson,
  input: WarningInput,
): PersonalWarning[] {
  const { recognition, mayContain } = input;
  const label = input.names[0] ?? recognition.name;

  // ── Allergies, diet restrictions, the diet and the avoid-list: the shared rules ──────────────
  const findings = foodFindings(person, knowledge.allergens, {
    names: [label, ...input.names, recognition.name],
    ids: recognition.ids,
    mayContain,
    contained: recognition.allergens,
  });
  const avoidList = findings.filter((finding) => finding.reason === 'avoid_list');
  const out: PersonalWarning[] = findings
    .filter((finding) => finding.reason !== 'avoid_list')
    .map(({ reason, level, text, sources }) => ({ reason, level, text, sources }));

  // A substance the interaction checker files under an allergy group (fish oil → fish).
  const substance = recognition.substance;
  if (substance && !out.some((warning) => warning.reason === 'allergy')) {
    const group = substance.allergy_groups.find((g) => person.allergyGroups.includes(g));
    if (group)
      out.push({
        reason: 'allergy',
        level: 'avoid',
        text: `${substance.name} belongs to the ${group.replace(/_/g, ' ')} allergy group, which your profile lists.`,
        sources: substance.sources.map((source) => ({ title: source.title, url: source.url })),
      });
  }

  // ── The diet's additive statuses (E441 gelatin, E471 from animal or plant fat) ──────────────
  const additive = recognition.additive;
  if (!mayContain && additive)
    for (const rule of person.food) {
      const diet = rule.diet;
      if (!diet || findings.some((finding) => finding.rule === rule.key)) continue;
      const status = additive[STATUS_FIELD[diet]];
      if (status === 'no' && diet !== 'pescatarian')
        out.push({
          reason: 'diet',
          level: 'avoid',
          text: `Not ${diet}: ${additive.name} (${additive.e_number}) comes from animals.`,
          sources: cite(additive.sources),
        });
      else if (status === 'depends' || (status === 'no' && diet === 'pescatarian'))
        out.push({
          reason: 'diet',
          level: 'caution',
          text: `May not be ${diet}: ${additive.name} (${additive.e_number}) can be made from animal sources; the pack or the maker can tell you which.`,
          sources: cite(additive.sources),
        });
    }

  // ── Medicines ──────────────────────────────────────────────────────────────────────────────
  if (substance) {
    const seen = new Set<string>();
    for (const medicine of person.medicines)
      for (const active of medicine.activeIds)
        for (const pair of knowledge.interactions.pairInteractions(substance.id, active)) {
          const { record } = pair;
          if (record.severity === 'minor' || seen.has(`${record.id}|${medicine.name}`)) continue;
          seen.add(`${record.id}|${medicine.name}`);
          // A supplement's record met in a food is about supplement doses; a food carries food
          // amounts (fortified cereal's vitamin K), so it is a caution there. Everything else
          // keeps the record's weight: major is 'avoid'.
          const foodAmount = input.kind === 'food' && substance.kind === 'supplement';
          // On the skin, a record about taking it is a caution too.
          const onSkin = input.kind === 'cosmetic';
          const avoid = record.severity === 'major' && !foodAmount && !onSkin;
          out.push({
            reason: 'medicine',
            level: avoid ? 'avoid' : 'caution',
            text: `${substance.name} with ${medicine.name} (${record.severity} interaction): ${record.summary} ${record.management}${onSkin ? ' (This is about taking it; ask about using it on the skin.)' : ''}`,
            sources: pair.sources.map((source) => ({ title: source.title, url: source.url })),
          });
        }
  }

  // ── Pregnancy ──────────────────────────────────────────────────────────────────────────────
  if (person.pregnant && substance && !mayContain) {
    for (const caution of substance.cautions) {
      if (caution.when !== 'pregnancy') continue;
      // On the skin a substance's caution for taking it is a caution, not a ban.
      const avoid = caution.severity === 'major' && input.kind !== 'cosmetic';
      out.push({
        reason: 'pregnancy',
        level: avoid ? 'avoid' : 'caution',
        text:
          input.kind === 'cosmetic'
            ? `Pregnancy: ${caution.text} (This is about taking it; ask about using it on the skin.)`
            : `Pregnancy: ${caution.text}`,
        sources: substance.sources.map((source) => ({ title: source.title, url: source.url })),
      });
    }
  }

  // An essential oil's own pregnancy flag (the oils library's, with its source).
  if (person.pregnant && substance?.kind === 'essential_oil' && knowledge.oils && !mayContain) {
    const said = new Set<string>();
    for (const oil of knowledge.oils.withSubstance(substance.id)) {
      const flag = oil.flags.pregnancy;
      if (!flag || said.has(flag.text)) continue;
      said.add(flag.text);
      out.push({
        reason: 'pregnancy',
        level: flag.level,
        text: `Pregnancy: ${oil.name}: ${flag.text}`,
        sources: [resolveCitation(flag.source)],
      });
    }
  }

  // ── The avoid-list ─────────────────────────────────────────────────────────────────────────
  for (const { reason, level, text, sources } of avoidList)
    out.push({ reason, level, text, sources });
  return out;
}
