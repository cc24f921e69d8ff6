/**
 * The shipped additives (data/additives/*.json): the whole Union list is there once, every entry
 * cites its sources, the label warnings EU law requires are flagged, and lookups find an additive
 * however a label writes it, never by a near miss.
 */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DATA_DIR, loadKnowledgeFiles } from '../load-knowledge-files';
import { ADDITIVE_CLASSES, type Additive } from './additive.schema';
import { buildAdditiveIndex } from './additive-index';
import { additivesKind } from './additives.kind';
import { validateAdditives } from './validate-additives';

const files = loadKnowledgeFiles(KNOWLEDGE_DATA_DIR, [additivesKind]);
const additives = files.records(additivesKind);
const index = buildAdditiveIndex(additives);
const get = (id: string) => index.byId(id)!;

describe('the shipped additives', () => {
  it('load with no problems and cover the Union list', () => {
    expect(files.problems).toEqual([]);
    expect(additives.length).toBeGreaterThanOrEqual(300);
    const numbers = additives.map((additive) => additive.e_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const e of [
      'E100',
      'E150d',
      'E160a',
      'E161g',
      'E220',
      'E228',
      'E385',
      'E407a',
      'E472e',
      'E553b',
      'E650',
      'E943b',
      'E969',
      'E1105',
      'E1452',
      'E1521',
    ])
      expect(numbers).toContain(e);
    // Gelatine is a food, not an additive; sodium sorbate (E201) left the list long ago.
    expect(numbers).not.toContain('E441');
    expect(numbers).not.toContain('E201');
  });

  it('cite the Union list and EFSA, and use the class vocabulary', () => {
    for (const additive of additives) {
      expect(additive.sources.length).toBeGreaterThanOrEqual(2);
      expect(ADDITIVE_CLASSES).toContain(additive.class);
      for (const flag of additive.flags) expect(flag.sources.length).toBeGreaterThan(0);
    }
  });

  it("flag the six Southampton colours with the EU's warning, and no other colour", () => {
    const southampton = additives
      .filter((additive) =>
        additive.flags.some((flag) => /activity and attention in children/.test(flag.text)),
      )
      .map((additive) => additive.e_number)
      .sort();
    expect(southampton).toEqual(['E102', 'E104', 'E110', 'E122', 'E124', 'E129']);
    expect(get('e102').flags[0]!.level).toBe('caution');
  });

  it('say titanium dioxide is not authorised in the EU', () => {
    const e171 = get('e171');
    expect(e171.efsa.eu_status).toBe('not authorised in the EU');
    expect(e171.efsa.evaluated).toBe('2021');
    expect(
      e171.flags.some((flag) => flag.level === 'caution' && /not authorised/i.test(flag.text)),
    ).toBe(true);
    expect(additives.filter((a) => a.efsa.eu_status !== 'authorised').map((a) => a.id)).toEqual([
      'e171',
    ]);
  });

  it('warn about phenylalanine on aspartame and its acesulfame salt, and nowhere else', () => {
    const pku = additives.filter((a) => a.flags.some((flag) => /phenylketonuria/.test(flag.text)));
    expect(pku.map((a) => a.id).sort()).toEqual(['e951', 'e962']);
    expect(get('e951').efsa.adi_mg_per_kg).toBe(40);
  });

  it("carry EFSA's figures where we are sure of them", () => {
    expect(get('e102').efsa).toMatchObject({ evaluated: '2009', adi_mg_per_kg: 7.5 });
    expect(get('e110').efsa).toMatchObject({ evaluated: '2014', adi_mg_per_kg: 4 });
    expect(get('e202').efsa.adi_mg_per_kg).toBe(11);
    expect(get('e211').efsa.adi_mg_per_kg).toBe(5);
    expect(get('e250').efsa.adi_mg_per_kg).toBe(0.07);
    expect(get('e252').efsa.adi_mg_per_kg).toBe(3.7);
    expect(get('e960').efsa.adi_mg_per_kg).toBe(4);
    expect(get('e955').efsa.adi_mg_per_kg).toBe(15);
    expect(get('e950').efsa).toMatchObject({ evaluated: '2025', adi_mg_per_kg: 15 });
    expect(get('e104').efsa).toMatchObject({ evaluated: '2009', adi_mg_per_kg: 0.5 });
    expect(get('e954').efsa).toMatchObject({ evaluated: '2024', adi_mg_per_kg: 9 });
    expect(get('e968').efsa).toMatchObject({ evaluated: '2023', adi_mg_per_kg: 500 });
    expect(get('e959').efsa.adi_mg_per_kg).toBe(20);
    expect(get('e536').efsa.adi_mg_per_kg).toBe(0.03);
    // Polyols: SCF/JECFA 'not specified', not a number.
    expect(get('e420').efsa).toMatchObject({ evaluated: null, adi_mg_per_kg: null });
    expect(get('e420').efsa.summary).toMatch(/not specified/);
    // Not recorded is said as such, never dressed up as safe.
    expect(get('e1201').efsa.adi_mg_per_kg).toBeNull();
    expect(get('e1201').efsa.summary).toMatch(/not recorded/);
  });

  it('flag every sulphite E220-E228 (declared allergen, asthma)', () => {
    const sulphites = additives.filter((a) => a.flags.some((flag) => /asthma/.test(flag.text)));
    expect(sulphites.map((a) => a.e_number)).toEqual([
      'E220',
      'E221',
      'E222',
      'E223',
      'E224',
      'E226',
      'E227',
      'E228',
    ]);
    // EFSA's 2022 follow-up withdrew the temporary group ADI of 0.7 (set in 2016).
    for (const sulphite of sulphites)
      expect(sulphite.efsa).toMatchObject({ evaluated: '2022', adi_mg_per_kg: null });
  });

  it('state the diet status of animal and maybe-animal additives', () => {
    expect(get('e120')).toMatchObject({ vegan: 'no', vegetarian: 'no' });
    expect(get('e901')).toMatchObject({ vegan: 'no', vegetarian: 'yes' });
    expect(get('e904')).toMatchObject({ vegan: 'no', vegetarian: 'yes' });
    expect(get('e966')).toMatchObject({ vegan: 'no', vegetarian: 'yes' });
    for (const id of ['e471', 'e472a', 'e472e', 'e422', 'e570', 'e631', 'e627'])
      expect(get(id).vegan).toBe('depends');
    expect(get('e322')).toMatchObject({ vegan: 'depends', vegetarian: 'yes' });
    expect(get('e330')).toMatchObject({ vegan: 'yes', vegetarian: 'yes' });
    const kidney = additives.filter((a) => a.flags.some((flag) => /kidney/.test(flag.text)));
    expect(kidney.map((a) => a.id).sort()).toEqual([
      'e338',
      'e339',
      'e340',
      'e341',
      'e343',
      'e450',
      'e451',
      'e452',
    ]);
    const aluminium = additives.filter((a) => a.flags.some((flag) => /aluminium/i.test(flag.text)));
    expect(aluminium.map((a) => a.id).sort()).toEqual([
      'e173',
      'e520',
      'e521',
      'e522',
      'e523',
      'e541',
      'e554',
      'e555',
    ]);
    const laxative = additives.filter((a) => a.flags.some((flag) => /laxative/.test(flag.text)));
    expect(laxative.map((a) => a.id).sort()).toEqual([
      'e420',
      'e421',
      'e953',
      'e965',
      'e966',
      'e967',
      'e968',
    ]);
  });
});

