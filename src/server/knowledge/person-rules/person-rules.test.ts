import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '../load-knowledge-files';
import {
  foodFindings,
  readPersonRules,
  rulesOfProfile,
  type PersonProfile,
  type PersonRules,
} from './person-rules';
import { restrictionFor } from './food-restrictions';

const knowledge = knowledgeFromFiles();
const { allergens } = knowledge;

const rules = (profile: PersonProfile): PersonRules => rulesOfProfile(knowledge, profile);
const restricted = (...restrictions: string[]) =>
  rules({ dietary_info: { dietaryRestrictions: restrictions } });
/** The strongest level the rules give one ingredient, or 'ok'. */
const verdict = (person: PersonRules, name: string, mayContain = false) => {
  const findings = foodFindings(person, allergens, { names: [name], mayContain });
  if (findings.some((finding) => finding.level === 'avoid')) return 'avoid';
  return findings.length > 0 ? 'caution' : 'ok';
};

describe('restriction words', () => {
  it('reads the profile editor options and the ways people write them', () => {
    expect(restrictionFor('Nut-free')?.id).toBe('nut-free');
    expect(restrictionFor('no nuts')?.id).toBe('nut-free');
    expect(restrictionFor('Peanut-free')?.id).toBe('peanut-free');
    expect(restrictionFor('Gluten-free')?.id).toBe('gluten-free');
    expect(restrictionFor('coeliac')?.id).toBe('gluten-free');
    expect(restrictionFor('Dairy-free')?.id).toBe('dairy-free');
    expect(restrictionFor('Lactose-free')?.id).toBe('lactose-free');
    expect(restrictionFor('Egg-free')?.id).toBe('egg-free');
    expect(restrictionFor('Soy-free')?.id).toBe('soy-free');
    expect(restrictionFor('Shellfish-free')?.id).toBe('shellfish-free');
    expect(restrictionFor('Low-sodium')?.id).toBe('low-sodium');
    expect(restrictionFor('Low-sugar')?.id).toBe('low-sugar');
    expect(restrictionFor('Halal')?.id).toBe('halal');
    expect(restrictionFor('Kosher')?.id).toBe('kosher');
    expect(restrictionFor('plant-based')?.id).toBe('vegan');
    expect(restrictionFor('kiwi')).toBeNull();
  });
});

