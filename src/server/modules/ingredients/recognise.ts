/**
 * What one label ingredient is (ADR 035): an additive, the allergens and diet groups it
 * contains, a cosmetic ingredient, a knowledge-base substance (drug, supplement, herb, food), one
 * of FDA's substances added to food, a nutrition food. Every lookup is by the knowledge's own
 * indexes, which never guess; a substance name is accepted only when the label names it whole
 * (the interaction engine's resolver also forgives typos, which a label does not need).
 */
import type {
  IngredientKnowledgeKind,
  IngredientProductKind,
} from '#shared/contracts/ingredients.contract';
import type {
  AdditiveEntry,
  AdditiveIndex,
  AllergenEntry,
  AllergenIndex,
  CosmeticEntry,
  CosmeticIndex,
  FoodSubstanceEntry,
  FoodSubstanceIndex,
} from '#server/knowledge/label-indexes';
import type { OilIndex } from '#server/knowledge/aromatherapy/oil-index';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { Substance } from '#server/knowledge/knowledge.schema';
import { normalizeName } from '#server/knowledge/normalize-name';
import { basicLabelFood } from './label-basic-foods';
import type { ParsedIngredient } from './label-parser';

/** The indexes the analysis reads (context.knowledge in the app; small literal ones in unit tests). */
export interface LabelKnowledge {
  additives: AdditiveIndex;
  allergens: AllergenIndex;
  foodSubstances: FoodSubstanceIndex;
  cosmetics: CosmeticIndex;
  /** The interaction engine: substances, names and records. */
  interactions: Pick<
    KnowledgeIndex,
    'resolve' | 'substances' | 'pairInteractions' | 'activeIds' | 'search' | 'ref'
  >;
  /** The aromatherapy oils, for an essential oil's pregnancy flag, when loaded. */
  oils?: Pick<OilIndex, 'withSubstance'>;
  /** Nutrition foods by name, when loaded. */
  foods?: { search(query: string, limit?: number): { id: string; name: string }[] };
}

export interface Recognition {
  name: string;
  /** The primary id ('additive:e102'); null when nothing was recognised. */
  id: string | null;
  /** Every id it was recognised under (the avoid-list matches any of them). */
  ids: string[];
  kinds: IngredientKnowledgeKind[];
  functions: string[];
  e_number: string | null;
  additive: AdditiveEntry | null;
  allergens: AllergenEntry[];
  cosmetic: CosmeticEntry | null;
  substance: Substance | null;
  foodSubstance: FoodSubstanceEntry | null;
  food: { id: string; name: string } | null;
}

/** Words a label adds to a substance's name that do not change what it is. */
const FORM_WORDS = new Set(
  'extract extracts dry dried standardised standardized root roots leaf leaves herb herbs flower flowers seed seeds bark fruit berry berries powder powdered oil concentrate concentrated juice tea natural organic pure whole aerial parts rhizome tincture anhydrous'.split(
    ' ',
  ),
);

/** Every non-drug substance by each of its names, normal form (canonical names win a tie). */
const nameMaps = new WeakMap<object, Map<string, Substance>>();
function substanceNames(knowledge: LabelKnowledge): Map<string, Substance> {
  const known = nameMaps.get(knowledge.interactions.substances);
  if (known) return known;
  const map = new Map<string, Substance>();
  // Labels list excipients, not medicines: 'glycerin' is not a glycerin suppository.
  const substances = [...knowledge.interactions.substances.values()].filter(
    (substance) => substance.kind !== 'drug',
  );
  for (const substance of substances) map.set(normalizeName(substance.name), substance);
  for (const substance of substances)
    for (const name of [
      ...substance.brands_us,
      ...substance.brands_uk,
      ...substance.synonyms,
      ...substance.misspellings,
    ]) {
      const norm = normalizeName(name);
      if (norm.length >= 3 && !map.has(norm)) map.set(norm, substance);
    }
  nameMaps.set(knowledge.interactions.substances, map);
  return map;
}