describe('additive lookup', () => {
  it.each([
    'E102',
    'e102',
    'e-102',
    'E 102',
    'E.102',
    'INS 102',
    'ins102',
    '(E102)',
    'Tartrazine',
    'TARTRAZINE',
    'Tartrazine (E102)',
    'colour: tartrazine',
    'Colour (Tartrazine)',
    'FD&C Yellow No. 5',
    'Yellow 5',
  ])('finds tartrazine from %s', (text) => {
    expect(index.lookup(text)?.id).toBe('e102');
  });

  it('reads lettered numbers and sub-indices', () => {
    expect(index.lookup('E160a(ii)')?.id).toBe('e160a');
    expect(index.lookup('E 160 a')?.id).toBe('e160a');
    expect(index.lookup('E150d')?.id).toBe('e150d');
    expect(index.lookup('E960a')?.id).toBe('e960');
    expect(index.lookup('e1422')?.id).toBe('e1422');
    expect(index.lookup('E407a')?.id).toBe('e407a');
  });

  it('finds names in British and American spellings', () => {
    expect(index.lookup('sodium metabisulfite')?.id).toBe('e223');
    expect(index.lookup('Sodium Metabisulphite')?.id).toBe('e223');
    expect(index.lookup('sodium benzoate')?.id).toBe('e211');
    expect(index.lookup('Preservative (Sodium Benzoate)')?.id).toBe('e211');
    expect(index.lookup('acesulfame potassium')?.id).toBe('e950');
    expect(index.lookup('monosodium glutamate')?.id).toBe('e621');
    expect(index.lookup('MSG')?.id).toBe('e621');
    expect(index.lookup('cream of tartar')?.id).toBe('e336');
    expect(index.lookup('Red 40')?.id).toBe('e129');
    expect(index.lookup('mono- and diglycerides of fatty acids')?.id).toBe('e471');
    // US labels: FD&C numbers with or without 'No.', and their aluminium lakes.
    expect(index.lookup('Red 40 Lake')?.id).toBe('e129');
    expect(index.lookup('FD&C Red #40')?.id).toBe('e129');
    expect(index.lookup('Yellow No. 6')?.id).toBe('e110');
    expect(index.lookup('Blue 1 Lake')?.id).toBe('e133');
    expect(index.lookup('vegetable glycerin')?.id).toBe('e422');
    expect(index.lookup('Antioxidant: extract of rosemary')?.id).toBe('e392');
    expect(index.lookup('sodium aluminum phosphate')?.id).toBe('e541');
  });

  it('reads a bare number only when asked', () => {
    expect(index.lookup('102')).toBeNull();
    expect(index.lookup('102', { bareNumber: true })?.id).toBe('e102');
    expect(index.lookup('(330)', { bareNumber: true })?.id).toBe('e330');
  });

  it('never guesses', () => {
    expect(index.lookup('E999999')).toBeNull();
    expect(index.lookup('E160')).toBeNull();
    expect(index.lookup('E441')).toBeNull();
    expect(index.lookup('tartrazin')).toBeNull();
    expect(index.lookup('vitamin E 400 IU')).toBeNull();
    expect(index.lookup('sugar')).toBeNull();
    expect(index.lookup('')).toBeNull();
    expect(index.byId('E102')?.id).toBe('e102');
    expect(index.byId('e9999')).toBeNull();
  });
});

describe('the additive validator', () => {
  const good = get('e102') as Additive;
  it('reports each mistake it exists for', () => {
    expect(validateAdditives([good])).toEqual([]);
    const problems = validateAdditives([
      { ...good, id: 'e104' },
      { ...good, id: 'e110', e_number: 'E110', functions: ['preservative', 'colour'] },
      { ...good, id: 'e120', e_number: 'E120', name: 'Carmines', synonyms: [], vegetarian: 'no' },
      {
        ...good,
        id: 'e171',
        e_number: 'E171',
        name: 'Titanium dioxide',
        synonyms: [],
        efsa: { ...good.efsa, eu_status: 'not authorised in the EU' },
        flags: [],
        sources: [good.sources[1]!],
      },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'additive e104: id and e_number E102 disagree',
        expect.stringMatching(/^additive e110: "Tartrazine" is also e104's/),
        'additive e110: the class colour comes first in functions',
        'additive e120: not vegetarian, so not vegan either',
        'additive e171: not authorised in the EU: say so in a caution flag',
        'additive e171: cite the Union list (Regulation 1333/2008)',
      ]),
    );
  });
});
