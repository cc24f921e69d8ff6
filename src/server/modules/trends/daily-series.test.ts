import { describe, expect, it } from 'vitest';
import { buildAnalysis, buildDailySeries, summariseSeries } from './daily-series';
import type { TrackedData } from '#server/modules/tracking/index';

const empty: TrackedData = { moods: [], logs: [], symptoms: [], habits: [], checkIns: [] };
const habit = (id: string, extra: Partial<TrackedData['habits'][number]> = {}) => ({
  id,
  name: id,
  schedule: 'daily',
  times_per_week: null,
  created_on: '2026-03-01',
  archived_on: null,
  ...extra,
});

describe('buildDailySeries', () => {
  it('is null everywhere without data, and summarises to null averages', () => {
    const days = buildDailySeries(empty, '2026-03-01', '2026-03-07');
    expect(days).toHaveLength(7);
    expect(days.every((d) => Object.entries(d).every(([k, v]) => k === 'date' || v === null))).toBe(
      true,
    );
    expect(summariseSeries(days).mood).toEqual({ average: null, days_with_data: 0 });
  });

  it('counts a weekly habit as N/7 due a day, capped at 1, and ignores archived or future habits', () => {
    const data: TrackedData = {
      ...empty,
      habits: [
        habit('gym', { schedule: 'weekly', times_per_week: 3 }),
        habit('old', { archived_on: '2026-03-02' }),
        habit('new', { created_on: '2026-03-09' }),
      ],
      checkIns: [{ habit_id: 'gym', date: '2026-03-05' }],
      moods: [{ date: '2026-03-06', mood: 3, energy: 3, tags: [] }],
    };
    const days = buildDailySeries(data, '2026-03-05', '2026-03-06');
    expect(days[0]?.habit_completion).toBe(1); // 1 done ÷ 3/7 due → capped
    expect(days[1]?.habit_completion).toBe(0);
  });

  it('starts a habit at its earliest back-filled check-off', () => {
    const data: TrackedData = {
      ...empty,
      habits: [habit('walk', { created_on: '2026-03-10' })],
      checkIns: [{ habit_id: 'walk', date: '2026-03-08' }],
    };
    const [day] = buildDailySeries(data, '2026-03-08', '2026-03-08');
    expect(day?.habit_completion).toBe(1);
  });
});

describe('buildAnalysis', () => {
  it('leaves factors unknown where their source was not tracked', () => {
    const data: TrackedData = {
      ...empty,
      moods: [{ date: '2026-03-02', mood: 4, energy: 3, tags: ['Walk '] }],
      logs: [{ date: '2026-03-03', sleep_hours: 6, water_glasses: null, doses: [] }],
      symptoms: [],
    };
    const { factors, days } = buildAnalysis(data, '2026-03-01', '2026-03-03');
    expect(factors.map((f) => f.key)).toEqual(['tag:walk', 'sleep_7h', 'any_symptom', 'water_8']);
    const [untracked, moodDay, logDay] = days;
    expect(untracked?.factors).toMatchObject({
      'tag:walk': null,
      sleep_7h: null,
      any_symptom: null,
      water_8: null,
    });
    expect(moodDay?.factors).toMatchObject({
      'tag:walk': true,
      sleep_7h: null,
      any_symptom: false,
    });
    expect(logDay?.factors).toMatchObject({ 'tag:walk': null, sleep_7h: false, water_8: null });
    expect(logDay?.outcomes).toEqual({ mood: null, energy: null });
  });
});
