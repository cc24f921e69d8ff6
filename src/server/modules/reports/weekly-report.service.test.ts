import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { testActor } from '../../../../tests/setup/actor';
import {
  createWeeklyReportService,
  emailWeeklyReport,
  weeklyHabitCompletion,
} from './weekly-report.service';

type TrackedSource = Parameters<typeof createWeeklyReportService>[0]['tracked'];
const unusedMailer = { kind: 'outbox', send: async () => undefined } as const;
const reportService = (tracked: TrackedSource, now: () => Date) =>
  createWeeklyReportService({
    tracked,
    safety: async () => ({
      medication_count: 0,
      counts: {
        total: { major: 0, moderate: 0, minor: 0 },
        interactions: { major: 0, moderate: 0, minor: 0 },
        cautions: { major: 0, moderate: 0, minor: 0 },
        cautions_by_reason: { condition: 0, allergy: 0, pregnancy: 0, age: 0, lab: 0 },
        duplicates: 0,
        findings: 0,
      },
    }),
    now,
    mailer: unusedMailer,
    appUrl: 'https://wellnest.test',
  });
const actor = testActor('user-1');

const noData: TrackedSource = {
  load: async () => ({ moods: [], logs: [], symptoms: [], habits: [], checkIns: [] }),
  goals: async () => [],
  achievements: async () => [],
};

const service = reportService(noData, () => new Date('2026-03-25T12:00:00Z'));

describe('the weekly report', () => {
  it('refuses a week the year does not have with 400 INVALID_WEEK', async () => {
    await expect(service.build(actor, '2026-W54')).rejects.toEqual(
      new AppError(400, 'INVALID_WEEK', '2026-W54 is not a week of that year'),
    );
  });

  it('sends the report by email, and answers a failed send with 502 EMAIL_FAILED', async () => {
    const report = await service.build(actor, '2026-W13');
    const sent: { to: string; subject: string }[] = [];
    await emailWeeklyReport(
      { kind: 'outbox', send: async (message) => void sent.push(message) },
      'ada@example.com',
      report,
      'https://wellnest.test',
    );
    expect(sent).toMatchObject([
      { to: 'ada@example.com', subject: expect.stringContaining('2026-W13') },
    ]);

    const failing = emailWeeklyReport(
      { kind: 'smtp', send: () => Promise.reject(new Error('smtp.internal:25 refused')) },
      'ada@example.com',
      report,
      'https://wellnest.test',
    );
    await expect(failing).rejects.toMatchObject({
      statusCode: 502,
      code: 'EMAIL_FAILED',
      message: 'We could not send the email. Please try again later.',
    });
  });
});

describe('badges that cannot contradict the report', () => {
  // The badge was earned on Monday (a symptom-free run from the week before); two headaches followed.
  const withHeadaches: TrackedSource = {
    load: async () => ({
      moods: [{ date: '2026-03-23', mood: 4, energy: 4, tags: [] }],
      logs: [],
      symptoms: [
        { date: '2026-03-25', name: 'Headache', severity: 5 },
        { date: '2026-03-27', name: 'Headache', severity: 4 },
      ],
      habits: [],
      checkIns: [],
    }),
    goals: async () => [],
    achievements: async () => [
      { achievement_key: 'symptom_free_week', earned_at: new Date('2026-03-23T08:00:00Z') },
      { achievement_key: 'first_goal', earned_at: new Date('2026-03-24T08:00:00Z') },
    ],
  };

  it("never shows 'Symptom-free week' in a week with symptoms, in the badges or the summary", async () => {
    const report = await reportService(withHeadaches, () => new Date()).build(actor, '2026-W13');
    expect(report.symptoms).toEqual([{ name: 'Headache', count: 2, max_severity: 5 }]);
    expect(report.highlights).toContain('Most logged symptom: Headache (2 times).');
    expect(report.achievements.map((a) => a.key)).toEqual(['first_goal']);
    expect(report.highlights.join(' ')).not.toContain('Symptom-free week');
  });
});

describe('the week’s habit completion', () => {
  it('counts check-ins against the week’s targets, as the habit list does', () => {
    // One check-in of a daily habit: '1 of 7' in the list, so 14 %, not the 100 % of its one day.
    expect(weeklyHabitCompletion([{ done: 1, target: 7 }])).toBeCloseTo(1 / 7);
    expect(
      weeklyHabitCompletion([
        { done: 7, target: 7 },
        { done: 1, target: 3 },
      ]),
    ).toBeCloseTo(8 / 10);
  });

  it('counts a habit done more often than its target only up to it, and is empty without habits', () => {
    expect(weeklyHabitCompletion([{ done: 5, target: 3 }])).toBe(1);
    expect(weeklyHabitCompletion([])).toBeNull();
  });
});
