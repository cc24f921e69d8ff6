/**
 * The wellness score (the dashboard's Wellness Score tab): 0-100 from the user's own data. Each
 * part with data scores 0-100 and the parts present are averaged with their weights renormalised,
 * so a user who tracks only mood still gets an honest score. The default score 78 is used only
 * when there is no data at all, and is then flagged. Pure TypeScript: no DOM, no Node APIs.
 */
import type { Lifestyle } from '../contracts/profile.contract';
import { DEFAULT_WELLNESS_SCORE } from './action-plan';
import { calculateLifestyleScore, hasValue } from './profile-scores';
import { formatCount } from './plural';

/** Days of tracked data the score looks back over. */
export const WELLNESS_WINDOW_DAYS = 30;

export type WellnessPartKey = 'lifestyle' | 'sleep' | 'mood' | 'habits' | 'symptoms';

/** How much each part counts when present (sums to 1 with all parts). */
export const WELLNESS_WEIGHTS: Readonly<Record<WellnessPartKey, number>> = {
  lifestyle: 0.25,
  sleep: 0.2,
  mood: 0.25,
  habits: 0.15,
  symptoms: 0.15,
};

export const WELLNESS_LABELS: Readonly<Record<WellnessPartKey, string>> = {
  lifestyle: 'Lifestyle',
  sleep: 'Sleep',
  mood: 'Mood and energy',
  habits: 'Habits',
  symptoms: 'Symptom burden',
};

export interface WellnessInputs {
  /** The profile's lifestyle section; counted only when at least one field is filled in. */
  lifestyle: Lifestyle | null | undefined;
  /** Hours slept per logged night in the window. */
  sleepHours: readonly number[];
  /** Mood and energy (1-5) per check-in in the window. */
  moods: readonly number[];
  energies: readonly number[];
  /** Share (0-1) of habits done per day that had habits due. */
  habitCompletion: readonly number[];
  /** Days with any tracked entry in the window (symptoms are judged over these). */
  trackedDays: number;
  /** The worst severity (1-10) of each day on which a symptom was logged. */
  symptomDaySeverities: readonly number[];
}

export interface WellnessPartResult {
  key: WellnessPartKey;
  label: string;
  score: number;
  weight: number;
  detail: string;
}

export interface WellnessResult {
  score: number;
  is_default: boolean;
  parts: WellnessPartResult[];
}

const clamp = (value: number) => Math.max(0, Math.min(100, value));
const average = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const one = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** 100 within 7-9 hours (the adult range CDC recommends), 20 points less per hour outside it. */
export function sleepScore(averageHours: number): number {
  const distance = averageHours < 7 ? 7 - averageHours : averageHours > 9 ? averageHours - 9 : 0;
  return clamp(Math.round(100 - 20 * distance));
}

/** 1 → 0 and 5 → 100 on the mean of mood and energy. */
export function moodScore(averageMood: number, averageEnergy: number): number {
  return clamp(Math.round((((averageMood + averageEnergy) / 2 - 1) / 4) * 100));
}

/** 100 minus the burden: share of tracked days with a symptom × their mean worst severity / 10. */
export function symptomScore(trackedDays: number, daySeverities: readonly number[]): number {
  if (trackedDays === 0) return 100;
  const share = Math.min(1, daySeverities.length / trackedDays);
  const severity = daySeverities.length ? average(daySeverities) / 10 : 0;
  return clamp(Math.round(100 * (1 - share * severity)));
}

export function hasLifestyleData(lifestyle: Lifestyle | null | undefined): lifestyle is Lifestyle {
  return !!lifestyle && Object.values(lifestyle).some(hasValue);
}

export function calculateWellnessScore(inputs: WellnessInputs): WellnessResult {
  const raw: Omit<WellnessPartResult, 'weight' | 'label'>[] = [];
  if (hasLifestyleData(inputs.lifestyle))
    raw.push({
      key: 'lifestyle',
      score: clamp(calculateLifestyleScore(inputs.lifestyle).score),
      detail: 'Lifestyle score from your profile (exercise, sleep, stress, smoking, alcohol)',
    });
  if (inputs.sleepHours.length > 0) {
    const hours = average(inputs.sleepHours);
    raw.push({
      key: 'sleep',
      score: sleepScore(hours),
      detail: `${one(hours)} hours a night on average over ${inputs.sleepHours.length} logged nights`,
    });
  }
  if (inputs.moods.length > 0) {
    const mood = average(inputs.moods);
    const energy = inputs.energies.length ? average(inputs.energies) : mood;
    raw.push({
      key: 'mood',
      score: moodScore(mood, energy),
      detail: `Mood ${one(mood)}/5 and energy ${one(energy)}/5 on average over ${inputs.moods.length} check-ins`,
    });
  }
  if (inputs.habitCompletion.length > 0) {
    const share = average(inputs.habitCompletion);
    raw.push({
      key: 'habits',
      score: clamp(Math.round(share * 100)),
      detail: `${Math.round(share * 100)}% of due habits done over ${formatCount(inputs.habitCompletion.length, 'day')}`,
    });
  }
  if (inputs.trackedDays > 0)
    raw.push({
      key: 'symptoms',
      score: symptomScore(inputs.trackedDays, inputs.symptomDaySeverities),
      detail: `Symptoms on ${inputs.symptomDaySeverities.length} of ${inputs.trackedDays} tracked days`,
    });

  if (raw.length === 0) return { score: DEFAULT_WELLNESS_SCORE, is_default: true, parts: [] };
  const totalWeight = raw.reduce((sum, part) => sum + WELLNESS_WEIGHTS[part.key], 0);
  const parts = raw.map((part) => ({
    ...part,
    label: WELLNESS_LABELS[part.key],
    weight: Math.round((WELLNESS_WEIGHTS[part.key] / totalWeight) * 1000) / 1000,
  }));
  const score = Math.round(
    raw.reduce((sum, part) => sum + part.score * WELLNESS_WEIGHTS[part.key], 0) / totalWeight,
  );
  return { score: clamp(score), is_default: false, parts };
}
