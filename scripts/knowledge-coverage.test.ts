import { describe, expect, it } from 'vitest';
import { loadKnowledgeFiles } from '#server/knowledge/load-knowledge-files';
import { substancesKind } from '#server/knowledge/substances.kind';
import { COVERAGE_LISTS, measureCoverage, percent, readCoverageList } from './knowledge-coverage';

const coverage = measureCoverage(loadKnowledgeFiles().records(substancesKind));

describe('knowledge coverage of common medicines', () => {
  it.each(coverage.map((list) => [list.file, list] as const))(
    '%s: at least 97% of the names resolve to a substance',
    (_file, list) => {
      expect(
        { covered: percent(list) >= 97, missing: list.missing, approximate: list.approximate },
        `${list.covered}/${list.total}`,
      ).toMatchObject({ covered: true });
    },
  );

  it('keeps every list whole (no duplicates, no shrinking below its size when measured)', () => {
    const minimum: Record<string, number> = {
      'us-top-300.json': 300,
      'who-eml-oral-topical.json': 250,
      'otc-monograph.json': 100,
      'uk-eu-names.json': 60,
    };
    for (const { file } of COVERAGE_LISTS) {
      const names = readCoverageList(file).map((entry) =>
        typeof entry === 'string' ? entry : entry[0],
      );
      expect(new Set(names).size, file).toBe(names.length);
      expect(names.length, file).toBeGreaterThanOrEqual(minimum[file]!);
    }
  });
});
