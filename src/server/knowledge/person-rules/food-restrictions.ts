/**
 * What a diet restriction or a diet type rules out, as knowledge: the allergen and diet-group
 * records of data/allergens (their ingredient names: hazelnut, praline, gianduja → tree nuts;
 * semolina, malt, couscous → gluten; whey, casein, skimmed milk powder → milk; gelatin, carmine,
 * lard → the vegetarian groups) plus the names a religious or health rule adds that no allergen
 * record holds (pork and alcohol for halal; pork, shellfish and carmine for kosher; salt and
 * sugars for low-sodium and low-sugar). The person's own words are read by `restrictionFor`.
 */

/** The diets the additive records state a status for (E441 gelatin is 'no' for vegetarians). */
export const CHECKED_DIETS = ['vegan', 'vegetarian', 'pescatarian'] as const;
export type CheckedDiet = (typeof CHECKED_DIETS)[number];

export type RuleLevel = 'avoid' | 'caution';

/** A name the rule adds, with how strongly and why ('often made from pork'). */
export interface RestrictionName {
  name: string;
  level: RuleLevel;
  /** Said after the name when it is a caution: what to check on the pack. */
  why?: string;
}

export interface RestrictionRule {
  id: string;
  /** How the warnings name it: 'nut-free', 'halal'. */
  label: string;
  /** What it rules out, in a few words for notes: 'tree nuts and peanuts'. */
  summary: string;
  /** Allergen and diet-group records (knowledge ids) whose every ingredient name it rules out. */
  groups: readonly string[];
  /** Groups it asks to check rather than rule out (halal: gelatin may be from pork). */
  cautionGroups?: readonly { id: string; why: string }[];
  /** Diet: every record the knowledge says this diet excludes, and the additives' diet status. */
  diet?: CheckedDiet;
  /** Further ingredient names. */
  names?: readonly RestrictionName[];
  /** Phrases that contain one of `names` but are not it ('wine vinegar', 'ginger beer'). */
  notNames?: readonly string[];
  /** A rule of taste or health rather than safety: its findings are cautions. */
  soft?: boolean;
}

const PORK: RestrictionName[] = [
  'pork',
  'ham',
  'bacon',
  'lardon',
  'pancetta',
  'prosciutto',
  'chorizo',
  'lard',
  'pork fat',
  'pork gelatin',
  'pork rind',
  'gammon',
  'guanciale',
].map((name) => ({ name, level: 'avoid' as const }));
const OFTEN_PORK: RestrictionName[] = ['salami', 'pepperoni', 'sausage', 'frankfurter'].map(
  (name) => ({ name, level: 'caution' as const, why: 'often made from pork' }),
);
const ALCOHOL: RestrictionName[] = [
  'alcohol',
  'ethanol',
  'ethyl alcohol',
  'wine',
  'beer',
  'rum',
  'brandy',
  'cognac',
  'whisky',
  'whiskey',
  'vodka',
  'gin',
  'liqueur',
  'sherry',
  'marsala',
  'kirsch',
  'mirin',
  'sake',
  'stout',
  'lager',
  'cider',
].map((name) => ({ name, level: 'avoid' as const }));
const NOT_ALCOHOL = [
  'wine vinegar',
  'red wine vinegar',
  'white wine vinegar',
  'cider vinegar',
  'apple cider vinegar',
  'ginger beer',
  'root beer',
  'alcohol free',
  'non alcoholic',
  'sugar alcohol',
];

/**
 * Every restriction we apply. Allergen-free restrictions not listed here ('sesame-free',
 * 'mustard-free') are read through the allergen records' own words by `restrictionFor`.
 */
