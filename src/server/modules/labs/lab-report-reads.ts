/**
 * The two reads of a member's reports as their routes answer them, each recorded in the audit
 * trail: GET /api/labs (the list, with the uploads still being read or failed) and GET
 * /api/labs/:id (one report). The routes call these, and so does the dashboard summary through
 * the face (its lab card and flags are reads of lab data like any other).
 */
import type { LabReportDetail, LabReportList } from '#shared/contracts/labs.contract';
import type { Actor } from '#server/plugins/actor';
import { audited, type LabAuditSource } from './lab-audit';
import type { LabsServices } from './labs-services';

/** GET /api/labs: the caller's reports, newest first, and their unfinished uploads. */
export async function readReportList(
  { service, audit }: LabsServices,
  actor: Actor,
  source: LabAuditSource,
): Promise<LabReportList> {
  const [reports, uploads] = await Promise.all([service.list(actor), service.uploads(actor)]);
  await audit(source, actor, 'lab_report_list', null, true);
  return { reports, uploads };
}

/** GET /api/labs/:id: one report with its rows and latest analysis; 404 for anyone else's. */
export function readReport(
  { service, audit }: LabsServices,
  actor: Actor,
  id: string,
  source: LabAuditSource,
): Promise<LabReportDetail> {
  return audited(audit, source, actor, 'lab_report_read', id, () => service.get(actor, id));
}
