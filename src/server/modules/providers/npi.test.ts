import { describe, expect, it } from 'vitest';
import { isValidNpi, luhnCheckDigit, normaliseNpi } from './npi';

describe('NPI check digits (Luhn over 80840 + the first nine digits)', () => {
  it('accepts valid NPIs', () => {
    // CMS's worked example: 123456789 → check digit 3.
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
    expect(isValidNpi('1003000126')).toBe(true);
    expect(isValidNpi('123-456-7893')).toBe(true);
    expect(isValidNpi(' 1234 567 893 ')).toBe(true);
  });

  it('refuses a wrong check digit, a transposition and the wrong length', () => {
    for (let last = 0; last <= 9; last++)
      if (last !== 3) expect(isValidNpi(`123456789${last}`)).toBe(false);
    expect(isValidNpi('2134567893')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678930')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
    expect(isValidNpi('')).toBe(false);
  });

  it('computes the Luhn digit the way CMS describes it', () => {
    expect(luhnCheckDigit('80840123456789')).toBe(3);
    expect(luhnCheckDigit('7992739871')).toBe(3); // the textbook Luhn example
    expect(normaliseNpi('12 34-567893')).toBe('1234567893');
    expect(normaliseNpi('abc')).toBeNull();
  });
});
