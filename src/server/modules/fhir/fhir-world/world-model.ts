/**
 * The truth a generated FHIR bundle carries (what a careful reader of the record would take from
 * it), independent of how the bundle writes it. The scorer compares what the app stored with this.
 */
export type Moment = 'morning' | 'noon' | 'evening' | 'night';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type Language = 'en' | 'de' | 'fr' | 'es';

export type ScheduleTruth =
  | { kind: 'daily'; perDay: number }
  | { kind: 'every'; hours: number }
  | { kind: 'clock'; times: string[] }
  | { kind: 'moments'; moments: Moment[] }
  | { kind: 'weekdays'; days: Weekday[] }
  | { kind: 'every-other-day' }
  | { kind: 'weekly' }
  | { kind: 'as-needed'; reason: AsNeededReason | null; everyHours: number | null };

export type AsNeededReason = 'pain' | 'breath' | 'sleep';

export interface DoseTruth {
  low: number;
  /** A range's top ('1-2 tablets'); absent for one amount. */
  high?: number;
  unit: 'mg' | 'mcg' | 'mL' | 'tablet' | 'capsule' | 'puff';
}

export interface DoseLineTruth {
  moment: Moment;
  dose: DoseTruth;
}

export interface MedicineTruth {
  name: string;
  /** Should the medicine be in the cabinet after the import (an active statement, an order). */
  present: boolean;
  /** Why not, when not present (for the scorer's error names). */
  absentBecause?: string;
  /** One dose for every intake; null when the dose differs per intake (see `lines`). */
  dose: DoseTruth | null;
  schedule: ScheduleTruth;
  /** Split doses: a different amount at each moment ('2 in the morning, 1 in the evening'). */
  lines?: DoseLineTruth[];
}

export interface HistoryTruth {
  name: string;
  present: boolean;
  /** Why it is (not) there: 'no-known-allergy', 'refuted', 'encounter-diagnosis', ... */
  because: string;
}

export type VitalKind = 'weight' | 'height' | 'heart_rate' | 'blood_pressure';

export interface VitalTruth {
  kind: VitalKind;
  date: string;
  value: number;
  value2: number | null;
  present: boolean;
  because: string;
}

export interface LabTruth {
  name: string;
  value: number | null;
  /** A value kept as text ('<0.5'). */
  text: string | null;
  flag: 'H' | 'L' | null;
  present: boolean;
  because: string;
}

export interface WorldTruth {
  medicines: MedicineTruth[];
  allergies: HistoryTruth[];
  conditions: HistoryTruth[];
  vitals: VitalTruth[];
  labs: LabTruth[];
}

export interface WorldBundle {
  seed: number;
  split: 'tune' | 'held-out';
  /** The EHR or app whose habits wrote it. */
  writer: string;
  bundle: Record<string, unknown>;
  /** The same records written again (another export of the same chart): imported second. */
  again: Record<string, unknown> | null;
  truth: WorldTruth;
  /** The ways of writing this bundle used ('timing:when', 'ref:contained', ...). */
  axes: string[];
}
