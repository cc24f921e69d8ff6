/**
 * The review table's flag preview gives the analysis's flag (ADR 081 item 435): a categorical
 * test's unusual answer is 'abnormal', a dipstick's is 'high'.
 */
import { describe, expect, it } from 'vitest';
import { makeBiomarker } from '../test-fixtures';
import { previewFlag, rowFromBiomarker } from './review-rows';

const answer = (categorical: boolean | undefined, valueText: string) =>
  previewFlag(
    rowFromBiomarker(
      makeBiomarker({
        value: null,
        value_text: valueText,
        unit: null,
        ref_low: null,
        ref_high: null,
        normal_values: ['negative'],
        ...(categorical === undefined ? {} : { categorical }),
      }),
    ),
  );

describe('previewFlag', () => {
  it('flags a categorical screen’s positive answer abnormal, as the analysis does', () => {
    expect(answer(true, 'positive')).toBe('abnormal');
    expect(answer(true, 'negative')).toBe('normal');
  });
  it('flags a dipstick’s positive answer high', () => {
    expect(answer(undefined, 'positive')).toBe('high');
  });
});
