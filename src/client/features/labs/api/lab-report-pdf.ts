/** GET /api/labs/:id/pdf ('pdf_reports'): a plain link, so the browser downloads the attachment. */
import { labReportPath } from './get-lab-report';

export function labReportPdfUrl(id: string): string {
  return `${labReportPath(id)}/pdf`;
}
