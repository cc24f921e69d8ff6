import { describe, expect, it } from 'vitest';
import { analyzeLabel, guessKind } from './analyze-label';
import { readPersonRules } from '#server/knowledge/person-rules/person-rules';
import type { LabelPerson } from './personal-warnings';
import { testLabelKnowledge } from './test-fixtures/label-knowledge';

const knowledge = testLabelKnowledge();
const JOURNEY = 'Water, sugar, peanut oil, E102, sodium benzoate, vitamin K1, citric acid';

interface PersonFacts {
  allergies?: string[];
  diets?: string[];
  pregnant?: boolean;
  medicines?: { name: string; activeIds: string[] }[];
  avoid?: { name: string; id: string | null }[];
}
/** The person as the shared rules read them from a profile; medicines as already resolved. */
const person = (facts: PersonFacts = {}): LabelPerson => ({
  ...readPersonRules(knowledge, {
    profile: {
      medical_history: {
        allergies: facts.allergies ?? [],
        healthConditions: facts.pregnant ? ['Pregnant'] : [],
      },
      dietary_info: { dietType: facts.diets?.[0] ?? null },
    },
    cabinet: [],
    avoid: facts.avoid ?? [],
  }),
  medicines: (facts.medicines ?? []).map((medicine) => ({
    ...medicine,
    substanceId: medicine.activeIds[0] ?? null,
    suggestions: [],
  })),
});
const onWarfarin = { name: 'Coumadin', activeIds: ['warfarin'] };

const find = (result: ReturnType<typeof analyzeLabel>, name: string) => {
  const found = result.ingredients.find((item) => item.text === name || item.name === name);
  if (!found) throw new Error(`no ingredient ${name}`);
  return found;
};

describe('analyzeLabel for everyone', () => {
  const result = analyzeLabel(knowledge, JOURNEY, undefined, null);

  it('lists every ingredient, recognised or not, and counts the unknown', () => {
    expect(result.kind).toBe('food');
    expect(result.personalized).toBe(false);
    expect(result.ingredients.map((item) => item.text)).toEqual(JOURNEY.split(', '));
    // Water is a plain food; this small knowledge base does not know sugar.
    expect(find(result, 'Water')).toMatchObject({ id: 'food:label-water', kinds: ['food'] });
    expect(find(result, 'sugar').id).toBeNull();
    expect(result.summary.unknown).toBe(1);
    for (const item of result.ingredients) expect(item.personal).toEqual([]);
  });

  it("explains E102 and sodium benzoate with EFSA's evaluation and their own flags", () => {
    const e102 = find(result, 'E102');
    expect(e102).toMatchObject({ name: 'Tartrazine', id: 'additive:e102', e_number: 'E102' });
    expect(e102.kinds).toContain('additive');
    expect(e102.functions).toContain('colour');
    expect(e102.flags[0]).toMatchObject({
      level: 'info',
      text: 'EFSA (2009): ADI 7.5 mg/kg body weight a day.',
    });
    expect(e102.flags[0]!.sources.length).toBeGreaterThan(0);
    expect(e102.flags.some((flag) => flag.text.includes('Southampton'))).toBe(true);
    const benzoate = find(result, 'sodium benzoate');
    expect(benzoate).toMatchObject({ name: 'Sodium benzoate', id: 'additive:e211' });
    expect(benzoate.kinds).toEqual(expect.arrayContaining(['additive', 'food_substance']));
    expect(benzoate.functions).toEqual(['preservative', 'antimicrobial agent']);
    expect(benzoate.flags[0]!.text).toBe(
      'EFSA (2016): ADI 5 mg/kg body weight a day; group ADI for benzoic acid and its salts (E210-E213).',
    );
    expect(find(result, 'citric acid').flags[0]!.text).toBe(
      'Not re-evaluated by EFSA yet: Authorised on the EU Union list; no numerical ADI has been set for it.',
    );
  });

  it('says a major allergen is one, and where', () => {
    const oil = find(result, 'peanut oil');
    expect(oil.id).toBe('allergen:peanut');
    expect(oil.kinds).toContain('allergen');
    expect(oil.flags).toContainEqual(
      expect.objectContaining({
        level: 'info',
        text: 'Contains peanut (a major allergen in the US and EU)',
      }),
    );
    const celery = analyzeLabel(knowledge, 'May contain celery', 'food', null).ingredients[0]!;
    expect(celery.may_contain).toBe(true);
    expect(celery.flags[0]!.text).toBe('May contain celery (a major allergen in the EU)');
  });

  it('recognises a knowledge substance however the label names it', () => {
    expect(find(result, 'vitamin K1')).toMatchObject({
      name: 'Vitamin K',
      id: 'substance:vitamin-k',
    });
    const herbs = analyzeLabel(
      knowledge,
      "St. John's Wort extract, Vitamin K (as phylloquinone) 100 mcg, magnesium stearate",
      'supplement',
      null,
    );
    expect(herbs.ingredients.map((item) => item.id)).toEqual([
      'substance:st-johns-wort',
      'substance:vitamin-k',
      // Magnesium stearate is not a magnesium supplement: a substance is named whole or not at all.
      null,
    ]);
  });

  it('flags cosmetic annexes and fragrance allergens, and an additive no longer authorised', () => {
    const cream = analyzeLabel(
      knowledge,
      'Aqua/Water, Limonene, Butylphenyl Methylpropional',
      'cosmetic',
      null,
    );
    expect(cream.ingredients.map((item) => item.id)).toEqual([
      'cosmetic:aqua',
      'cosmetic:limonene',
      'cosmetic:butylphenyl-methylpropional',
    ]);
    expect(cream.ingredients[1]!.kinds).toEqual(['cosmetic_ingredient', 'fragrance_allergen']);
    expect(cream.ingredients[1]!.flags.map((flag) => flag.level)).toEqual(['info', 'info']);
    expect(cream.ingredients[2]!.flags[0]).toMatchObject({
      level: 'avoid',
      text: expect.stringContaining('Annex II'),
    });
    expect(cream.summary).toEqual({ avoid: 1, caution: 0, unknown: 0 });
    const sweets = analyzeLabel(knowledge, 'sugar, colour: E171', 'food', null);
    expect(sweets.ingredients[1]!.flags[0]).toMatchObject({
      level: 'caution',
      text: expect.stringMatching(/^Not authorised in the EU/),
    });
    expect(sweets.summary.caution).toBe(1);
  });

  it("reads a vitamin's letter as the vitamin ('vitamins (K1)', 'Phylloquinone (K1)')", () => {
    const drink = analyzeLabel(knowledge, 'water, vitamins (K1, B99)', 'food', null);
    expect(drink.ingredients.map((item) => item.id)).toEqual([
      'food:label-water',
      null,
      'substance:vitamin-k',
      null,
    ]);
  });

  it('reads no medicine into an excipient, and no food additive into a cosmetic', () => {
    const capsule = analyzeLabel(knowledge, 'glycerin, citric acid', 'supplement', null);
    expect(capsule.ingredients.map((item) => item.id)).toEqual([null, 'additive:e330']);
    const cream = analyzeLabel(knowledge, 'Aqua, Citric Acid, E330', 'cosmetic', null);
    expect(cream.ingredients.map((item) => item.id)).toEqual([
      'cosmetic:aqua',
      null,
      'additive:e330',
    ]);
  });

  it('guesses the kind when the request does not give one', () => {
    expect(guessKind('Aqua, Glycerin, Parfum')).toBe('cosmetic');
    expect(guessKind('Supplement Facts\nVitamin D 25 mcg')).toBe('supplement');
    expect(guessKind(JOURNEY)).toBe('food');
  });
});

