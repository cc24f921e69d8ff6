/**
 * Turns tracked rows into one record per day (the trends' series) and into the pattern factors.
 * Missing data is null, never 0: a day with nothing tracked is null in every series; a tracked day
 * without a symptom has symptom_count 0 (the user checked in and logged none).
 */
import type { TrendDay, TrendSeries } from '#shared/contracts/trends.contract';
import { TREND_SERIES } from '#shared/contracts/trends.contract';
import { round2, type AnalysisDay, type FactorDefinition } from '#shared/domain/correlations';
import type { TrackedData } from '#server/modules/tracking/index';
import { eachDayBetween } from '#shared/domain/dates';

/** Sleep at or above this (the night before) is the 'slept enough' factor. */
export const SLEEP_FACTOR_HOURS = 7;
export const WATER_FACTOR_GLASSES = 8;
/** A symptom becomes its own factor when logged on at least this many days of the window. */
export const FREQUENT_SYMPTOM_DAYS = 3;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The first day each habit counts as due: its creation day, or an earlier back-filled check-in. */
function habitStarts(data: TrackedData): Map<string, string> {
  const starts = new Map(data.habits.map((habit) => [habit.id, habit.created_on]));
  for (const checkIn of data.checkIns) {
    const start = starts.get(checkIn.habit_id);
    if (start && checkIn.date < start) starts.set(checkIn.habit_id, checkIn.date);
  }
  return starts;
}

/**
 * Share of the habits due that day that were done. A daily habit is due once a day; an N-times-a-
 * week habit N/7 of a time, so a 3×/week habit done on 3 days of 7 counts as fully kept. Capped at 1.
 */
function habitCompletion(
  data: TrackedData,
  date: string,
  starts: Map<string, string>,
  doneToday: Set<string>,
): number | null {
  let due = 0;
  let done = 0;
  for (const habit of data.habits) {
    const start = starts.get(habit.id) ?? habit.created_on;
    if (start > date || (habit.archived_on !== null && habit.archived_on <= date)) continue;
    const weight = habit.schedule === 'weekly' ? (habit.times_per_week ?? 7) / 7 : 1;
    due += weight;
    if (doneToday.has(habit.id)) done += 1;
  }
  if (due === 0) return null;
  return round2(Math.min(1, done / due));
}

export function buildDailySeries(data: TrackedData, from: string, to: string): TrendDay[] {
  const moods = new Map(data.moods.map((row) => [row.date, row]));
  const logs = new Map(data.logs.map((row) => [row.date, row]));
  const symptoms = groupBy(data.symptoms, (row) => row.date);
  const checkIns = groupBy(data.checkIns, (row) => row.date);
  const starts = habitStarts(data);

  return eachDayBetween(from, to).map((date) => {
    const mood = moods.get(date);
    const log = logs.get(date);
    const daySymptoms = symptoms.get(date) ?? [];
    const done = new Set((checkIns.get(date) ?? []).map((row) => row.habit_id));
    const isTracked = Boolean(mood || log || daySymptoms.length > 0 || done.size > 0);
    if (!isTracked)
      return {
        date,
        mood: null,
        energy: null,
        sleep_hours: null,
        water_glasses: null,
        symptom_count: null,
        symptom_max_severity: null,
        habit_completion: null,
        medicines_taken_ratio: null,
      };
    const doses = log?.doses ?? [];
    return {
      date,
      mood: mood?.mood ?? null,
      energy: mood?.energy ?? null,
      sleep_hours: log?.sleep_hours ?? null,
      water_glasses: log?.water_glasses ?? null,
      symptom_count: daySymptoms.length,
      symptom_max_severity: daySymptoms.length
        ? Math.max(...daySymptoms.map((s) => s.severity))
        : null,
      habit_completion: habitCompletion(data, date, starts, done),
      medicines_taken_ratio: doses.length
        ? round2(doses.filter((dose) => dose.status === 'taken').length / doses.length)
        : null,
    };
  });
}

export function summariseSeries(days: readonly TrendDay[]) {
  const summary = {} as Record<TrendSeries, { average: number | null; days_with_data: number }>;
  for (const series of TREND_SERIES) {
    const values = days
      .map((day) => day[series])
      .filter((value): value is number => value !== null);
    summary[series] = {
      average: values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null,
      days_with_data: values.length,
    };
  }
  return summary;
}

