/**
 * The shipped FDA food substances (data/food_substances/*.json, generated from FDA's inventory):
 * clean names and effects, and lookups by name (any case or punctuation) and by CAS number.
 */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { buildFoodSubstanceIndex } from './food-substance-index';
import { foodSubstancesKind } from './food-substances.kind';
import { FDA_INVENTORY_URL, validateFoodSubstances } from './validate-food-substances';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [foodSubstancesKind]);
const substances = files.records(foodSubstancesKind);
const index = buildFoodSubstanceIndex(substances);

describe('the shipped food substances', () => {
  it("load with no problems and hold FDA's inventory", () => {
    expect(files.problems).toEqual([]);
    expect(substances.length).toBeGreaterThan(3900);
    expect(new Set(substances.map((s) => s.id)).size).toBe(substances.length);
    for (const substance of substances) {
      expect(substance.sources[0]!.url).toBe(FDA_INVENTORY_URL);
      expect(substance.name).not.toMatch(/<br|^\s|\s$|"/);
      for (const effect of substance.technical_effects)
        expect(effect).toMatch(/^[a-z][a-z ,\-()]*[a-z)]$/);
    }
  });

  it("keep FDA's notes off the name", () => {
    const delisted = substances.filter((s) => s.fda_note === 'DELISTED');
    expect(delisted.length).toBeGreaterThan(0);
    for (const substance of delisted) expect(substance.name).not.toMatch(/--/);
  });
});

describe('food substance lookup', () => {
  it('finds a substance by name in any case or punctuation', () => {
    const ace = index.lookup('acesulfame potassium');
    expect(ace).toMatchObject({ name: 'Acesulfame potassium', cas: '55589-62-3' });
    expect(ace!.technical_effects).toEqual(['non-nutritive sweetener']);
    expect(index.lookup('ACESULFAME-POTASSIUM')?.id).toBe(ace!.id);
    expect(index.lookup('  Acesulfame  Potassium ')?.id).toBe(ace!.id);
  });

  it('splits and de-duplicates the technical effects', () => {
    const acetone = index.lookup('acetone')!;
    expect(acetone.technical_effects).toEqual([
      'flavor enhancer',
      'flavoring agent or adjuvant',
      'solvent or vehicle',
      'washing or surface removal agent',
    ]);
  });

  it('finds a substance by CAS number', () => {
    expect(index.lookup('55589-62-3')?.name).toBe('Acesulfame potassium');
    expect(index.lookup(' 55589 - 62 - 3 ')?.name).toBe('Acesulfame potassium');
    expect(index.lookup('00000-00-0')).toBeNull();
  });

  it('writes names readably', () => {
    expect(index.lookup('L-cysteine')?.name).toMatch(/^L-cysteine/);
    expect(index.lookup('FD&C Blue No. 1')?.name).toBe('FD&C Blue No. 1');
    expect(index.lookup('fd&c blue no. 1, aluminum lake')?.name).toBe(
      'FD&C Blue No. 1, aluminum lake',
    );
  });

  it('never guesses', () => {
    expect(index.lookup('acesulfame')).toBeNull();
    expect(index.lookup('')).toBeNull();
    expect(index.lookup('unobtainium')).toBeNull();
  });

  it('the validator reports what it exists for', () => {
    const ace = index.lookup('acesulfame potassium')!;
    expect(validateFoodSubstances([ace])).toEqual([]);
    expect(
      validateFoodSubstances([
        {
          ...ace,
          technical_effects: ['Sweetener', 'Sweetener'],
          sources: [{ title: 'x', url: 'https://www.fda.gov/' }],
        },
      ]),
    ).toEqual([
      `food substance ${ace.id}: technical effects are lower case`,
      `food substance ${ace.id}: a technical effect is listed twice`,
      `food substance ${ace.id}: cite FDA's Substances Added to Food inventory`,
    ]);
  });
});
