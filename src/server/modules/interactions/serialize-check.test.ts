import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
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

  it('keeps the roles of an answer derived from roles (ADR 082)', () => {
    clearSerializeCache();
    const shipped = knowledgeFromFiles().interactions;
    for (const detail of ['basic', 'full', 'basic'] as const) {
      const result = checkInteractions(shipped, ['fluconazole', 'celecoxib', 'citalopram'], {
        detail,
        profile: null,
      });
      expect(result.interactions.some((i) => i.derived_from)).toBe(true);
      expect(JSON.parse(serializeCheck(result))).toEqual(JSON.parse(JSON.stringify(result)));
    }
  });
});
