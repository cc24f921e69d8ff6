/**
 * Plain foods that labels name in generic words the nutrition tables do not hold as entries
 * ('palm oil', 'glucose syrup', 'cocoa mass', 'carbonated water'), so that a basic food is called
 * a food rather than 'not assessed'. Only unmistakable foods are here: no flavouring (what is in
 * one is unknown), nothing an additive, allergen or substance record already names. Allergens and
 * diet groups are still read from the allergen knowledge for every name, whatever is here.
 */
import { normalizeName } from '#server/knowledge/normalize-name';

const BASIC_FOODS: Record<string, readonly string[]> = {
  water: [
    'water',
    'carbonated water',
    'sparkling water',
    'spring water',
    'mineral water',
    'natural mineral water',
    'drinking water',
    'filtered water',
  ],
  'glucose syrup': [
    'glucose syrup',
    'glucose',
    'dried glucose syrup',
    'glucose fructose syrup',
    'fructose glucose syrup',
    'corn syrup solids',
  ],
  fructose: ['fructose'],
  'invert sugar syrup': ['invert sugar syrup', 'invert sugar', 'candy sugar syrup'],
  'cane sugar': ['cane sugar', 'brown sugar', 'raw cane sugar', 'sucrose', 'caramelised sugar'],
  molasses: ['molasses', 'treacle'],
  'palm oil': ['palm oil', 'palm fat', 'palm', 'palm kernel oil', 'palm kernel fat'],
  'vegetable oil': ['vegetable oil', 'vegetable oils', 'vegetable fat', 'vegetable fats'],
  'rapeseed oil': ['rapeseed', 'canola'],
  'sunflower oil': ['sunflower'],
  'shea butter': ['shea', 'shea fat', 'shea butter'],
  'sal fat': ['sal', 'sal fat'],
  'mango kernel fat': ['mango kernel', 'mango kernel fat'],
  'cocoa butter': ['cocoa butter'],
  'cocoa mass': ['cocoa mass', 'cocoa liquor', 'chocolate liquor', 'cocoa solids'],
  cocoa: [
    'cocoa',
    'cocoa powder',
    'fat reduced cocoa',
    'fat reduced cocoa powder',
    'low fat cocoa powder',
  ],
  'corn starch': ['corn starch', 'cornstarch', 'maize starch', 'rice starch', 'starch'],
  'corn flour': ['corn flour', 'maize flour', 'rice flour', 'potato flakes', 'potato starch'],
  yeast: ['yeast', 'dried yeast', "baker's yeast"],
  vinegar: ['spirit vinegar', 'white wine vinegar', 'cider vinegar', 'malt vinegar'],
  'lemon juice': ['lemon juice', 'lemon juice concentrate', 'concentrated lemon juice'],
  'fruit juice': ['fruit juice', 'fruit juice from concentrate', 'apple juice from concentrate'],
  onion: ['onion', 'onions', 'green onions', 'spring onions', 'onion powder'],
  pepper: ['pepper', 'black pepper', 'white pepper'],
  'tomato paste': ['tomato paste', 'tomato puree', 'tomato concentrate'],
};

const BY_NAME = new Map<string, { id: string; name: string }>();
for (const [canonical, names] of Object.entries(BASIC_FOODS)) {
  const id = `label-${normalizeName(canonical).replace(/\s+/g, '-')}`;
  for (const name of names) BY_NAME.set(normalizeName(name), { id, name: canonical });
}

/** The plain food a label's name (or one of its other names) is, when it is one of these. */
export function basicLabelFood(names: readonly string[]): { id: string; name: string } | null {
  for (const name of names) {
    const found = BY_NAME.get(normalizeName(name));
    if (found) return found;
  }
  return null;
}
