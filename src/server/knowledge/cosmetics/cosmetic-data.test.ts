/**
 * The shipped cosmetic-ingredient files (ADR 034): generated from CosIng's Annex II and III
 * exports and the common INCI list, valid, sourced, merged to one entry per substance, and looked
 * up by INCI name, synonym, slash form and CAS number without ever landing on another substance.
 */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { parseCsv } from '../read-csv';
import { COMMON_INCI } from './authoring/common-inci';
import { cosmeticIngredientsKind } from './cosmetic-ingredients.kind';
import { buildCosmeticIndex } from './cosmetic-index';
import type { CosmeticIngredient } from './cosmetic.schema';
import { FRAGRANCE_ALLERGEN_FLAG, validateCosmeticIngredients } from './validate-cosmetics';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [cosmeticIngredientsKind]);
const entries = files.records(cosmeticIngredientsKind);
const index = buildCosmeticIndex(entries);
const find = (text: string) => {
  const entry = index.lookup(text);
  if (!entry) throw new Error(`no cosmetic ingredient for "${text}"`);
  return entry;
};

/** The 26 labelled fragrance allergens of 2009 (Annex III entries 67-92, and benzyl alcohol). */
const THE_26 = [
  'Amyl Cinnamal',
  'Benzyl Alcohol',
  'Cinnamyl Alcohol',
  'Citral',
  'Eugenol',
  'Hydroxycitronellal',
  'Isoeugenol',
  'Amylcinnamyl Alcohol',
  'Benzyl Salicylate',
  'Cinnamal',
  'Coumarin',
  'Geraniol',
  'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde',
  'Anise Alcohol',
  'Benzyl Cinnamate',
  'Farnesol',
  'Butylphenyl Methylpropional',
  'Linalool',
  'Benzyl Benzoate',
  'Citronellol',
  'Hexyl Cinnamal',
  'Limonene',
  'Methyl 2-Octynoate',
  'Alpha-Isomethyl Ionone',
  'Evernia Prunastri Extract',
  'Evernia Furfuracea Extract',
];

describe('cosmetic ingredient data files', () => {
  it('validate with no problems', () => {
    expect(files.problems).toEqual([]);
  });

  it('hold every Annex II and III entry and the common INCI names', () => {
    expect(entries.filter((e) => e.annex === 'II').length).toBeGreaterThanOrEqual(1700);
    expect(entries.filter((e) => e.annex === 'III').length).toBeGreaterThanOrEqual(300);
    expect(COMMON_INCI.length).toBeGreaterThanOrEqual(250);
    expect(entries.filter((e) => e.functions.length > 0).length).toBeGreaterThanOrEqual(250);
    // CosIng's placeholders for moved entries are not substances.
    expect(entries.some((e) => /moved or deleted/i.test(e.name))).toBe(false);
  });

  it('cite a source on every entry and every flag', () => {
    for (const entry of entries) {
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      for (const flag of entry.flags) expect(flag.sources.length, entry.id).toBeGreaterThan(0);
    }
    const cosing = entries.filter((e) => e.sources.some((s) => s.url.includes('/cosing/')));
    expect(cosing.length).toBe(entries.length);
  });

  it('mark the 26 labelled fragrance allergens and those added by Regulation (EU) 2023/1545', () => {
    for (const name of THE_26) expect(find(name).fragrance_allergen, name).toBe(true);
    for (const name of [
      'Vanillin',
      'Menthol',
      'Camphor',
      'Benzaldehyde',
      'Linalyl Acetate',
      'Alpha-Terpinene',
    ])
      expect(find(name).fragrance_allergen, name).toBe(true);
    expect(find('Linalool').flags.map((f) => f.text)).toContain(FRAGRANCE_ALLERGEN_FLAG);
    expect(entries.filter((e) => e.fragrance_allergen).length).toBeGreaterThanOrEqual(80);
    // Two of the 26 are now prohibited outright.
    expect(find('Lilial').annex).toBe('II');
    expect(find('HICC').annex).toBe('II');
    expect(find('Glycerin').fragrance_allergen).toBe(false);
  });
});

