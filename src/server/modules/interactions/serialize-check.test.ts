import { describe, expect, it } from 'vitest';
import { fixtureIndex } from '../../../../tests/setup/knowledge-fixture';
import { checkInteractions } from './check-interactions';
import { clearSerializeCache, serializeCheck } from './serialize-check';

const index = fixtureIndex();

describe('serializeCheck', () => {
  it('parses back to exactly the result, for both detail levels and repeated calls', () => {
    clearSerializeCache();
    for (const detail of ['basic', 'full', 'basic'] as const) {
      const result = checkInteractions(
        index,
        ['Coumadin', 'Advil', 'fish oil', 'Tylenol PM', 'paracetamol', 'unknownium'],
        { detail, profile: null },
      );
      expect(result.interactions.length).toBeGreaterThan(2);
      expect(JSON.parse(serializeCheck(result))).toEqual(JSON.parse(JSON.stringify(result)));
    }
  });

  it('handles a result with no interactions', () => {
    const result = checkInteractions(index, ['vitamin d'], { detail: 'basic', profile: null });
    expect(JSON.parse(serializeCheck(result))).toEqual(result);
  });
});