describe('personal warnings', () => {
  it('the main journey: peanut allergy and warfarin', () => {
    const result = analyzeLabel(
      knowledge,
      JOURNEY,
      undefined,
      person({ allergies: ['peanuts'], medicines: [onWarfarin] }),
    );
    expect(result.personalized).toBe(true);
    const oil = find(result, 'peanut oil');
    expect(oil.personal).toEqual([
      expect.objectContaining({
        reason: 'allergy',
        level: 'avoid',
        text: 'Contains peanut: your profile lists an allergy to peanuts.',
      }),
    ]);
    const k1 = find(result, 'vitamin K1');
    expect(k1.personal).toHaveLength(1);
    expect(k1.personal[0]).toMatchObject({ reason: 'medicine', level: 'caution' });
    expect(k1.personal[0]!.text).toContain('Coumadin');
    expect(k1.personal[0]!.sources[0]!.url).toBe(
      'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
    );
    // E102's Southampton flag is a caution for everyone; vitamin K1 is this person's caution.
    expect(result.summary).toEqual({ avoid: 1, caution: 2, unknown: 1 });
  });

  it('a supplement label keeps the record at its weight: major is avoid', () => {
    const result = analyzeLabel(
      knowledge,
      'Vitamin K2 (as menaquinone-7) 100 mcg',
      'supplement',
      person({ medicines: [onWarfarin] }),
    );
    expect(result.ingredients[0]!.personal[0]).toMatchObject({
      reason: 'medicine',
      level: 'avoid',
    });
    const sjw = analyzeLabel(
      knowledge,
      "St. John's Wort extract 300 mg",
      'supplement',
      person({ medicines: [{ name: 'Zoloft', activeIds: ['sertraline'] }] }),
    );
    expect(sjw.ingredients[0]!.personal[0]).toMatchObject({ reason: 'medicine', level: 'avoid' });
  });

  it('on the skin, a record about taking a substance is a caution', () => {
    const cream = analyzeLabel(
      knowledge,
      'Aqua, Hypericum Perforatum Extract',
      'cosmetic',
      person({ medicines: [{ name: 'Zoloft', activeIds: ['sertraline'] }] }),
    );
    expect(cream.ingredients[1]!.personal[0]).toMatchObject({
      reason: 'medicine',
      level: 'caution',
    });
    expect(cream.ingredients[1]!.personal[0]!.text).toContain('using it on the skin');
  });

  it('warns of may-contain allergens too, and of nothing the person is not allergic to', () => {
    const result = analyzeLabel(
      knowledge,
      'Oats, milk powder. May contain peanuts.',
      'food',
      person({ allergies: ['peanut allergy'] }),
    );
    expect(result.ingredients[1]!.personal).toEqual([]);
    expect(result.ingredients[2]!.personal[0]).toMatchObject({
      reason: 'allergy',
      level: 'avoid',
      text: 'May contain peanut, and your profile lists an allergy to peanut allergy.',
    });
  });

  it('checks the diet against diet groups and the additive statuses', () => {
    const label = 'sugar, gelatine (beef), whey, emulsifier: E471';
    const vegan = analyzeLabel(knowledge, label, 'food', person({ diets: ['vegan'] }));
    const reasons = vegan.ingredients.map((item) =>
      item.personal.map((w) => `${w.reason}:${w.level}`),
    );
    expect(reasons).toEqual([[], ['diet:avoid'], ['diet:avoid'], ['diet:avoid'], ['diet:caution']]);
    const vegetarian = analyzeLabel(knowledge, label, 'food', person({ diets: ['vegetarian'] }));
    expect(vegetarian.ingredients[3]!.personal).toEqual([]);
    expect(vegetarian.ingredients[4]!.personal[0]!.text).toMatch(/^May not be vegetarian/);
  });

  it('pregnancy: the substance cautions the knowledge gives, softer on the skin', () => {
    const drink = analyzeLabel(
      knowledge,
      'water, caffeine, retinyl palmitate',
      'food',
      person({ pregnant: true }),
    );
    expect(drink.ingredients[1]!.personal[0]).toMatchObject({
      reason: 'pregnancy',
      level: 'caution',
    });
    expect(drink.ingredients[2]!.personal[0]).toMatchObject({
      reason: 'pregnancy',
      level: 'avoid',
    });
    const cream = analyzeLabel(knowledge, 'Aqua, Retinol', 'cosmetic', person({ pregnant: true }));
    expect(cream.ingredients[1]!.personal[0]).toMatchObject({
      reason: 'pregnancy',
      level: 'caution',
    });
    expect(analyzeLabel(knowledge, 'caffeine', 'food', person()).ingredients[0]!.personal).toEqual(
      [],
    );
    const oil = analyzeLabel(
      knowledge,
      'Aqua, Salvia Sclarea Oil',
      'cosmetic',
      person({ pregnant: true }),
    );
    expect(oil.ingredients[1]!.personal).toEqual([
      {
        reason: 'pregnancy',
        level: 'avoid',
        text: 'Pregnancy: Clary sage: May stimulate the uterus: not in pregnancy.',
        sources: [{ title: 'Oil safety (test)', url: 'https://www.nccih.nih.gov/' }],
      },
    ]);
  });

  it('the avoid-list by id and by name, inside longer names too', () => {
    const result = analyzeLabel(
      knowledge,
      'tartrazine, palm oil, vegetable oils (palm oil, rapeseed oil), sugar',
      'food',
      person({
        avoid: [
          { name: 'E102', id: 'additive:e102' },
          { name: 'Palm oil', id: null },
        ],
      }),
    );
    const hits = result.ingredients.map(
      (item) => item.personal.filter((w) => w.reason === 'avoid_list').length,
    );
    // 'palm oil' on its own and inside 'vegetable oils' is one ingredient, warned about once.
    expect(result.ingredients.map((item) => item.text)).toEqual([
      'tartrazine',
      'palm oil',
      'vegetable oils (palm oil, rapeseed oil)',
      'rapeseed oil',
      'sugar',
    ]);
    expect(hits).toEqual([1, 1, 0, 0, 0]);
  });

  it('a substance in an allergy group the person lists (fish oil, fish)', () => {
    const result = analyzeLabel(
      knowledge,
      'Fish oil 1000 mg',
      'supplement',
      person({ allergies: ['fish'] }),
    );
    expect(result.ingredients[0]!.personal[0]).toMatchObject({ reason: 'allergy', level: 'avoid' });
  });
});
