import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, userAchievements } from '#server/db/schema';
import {
  createTestApp,
  get,
  post,
  readOutbox,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId } from '../../../../tests/setup/billing';
import { seeder } from '../../../../tests/setup/tracked-data-seeder';
import { maskEmail } from './weekly-report.service';

// ISO week 2026-W13 runs from Monday 2026-03-23 to Sunday 2026-03-29.
const WEEK = '2026-W13';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function seededUser(prefix: string) {
  const user = await newUserWithId(t.app, prefix);
  const seed = seeder(t.testDb.database, user.id);
  const walk = await seed.habit('Walk', '2026-03-01');
  await seed.mood('2026-03-23', 2, 2);
  await seed.mood('2026-03-25', 5, 4);
  await seed.mood('2026-03-27', 4, 4);
  await seed.mood('2026-03-30', 1, 1); // next week: not in the report
  await seed.log('2026-03-24', { sleep: 6, water: 8 });
  await seed.log('2026-03-25', { sleep: 8 });
  await seed.symptom('2026-03-24', 'Headache', 4);
  await seed.symptom('2026-03-26', 'Headache', 7);
  await seed.checkIn(walk, '2026-03-23');
  await seed.checkIn(walk, '2026-03-25');
  const { db } = t.testDb.database;
  await db.insert(goals).values({
    user_id: user.id,
    title: 'Sleep 7 hours',
    source: 'custom',
    metric: 'sleep_hours',
    target_value: 7,
    unit: 'hours',
    direction: 'at_least',
    period: 'week',
  });
  await db.insert(userAchievements).values({
    user_id: user.id,
    achievement_key: 'first_log',
    earned_at: new Date('2026-03-23T10:00:00Z'),
  });
  return { ...user, walk };
}

describe('GET /api/reports/weekly', () => {
  it('summarises one ISO week of the user’s own data', async () => {
    const user = await seededUser('report');
    const response = await get(t.app, `/api/reports/weekly?week=${WEEK}`, user.cookie);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      week: WEEK,
      from: '2026-03-23',
      to: '2026-03-29',
      days_with_data: 5,
    });
    expect(report.averages).toMatchObject({
      mood: 3.7,
      energy: 3.3,
      sleep_hours: 7,
      water_glasses: 8,
    });
    expect(report.best_day).toEqual({ date: '2026-03-25', mood: 5, energy: 4 });
    expect(report.worst_day).toEqual({ date: '2026-03-23', mood: 2, energy: 2 });
    expect(report.habits).toEqual([{ habit_id: user.walk, name: 'Walk', done: 2, target: 7 }]);
    // 'Habits done' agrees with the list: 2 of 7, not the 100 % of the two days checked.
    expect(report.averages.habit_completion).toBeCloseTo(2 / 7);
    expect(report.symptoms).toEqual([{ name: 'Headache', count: 2, max_severity: 7 }]);
    expect(report.goals[0]).toMatchObject({
      title: 'Sleep 7 hours',
      progress_percent: 100,
      status: 'active',
    });
    expect(report.achievements).toEqual([
      { key: 'first_log', title: 'First step', earned_at: '2026-03-23T10:00:00.000Z' },
    ]);
    expect(report.highlights).toContain('Your mood averaged 3.7 out of 5.');
  });

  it('defaults to the week of ?today and refuses a week the year lacks or a bad format', async () => {
    const user = await newUserWithId(t.app, 'report-week');
    expect(
      (await get(t.app, '/api/reports/weekly?today=2026-03-25', user.cookie)).json(),
    ).toMatchObject({
      week: WEEK,
      days_with_data: 0,
      best_day: null,
      highlights: ['Nothing was logged this week.'],
    });
    const missing = await get(t.app, '/api/reports/weekly?week=2025-W53', user.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'INVALID_WEEK',
      message: '2025-W53 is not a week of that year',
    });
    const bad = await get(t.app, '/api/reports/weekly?week=2026-13', user.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Use a week such as 2026-W07');
  });
});

describe('GET /api/reports/weekly/pdf (paid)', () => {
  it('answers 403 PLAN_REQUIRED to a free user', async () => {
    const user = await newUserWithId(t.app, 'pdf-free');
    const response = await get(t.app, `/api/reports/weekly/pdf?week=${WEEK}`, user.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'pdf_reports' });
  });

  it('downloads a PDF attachment with nosniff', async () => {
    const user = await seededUser('pdf');
    await makePaid(t.testDb.database, user.id);
    const response = await get(t.app, `/api/reports/weekly/pdf?week=${WEEK}`, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="wellnest-week-${WEEK}.pdf"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText } = await import('unpdf');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain('Headache: 2 times, worst severity 7/10');
  });
});

describe('POST /api/reports/weekly/email (paid)', () => {
  it('answers 403 PLAN_REQUIRED to a free user and sends nothing', async () => {
    const user = await newUserWithId(t.app, 'email-free');
    const response = await post(t.app, '/api/reports/weekly/email', { week: WEEK }, user.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'email_reports' });
    expect(
      (await readOutbox(t.app)).filter(
        (m) => m.to === user.email && m.subject.startsWith('Your Wellnest week'),
      ),
    ).toEqual([]);
  });

  it('sends the report to the user’s own address only', async () => {
    const user = await seededUser('email');
    await makePaid(t.testDb.database, user.id);
    const response = await post(t.app, '/api/reports/weekly/email', { week: WEEK }, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true, week: WEEK, to: maskEmail(user.email) });
    const [mail] = (await readOutbox(t.app)).filter(
      (m) => m.to === user.email && m.subject.startsWith('Your Wellnest week'),
    );
    expect(mail?.subject).toBe(`Your Wellnest week ${WEEK} (2026-03-23 to 2026-03-29)`);
    expect(mail?.text).toContain('- Walk: 2 of 7');

    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/reports/weekly/email',
      headers: { origin: 'http://localhost:3000', cookie: user.cookie },
    });
    expect(noBody.statusCode).toBe(200);

    const redirected = await post(
      t.app,
      '/api/reports/weekly/email',
      { week: WEEK, to: 'attacker@evil.test', user_id: 'x' },
      user.cookie,
    );
    expect(redirected.statusCode).toBe(400);
    expect((await readOutbox(t.app)).some((m) => m.to === 'attacker@evil.test')).toBe(false);
  });
});
