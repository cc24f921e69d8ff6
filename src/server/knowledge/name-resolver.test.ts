/**
 * The resolver's rules, each on a small knowledge base made for it, so a rule that breaks fails
 * here by name (the real names are tested in substance-search.test.ts and cases/*.cases.json).
 */
import { describe, expect, it } from 'vitest';
import { substanceSchema, type Substance } from './knowledge.schema';
import { createResolver } from './name-resolver';
import { buildNameEntries } from './substance-search';

const SOURCE = [{ title: 'Label (DailyMed)', url: 'https://dailymed.nlm.nih.gov/dailymed/' }];

function substance(
  id: string,
  fields: Partial<Substance> & Pick<Substance, 'name' | 'kind'>,
): Substance {
  return substanceSchema.parse({ id, summary: 'Test.', sources: SOURCE, ...fields });
}

const SUBSTANCES = [
  substance('atorvastatin', {
    name: 'Atorvastatin',
    kind: 'drug',
    classes: ['statin'],
    brands_us: ['Lipitor'],
  }),
  substance('cortisone', { name: 'Cortisone', kind: 'drug', classes: ['corticosteroid'] }),
  substance('other-vegetables', { name: 'Other vegetables', kind: 'food', synonyms: ['peppers'] }),
  substance('furosemide', {
    name: 'Furosemide',
    kind: 'drug',
    classes: ['loop-diuretic'],
    brands_us: ['Lasix'],
  }),
  substance('ibuprofen', {
    name: 'Ibuprofen',
    kind: 'drug',
    classes: ['nsaid'],
    brands_us: ['Advil'],
  }),
  substance('naproxen', {
    name: 'Naproxen',
    kind: 'drug',
    classes: ['nsaid'],
    brands_us: ['Aleve'],
  }),
  substance('phenobarbital', { name: 'Phenobarbital', kind: 'drug', classes: ['anticonvulsant'] }),
  substance('potassium', {
    name: 'Potassium (supplement)',
    kind: 'supplement',
    classes: ['potassium-source'],
  }),
  substance('minoxidil', { name: 'Minoxidil (tablets)', kind: 'drug' }),
  substance('minoxidil-topical', { name: 'Minoxidil topical (hair regrowth)', kind: 'drug' }),
  substance('grapefruit-juice', { name: 'Grapefruit juice', kind: 'food' }),
  substance('combined-pill', {
    name: 'Birth control pill (type not specified)',
    kind: 'drug',
    synonyms: ['birth control pill'],
  }),
  substance('vitamin-d', { name: 'Vitamin D', kind: 'supplement', classes: ['vitamin-d-source'] }),
];

const byId = new Map(SUBSTANCES.map((s) => [s.id, s]));
const resolve = createResolver(buildNameEntries(SUBSTANCES), byId);
const id = (text: string) => resolve(text)?.substanceId ?? null;

describe('name resolution', () => {
  it('resolves listed names, with doses, spacing and plurals as people write them', () => {
    expect(id('Lipitor 20 mg tablets')).toBe('atorvastatin');
    expect(id('grape fruit juice')).toBe('grapefruit-juice');
    expect(id('birth control pills')).toBe('combined-pill');
    expect(id('Advil Extra Strength Caplets')).toBe('ibuprofen');
  });

  it("resolves RxNorm's clinical-drug names by their ingredient, whatever the dose form", () => {
    // The dose forms and units of NLM's RxNorm list, as records name their medicines.
    for (const name of [
      'atorvastatin 20 MG Oral Tablet',
      'Atorvastatin 20 MG Metered Dose Inhaler',
      'atorvastatin 0.09 MG/ACTUAT Inhalation Aerosol',
      'atorvastatin 0.025 MG/HR Transdermal System',
      'atorvastatin 10 UNT/ML Prefilled Syringe',
      'atorvastatin 2 MEQ/ML Injectable Solution',
      'atorvastatin Sublingual Tablet',
    ])
      expect([name, id(name)]).toEqual([name, 'atorvastatin']);
    // A leftover word that is no dose or form still refuses (ADR 078).
    expect(id('atorvastatin sunshine inhaler')).toBeNull();
  });

  it('reads a bracketed qualifier off a name unless a route of the same medicine shares it', () => {
    expect(id('potassium')).toBe('potassium');
    expect(id('minoxidil')).toBeNull();
  });

  it('resolves a typo that keeps the first sound and can reach only one substance', () => {
    expect(id('ibuprofin')).toBe('ibuprofen');
    expect(id('atorvastatine')).toBe('atorvastatin');
    expect(id('fenobarbital')).toBe('phenobarbital');
  });

  it('never resolves an everyday word to a name one letter away', () => {
    expect(id('poppers')).toBeNull();
    expect(id('anvil')).toBeNull(); // one letter from Advil
  });

  it('never resolves a typo that changes the first letter', () => {
    expect(id('Sortisone')).toBeNull();
  });

  it('refuses a typo that could be a substance of another class', () => {
    expect(id('atorvastatn')).toBe('atorvastatin');
    const mixed = [
      ...SUBSTANCES,
      substance('atorvastatol', {
        name: 'Atorvastatol',
        kind: 'drug',
        classes: ['corticosteroid'],
      }),
    ];
    const strict = createResolver(buildNameEntries(mixed), new Map(mixed.map((s) => [s.id, s])));
    // One edit from atorvastatin, two from a corticosteroid: within reach of another class.
    expect(strict('atorvastatn')).toBeNull();
  });

  it('lands a typo on generic names only, never on a brand coined elsewhere', () => {
    expect(id('Lipitr')).toBeNull();
    expect(id('Lasiks')).toBeNull();
  });

  it('keeps a street name unresolved or on its substance, ahead of any looser reading', () => {
    const withStreet = createResolver(buildNameEntries(SUBSTANCES), byId, {
      streetNames: new Map([
        ['pepper', null],
        ['atorva', 'atorvastatin'],
      ]),
    });
    expect(withStreet('pepper')).toBeNull();
    expect(withStreet('atorva')?.substanceId).toBe('atorvastatin');
  });

  it('refuses a product name whose other words name a different formulation', () => {
    expect(id('Advil PM')).toBeNull();
    expect(id('Advil Cold and Sinus')).toBeNull();
    expect(id('Lipitor plus')).toBeNull();
  });

  it('refuses an item naming two substances', () => {
    expect(id('ibuprofen naproxen')).toBeNull();
  });
});
