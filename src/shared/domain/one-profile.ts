/**
 * One picture of the user (ADR 022): the profile's medicines are the medicine cabinet and its
 * current symptoms include what the symptom tracker logged recently. `unifyProfile` lays the
 * cabinet and the tracker over the stored profile; `summarizeProfile` is the one function every
 * count, completeness figure, section tick and setup step is read from, on the server and the
 * client alike, so the dashboard, /profile and /wellness cannot disagree.
 * Pure TypeScript: no DOM, no Node APIs.
 */
import type { Medication } from '../contracts/profile.contract';
import { MEDICATION_TYPES } from './profile-fields';
import {
  calculateCompletenessScore,
  countCompletedSections,
  isProfileComplete,
  profileSetupSteps,
  type ProfileLike,
} from './profile-scores';

/** A symptom logged in the tracker within this many days counts as current. */
export const CURRENT_SYMPTOM_WINDOW_DAYS = 14;

/** One active medicine in the cabinet, as the profile shows it. */
export interface CabinetEntry {
  id: string;
  name: string;
  dosage: string | null;
  frequency: string;
  type: string;
}

/** One symptom-tracker entry (name and calendar day). */
export interface TrackedSymptom {
  name: string;
  date: string;
}

const normalise = (name: string) => name.trim().toLowerCase();

function medicationType(type: string): Medication['type'] {
  return (MEDICATION_TYPES as readonly string[]).includes(type)
    ? (type as Medication['type'])
    : undefined;
}

/** Tracker symptoms by name (first spelling kept), most days first, then by name. */
export function recentSymptomNames(entries: readonly TrackedSymptom[]): string[] {
  const days = new Map<string, { name: string; days: Set<string> }>();
  for (const entry of entries) {
    const key = normalise(entry.name);
    if (key === '') continue;
    const found = days.get(key) ?? { name: entry.name.trim(), days: new Set<string>() };
    found.days.add(entry.date);
    days.set(key, found);
  }
  return [...days.values()]
    .sort((a, b) => b.days.size - a.days.size || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
}

/**
 * The profile as every area reads it: `medications.current` is the cabinet's active medicines
 * (the stored list is not a second source), and `symptoms.currentSymptoms` adds the tracker's
 * recent symptoms to the ones the user typed in. A logged symptom outranks an older 'no symptoms'
 * box, and a filled cabinet outranks the 'no medications' box. The cabinet is checked for
 * interactions automatically on every change, so a filled cabinet counts as the safety check.
 */
export function unifyProfile<P extends ProfileLike>(
  profile: P,
  cabinet: readonly CabinetEntry[],
  trackedSymptoms: readonly TrackedSymptom[],
): P {
  const storedMedications = profile.medications ?? {};
  const current: Medication[] = cabinet.map((entry) => ({
    id: entry.id,
    name: entry.name,
    ...(entry.dosage ? { dosage: entry.dosage } : {}),
    frequency: entry.frequency,
    ...(medicationType(entry.type) ? { type: medicationType(entry.type) } : {}),
    active: true,
  }));
  // An empty cabinet leaves no list at all: a list stored in the profile is not a second source.
  const { current: _stored, ...rest } = storedMedications;
  const medications = current.length > 0 ? { ...rest, current, none: false } : rest;

  const storedSymptoms = profile.symptoms ?? {};
  const typed = storedSymptoms.currentSymptoms ?? [];
  const known = new Set(typed.map(normalise));
  const logged = recentSymptomNames(trackedSymptoms).filter((name) => !known.has(normalise(name)));
  const symptoms =
    logged.length > 0
      ? { ...storedSymptoms, currentSymptoms: [...typed, ...logged], noSymptoms: false }
      : storedSymptoms;

  const progress = profile.onboarding_progress ?? {};
  const onboarding_progress =
    current.length > 0 ? { ...progress, interactionsCompleted: true } : progress;

  return { ...profile, medications, symptoms, onboarding_progress };
}

export interface ProfileSummary {
  medicationCount: number;
  medicationNames: string[];
  symptomCount: number;
  symptomNames: string[];
  /** The completeness score (0-100), the same figure the server stores and the badges show. */
  completeness: number;
  isComplete: boolean;
  sections: ReturnType<typeof countCompletedSections>;
  steps: ReturnType<typeof profileSetupSteps>;
}

/** Every count and tick the app shows about the profile, from one (unified) profile. */
export function summarizeProfile(profile: ProfileLike): ProfileSummary {
  const medicines = (profile.medications?.current ?? []).filter((m) => m.active !== false);
  const symptoms = profile.symptoms?.noSymptoms ? [] : (profile.symptoms?.currentSymptoms ?? []);
  const completeness = calculateCompletenessScore(profile);
  return {
    medicationCount: medicines.length,
    medicationNames: medicines.map((m) => m.name),
    symptomCount: symptoms.length,
    symptomNames: [...symptoms],
    completeness,
    isComplete: isProfileComplete(completeness),
    sections: countCompletedSections(profile),
    steps: profileSetupSteps(profile),
  };
}
