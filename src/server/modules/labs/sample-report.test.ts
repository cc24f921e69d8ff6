import { describe, expect, it } from 'vitest';
import { knowledgeFromFiles } from '#server/knowledge/load-knowledge-files';
import { CORRELATION_SIDES, SCORE_RULES } from './lab-analysis';
import { SAMPLE_ROWS, buildSampleReport } from './sample-report';

const reference = knowledgeFromFiles().biomarkers;

describe('the shipped reference and the analysis rules', () => {
  it('resolves every correlation side to a marker of its specimen', () => {
    for (const [key, side] of Object.entries(CORRELATION_SIDES)) {
      const found = side.names.map((name) => reference.resolveName(name, side.specimen));
      expect(
        found.some((marker) => marker?.specimen === side.specimen),
        key,
      ).toBe(true);
    }
  });
  it('resolves the named markers of every score', () => {
    for (const [key, rule] of Object.entries(SCORE_RULES))
      for (const { name, specimen } of rule.names)
        expect(reference.resolveName(name, specimen)?.specimen, `${key}: ${name}`).toBe(specimen);
  });
});

describe('the sample report', () => {
  const sample = buildSampleReport(reference);
  it('knows every fictional row and runs it through the analysis', () => {
    expect(sample.sample).toBe(true);
    expect(sample.biomarkers).toHaveLength(SAMPLE_ROWS.length);
    expect(sample.analysis_result.markers.filter((m) => m.flag === 'unknown')).toEqual([]);
    expect(sample.analysis_result.correlations.map((c) => c.id)).toEqual([
      'glucose-in-blood-and-urine',
      'urine-blood-low-hemoglobin',
    ]);
    for (const score of Object.values(sample.analysis_result.scores))
      expect(score.value).not.toBeNull();
    expect(sample.analysis_result.narrative.text).toContain('urine glucose (present)');
  });
  it('is the same on every build', () => {
    expect(buildSampleReport(reference)).toEqual(sample);
  });
});