export const RESTRICTION_RULES: Record<string, RestrictionRule> = {
  'nut-free': {
    id: 'nut-free',
    label: 'nut-free',
    summary: 'tree nuts and peanuts',
    groups: ['tree-nuts', 'peanut'],
  },
  'peanut-free': {
    id: 'peanut-free',
    label: 'peanut-free',
    summary: 'peanuts',
    groups: ['peanut'],
  },
  'tree-nut-free': {
    id: 'tree-nut-free',
    label: 'tree-nut-free',
    summary: 'tree nuts',
    groups: ['tree-nuts'],
  },
  'gluten-free': {
    id: 'gluten-free',
    label: 'gluten-free',
    summary: 'gluten (wheat, barley, rye, spelt, oats not labelled gluten-free, malt)',
    groups: ['gluten', 'wheat'],
  },
  'wheat-free': { id: 'wheat-free', label: 'wheat-free', summary: 'wheat', groups: ['wheat'] },
  'dairy-free': {
    id: 'dairy-free',
    label: 'dairy-free',
    summary: 'milk and everything made from it',
    groups: ['milk'],
  },
  'lactose-free': {
    id: 'lactose-free',
    label: 'lactose-free',
    summary: 'milk and milk ingredients (lactose)',
    groups: ['milk'],
  },
  'egg-free': { id: 'egg-free', label: 'egg-free', summary: 'eggs', groups: ['egg'] },
  'soy-free': { id: 'soy-free', label: 'soy-free', summary: 'soy', groups: ['soy'] },
  'fish-free': { id: 'fish-free', label: 'fish-free', summary: 'fish', groups: ['fish'] },
  'shellfish-free': {
    id: 'shellfish-free',
    label: 'shellfish-free',
    summary: 'crustaceans and molluscs',
    groups: ['crustaceans', 'molluscs'],
  },
  vegan: {
    id: 'vegan',
    label: 'vegan',
    summary: 'meat, fish, milk, eggs, honey and other animal products',
    groups: [],
    diet: 'vegan',
  },
  vegetarian: {
    id: 'vegetarian',
    label: 'vegetarian',
    summary: 'meat, fish, gelatin, carmine and other slaughter products',
    groups: [],
    diet: 'vegetarian',
  },
  pescatarian: {
    id: 'pescatarian',
    label: 'pescatarian',
    summary: 'meat, gelatin, carmine and other land-animal slaughter products',
    groups: [],
    diet: 'pescatarian',
  },
  halal: {
    id: 'halal',
    label: 'halal',
    summary: 'pork and alcohol',
    groups: [],
    cautionGroups: [
      { id: 'gelatin', why: 'gelatin is often from pork; look for a halal mark' },
      { id: 'animal-rennet', why: 'rennet may come from an animal not slaughtered halal' },
      { id: 'meat', why: 'meat must be halal-slaughtered; look for a halal mark' },
      { id: 'animal-fat', why: 'animal fat may be pork or from an animal not slaughtered halal' },
      { id: 'carmine', why: 'scholars differ on carmine (cochineal insects)' },
    ],
    names: [...PORK, ...OFTEN_PORK, ...ALCOHOL],
    notNames: NOT_ALCOHOL,
  },
  kosher: {
    id: 'kosher',
    label: 'kosher',
    summary: 'pork, shellfish, fish without fins and scales, and insects such as carmine',
    groups: ['crustaceans', 'molluscs', 'carmine'],
    cautionGroups: [
      { id: 'gelatin', why: 'gelatin is often from pork; look for a kosher mark' },
      { id: 'animal-rennet', why: 'rennet must come from a kosher source' },
      {
        id: 'meat',
        why: 'meat must be kosher-slaughtered and never eaten with milk; look for a kosher mark',
      },
      { id: 'animal-fat', why: 'animal fat may be pork or not kosher' },
    ],
    names: [
      ...PORK,
      ...OFTEN_PORK,
      ...['rabbit', 'eel', 'catfish', 'shark', 'swordfish', 'monkfish', 'sturgeon', 'caviar'].map(
        (name) => ({ name, level: 'avoid' as const }),
      ),
    ],
  },
  'low-sodium': {
    id: 'low-sodium',
    label: 'low-sodium',
    summary: 'added salt and salty seasonings',
    groups: [],
    soft: true,
    names: [
      'salt',
      'sea salt',
      'sodium chloride',
      'monosodium glutamate',
      'e621',
      'soy sauce',
      'fish sauce',
      'stock cube',
      'bouillon',
      'yeast extract',
      'sodium bicarbonate',
      'baking soda',
    ].map((name) => ({ name, level: 'caution' as const })),
  },
  'low-sugar': {
    id: 'low-sugar',
    label: 'low-sugar',
    summary: 'added sugars and syrups',
    groups: [],
    soft: true,
    names: [
      'sugar',
      'cane sugar',
      'brown sugar',
      'icing sugar',
      'glucose',
      'glucose syrup',
      'glucose fructose syrup',
      'fructose glucose syrup',
      'high fructose corn syrup',
      'corn syrup',
      'dextrose',
      'sucrose',
      'fructose',
      'invert sugar',
      'golden syrup',
      'maple syrup',
      'agave syrup',
      'rice syrup',
      'date syrup',
      'molasses',
      'treacle',
      'honey',
      'coconut sugar',
      'maltose',
    ].map((name) => ({ name, level: 'caution' as const })),
    notNames: ['sugar snap pea', 'sugar snap', 'no added sugar', 'sugar free', 'blood sugar'],
  },
};