describe('what each restriction rules out', () => {
  it('nut-free: every tree nut and peanut name, not nutmeg, coconut or butternut', () => {
    const person = restricted('Nut-free');
    for (const name of [
      'hazelnuts 13%',
      'almonds',
      'cashew pieces',
      'pecan',
      'pistachio paste',
      'walnut',
      'macadamia nuts',
      'brazil nuts',
      'praline',
      'marzipan',
      'gianduja',
      'hazelnut oil',
      'peanut butter',
      'arachis oil',
    ])
      expect(verdict(person, name), name).toBe('avoid');
    for (const name of ['nutmeg', 'coconut', 'butternut squash', 'doughnut'])
      expect(verdict(person, name), name).toBe('ok');
    expect(verdict(person, 'nuts', true)).toBe('caution');
    expect(foodFindings(person, allergens, { names: ['hazelnuts'] })[0]!.text).toBe(
      'Contains tree nuts: not nut-free (your restriction \u201cNut-free\u201d).',
    );
  });

  it('gluten-free: wheat, barley, rye, spelt, malt, semolina, couscous', () => {
    const person = restricted('Gluten-free');
    for (const name of [
      'wheat flour',
      'barley malt extract',
      'rye',
      'spelt',
      'malt vinegar',
      'semolina',
      'couscous',
      'bulgur',
    ])
      expect(verdict(person, name), name).toBe('avoid');
    for (const name of ['rice flour', 'buckwheat', 'maize starch', 'cornflour'])
      expect(verdict(person, name), name).toBe('ok');
  });

  it('lactose-free and dairy-free: milk ingredients, not plant milks or cocoa butter', () => {
    for (const person of [restricted('Lactose-free'), restricted('Dairy-free')]) {
      for (const name of [
        'skimmed milk powder',
        'whey',
        'casein',
        'lactose',
        'butter',
        'cream',
        'sodium caseinate',
      ])
        expect(verdict(person, name), name).toBe('avoid');
      for (const name of ['cocoa butter', 'oat milk', 'coconut milk', 'peanut butter'])
        expect(verdict(person, name), name).toBe('ok');
    }
  });

  it('vegan and vegetarian: animal products, with honey and beeswax only for vegans', () => {
    const vegan = rules({ dietary_info: { dietType: 'vegan' } });
    const vegetarian = rules({ dietary_info: { dietType: 'vegetarian' } });
    for (const name of ['gelatine', 'carmine', 'lard', 'anchovy', 'chicken stock'])
      for (const person of [vegan, vegetarian]) expect(verdict(person, name), name).toBe('avoid');
    for (const name of ['honey', 'beeswax', 'whey', 'egg yolk']) {
      expect(verdict(vegan, name), name).toBe('avoid');
      expect(verdict(vegetarian, name), name).toBe('ok');
    }
    // A vegan's rule covers the vegetarian's, so a vegan who also wrote 'vegetarian' is warned once.
    const both = rules({
      dietary_info: { dietType: 'vegan', dietaryRestrictions: ['Vegetarian'] },
    });
    expect(both.food.map((rule) => rule.key)).toEqual(['vegan']);
  });

  it('halal and kosher: pork and alcohol, shellfish and carmine; gelatin to check', () => {
    const halal = restricted('Halal');
    expect(verdict(halal, 'pork gelatine')).toBe('avoid');
    expect(verdict(halal, 'bacon')).toBe('avoid');
    expect(verdict(halal, 'white wine')).toBe('avoid');
    expect(verdict(halal, 'rum flavouring')).toBe('avoid');
    expect(verdict(halal, 'gelatine')).toBe('caution');
    expect(verdict(halal, 'white wine vinegar')).toBe('ok');
    expect(verdict(halal, 'ginger beer')).toBe('ok');
    expect(verdict(halal, 'prawns')).toBe('ok');
    const kosher = restricted('Kosher');
    expect(verdict(kosher, 'prawns')).toBe('avoid');
    expect(verdict(kosher, 'mussels')).toBe('avoid');
    expect(verdict(kosher, 'carmine')).toBe('avoid');
    expect(verdict(kosher, 'ham')).toBe('avoid');
    expect(verdict(kosher, 'salmon')).toBe('ok');
  });

  it('low-sodium and low-sugar are cautions, never bans', () => {
    expect(verdict(restricted('Low-sodium'), 'sea salt')).toBe('caution');
    expect(verdict(restricted('Low-sugar'), 'glucose syrup')).toBe('caution');
    expect(verdict(restricted('Low-sugar'), 'sugar snap peas')).toBe('ok');
  });
});

describe('the person', () => {
  it('reads allergies, pregnancy, the cabinet and the avoid-list, and names what it cannot apply', () => {
    const person = readPersonRules(knowledge, {
      profile: {
        personal_info: { age: 34 },
        medical_history: {
          allergies: ['Peanuts', 'Penicillin', 'kiwi'],
          healthConditions: ['Pregnant (20 weeks)'],
        },
        dietary_info: { dietaryRestrictions: ['Nut-free', 'no mushrooms', 'keto'] },
      },
      cabinet: [{ name: 'Coumadin' }, { name: 'Sortis' }],
      avoid: [{ name: 'Palm oil', id: null }],
    });
    expect(person.pregnant).toBe(true);
    expect(person.age).toBe(34);
    expect(person.food.map((rule) => rule.key)).toEqual(['allergy:peanut', 'nut-free']);
    expect(person.notFood).toEqual(['Penicillin']);
    expect(person.unapplied).toEqual([
      { text: 'kiwi', origin: 'allergy' },
      { text: 'no mushrooms', origin: 'restriction' },
    ]);
    expect(person.medicines[0]!.substanceId).toBe('warfarin');
    expect(person.medicines[0]!.activeIds.length).toBeGreaterThan(0);
    // An allergy and a restriction on the same allergen warn once, as the allergy.
    const peanut = foodFindings(person, allergens, { names: ['peanut oil'] });
    expect(peanut.map((finding) => finding.reason)).toEqual(['allergy']);
    expect(peanut[0]!.text).toBe('Contains peanuts: your profile lists an allergy to Peanuts.');
    // The avoid-list by name.
    expect(
      foodFindings(person, allergens, { names: ['palm oil'] }).map((finding) => finding.text),
    ).toEqual(['Palm oil is on your avoid-list.']);
  });

  it('an empty profile rules nothing out', () => {
    const person = readPersonRules(knowledge, { profile: null, cabinet: [], avoid: [] });
    expect(person.food).toEqual([]);
    expect(verdict(person, 'hazelnuts')).toBe('ok');
  });
});