/**
 * The substance a label names whole, with only form words around it ('ginkgo biloba extract'),
 * longest name first; never by a typo's distance ('magnesium stearate' is not magnesium).
 */
function resolveSubstance(knowledge: LabelKnowledge, names: readonly string[]): Substance | null {
  const map = substanceNames(knowledge);
  for (const name of names) {
    const words = normalizeName(name).split(' ').filter(Boolean);
    if (words.length === 0 || words.length > 12) continue;
    for (let length = words.length; length >= 1; length--)
      for (let start = 0; start + length <= words.length; start++) {
        const found = map.get(words.slice(start, start + length).join(' '));
        if (!found) continue;
        const rest = [...words.slice(0, start), ...words.slice(start + length)];
        if (rest.every((word) => FORM_WORDS.has(word))) return found;
      }
  }
  return null;
}

/** A nutrition food whose name (or the part before its first comma) is the label's name. */
function findFood(knowledge: LabelKnowledge, names: readonly string[]) {
  if (!knowledge.foods) return null;
  for (const name of names) {
    const norm = normalizeName(name);
    if (!norm) continue;
    for (const hit of knowledge.foods.search(name, 5)) {
      const head = normalizeName(hit.name.split(',')[0] ?? hit.name);
      if (normalizeName(hit.name) === norm || head === norm) return hit;
    }
  }
  return null;
}

function firstOf<T>(names: readonly string[], lookup: (name: string) => T | null): T | null {
  for (const name of names) {
    const found = lookup(name);
    if (found) return found;
  }
  return null;
}

const unique = <T>(list: T[]) => [...new Set(list)];

/**
 * What a knowledge-base substance is on a label: sugar, salt, milk and cooking oils are foods,
 * garlic and ginger herbs, vitamins and minerals supplements. Medicines are never matched here.
 */
const SUBSTANCE_CATEGORY: Record<Substance['kind'], IngredientKnowledgeKind> = {
  food: 'food',
  herb: 'herb',
  essential_oil: 'essential_oil',
  supplement: 'substance',
  drug: 'substance',
};

const VITAMIN_LETTER = /^(?:[acdek]|b\d{1,2}|d[23]|k[12])$/i;

