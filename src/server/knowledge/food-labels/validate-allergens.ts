/**
 * Checks the allergens beyond their schema ([] is valid): a major allergen names its regions and a
 * diet group names none but excludes a diet; no allergy term belongs to two records; no name is
 * listed twice in a record; and no 'not name' fails to contain one of the record's names (it would
 * never apply).
 */
import { labelWords } from './label-names';
import type { Allergen } from './allergen.schema';

export function validateAllergens(allergens: readonly Allergen[]): string[] {
  const problems: string[] = [];
  const terms = new Map<string, string>();
  for (const allergen of allergens) {
    const at = `allergen ${allergen.id}`;
    if (allergen.type === 'major_allergen' && allergen.regions.length === 0)
      problems.push(`${at}: a major allergen names the regions that declare it`);
    if (allergen.type === 'diet_group' && allergen.regions.length > 0)
      problems.push(`${at}: a diet group has no regions`);
    if (allergen.type === 'diet_group' && allergen.excluded_by.length === 0)
      problems.push(`${at}: a diet group names the diets that exclude it`);
    const names = new Set<string>();
    for (const name of allergen.names) {
      const key = labelWords(name).join(' ');
      if (key === '') problems.push(`${at}: name "${name}" has no words`);
      if (names.has(key)) problems.push(`${at}: name "${name}" is listed twice`);
      names.add(key);
    }
    for (const notName of allergen.not_names) {
      const key = ` ${labelWords(notName).join(' ')} `;
      if (![...names].some((name) => key.includes(` ${name} `)))
        problems.push(`${at}: not_name "${notName}" contains none of its names`);
    }
    for (const term of allergen.allergy_terms) {
      const key = labelWords(term).join(' ');
      const owner = terms.get(key);
      if (owner && owner !== allergen.id)
        problems.push(`${at}: allergy term "${term}" is also ${owner}'s`);
      terms.set(key, allergen.id);
    }
  }
  return problems;
}
