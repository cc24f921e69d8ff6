import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { createWeeklyReportService, emailWeeklyReport } from './weekly-report.service';

const noData = {
  load: async () => ({ moods: [], logs: [], symptoms: [], habits: [], checkIns: [] }),
  goals: async () => [],
  achievements: async () => [],
} as unknown as Parameters<typeof createWeeklyReportService>[0];

const service = createWeeklyReportService(noData, () => new Date('2026-03-25T12:00:00Z'));

describe('the weekly report', () => {
  it('refuses a week the year does not have with 400 INVALID_WEEK', async () => {
    await expect(service.build('user-1', '2026-W54')).rejects.toEqual(
      new AppError(400, 'INVALID_WEEK', '2026-W54 is not a week of that year'),
    );
  });

  it('sends the report by email, and answers a failed send with 502 EMAIL_FAILED', async () => {
    const report = await service.build('user-1', '2026-W13');
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
