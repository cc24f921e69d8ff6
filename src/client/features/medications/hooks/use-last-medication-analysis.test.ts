import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#client/lib/storage';
import {
  parseLastMedicationAnalysis,
  saveLastMedicationAnalysis,
} from './use-last-medication-analysis';

describe('lastMedicationAnalysis', () => {
  it('stores only the time and the count under its local key', () => {
    saveLastMedicationAnalysis({ timestamp: '2026-11-21T10:00:00.000Z', count: 3 });
    expect(window.localStorage.getItem(STORAGE_KEYS.lastMedicationAnalysis)).toBe(
      '{"timestamp":"2026-11-21T10:00:00.000Z","count":3}',
    );
  });

  it('reads anything else as no analysis', () => {
    expect(parseLastMedicationAnalysis('{"timestamp":"x","count":2}')).toEqual({
      timestamp: 'x',
      count: 2,
    });
    expect(parseLastMedicationAnalysis('{"timestamp":1}')).toBeNull();
    expect(parseLastMedicationAnalysis('not json')).toBeNull();
    expect(parseLastMedicationAnalysis(null)).toBeNull();
  });
});
