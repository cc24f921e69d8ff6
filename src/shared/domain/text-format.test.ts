import { describe, expect, it } from 'vitest';
import { formatReferenceRange, joinParts } from './text-format';

describe('joinParts', () => {
  it('joins only the parts that have text, so no separator stands alone', () => {
    expect(joinParts(['5.2 mmol/L', '', 'Lab range 3.5–5.0'])).toBe(
      '5.2 mmol/L · Lab range 3.5–5.0',
    );
    expect(joinParts(['400 mg', null, undefined, '  ', 'three times daily'])).toBe(
      '400 mg · three times daily',
    );
    expect(joinParts(['', null])).toBe('');
    expect(joinParts(['a', 'b'], ', ')).toBe('a, b');
    expect(joinParts(['4.1', '', 'mmol/L'])).not.toMatch(/· ,|· ·|^ ·|· $/);
  });
});

describe('formatReferenceRange', () => {
  it("says a one-sided upper limit ('<100') as 'up to 100', never '–100'", () => {
    const ldl = formatReferenceRange(null, 100, 'mg/dL');
    expect(ldl).toBe('up to 100 mg/dL');
    expect(ldl).not.toMatch(/^–/);
  });

  it('says a lower limit only, both ends, and nothing known', () => {
    expect(formatReferenceRange(60, null, 'mL/min')).toBe('60 mL/min or more');
    expect(formatReferenceRange(3.5, 5, 'mmol/L')).toBe('3.5–5 mmol/L');
    expect(formatReferenceRange(0, 0.5)).toBe('0–0.5');
    expect(formatReferenceRange(null, null, 'g/L')).toBeNull();
    expect(formatReferenceRange(undefined, undefined)).toBeNull();
  });
});