describe('cosmetic ingredient lookup', () => {
  it('finds INCI names whatever the case, spacing and punctuation', () => {
    const sles = find('Sodium Laureth Sulfate');
    expect(find('SODIUM LAURETH SULFATE')).toBe(sles);
    expect(find('sodium laureth-sulfate')).toBe(sles);
    expect(find('Sodium Laureth Sulphate')).toBe(sles);
    expect(sles.functions).toContain('surfactant');
    expect(find('Cetearyl Alcohol').functions).toEqual(
      expect.arrayContaining(['emollient', 'emulsifier']),
    );
  });

  it('resolves aqua, water and eau (and the slash form) to one entry', () => {
    const aqua = find('Aqua');
    expect(aqua.functions).toContain('solvent');
    expect(find('water')).toBe(aqua);
    expect(find('Eau')).toBe(aqua);
    expect(find('Aqua/Water/Eau')).toBe(aqua);
    expect(find('Parfum (Fragrance)')).toBe(find('Fragrance'));
  });

  it('finds by CAS number', () => {
    expect(find('7732-18-5')).toBe(find('Aqua'));
    expect(find('50-00-0').name).toMatch(/formaldehyde/i);
    expect(find('122-99-6')).toBe(find('Phenoxyethanol'));
    expect(find('CAS 94-13-3')).toBe(find('Propylparaben'));
  });

  it('states the paraben limits and the five prohibited parabens', () => {
    const methyl = find('Methylparaben');
    expect(methyl.annex).toBeNull();
    expect(methyl.restrictions[0]!.max_concentration).toMatch(/0\.4%/);
    expect(find('Propylparaben').restrictions[0]!.max_concentration).toMatch(/0\.14%/);
    expect(find('Butylparaben').flags[0]!.text).toMatch(/nappy area/);
    for (const name of [
      'Isopropylparaben',
      'Isobutylparaben',
      'Phenylparaben',
      'Benzylparaben',
      'Pentylparaben',
    ]) {
      const entry = find(name);
      expect(entry.annex, name).toBe('II');
      expect(entry.flags[0]!.level, name).toBe('avoid');
    }
  });

  it('states the methylisothiazolinone and formaldehyde-releaser rules', () => {
    const mi = find('Methylisothiazolinone');
    expect(find('MIT')).toBe(mi);
    expect(mi.flags[0]!.level).toBe('caution');
    expect(mi.flags[0]!.text).toMatch(/leave-on/);
    expect(mi.restrictions[0]!.max_concentration).toMatch(/0\.0015%/);
    for (const name of ['DMDM Hydantoin', 'Imidazolidinyl Urea', 'Diazolidinyl Urea', 'Bronopol'])
      expect(
        find(name).flags.some((f) => /releases formaldehyde/.test(f.text)),
        name,
      ).toBe(true);
    expect(find('Quaternium-15').annex).toBe('II');
  });

  it('merges an INCI name that is also an Annex entry into one entry', () => {
    const salicylic = find('Salicylic Acid');
    expect(salicylic.annex).toBe('III');
    expect(salicylic.id).toBe('annex-iii-98');
    expect(salicylic.functions).toContain('exfoliant');
    expect(salicylic.restrictions.length).toBeGreaterThanOrEqual(2);
    const hydroquinone = find('Hydroquinone');
    expect(hydroquinone.annex).toBe('II');
    expect(hydroquinone.restrictions[0]!.product_types).toMatch(/nail/i);
    expect(find('123-31-9')).toBe(hydroquinone);
    const retinol = find('Retinol');
    expect(find('Retinyl Palmitate')).toBe(retinol);
    expect(retinol.flags.some((f) => /2024\/996/.test(f.text))).toBe(true);
    expect(find('Talc').annex).toBe('III');
    expect(find('Titanium Dioxide')).toBe(find('CI 77891'));
    expect(find('Zinc Pyrithione').annex).toBe('II');
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('knows UV filters, oils and colourants by their common names', () => {
    expect(find('Avobenzone')).toBe(find('Butyl Methoxydibenzoylmethane'));
    expect(find('Homosalate').restrictions[0]!.max_concentration).toMatch(/7\.34%/);
    expect(find('Zinc Oxide').functions).toContain('UV filter');
    expect(find('Shea Butter')).toBe(find('Butyrospermum Parkii Butter'));
    expect(find('Coconut Oil')).toBe(find('Cocos Nucifera Oil'));
    expect(find('Mineral Oil')).toBe(find('Paraffinum Liquidum'));
    expect(find('Beeswax')).toBe(find('Cera Alba'));
    expect(find('C.I. 75470')).toBe(find('Carmine'));
    expect(find('Carmine').flags.some((f) => /insects/.test(f.text))).toBe(true);
    expect(find('Parfum').flags[0]!.text).toMatch(/may contain allergens/);
    expect(find('Arachis Hypogaea Oil').name).toMatch(/peanut/i);
    expect(find('Sodium Hydroxide')).toBe(find('Potassium Hydroxide'));
  });

  it('answers null for what it does not know, never a near miss', () => {
    for (const text of [
      '',
      '   ',
      'xyzzy',
      'paraben',
      'sodium',
      'water melon',
      'Methylparabens',
      'aqu',
      '12-34-5',
      'oil',
      'fruit',
      'extract',
      'trimethylammonium',
    ])
      expect(index.lookup(text), text).toBeNull();
  });
});

describe('cosmetic ingredient index and validator', () => {
  const entry = (id: string, name: string, synonyms: string[] = []): CosmeticIngredient => ({
    id,
    name,
    synonyms,
    cas: null,
    functions: ['emollient'],
    annex: null,
    annex_refs: [],
    restrictions: [],
    fragrance_allergen: false,
    flags: [],
    sources: [{ title: 'CosIng', url: 'https://ec.europa.eu/growth/tools-databases/cosing/' }],
  });

  it('answers null for a synonym two entries share', () => {
    const both = buildCosmeticIndex([
      entry('a', 'Alpha Oil', ['Shared']),
      entry('b', 'Beta Oil', ['Shared']),
    ]);
    expect(both.lookup('Alpha Oil')?.id).toBe('a');
    expect(both.lookup('shared')).toBeNull();
  });

  it('reports two entries with one name, an Annex II entry without avoid, a synonym naming another', () => {
    const problems = validateCosmeticIngredients([
      entry('a', 'Alpha Oil'),
      entry('b', 'ALPHA-OIL'),
      { ...entry('c', 'Gamma', ['Delta']), annex: 'II' },
      entry('d', 'Delta'),
      { ...entry('e', 'Eps'), fragrance_allergen: true },
    ]);
    expect(problems.some((p) => p.includes('a, b'))).toBe(true);
    expect(problems.some((p) => p.includes('c: an Annex II'))).toBe(true);
    expect(problems.some((p) => p.includes('synonym "Delta"'))).toBe(true);
    expect(problems.some((p) => p.includes('e: a labelled fragrance allergen'))).toBe(true);
  });

  it('reads quoted CSV fields with commas, quotes and line breaks', () => {
    const rows = parseCsv('a,b,c\r\n1,"two, ""2""\nlines",3\n');
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, "2"\nlines', '3'],
    ]);
  });
});
