/**
 * The trends' windows, series and their labels. Without zod (the trends contract re-exports them),
 * so a page that draws a chart or keeps its window in the address does not load the contract's
 * schemas, and zod, with its first screen (ADR 181).
 */
export const TREND_WINDOWS = [7, 30, 90] as const;
export type TrendWindow = (typeof TREND_WINDOWS)[number];
export const DEFAULT_TREND_WINDOW: TrendWindow = 30;

/** The series every chart can draw; each is null on a day without that data (never 0 for missing). */
export const TREND_SERIES = [
  'mood',
  'energy',
  'sleep_hours',
  'water_glasses',
  'symptom_count',
  'symptom_max_severity',
  'habit_completion',
  'medicines_taken_ratio',
] as const;
export type TrendSeries = (typeof TREND_SERIES)[number];

export const TREND_SERIES_LABELS: Readonly<Record<TrendSeries, string>> = {
  mood: 'Mood (1-5)',
  energy: 'Energy (1-5)',
  sleep_hours: 'Sleep (hours)',
  water_glasses: 'Water (glasses)',
  symptom_count: 'Symptoms logged',
  symptom_max_severity: 'Worst symptom (1-10)',
  habit_completion: 'Habits done (share)',
  medicines_taken_ratio: 'Medicines taken (share)',
};
