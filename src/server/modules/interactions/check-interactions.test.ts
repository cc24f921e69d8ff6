import { describe, expect, it } from 'vitest';
import { fixtureIndex } from '../../../../tests/setup/knowledge-fixture';
import { checkInteractions } from './check-interactions';
import { readProfileFacts } from './profile-facts';

const index = fixtureIndex();
const basic = { detail: 'basic' as const, profile: null };

describe('checkInteractions', () => {
  it('reports each interacting pair by item index, most severe first, with what to do and sources', () => {
    const result = checkInteractions(index, ['fish oil', 'Coumadin', 'Advil'], basic);
    expect(result.items.map((item) => item.resolved?.id)).toEqual([
      'fish-oil',
      'warfarin',
      'ibuprofen',
    ]);
    expect(result.items[1]!.matched).toBe('Coumadin');
    expect(result.interactions.map((i) => [i.between, i.severity])).toEqual([
      [[1, 2], 'major'],
      [[0, 1], 'minor'],
    ]);
    expect(result.interactions[0]!.management).toBe('Ask your pharmacist.');
    expect(result.interactions[0]!.sources[0]!.url).toMatch(/^https:\/\/dailymed/);
  });

  it('hides mechanism and evidence on the basic detail level only', () => {
    const free = checkInteractions(index, ['warfarin', 'ibuprofen'], basic).interactions[0]!;
    const paid = checkInteractions(index, ['warfarin', 'ibuprofen'], {
      detail: 'full',
      profile: null,
    }).interactions[0]!;
    expect([free.mechanism, free.evidence]).toEqual([null, null]);
    expect([paid.mechanism, paid.evidence]).toEqual(['Because.', 'established']);
    expect(free.severity).toBe(paid.severity);
  });

  it('reports unknown names with suggestions instead of dropping them', () => {
    const result = checkInteractions(index, ['warfarin', 'qwertyuiop', 'warfar'], basic);
    expect(result.items[1]).toMatchObject({ query: 'qwertyuiop', resolved: null });
    expect(result.items[2]!.resolved?.id).toBe('warfarin');
  });

  it('checks through a combination product and warns about a shared ingredient', () => {
    const result = checkInteractions(index, ['Tylenol PM', 'paracetamol', 'warfarin'], basic);
    expect(result.duplicates).toEqual([
      expect.objectContaining({
        between: [0, 1],
        reason: 'same_ingredient',
        shared: { id: 'acetaminophen', label: 'Acetaminophen' },
      }),
    ]);
    const viaCombo = result.interactions.find((i) => i.between[0] === 0 && i.between[1] === 2);
    expect(viaCombo?.substances?.map((s) => s.id)).toEqual(['acetaminophen', 'warfarin']);
    // A direct pair names no substances: the items already do.
    const direct = result.interactions.find((i) => i.between[0] === 1 && i.between[1] === 2);
    expect(direct).toBeDefined();
    expect(direct).not.toHaveProperty('substances');
  });

  it('warns about two members of a duplication class', () => {
    const result = checkInteractions(index, ['Advil', 'Aleve'], basic);
    expect(result.duplicates[0]).toMatchObject({
      between: [0, 1],
      reason: 'same_class',
      shared: { id: 'nsaid' },
    });
  });

  it('adds profile cautions for allergies, conditions and age only for a signed-in profile', () => {
    const profile = readProfileFacts({
      personal_info: { age: 70 },
      medical_history: {
        allergies: ['Aspirin'],
        healthConditions: ['Chronic kidney disease', 'Pregnant'],
      },
      conditions: {},
    });
    const result = checkInteractions(index, ['ibuprofen', 'warfarin', 'Benadryl'], {
      detail: 'basic',
      profile,
    });
    const reasons = result.cautions.map((c) => [c.item, c.reason, c.because]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        [0, 'allergy', 'Aspirin'],
        [0, 'condition', 'Chronic kidney disease'],
        [1, 'pregnancy', 'Pregnant'],
        [2, 'age', 'age 70'],
      ]),
    );
    expect(result.profile_used).toBe(true);
    expect(checkInteractions(index, ['ibuprofen'], basic).cautions).toEqual([]);
  });
});