/** What one parsed ingredient is, under the label's kind. */
export function recognise(
  knowledge: LabelKnowledge,
  item: Pick<ParsedIngredient, 'name' | 'alternatives' | 'e_number' | 'label_class'>,
  kind: IngredientProductKind,
): Recognition {
  const given = [item.name, ...item.alternatives].filter((name) => name.trim() !== '');
  // 'B6', 'K1' under 'vitamins (...)' or 'Niacin (B3)' are vitamins by their letter.
  const names = unique([
    ...given,
    ...given
      .filter((name) => VITAMIN_LETTER.test(name.trim()))
      .map((name) => `vitamin ${name.trim()}`),
  ]);
  const bareNumber = item.label_class !== null;
  // A cosmetic is not eaten: its ingredients are food additives only where it says so ('E171').
  const additive =
    (item.e_number ? knowledge.additives.lookup(item.e_number) : null) ??
    (kind === 'cosmetic'
      ? null
      : firstOf(names, (name) => knowledge.additives.lookup(name, { bareNumber })));
  const allergenById = new Map<string, AllergenEntry>();
  for (const name of names)
    for (const entry of knowledge.allergens.match(name)) allergenById.set(entry.id, entry);
  const allergens = [...allergenById.values()];
  const substance = resolveSubstance(knowledge, names);
  const foodSubstance = firstOf(names, (name) => knowledge.foodSubstances.lookup(name));
  const cosmeticMatch = firstOf(names, (name) => knowledge.cosmetics.lookup(name));
  // A plain food in generic words ('palm oil', 'glucose syrup') when nothing more specific knows it.
  const food =
    findFood(knowledge, names) ??
    (kind !== 'cosmetic' && !additive && !substance && !foodSubstance
      ? basicLabelFood(names)
      : null);
  // A cosmetic ingredient counts on a cosmetic label; elsewhere only when nothing else knows the
  // name and the EU cosmetic rules say something about it (a ban, a limit, a fragrance allergen).
  const cosmetic =
    kind === 'cosmetic' ||
    (!additive &&
      !substance &&
      !foodSubstance &&
      !food &&
      (cosmeticMatch?.annex || cosmeticMatch?.fragrance_allergen))
      ? cosmeticMatch
      : null;
  const major = allergens.filter((entry) => entry.type === 'major_allergen');
  const isFoodSubstance = substance?.kind === 'food';

  const kinds: IngredientKnowledgeKind[] = [];
  if (additive) kinds.push('additive');
  if (major.length > 0) kinds.push('allergen');
  if (foodSubstance) kinds.push('food_substance');
  if (cosmetic) kinds.push('cosmetic_ingredient');
  if (cosmetic?.fragrance_allergen) kinds.push('fragrance_allergen');
  if (substance) kinds.push(SUBSTANCE_CATEGORY[substance.kind]);
  if (food && !kinds.includes('food')) kinds.push('food');

  const ids = [
    ...(additive ? [`additive:${additive.id}`] : []),
    ...(cosmetic ? [`cosmetic:${cosmetic.id}`] : []),
    ...(substance ? [`substance:${substance.id}`] : []),
    ...(foodSubstance ? [`food-substance:${foodSubstance.id}`] : []),
    ...allergens.map((entry) => `allergen:${entry.id}`),
    ...(food ? [`food:${food.id}`] : []),
  ];

  // The primary record: what the label most specifically names, by the label's kind.
  const byPriority: [string | null, string | null][] =
    kind === 'cosmetic'
      ? [
          [cosmetic && `cosmetic:${cosmetic.id}`, cosmetic?.name ?? null],
          [additive && `additive:${additive.id}`, additive?.name ?? null],
          [substance && `substance:${substance.id}`, substance?.name ?? null],
        ]
      : kind === 'supplement'
        ? [
            [
              substance && !isFoodSubstance ? `substance:${substance.id}` : null,
              substance?.name ?? null,
            ],
            [additive && `additive:${additive.id}`, additive?.name ?? null],
          ]
        : [
            [additive && `additive:${additive.id}`, additive?.name ?? null],
            [
              substance && !isFoodSubstance ? `substance:${substance.id}` : null,
              substance?.name ?? null,
            ],
          ];
  byPriority.push(
    [foodSubstance && `food-substance:${foodSubstance.id}`, foodSubstance?.name ?? null],
    // A food of the knowledge base ('peanut oil' is in 'cooking oils') keeps the label's name.
    [substance && `substance:${substance.id}`, item.name],
    [cosmetic && `cosmetic:${cosmetic.id}`, cosmetic?.name ?? null],
    [major[0] ? `allergen:${major[0].id}` : null, item.name],
    // A diet group alone ('gelatine', 'honey') is still something we know.
    [allergens[0] ? `allergen:${allergens[0].id}` : null, item.name],
    [food && `food:${food.id}`, item.name],
  );
  const primary = byPriority.find(([id]) => id !== null);

  const functions = unique([
    ...(item.label_class ? [item.label_class] : []),
    ...(additive?.functions ?? []),
    ...(cosmetic?.functions ?? []),
    ...(foodSubstance?.technical_effects ?? []),
  ]);

  return {
    name: primary?.[1] ?? item.name,
    id: primary?.[0] ?? null,
    ids,
    kinds,
    functions,
    e_number: additive?.e_number ?? item.e_number,
    additive,
    allergens,
    cosmetic,
    substance,
    foodSubstance,
    food,
  };
}
