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
} from '#shared/contracts/reports.contract';
import type { WeeklyReportService } from './weekly-report.service';
import { renderWeeklyReportPdf } from './weekly-report-format';
import { memberRoutes } from '#server/lib/member-routes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: planRequiredErrorSchema };

export interface ReportsRoutesDeps {
  service: WeeklyReportService;
}

export function reportsRoutes({ service }: ReportsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const member = memberRoutes(app);
    member.read(
      '/api/reports/weekly',
      {
        config: { access: 'user', feature: 'wellness_reports' },
        schema: {
          tags: ['reports'],
          summary: 'The weekly report of an ISO week (default: this week)',
          querystring: weeklyReportQuerySchema,
          response: { 200: weeklyReportSchema, ...errors },
        },
      },
      async (actor, { query }) => service.build(actor, query.week, query.today),
    );

    member.get(
      '/api/reports/weekly/pdf',
      {
        config: { access: 'user', feature: 'pdf_reports' },
        schema: {
          tags: ['reports'],
          summary: 'The weekly report as a PDF download (paid)',
          querystring: weeklyReportQuerySchema,
          // A bad `today` or `week` is a 400 {code, message} like the JSON report's.
          response: { 200: z.unknown().describe('The report as application/pdf'), ...errors },
        },
      },
      async (actor, request, reply) => {
        const report = await service.build(actor, request.query.week, request.query.today);
        const pdf = await renderWeeklyReportPdf(report);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="wellnest-week-${report.week}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );

    member.post(
      '/api/reports/weekly/email',
      {
        config: { access: 'user', feature: 'email_reports' },
        schema: {
          tags: ['reports'],
          summary: 'Email the weekly report to the signed-in user\u2019s own address (paid)',
          // Optional: a client may post without a body for this week's report.
          body: weeklyReportEmailSchema.nullish(),
          response: { 200: weeklyReportEmailResponseSchema, 502: apiErrorSchema, ...errors },
        },
      },
      async (actor, request) => service.email(actor, request.body?.week, request.body?.today),
    );
  };
}
