import { describe, expect, it } from 'vitest';
import { CHECK_LIMITS } from '#shared/contracts/interactions.contract';
import { parseIngredientList } from './parse-ingredient-list';

describe('parseIngredientList', () => {
  it('splits on commas, semicolons, new lines and full stops, and drops labels, amounts and bracketed notes', () => {
    const label = `Supplement Facts: Vitamin C (as ascorbic acid) 500 mg 556%, Vitamin D3 1,000 IU; Magnesium 200mg (48% DV)
Zinc 15 mg, St. John's wort (Hypericum perforatum, aerial parts) extract 300 mg
Other ingredients: gelatin, rice flour, magnesium stearate. Omega 3, Fish oil 1 g, Vitamin B12 25 mcg`;
    expect(parseIngredientList(label)).toEqual([
      'Vitamin C',
      'Vitamin D3',
      'Magnesium',
      'Zinc',
      "St. John's wort",
      'gelatin',
      'rice flour',
      'magnesium stearate',
      'Omega 3',
      'Fish oil',
      'Vitamin B12',
    ]);
  });

  it('drops a label that follows a separator', () => {
    expect(
      parseIngredientList('Ginkgo biloba leaf extract 60mg; Other ingredients: gelatin'),
    ).toEqual(['Ginkgo biloba leaf', 'gelatin']);
  });

  it('keeps each name once, whatever its case, and ignores empty parts and bare numbers', () => {
    expect(parseIngredientList('Caffeine, caffeine;; , 200 mg,\n\n  Green tea  ')).toEqual([
      'Caffeine',
      'Green tea',
    ]);
  });

  it('cuts a name to the longest the check accepts', () => {
    const [name] = parseIngredientList('x'.repeat(200));
    expect(name).toHaveLength(CHECK_LIMITS.maxNameLength);
  });
});
