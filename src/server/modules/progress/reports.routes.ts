/**
 * The weekly report: JSON (free 'wellness_reports'), PDF (paid 'pdf_reports') and email (paid
 * 'email_reports'). The email goes only to the signed-in user's own address: the body cannot name one.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/contracts/common.contract';
import { planRequiredErrorSchema } from '#shared/contracts/billing.contract';
import {
  weeklyReportEmailResponseSchema,
  weeklyReportEmailSchema,
  weeklyReportQuerySchema,
  weeklyReportSchema,
} from '#shared/contracts/progress.contract';
import type { Mailer } from '#server/modules/mail/mailer';
import type { PlanGate } from '#server/plugins/plan-gate';
import { actorId, type SessionReader } from '#server/plugins/session';
import { emailWeeklyReport, type WeeklyReportService } from './weekly-report.service';
import { renderWeeklyReportPdf } from './weekly-report-format';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: planRequiredErrorSchema };

export interface ReportRoutesDeps {
  service: WeeklyReportService;
  sessions: SessionReader;
  requirePlan: PlanGate['requirePlan'];
  mailer: Mailer;
  appUrl: string;
  /** The signed-in user's own address. */
  emailOf: (userId: string) => Promise<string | null>;
}

/** j***@example.com: enough for the user to recognise it, not a full address in a response. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function reportsRoutes(deps: ReportRoutesDeps): FastifyPluginAsyncZod {
  const { service, sessions, requirePlan } = deps;
  return async (app) => {
    app.get(
      '/api/reports/weekly',
      {
        onRequest: [sessions.requireUser, requirePlan('wellness_reports')],
        schema: {
          tags: ['progress'],
          summary: 'The weekly report of an ISO week (default: this week)',
          querystring: weeklyReportQuerySchema,
          response: { 200: weeklyReportSchema, ...errors },
        },
      },
      async (request) => service.build(actorId(request), request.query.week, request.query.today),
    );

    app.get(
      '/api/reports/weekly/pdf',
      {
        onRequest: [sessions.requireUser, requirePlan('pdf_reports')],
        schema: {
          tags: ['progress'],
          summary: 'The weekly report as a PDF download (paid)',
          querystring: weeklyReportQuerySchema,
          // A bad `today` or `week` is a 400 {code, message} like the JSON report's.
          response: { 200: z.unknown().describe('The report as application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const report = await service.build(
          actorId(request),
          request.query.week,
          request.query.today,
        );
        const pdf = await renderWeeklyReportPdf(report);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="wellnest-week-${report.week}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    app.post(
      '/api/reports/weekly/email',
      {
        onRequest: [sessions.requireUser, requirePlan('email_reports')],
        schema: {
          tags: ['progress'],
          summary: 'Email the weekly report to the signed-in user\u2019s own address (paid)',
          // Optional: a client may post without a body for this week's report.
          body: weeklyReportEmailSchema.nullish(),
          response: { 200: weeklyReportEmailResponseSchema, 502: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const userId = actorId(request);
        const report = await service.build(userId, request.body?.week, request.body?.today);
        const to = await deps.emailOf(userId);
        if (!to) throw new Error('signed-in user has no email');
        await emailWeeklyReport(deps.mailer, to, report, deps.appUrl, userId);
        return { sent: true as const, week: report.week, to: maskEmail(to) };
      },
    );
  };
}
