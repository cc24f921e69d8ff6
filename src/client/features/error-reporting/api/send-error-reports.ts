/** POST /api/error-reports: one critical report at once, or a batch of queued ones. */
import type { ErrorReportAccepted, ErrorReportBatch } from '#shared/contracts/diagnostics.contract';
import { apiRequest } from '#client/lib/api-client';

export const ERROR_REPORTS_PATH = '/api/error-reports';

export function sendErrorReports(body: ErrorReportBatch): Promise<ErrorReportAccepted> {
  return apiRequest<ErrorReportAccepted>(ERROR_REPORTS_PATH, { method: 'POST', body });
}
