/**
 * Cosmetic INCI lists through the real label analysis (analyzeLabel over the shipped knowledge,
 * read from the data files, no database): EU Annex II substances come back prohibited and Annex
 * III substances restricted with their conditions, by the names real labels print (ADR
 * 051), and ordinary INCI names come back with no Annex flag at all.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyzedIngredient } from '#shared/contracts/ingredients.contract';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import type { CosmeticIngredient } from '#server/knowledge/cosmetics/cosmetic.schema';
import { analyzeLabel } from './analyze-label';
import type { LabelKnowledge } from './recognise';

const shipped = knowledgeFromFiles();
const knowledge: LabelKnowledge = {
  additives: shipped.additives,
  allergens: shipped.allergens,
  foodSubstances: shipped.food_substances,
  cosmetics: shipped.cosmetic_ingredients,
  interactions: shipped.interactions,
  foods: shipped.foods,
  oils: shipped.oils,
};

const cosmeticLabel = (text: string) => analyzeLabel(knowledge, text, 'cosmetic', null);
const record = (item: AnalyzedIngredient): CosmeticIngredient | null => {
  const id = item.id?.startsWith('cosmetic:') ? item.id.slice('cosmetic:'.length) : null;
  return id ? (shipped.cosmetic_ingredients.byId(id) as CosmeticIngredient | null) : null;
};
const levels = (item: AnalyzedIngredient) => item.flags.map((flag) => flag.level);
const annexFlags = (item: AnalyzedIngredient) =>
  item.flags.filter((flag) => /Annex I{2,3}\b/.test(flag.text));

describe('INCI lists with Annex II and III substances', () => {
  it('flags tretinoin as prohibited (Annex II) in "Aqua, Glycerin, Tretinoin, Parfum"', () => {
    const result = cosmeticLabel('Aqua, Glycerin, Tretinoin, Parfum');
    expect(result.ingredients.map((item) => item.text)).toEqual([
      'Aqua',
      'Glycerin',
      'Tretinoin',
      'Parfum',
    ]);
    const tretinoin = result.ingredients[2]!;
    expect(tretinoin.id).toBe('cosmetic:annex-ii-375');
    expect(tretinoin.kinds).toContain('cosmetic_ingredient');
    expect(tretinoin.flags[0]).toMatchObject({
      level: 'avoid',
      text: expect.stringContaining('Annex II'),
    });
    expect(tretinoin.flags.some((flag) => /entry 375\b/.test(flag.text))).toBe(true);
    expect(tretinoin.flags[0]!.sources.some((source) => source.url?.includes('/cosing/'))).toBe(
      true,
    );
    expect(result.summary).toEqual({ avoid: 1, caution: 0, unknown: 0 });
  });

  it('flags ammonium thioglycolate as restricted (Annex III) with its conditions', () => {
    const result = cosmeticLabel('Aqua, Ammonium Thioglycolate, Ammonium Hydroxide');
    const [, tga, hydroxide] = result.ingredients;
    expect(tga!.id).toBe('cosmetic:annex-iii-2a');
    expect(record(tga!)!.annex_refs).toEqual(['III-2a']);
    const restriction = annexFlags(tga!).find((flag) => flag.text.startsWith('Restricted'))!;
    expect(restriction.level).toBe('info');
    // Product types, maximum concentration, conditions and label warnings, as CosIng gives them.
    expect(restriction.text).toMatch(/Hair products/);
    expect(restriction.text).toMatch(/Depilatories/);
    expect(restriction.text).toMatch(/at most \(a\) \(i\) 8% \(ii\) 11%/);
    expect(restriction.text).toMatch(/pH 7 to 9\.5/);
    expect(restriction.text).toMatch(/Contains thioglycolate/);
    expect(levels(tga!)).toContain('caution');
    expect(tga!.functions).toContain('hair waving or straightening');
    // Ammonium hydroxide is Annex III too (entry 4, ammonia).
    expect(hydroxide!.id).toBe('cosmetic:annex-iii-4');
    expect(annexFlags(hydroxide!).length).toBeGreaterThan(0);
    expect(result.summary.unknown).toBe(0);
    expect(result.summary.avoid).toBe(0);
  });

  /** [INCI name as a label prints it, the Annex, the reference its record must hold]. */
  const TABLE: [string, 'II' | 'III', string][] = [
    // Annex II: prohibited.
    ['Tretinoin', 'II', 'II-375'],
    ['Retinoic Acid', 'II', 'II-375'],
    ['Hydroquinone', 'II', 'II-1339'],
    ['Mercurous Chloride', 'II', 'II-221'],
    ['Ammoniated Mercury', 'II', 'II-221'],
    ['Calomel', 'II', 'II-221'],
    ['Lead Acetate', 'II', 'II-289'],
    ['Clobetasol Propionate', 'II', 'II-300'],
    ['Betamethasone Valerate', 'II', 'II-300'],
    ['Hydrocortisone', 'II', 'II-300'],
    ['Butylphenyl Methylpropional', 'II', 'II-1666'],
    ['Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde', 'II', 'II-1380'],
    ['Isopropylparaben', 'II', 'II-1374'],
    ['Isobutylparaben', 'II', 'II-1375'],
    ['Phenylparaben', 'II', 'II-1376'],
    ['Benzylparaben', 'II', 'II-1377'],
    ['Pentylparaben', 'II', 'II-1378'],
    ['Zinc Pyrithione', 'II', 'II-1670'],
    ['Formaldehyde', 'II', 'II-1577'],
    ['Methylene Glycol', 'II', 'II-1579'],
    ['Cyclotetrasiloxane', 'II', 'II-1388'],
    ['4-Methylbenzylidene Camphor', 'II', 'II-1730'],
    ['3-Benzylidene Camphor', 'II', 'II-1379'],
    ['Quaternium-15', 'II', 'II-1386'],
    ['Dibutyl Phthalate', 'II', 'II-675'],
    ['Diethylhexyl Phthalate', 'II', 'II-677'],
    ['Colloidal Silver', 'II', 'II-1727'],
    ['Pyrogallol', 'II', 'II-409'],
    ['Catechol', 'II', 'II-408'],
    ['Lidocaine', 'II', 'II-399'],
    ['Minoxidil', 'II', 'II-372'],
    ['Hexachlorophene', 'II', 'II-371'],
    ['Estradiol', 'II', 'II-260'],
    ['Musk Ambrette', 'II', 'II-414'],
    ['Chloroatranol', 'II', 'II-1382'],
    ['Nickel Sulfate', 'II', 'II-1100'],
    ['Boric Acid', 'II', 'II-1395'],
    ['Sodium Borate', 'II', 'II-1396'],
    ['Sodium Perborate', 'II', 'II-1397'],
    ['Toluene-2,4-Diamine', 'II', 'II-364'],
    ['o-Phenylenediamine', 'II', 'II-363'],
    ['Diethanolamine', 'II', 'II-411'],
    ['Cholecalciferol', 'II', 'II-335'],
    ['Chloroform', 'II', 'II-366'],
    // Annex III: restricted.
    ['Ammonium Thioglycolate', 'III', 'III-2a'],
    ['Potassium Thioglycolate', 'III', 'III-2a'],
    ['Calcium Thioglycolate', 'III', 'III-2a'],
    ['Thioglycolic Acid', 'III', 'III-2a'],
    ['Glyceryl Thioglycolate', 'III', 'III-2b'],
    ['Salicylic Acid', 'III', 'III-98'],
    ['Sodium Salicylate', 'III', 'III-98'],
    ['Hydrogen Peroxide', 'III', 'III-12'],
    ['Urea Peroxide', 'III', 'III-12'],
    ['Benzoyl Peroxide', 'III', 'III-94'],
    ['p-Phenylenediamine', 'III', 'III-8a'],
    ['Toluene-2,5-Diamine', 'III', 'III-9a'],
    ['Resorcinol', 'III', 'III-22'],
    ['Sodium Hydroxide', 'III', 'III-15a'],
    ['Calcium Hydroxide', 'III', 'III-15c'],
    ['Sodium Fluoride', 'III', 'III-31'],
    ['Sodium Monofluorophosphate', 'III', 'III-27'],
    ['Stannous Fluoride', 'III', 'III-35'],
    ['Selenium Sulfide', 'III', 'III-49'],
    ['Talc', 'III', 'III-59'],
    ['Triethanolamine', 'III', 'III-62'],
    ['Cocamide DEA', 'III', 'III-60'],
    ['Ethanolamine', 'III', 'III-61'],
    ['Benzalkonium Chloride', 'III', 'III-65'],
    ['Retinol', 'III', 'III-376'],
    ['Retinyl Palmitate', 'III', 'III-376'],
    ['Kojic Acid', 'III', 'III-375'],
    ['Alpha-Arbutin', 'III', 'III-377'],
    ['Dihydroxyacetone', 'III', 'III-322'],
    ['Methyl Salicylate', 'III', 'III-324'],
    ['BHT', 'III', 'III-325'],
    ['Titanium Dioxide', 'III', 'III-321'],
    ['Zinc Gluconate', 'III', 'III-24'],
    ['Silver Nitrate', 'III', 'III-48'],
    ['Oxalic Acid', 'III', 'III-3'],
    ['Climbazole', 'III', 'III-310'],
    ['Ethoxydiglycol', 'III', 'III-297'],
    ['Methyl Alcohol', 'III', 'III-52'],
    ['Linalool', 'III', 'III-84'],
    ['Limonene', 'III', 'III-88'],
    ['Benzyl Alcohol', 'III', 'III-45'],
    ['Hydrolyzed Wheat Protein', 'III', 'III-307'],
    ['Sodium Metabisulfite', 'III', 'III-99'],
    ['Methyl Eugenol', 'III', 'III-102'],
    ['HC Blue No. 2', 'III', 'III-247'],
    ['Basic Red 51', 'III', 'III-269'],
  ];

  it(`recognises ${TABLE.length} Annex II and III substances by their label names`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const [name, annex, ref] of TABLE) {
      const items = cosmeticLabel(name).ingredients;
      const item = items[0]!;
      const found = record(item);
      const flagged =
        annex === 'II'
          ? levels(item).includes('avoid') &&
            item.flags.some((flag) => /Annex II\b/.test(flag.text))
          : !levels(item).includes('avoid') &&
            item.flags.some((flag) => /Annex III\b/.test(flag.text));
      if (
        items.length !== 1 ||
        found?.annex !== annex ||
        !found.annex_refs.includes(ref) ||
        !flagged
      )
        wrong.push(`${name}: ${item.id} ${found?.annex} ${found?.annex_refs.join(' ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads them inside a full INCI list too', () => {
    const result = cosmeticLabel(
      'Aqua, Cetearyl Alcohol, Hydroquinone, Glycerin, Triethanolamine, Sodium Metabisulfite, Tocopherol, Clobetasol Propionate, Parfum, Limonene',
    );
    const ids = Object.fromEntries(result.ingredients.map((item) => [item.text, item.id]));
    expect(ids['Hydroquinone']).toBe('cosmetic:annex-ii-1339');
    expect(ids['Clobetasol Propionate']).toBe('cosmetic:annex-ii-300');
    expect(ids['Triethanolamine']).toBe('cosmetic:annex-iii-62');
    expect(result.summary).toMatchObject({ avoid: 2, unknown: 0 });
  });
});

describe('ordinary INCI names', () => {
  const ORDINARY = [
    'Aqua',
    'Glycerin',
    'Cetearyl Alcohol',
    'Dimethicone',
    'Tocopherol',
    'Niacinamide',
    'Sodium Hyaluronate',
    'Butylene Glycol',
    'Propylene Glycol',
    'Caprylic/Capric Triglyceride',
    'Cetyl Alcohol',
    'Stearyl Alcohol',
    'Glyceryl Stearate',
    'PEG-100 Stearate',
    'Xanthan Gum',
    'Carbomer',
    'Panthenol',
    'Allantoin',
    'Squalane',
    'Butyrospermum Parkii Butter',
    'Simmondsia Chinensis Seed Oil',
    'Helianthus Annuus Seed Oil',
    'Sodium Chloride',
    'Citric Acid',
    'Sodium Citrate',
    'Disodium EDTA',
    'Sodium Laureth Sulfate',
    'Cocamidopropyl Betaine',
    'Decyl Glucoside',
    'Isopropyl Myristate',
    'Ethylhexylglycerin',
    'Tocopheryl Acetate',
    'Ascorbic Acid',
    'Urea',
    'Aloe Barbadensis Leaf Juice',
    'Polysorbate 20',
    'Lecithin',
    'Mica',
    'Silica',
    'Kaolin',
    'Stearic Acid',
    'Petrolatum',
    'Paraffinum Liquidum',
    'Caprylyl Glycol',
    'Behenyl Alcohol',
    'Sorbitol',
    'Sodium PCA',
    'Betaine',
    'Ceramide NP',
    'Cholesterol',
    'Bisabolol',
    'Sodium Stearate',
  ];

  // Petrolatum and mineral oil keep an 'info' note on the refining condition of the Annex II
  // petroleum entries; neither is one of those entries.
  it(`gives none of ${ORDINARY.length} common ingredients an Annex entry, a ban or a caution`, () => {
    expect(ORDINARY.length).toBeGreaterThanOrEqual(40);
    const result = cosmeticLabel(ORDINARY.join(', '));
    expect(result.ingredients.map((item) => item.text)).toEqual(ORDINARY);
    const flagged = result.ingredients
      .filter(
        (item) =>
          item.id === null ||
          record(item)?.annex != null ||
          levels(item).some((level) => level !== 'info') ||
          item.flags.some((flag) => /^Restricted in EU|is prohibited in/.test(flag.text)),
      )
      .map((item) => `${item.text}: ${item.id}`);
    expect(flagged).toEqual([]);
    expect(result.summary).toEqual({ avoid: 0, caution: 0, unknown: 0 });
  });

  it('does not match short generic words to an Annex entry', () => {
    for (const word of [
      'oil',
      'water',
      'salt',
      'sugar',
      'acid',
      'extract',
      'sodium',
      'alcohol',
      'fragrance',
      'powder',
      'wax',
      'butter',
      'lead-free',
      'colour',
      'coal',
      'mercury-free',
      'salts',
      'esters',
      'compounds',
    ]) {
      const entry = shipped.cosmetic_ingredients.lookup(word);
      expect(entry?.annex ?? null, word).toBeNull();
    }
  });
});
