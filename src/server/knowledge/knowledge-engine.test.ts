import { describe, expect, it } from 'vitest';
import {
  FIXTURE_INTERACTIONS,
  FIXTURE_SUBSTANCES,
  fixtureIndex,
  interaction,
  substance,
} from '../../../tests/setup/knowledge-fixture';
import { stripDoseWords } from './name-resolver';
import { editDistance } from './substance-search';
import { validateKnowledge } from './validate-knowledge';
import { normalizeName } from './normalize-name';

const index = fixtureIndex();

describe('normalizeName', () => {
  it('drops apostrophes, dots, case and accents', () => {
    expect(normalizeName("St. John's Wort")).toBe('st johns wort');
    expect(normalizeName('Café-Crème  ')).toBe('cafe creme');
  });
});

describe('editDistance', () => {
  it('counts a transposition as one edit and stops early', () => {
    expect(editDistance('ibuprofin', 'ibuprofen', 2)).toBe(1);
    expect(editDistance('setraline', 'sertraline', 2)).toBe(1);
    expect(editDistance('warfarni', 'warfarin', 1)).toBe(1);
    expect(editDistance('aspirin', 'warfarin', 1)).toBe(2);
  });
});

describe('search', () => {
  const names = (q: string) => index.search(q, 5).map((hit) => hit.substanceId);
  it('finds brands, UK names, synonyms and misspellings', () => {
    expect(names('Tylenol')[0]).toBe('acetaminophen');
    expect(names('paracetamol')[0]).toBe('acetaminophen');
    expect(names('ibuprofin')[0]).toBe('ibuprofen');
    expect(names('St Johns wort')[0]).toBe('st-johns-wort');
    expect(names('grapefruit juice')[0]).toBe('grapefruit-juice');
    expect(names('omega 3')[0]).toBe('fish-oil');
  });
  it('works from the second letter and not before', () => {
    expect(names('w')).toEqual([]);
    expect(names('wa')).toContain('warfarin');
    expect(names('ty')[0]).toBe('acetaminophen');
  });
  it('reports the name that matched', () => {
    expect(index.search('Nurofen', 1)[0]).toMatchObject({
      substanceId: 'ibuprofen',
      matched: 'Nurofen',
    });
  });
});

describe('resolve', () => {
  it('ignores doses and forms but refuses to guess between two substances', () => {
    expect(index.resolve('Advil 200 mg tablets')?.substanceId).toBe('ibuprofen');
    expect(index.resolve('vitamin D3 1000 IU')?.substanceId).toBe('vitamin-d');
    expect(index.resolve('calcium magnesium')).toBeNull();
    expect(index.resolve('xyzzy')).toBeNull();
  });
  it('accepts one typo in a short name and two in a long one', () => {
    expect(index.resolve('warfarn')?.substanceId).toBe('warfarin');
    expect(index.resolve('levothyroxin')?.substanceId).toBe('levothyroxine');
  });
  expect(stripDoseWords('lipitor 20mg once daily')).toBe('lipitor');
});

describe('expansion', () => {
  it('expands class rules and lets a pair record win over them', () => {
    expect(index.interactionsBetween('warfarin', 'ibuprofen').map((r) => r.id)).toEqual([
      'class-anticoagulant--class-nsaid',
    ]);
    expect(index.interactionsBetween('ginkgo', 'warfarin').map((r) => r.severity)).toEqual([
      'moderate',
    ]);
    expect(index.interactionsBetween('warfarin', 'fish-oil').map((r) => r.id)).toEqual([
      'warfarin--fish-oil',
    ]);
    expect(index.interactionsBetween('ibuprofen', 'naproxen')).toEqual([]);
  });
});

describe('validateKnowledge', () => {
  it('accepts the fixture', () => {
    expect(validateKnowledge(FIXTURE_SUBSTANCES, FIXTURE_INTERACTIONS)).toEqual([]);
  });
  it('refuses unknown substances and classes, duplicate pairs and contradictory severities', () => {
    const problems = validateKnowledge(FIXTURE_SUBSTANCES, [
      ...FIXTURE_INTERACTIONS,
      interaction({ id: 'warfarin--unknown', a: 'warfarin', b: 'unknownium', severity: 'minor' }),
      interaction({
        id: 'warfarin--class-nope',
        a: 'warfarin',
        b: 'class:nope',
        severity: 'minor',
      }),
      interaction({
        id: 'vitamin-k--warfarin-again',
        a: 'vitamin-k',
        b: 'warfarin',
        severity: 'minor',
      }),
      interaction({
        id: 'class-anticoagulant--class-polyvalent-mineral',
        a: 'class:anticoagulant',
        b: 'class:omega-3-source',
        severity: 'major',
      }),
    ]);
    expect(problems.join('\n')).toMatch(/unknown substance unknownium/);
    expect(problems.join('\n')).toMatch(/unknown class class:nope/);
    expect(problems.join('\n')).toMatch(/duplicate pair, already authored as warfarin--vitamin-k/);
    expect(problems.join('\n')).toMatch(/contradictory severities/);
  });
  it('refuses a duplicate id, a name shared by two substances and an unknown ingredient', () => {
    const problems = validateKnowledge(
      [
        ...FIXTURE_SUBSTANCES,
        substance({ id: 'warfarin', name: 'Warfarin again', kind: 'drug' }),
        substance({ id: 'other', name: 'Other', kind: 'drug', brands_us: ['Tylenol'] }),
        substance({ id: 'combo', name: 'Combo', kind: 'drug', ingredients: ['nothing-here'] }),
      ],
      FIXTURE_INTERACTIONS,
    ).join('\n');
    expect(problems).toMatch(/substance warfarin: duplicate id/);
    expect(problems).toMatch(/name "tylenol" belongs to both acetaminophen and other/);
    expect(problems).toMatch(/unknown ingredient nothing-here/);
  });
});
