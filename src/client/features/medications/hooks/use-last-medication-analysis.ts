/**
 * The 'lastMedicationAnalysis' local key: when this device last looked up side effects
 * and warnings, and for how many medicines. Only the time and the count: no names, no health values.
 */
import { STORAGE_KEYS } from '#client/lib/storage';
import { setStoredValue, useStoredValue } from '#client/lib/use-stored-value';

export interface LastMedicationAnalysis {
  timestamp: string;
  count: number;
}

/** A stored value counts only with the full shape; anything else reads as no analysis. */
export function parseLastMedicationAnalysis(
  raw: string | null | undefined,
): LastMedicationAnalysis | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastMedicationAnalysis> | null;
    if (typeof value?.timestamp === 'string' && typeof value.count === 'number')
      return { timestamp: value.timestamp, count: value.count };
  } catch {
    // Corrupt JSON: treated as no analysis.
  }
  return null;
}

export function saveLastMedicationAnalysis(analysis: LastMedicationAnalysis): void {
  setStoredValue(
    STORAGE_KEYS.lastMedicationAnalysis,
    JSON.stringify({ timestamp: analysis.timestamp, count: analysis.count }),
  );
}

export function useLastMedicationAnalysis(): LastMedicationAnalysis | null {
  return parseLastMedicationAnalysis(useStoredValue(STORAGE_KEYS.lastMedicationAnalysis));
}
