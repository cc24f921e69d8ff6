/**
 * GET /api/dashboard/summary: the first screen of the signed-in dashboard in one answer. Each part
 * is exactly what its own route answers (so the client files it under that route's query), or
 * null when that route did not answer 200 (a free plan's lab list, a failure): the client then
 * asks that route itself.
 */
import { z } from 'zod';
import { subscriptionStatusSchema } from './billing.contract';
import { calendarDateSchema } from './common.contract';
import { disclaimerAcknowledgementSchema } from './disclaimer.contract';
import { labReportDetailSchema, labReportListSchema } from './labs.contract';
import { safetyAnalysisSchema } from './medications.contract';
import { safetySummarySchema } from './safety-summary.contract';
import { profileResponseSchema, userPreferencesSchema } from './profile.contract';
import { notificationListSchema } from './notifications.contract';
import { dailyLogSchema } from './tracking.contract';

export const dashboardSummaryQuerySchema = z.object({
  /** The caller's today (their calendar, not the server's): the day the Today panel shows. */
  date: calendarDateSchema,
});

export const dashboardSummarySchema = z.object({
  date: calendarDateSchema,
  profile: profileResponseSchema.nullable(),
  preferences: userPreferencesSchema.nullable(),
  subscription: subscriptionStatusSchema.nullable(),
  daily_log: dailyLogSchema.nullable(),
  safety: safetyAnalysisSchema.nullable(),
  /** The one safety summary (GET /api/safety/summary, ADR 079): what the safety card counts. */
  safety_summary: safetySummarySchema.nullable(),
  labs: labReportListSchema.nullable(),
  /** The newest analysed report (the lab flags panel), null when there is none. */
  latest_lab_report: labReportDetailSchema.nullable(),
  disclaimer_acknowledgement: disclaimerAcknowledgementSchema.nullable(),
  notifications: notificationListSchema.nullable(),
  /**
   * Whether onboarding is finished (the preferences' flag, or else every part of the profile the
   * onboarding asks for), decided from the profile and preferences above; null when either is
   * missing. The page decides between the onboarding flow and the hub from it at once.
   */
  onboarding_complete: z.boolean().nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