export const isTrackedDay = (day: TrendDay) => day.symptom_count !== null;

/**
 * Factors and outcomes per day for the pattern maths. A factor is unknown (null) on a day whose
 * source was not tracked: sleep and water need a daily log with that value, habits need the habit
 * to exist, tags and symptoms need a check-in that day.
 */
export function buildAnalysis(
  data: TrackedData,
  from: string,
  to: string,
): { factors: FactorDefinition[]; days: AnalysisDay[] } {
  const moods = new Map(data.moods.map((row) => [row.date, row]));
  const logs = new Map(data.logs.map((row) => [row.date, row]));
  const symptoms = groupBy(data.symptoms, (row) => row.date);
  const checkIns = groupBy(data.checkIns, (row) => row.date);
  const starts = habitStarts(data);
  const dates = eachDayBetween(from, to);

  const tags = [
    ...new Set(data.moods.flatMap((row) => row.tags.map((tag) => tag.trim().toLowerCase()))),
  ]
    .filter(Boolean)
    .sort();
  const symptomDays = new Map<string, Set<string>>();
  for (const row of data.symptoms) {
    const name = row.name.trim().toLowerCase();
    const set = symptomDays.get(name) ?? new Set<string>();
    set.add(row.date);
    symptomDays.set(name, set);
  }
  const frequentSymptoms = [...symptomDays.entries()]
    .filter(([, days]) => days.size >= FREQUENT_SYMPTOM_DAYS)
    .map(([name]) => name)
    .sort();

  const factors: FactorDefinition[] = [
    ...data.habits.map((habit) => ({
      key: `habit:${habit.id}`,
      label: habit.name,
      when: `On days you checked off "${habit.name}"`,
    })),
    ...tags.map((tag) => ({ key: `tag:${tag}`, label: tag, when: `On days tagged "${tag}"` })),
    {
      key: 'sleep_7h',
      label: `Slept ${SLEEP_FACTOR_HOURS} hours or more`,
      when: `After nights of ${SLEEP_FACTOR_HOURS} hours' sleep or more`,
    },
    { key: 'any_symptom', label: 'Any symptom logged', when: 'On days you logged a symptom' },
    ...frequentSymptoms.map((name) => ({
      key: `symptom:${name}`,
      label: name,
      when: `On days you logged ${name}`,
    })),
    {
      key: 'water_8',
      label: `${WATER_FACTOR_GLASSES}+ glasses of water`,
      when: `On days you drank ${WATER_FACTOR_GLASSES} glasses of water or more`,
    },
  ];

  const days: AnalysisDay[] = dates.map((date) => {
    const mood = moods.get(date);
    const log = logs.get(date);
    const daySymptoms = symptoms.get(date) ?? [];
    const done = new Set((checkIns.get(date) ?? []).map((row) => row.habit_id));
    const isTracked = Boolean(mood || log || daySymptoms.length > 0 || done.size > 0);
    const dayTags = new Set((mood?.tags ?? []).map((tag) => tag.trim().toLowerCase()));
    const symptomNames = new Set(daySymptoms.map((row) => row.name.trim().toLowerCase()));
    const factorValues: AnalysisDay['factors'] = {};
    for (const habit of data.habits) {
      const start = starts.get(habit.id) ?? habit.created_on;
      const isDue = start <= date && (habit.archived_on === null || habit.archived_on > date);
      factorValues[`habit:${habit.id}`] = isDue && isTracked ? done.has(habit.id) : null;
    }
    for (const tag of tags) factorValues[`tag:${tag}`] = mood ? dayTags.has(tag) : null;
    // The daily log's sleep is the night that ended that morning: it goes with that day's mood.
    factorValues.sleep_7h =
      log?.sleep_hours === null || log?.sleep_hours === undefined
        ? null
        : log.sleep_hours >= SLEEP_FACTOR_HOURS;
    factorValues.any_symptom = isTracked ? daySymptoms.length > 0 : null;
    for (const name of frequentSymptoms)
      factorValues[`symptom:${name}`] = isTracked ? symptomNames.has(name) : null;
    factorValues.water_8 =
      log?.water_glasses === null || log?.water_glasses === undefined
        ? null
        : log.water_glasses >= WATER_FACTOR_GLASSES;
    return {
      date,
      outcomes: { mood: mood?.mood ?? null, energy: mood?.energy ?? null },
      factors: factorValues,
    };
  });
  return { factors, days };
}
