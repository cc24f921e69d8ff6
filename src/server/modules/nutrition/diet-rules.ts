/**
 * The person's diet type, restrictions and allergies as plan rules (ADR 027, ADR 054), read from
 * the shared rule set (person-rules.ts) so the planner leaves out what the label analyzer warns
 * about. A rule's allergen records become the recipes' allergen tags; diet words become recipe
 * diet tags; every food a rule rules out by name (pork for halal, gelatin for vegetarians) is
 * left out through `foodsRuledOut`. What the rules cannot read becomes a note saying so, never a
 * silent skip.
 */
import { RECIPE_DIETS, type Allergen, type RecipeDiet } from '#shared/contracts/nutrition.contract';
import type { AllergenEntry, AllergenIndex } from '#server/knowledge/label-indexes';
import {
  describeRule,
  foodFindings,
  type PersonRules,
} from '#server/knowledge/person-rules/person-rules';
import type { Source, TargetNote } from './energy-targets';

/** Diet types a recipe's tags can honour; other profile diet types (omnivore, paleo...) allow all. */
const PLANNED_DIETS: readonly RecipeDiet[] = [
  'vegetarian',
  'vegan',
  'pescatarian',
  'keto',
  'low-carb',
  'mediterranean',
];

const FALCPA_SOURCE: Source = {
  title: 'FDA: Food Allergies (the major food allergens, FALCPA and the FASTER Act)',
  url: 'https://www.fda.gov/food/food-labeling-nutrition/food-allergies',
};

/** The knowledge's allergen records → the recipes' allergen tags. */
const RECIPE_ALLERGENS: Record<string, Allergen[]> = {
  milk: ['milk'],
  egg: ['eggs'],
  fish: ['fish'],
  crustaceans: ['crustaceans'],
  molluscs: ['molluscs'],
  'tree-nuts': ['tree-nuts'],
  peanut: ['peanuts'],
  wheat: ['wheat'],
  gluten: ['gluten', 'wheat'],
  soy: ['soy'],
  sesame: ['sesame'],
  celery: ['celery'],
  mustard: ['mustard'],
  lupin: ['lupin'],
  sulphites: ['sulphites'],
};

/** Restriction words that name a recipe diet tag. */
const DIET_WORDS: [RegExp, RecipeDiet][] = [
  [/\bvegan\b|\bplant[- ]based\b/, 'vegan'],
  [/\bvegetarian\b|\bno meat\b|\bmeat[- ]free\b/, 'vegetarian'],
  [/\bpescatarian\b|\bpescetarian\b/, 'pescatarian'],
  [/\bketo(?:genic)?\b/, 'keto'],
  [/\blow[- ]carb\b/, 'low-carb'],
  [/\bmediterranean\b/, 'mediterranean'],
];

export interface DietRules {
  /** Every recipe must carry all of these tags. */
  diets: RecipeDiet[];
  /** No recipe may contain any of these. */
  excludedAllergens: Set<Allergen>;
  notes: TargetNote[];
}

const quote = (text: string) => `\u201c${text.trim()}\u201d`;

export type DietRuleInput = Pick<
  PersonRules,
  'dietType' | 'restrictions' | 'food' | 'unapplied' | 'notFood'
>;

/** The plan's diet tags, excluded allergens and notes, from the person's rules. */
export function readDietRules(person: DietRuleInput): DietRules {
  const notes: TargetNote[] = [];
  const diets = new Set<RecipeDiet>();
  const { dietType } = person;
  if (dietType && (PLANNED_DIETS as readonly string[]).includes(dietType)) {
    diets.add(dietType as RecipeDiet);
    notes.push({
      kind: 'diet',
      text: `Diet: ${dietType} recipes only (your profile's diet type).`,
      sources: [],
    });
  } else if (dietType && dietType !== 'omnivore') {
    notes.push({
      kind: 'diet',
      text: `Diet: your profile says ${dietType}; our recipes carry no ${dietType} tag, so every recipe is allowed.`,
      sources: [],
    });
  }
  for (const text of person.restrictions) {
    const word = DIET_WORDS.find(([pattern]) => pattern.test(text.toLowerCase()));
    if (!word || diets.has(word[1])) continue;
    diets.add(word[1]);
    notes.push({
      kind: 'diet',
      text: `Diet: ${word[1]} recipes only (your restriction ${quote(text)}).`,
      sources: [],
    });
  }

  const excluded = new Set<Allergen>();
  const applied: string[] = [];
  for (const rule of person.food) {
    // A diet is the recipes' tag; low-sodium has its own note with its limits (plan-rules.ts).
    if (rule.diet || rule.key === 'low-sodium') continue;
    const tags = rule.groups.flatMap((entry) => RECIPE_ALLERGENS[entry.id] ?? []);
    for (const tag of tags) excluded.add(tag);
    applied.push(
      tags.length > 0 && rule.names.length === 0
        ? `${quote(rule.said)} \u2192 no ${[...new Set(tags)].join(', ')}`
        : describeRule(rule),
    );
  }
  for (const text of person.notFood)
    notes.push({
      kind: 'allergy',
      text: `Allergy ${quote(text)} is not to a food, so it does not change the meal plan.`,
      sources: [],
    });
  for (const { text, origin } of person.unapplied)
    notes.push({
      kind: 'allergy',
      text: `We could not apply ${origin === 'allergy' ? 'the allergy' : 'the restriction'} ${quote(text)}: it does not match an allergen or a diet rule we know. Check each recipe's ingredients yourself.`,
      sources: [],
    });
  if (applied.length > 0)
    notes.push({
      kind: 'allergy',
      text: `Allergies and restrictions: ${applied.join('; ')}. Recipes containing these are left out.`,
      sources: [FALCPA_SOURCE],
    });
  return { diets: RECIPE_DIETS.filter((d) => diets.has(d)), excludedAllergens: excluded, notes };
}

/** A food's allergen records: those its name holds and those its data declares ('White bread' → wheat). */
export function allergenEntriesOf(
  food: { name: string; allergens?: readonly string[] },
  allergens: AllergenIndex,
): AllergenEntry[] {
  const found = new Map(allergens.match(food.name).map((entry) => [entry.id, entry]));
  for (const tag of food.allergens ?? [])
    for (const [id, tags] of Object.entries(RECIPE_ALLERGENS))
      if ((tags as readonly string[])[0] === tag) {
        const entry = allergens.byId(id);
        if (entry) found.set(entry.id, entry);
      }
  return [...found.values()];
}

/**
 * Foods the person's rules rule out ('avoid'), by their names: peanut butter for a nut-free
 * restriction, bacon for halal, honey for a vegan, a food on the avoid-list.
 */
export function foodsRuledOut(
  person: PersonRules,
  allergens: AllergenIndex,
  foods: Iterable<{ id: string; name: string; allergens?: readonly string[] }>,
): Set<string> {
  const out = new Set<string>();
  if (person.food.length === 0 && person.avoid.length === 0) return out;
  for (const food of foods)
    if (
      foodFindings(person, allergens, {
        names: [food.name],
        ids: [`food:${food.id}`],
        contained: allergenEntriesOf(food, allergens),
      }).some((finding) => finding.level === 'avoid')
    )
      out.add(food.id);
  return out;
}
