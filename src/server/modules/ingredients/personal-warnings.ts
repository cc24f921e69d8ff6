/**
 * What one recognised ingredient means for one person (issue 20, ADR 035): their allergies (the
 * allergen index reads each entry of the profile's list), their diet (vegan, vegetarian,
 * pescatarian against the knowledge's diet statuses), their cabinet (the interaction engine's own
 * records and sources, as the aromatherapy and nutrition modules use them), pregnancy (the
 * substance's own pregnancy cautions) and their avoid-list. A personal warning is 'avoid' or
 * 'caution', never merely informative; safety is never paid, so every signed-in user gets them.
 */
import type {
  CitedSource,
  IngredientProductKind,
  PersonalWarning,
} from '#shared/contracts/ingredients.contract';
import type { AllergenEntry, LabelSource } from '#server/knowledge/label-indexes';
import { resolveCitation } from '#server/knowledge/aromatherapy/references';
import { normalizeName } from '#server/knowledge/normalize-name';
import type { LabelKnowledge, Recognition } from './recognise';

/** The diets the knowledge states a status for. */
export const CHECKED_DIETS = ['vegan', 'vegetarian', 'pescatarian'] as const;
export type CheckedDiet = (typeof CHECKED_DIETS)[number];

export interface LabelPerson {
  /** The profile's allergy list, as written ('peanuts', 'dairy'). */
  allergies: string[];
  /** The substance allergy groups the interaction checker reads from the same list ('fish'). */
  allergyGroups: string[];
  diets: CheckedDiet[];
  pregnant: boolean;
  /**
   * The cabinet: each medicine's name and its active substance ids (none when unresolved, with
   * the closest names we know as `suggestions`).
   */
  medicines: {
    name: string;
    activeIds: readonly string[];
    suggestions?: readonly { id: string; name: string; kind: string }[];
  }[];
  /** The user's avoid-list: names as written and the ids they resolved to. */
  avoid: { name: string; id: string | null }[];
}

const cite = (sources: readonly LabelSource[]): CitedSource[] =>
  sources.map((source) => ({ title: source.title, url: source.url }));

const STATUS_FIELD = {
  vegan: 'vegan',
  vegetarian: 'vegetarian',
  pescatarian: 'vegetarian',
} as const;

function words(text: string): string[] {
  return normalizeName(text).split(' ').filter(Boolean);
}

/** Whether every word of `n` occurs, in order and together, in `h`. */
function containsWords(h: readonly string[], n: readonly string[]): boolean {
  if (n.length === 0) return false;
  for (let start = 0; start + n.length <= h.length; start++)
    if (n.every((word, offset) => h[start + offset] === word)) return true;
  return false;
}

export interface WarningInput {
  /** The cleaned label name and its other names. */
  names: string[];
  mayContain: boolean;
  recognition: Recognition;
  kind: IngredientProductKind;
}

/** What a person's lists mean, worked out once per person rather than once per ingredient. */
interface PreparedPerson {
  allergies: { text: string; entry: AllergenEntry }[];
  avoid: { name: string; id: string | null; words: string[] }[];
}
const prepared = new WeakMap<LabelPerson, PreparedPerson>();
function prepare(knowledge: LabelKnowledge, person: LabelPerson): PreparedPerson {
  const known = prepared.get(person);
  if (known) return known;
  const seen = new Set<string>();
  const allergies: PreparedPerson['allergies'] = [];
  for (const text of person.allergies) {
    const entry = knowledge.allergens.allergyFor(text);
    if (entry && !seen.has(entry.id) && seen.add(entry.id)) allergies.push({ text, entry });
  }
  const result = {
    allergies,
    avoid: person.avoid.map((item) => ({ ...item, words: words(item.name) })),
  };
  prepared.set(person, result);
  return result;
}

export function personalWarnings(
  knowledge: LabelKnowledge,
  person: LabelPerson,
  input: WarningInput,
): PersonalWarning[] {
  const { recognition, mayContain } = input;
  const out: PersonalWarning[] = [];
  const label = input.names[0] ?? recognition.name;

  // ── Allergies ──────────────────────────────────────────────────────────────────────────────
  const contained = new Map(recognition.allergens.map((entry) => [entry.id, entry]));
  const warned = new Set<string>();
  const lists = prepare(knowledge, person);
  for (const { text: allergy, entry } of lists.allergies) {
    const found: AllergenEntry | undefined = contained.get(entry.id);
    if (!found) continue;
    warned.add(entry.id);
    out.push({
      reason: 'allergy',
      level: 'avoid',
      text: mayContain
        ? `May contain ${found.name.toLowerCase()}, and your profile lists an allergy to ${allergy}.`
        : `Contains ${found.name.toLowerCase()}: your profile lists an allergy to ${allergy}.`,
      sources: cite(found.sources),
    });
  }
  // A substance the interaction checker files under an allergy group (fish oil → fish).
  const substance = recognition.substance;
  if (substance && warned.size === 0) {
    const group = substance.allergy_groups.find((g) => person.allergyGroups.includes(g));
    if (group)
      out.push({
        reason: 'allergy',
        level: 'avoid',
        text: `${substance.name} belongs to the ${group.replace(/_/g, ' ')} allergy group, which your profile lists.`,
        sources: substance.sources.map((source) => ({ title: source.title, url: source.url })),
      });
  }

  // ── Diet ───────────────────────────────────────────────────────────────────────────────────
  if (!mayContain) {
    for (const diet of person.diets) {
      const excluded = recognition.allergens.find((entry) => entry.excluded_by.includes(diet));
      if (excluded) {
        out.push({
          reason: 'diet',
          level: 'avoid',
          text: `Not ${diet}: it is or contains ${excluded.name.toLowerCase()}.`,
          sources: cite(excluded.sources),
        });
        continue;
      }
      const additive = recognition.additive;
      if (!additive) continue;
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
  const ids = new Set(recognition.ids);
  const nameWords =
    lists.avoid.length > 0 ? [label, ...input.names, recognition.name].map(words) : [];
  for (const item of lists.avoid) {
    const byId = item.id !== null && ids.has(item.id);
    const byName = !byId && nameWords.some((name) => containsWords(name, item.words));
    if (!byId && !byName) continue;
    out.push({
      reason: 'avoid_list',
      level: 'avoid',
      text: mayContain
        ? `May contain ${item.name}, which is on your avoid-list.`
        : `${item.name} is on your avoid-list.`,
      sources: [],
    });
  }
  return out;
}
