/** POST /api/reports/weekly/email (paid 'email_reports'): sends the week's report to the caller's own address. */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client';
import { weeklyReportEmailResponseSchema } from '#shared/contracts/reports.contract';

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
  const body = await apiRequest<unknown>('/api/reports/weekly/email', {
    method: 'POST',
    body: week ? { week, today } : { today },
  });
  return weeklyReportEmailResponseSchema.parse(body);
}

export function useEmailWeeklyReport() {
  return useMutation({ mutationFn: emailWeeklyReport });
}
