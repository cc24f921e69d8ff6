/** An in-memory tracker API behind the shared fetch fake, for the tracker pages' tests. */
import { fakeFetch, type FakeAnswer } from '../../../../../tests/setup/fake-fetch';
import type {
  AchievementList,
  DailyLog,
  Habit,
  MoodEntry,
  Symptom,
} from '#shared/contracts/tracking.contract';

export function makeHabit(overrides: Partial<Habit> = {}): Habit {
  return {
    id: 'h1',
    name: 'Walk 20 minutes',
    description: null,
    schedule: 'daily',
    times_per_week: null,
    archived_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    streak_unit: 'days',
    current_streak: 0,
    best_streak: 0,
    week_count: 0,
    week_target: 7,
    done_today: false,
    ...overrides,
  };
}

export function makeMood(overrides: Partial<MoodEntry> = {}): MoodEntry {
  return {
    date: '2026-03-03',
    mood: 4,
    energy: 3,
    tags: [],
    note: null,
    created_at: '2026-03-03T10:00:00.000Z',
    updated_at: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSymptom(overrides: Partial<Symptom> = {}): Symptom {
  return {
    id: 's1',
    name: 'Headache',
    severity: 6,
    occurred_at: '2026-03-03T09:00:00+00:00',
    occurred_on: '2026-03-03',
    note: null,
    triggers: [],
    created_at: '2026-03-03T09:00:00.000Z',
    ...overrides,
  };
}

export interface FakeTrackingOptions {
  moods?: MoodEntry[];
  symptoms?: Symptom[];
  habits?: Habit[];
  checkIns?: Record<string, string[]>;
  dailyLog?: Partial<DailyLog>;
  achievements?: AchievementList;
}

export function fakeTrackingApi(options: FakeTrackingOptions = {}) {
  const moods = [...(options.moods ?? [])];
  let habits = [...(options.habits ?? [])];
  return fakeFetch((call): FakeAnswer | undefined => {
    const { method, path } = call;
    const from = call.search.get('from') ?? '';
    const to = call.search.get('to') ?? '';
    if (path === '/api/mood' && method === 'GET')
      return { body: { from, to, entries: moods.filter((m) => m.date >= from && m.date <= to) } };
    const moodDate = /^\/api\/mood\/(.+)$/.exec(path)?.[1];
    if (moodDate && method === 'PUT') {
      const saved = makeMood({ ...(call.body as Partial<MoodEntry>), date: moodDate });
      moods.push(saved);
      return { body: saved };
    }
    if (path === '/api/symptoms/options')
      return { body: { options: ['Headache', 'Fatigue', 'Nausea'] } };
    if (path === '/api/symptoms' && method === 'GET')
      return { body: { from, to, symptoms: options.symptoms ?? [] } };
    if (path === '/api/symptoms' && method === 'POST')
      return { status: 201, body: makeSymptom({ ...(call.body as Partial<Symptom>), id: 'new' }) };
    if (path === '/api/habits' && method === 'GET')
      return { body: { today: call.search.get('today'), habits } };
    if (path === '/api/habits' && method === 'POST') {
      const created = makeHabit({ ...(call.body as Partial<Habit>), id: `h${habits.length + 1}` });
      habits = [...habits, created];
      return { status: 201, body: created };
    }
    const checkIns = /^\/api\/habits\/([^/]+)\/check-ins$/.exec(path);
    if (checkIns)
      return {
        body: { habit_id: checkIns[1], from, to, dates: options.checkIns?.[checkIns[1]!] ?? [] },
      };
    const checkIn = /^\/api\/habits\/([^/]+)\/check-ins\/([^/]+)$/.exec(path);
    if (checkIn) {
      const habit = habits.find((item) => item.id === checkIn[1]);
      return habit ? { body: { ...habit, done_today: method === 'PUT' } } : undefined;
    }
    const logDate = /^\/api\/daily-log\/(.+)$/.exec(path)?.[1];
    if (logDate) {
      const log: DailyLog = {
        date: logDate,
        mood: null,
        symptoms: [],
        habits: [],
        sleep_hours: null,
        water_glasses: null,
        medications: [],
        updated_at: null,
        ...options.dailyLog,
      };
      return { body: method === 'PUT' ? { ...log, ...(call.body as object) } : log };
    }
    if (path === '/api/achievements')
      return { body: options.achievements ?? { earned: [], locked: [] } };
    if (path === '/api/goals' && method === 'GET') return { body: { today: '', goals: [] } };
    return undefined;
  });
}
