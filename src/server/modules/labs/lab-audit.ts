/**
 * The audit trail: one security_audit_log row for every read, write, export, download and delete
 * of lab data: actor, action, resource, UTC time, outcome and request id. Never a health value.
 */
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { createAuditLog } from '#server/modules/audit/index';
import { LAB_AUDIT_ACTIONS } from '#shared/contracts/audit.contract';

export { LAB_AUDIT_ACTIONS };

export type LabAuditAction = (typeof LAB_AUDIT_ACTIONS)[keyof typeof LAB_AUDIT_ACTIONS];

const RISK: Record<LabAuditAction, 'LOW' | 'MEDIUM' | 'HIGH'> = {
  lab_report_create: 'MEDIUM',
  lab_report_list: 'LOW',
  lab_report_read: 'LOW',
  lab_report_update: 'MEDIUM',
  lab_report_delete: 'MEDIUM',
  lab_report_download: 'MEDIUM',
  lab_report_analyze: 'MEDIUM',
  lab_report_export_pdf: 'MEDIUM',
  biomarker_history_read: 'LOW',
};

/**
 * The request an access to lab data was made in, as its row records it: the request id and the
 * browser's user agent (a Fastify request is one; so is the dashboard summary's request, for the
 * lab reads it makes).
 */
export interface LabAuditSource {
  id: string;
  headers: { 'user-agent'?: string | undefined };
}

export function createLabAudit(db: Db, now: () => Date = () => new Date()) {
  const log = createAuditLog(db);
  return async function audit(
    request: LabAuditSource,
    actor: Actor,
    action: LabAuditAction,
    resourceId: string | null,
    success: boolean,
  ): Promise<void> {
    await log.append({
      userId: actor.id,
      action,
      resourceType: action === 'biomarker_history_read' ? 'biomarker_history' : 'lab_report',
      resourceId,
      success,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      sessionId: null,
      metadata: {},
      riskLevel: RISK[action],
      phiAccessed: success,
      phiDetails: null,
      requestId: request.id,
      createdAt: now(),
    });
  };
}
export type LabAudit = ReturnType<typeof createLabAudit>;

/**
 * Runs one access to lab data and records it: done, or refused with 404 (another user's or an
 * unknown id), which is recorded as unsuccessful and rethrown for the error handler to answer.
 * Any other refusal read no lab data and records nothing.
 */
export async function audited<T>(
  audit: LabAudit,
  request: LabAuditSource,
  actor: Actor,
  action: LabAuditAction,
  resourceId: string | null,
  access: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await access();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      await audit(request, actor, action, resourceId, false);
    throw error;
  }
  await audit(request, actor, action, resourceId, true);
  return result;
}
