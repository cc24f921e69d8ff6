/** POST /api/reports/weekly/email (paid 'email_reports'): sends the week's report to the caller's own address. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { requestChecked } from '#client/lib/checked-answer';
import type { weeklyReportEmailResponseSchema } from '#shared/contracts/reports.contract';

export type WeeklyReportEmailResult = z.infer<typeof weeklyReportEmailResponseSchema>;

export interface EmailWeeklyReportInput {
  /** null: the week of `today`. */
  week: string | null;
  today: string;
}

export async function emailWeeklyReport({
  week,
  today,
}: EmailWeeklyReportInput): Promise<WeeklyReportEmailResult> {
  return requestChecked(
    '/api/reports/weekly/email',
    () =>
      import('#shared/contracts/reports.contract').then((c) => c.weeklyReportEmailResponseSchema),
    { method: 'POST', body: week ? { week, today } : { today } },
  );
}

export function useEmailWeeklyReport() {
  return useMutation({ mutationFn: emailWeeklyReport });
}
