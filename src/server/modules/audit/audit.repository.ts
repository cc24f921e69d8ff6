import { and, count, eq, gt, notInArray } from 'drizzle-orm';
import { SERVER_ONLY_AUDIT_ACTIONS, type AuditRiskLevel } from '#shared/contracts/audit.contract';
import type { Db } from '#server/db/client';
import { lockAccountForUpdate } from '#server/modules/auth/index';
import { securityAuditLog } from './audit.table';

export interface NewAuditRow {
  userId: string;
  action: string;
  resourceType: string | null;
  resourceId: string | null;
  success: boolean;
  userAgent: string | null;
  sessionId: string | null;
  metadata: Record<string, unknown>;
  riskLevel: AuditRiskLevel;
  phiAccessed: boolean;
  phiDetails: Record<string, unknown> | null;
  requestId: string | null;
  createdAt: Date;
}

function auditQueries(db: Db) {
  return {
    /** Locks the user's row until the transaction ends, so one user's events are counted one at a time. */
    lockUser: (userId: string): Promise<boolean> => lockAccountForUpdate(db, userId),

    /** Events the client sent since `since` (server-written rows such as chat usage are not counted). */
    async countClientEventsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(securityAuditLog)
        .where(
          and(
            eq(securityAuditLog.user_id, userId),
            notInArray(securityAuditLog.action, [...SERVER_ONLY_AUDIT_ACTIONS]),
            gt(securityAuditLog.created_at, since),
          ),
        );
      return row?.total ?? 0;
    },

    async insert(event: NewAuditRow): Promise<{ id: string; created_at: Date }> {
      const [row] = await db
        .insert(securityAuditLog)
        .values({
          user_id: event.userId,
          action: event.action,
          resource_type: event.resourceType,
          resource_id: event.resourceId,
          success: event.success,
          user_agent: event.userAgent,
          session_id: event.sessionId,
          metadata: event.metadata,
          risk_level: event.riskLevel,
          phi_accessed: event.phiAccessed,
          phi_details: event.phiDetails,
          request_id: event.requestId,
          created_at: event.createdAt,
        })
        .returning({ id: securityAuditLog.id, created_at: securityAuditLog.created_at });
      if (!row) throw new Error('Audit insert returned no row');
      return row;
    },
  };
}
export type AuditQueries = ReturnType<typeof auditQueries>;

export function createAuditRepository(db: Db) {
  return {
    ...auditQueries(db),
    /** Runs `work` in one transaction: the lock, the count and the insert commit together. */
    transaction<T>(work: (queries: AuditQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(auditQueries(tx)));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