/** The words people write for each rule (after 'free', '-free' and 'no' are read). */
const RESTRICTION_WORDS: [RegExp, string][] = [
  [/\b(?:tree ?nut)s?[- ]?free\b|\bno tree ?nuts?\b/, 'tree-nut-free'],
  [/\bpea ?nuts?[- ]?free\b|\bno pea ?nuts?\b/, 'peanut-free'],
  [/\bnuts?[- ]?free\b|\bno nuts?\b|^nuts?$/, 'nut-free'],
  [/\bgluten[- ]?free\b|\bno gluten\b|\bco?eliac\b/, 'gluten-free'],
  [/\bwheat[- ]?free\b|\bno wheat\b/, 'wheat-free'],
  [/\blactose[- ]?free\b|\bno lactose\b|\blactose intoleran/, 'lactose-free'],
  [/\b(?:dairy|milk)[- ]?free\b|\bno (?:dairy|milk)\b/, 'dairy-free'],
  [/\beggs?[- ]?free\b|\bno eggs?\b/, 'egg-free'],
  [/\bsoya?[- ]?free\b|\bno soya?\b/, 'soy-free'],
  [/\bshell ?fish[- ]?free\b|\bno shell ?fish\b/, 'shellfish-free'],
  [/\bfish[- ]?free\b|\bno fish\b/, 'fish-free'],
  [/\bvegan\b|\bplant[- ]based\b/, 'vegan'],
  [/\bvegetarian\b|\bno meat\b|\bmeat[- ]?free\b/, 'vegetarian'],
  [/\bpesc[ae]tarian\b/, 'pescatarian'],
  [/\bhalal\b/, 'halal'],
  [/\bkosher\b/, 'kosher'],
  [/\blow[- ]?(?:sodium|salt)\b|\bno (?:added )?salt\b|\bsalt[- ]?free\b/, 'low-sodium'],
  [/\blow[- ]?sugar\b|\bno (?:added )?sugar\b|\bsugar[- ]?free\b/, 'low-sugar'],
];

/** The rule a restriction's words (or a diet type) name, when we know it. */
export function restrictionFor(text: string): RestrictionRule | null {
  const lower = text.trim().toLowerCase().replace(/_/g, ' ');
  for (const [pattern, id] of RESTRICTION_WORDS)
    if (pattern.test(lower)) return RESTRICTION_RULES[id]!;
  return null;
}

/** '<allergen>-free' / 'no <allergen>': the allergen words left once 'free' and 'no' are read. */
export function allergenWordsOf(text: string): string | null {
  const lower = text.trim().toLowerCase();
  const free = /^(.+?)[- ]?free$/.exec(lower) ?? /^no (.+)$/.exec(lower);
  return free ? free[1]!.trim() : null;
}
