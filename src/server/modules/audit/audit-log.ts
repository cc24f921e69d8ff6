/**
 * How other modules use the security audit log: append a server-written event (lab access, chat
 * usage) and count one user's events of an action in a time range. They import this, never the
 * audit table; inside a transaction they pass the transaction as `db`.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createAuditRepository, type NewAuditRow } from './audit.repository';
import { securityAuditLog } from './audit.table';

type Executor = Pick<Db, 'select' | 'insert'>;

export interface ServerAuditEvent {
  userId: string;
  action: string;
  resourceType: string;
  createdAt: Date;
}

export function createAuditLog(db: Executor) {
  return {
    /** A full event row (the lab audit records its request, user agent and outcome). */
    append: (row: NewAuditRow) => createAuditRepository(db as Db).insert(row),

    /** A bare usage event: who, what and when, nothing else (chat usage and refunds). */
    async appendUsage(event: ServerAuditEvent): Promise<void> {
      await db.insert(securityAuditLog).values({
        user_id: event.userId,
        action: event.action,
        resource_type: event.resourceType,
        created_at: event.createdAt,
        success: true,
      });
    },

    /** One user's events of `action` with `from <= created_at < to`. */
    async countActions(userId: string, action: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(securityAuditLog)
        .where(
          and(
            eq(securityAuditLog.user_id, userId),
            eq(securityAuditLog.action, action),
            gte(securityAuditLog.created_at, from),
            lt(securityAuditLog.created_at, to),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
