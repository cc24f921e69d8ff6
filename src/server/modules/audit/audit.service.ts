import {
  AUDIT_MESSAGES,
  AUDIT_RATE_LIMIT,
  type AuditEvent,
} from '#shared/contracts/audit.contract';
import { sanitizeAuditMetadata, sanitizeAuditValue } from '#shared/domain/audit-sanitizer';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { UNAUTHORIZED_BODY } from '#server/plugins/session';
import type { AuditRepository, NewAuditRow } from './audit.repository';

export interface AuditServiceOptions {
  now?: () => Date;
  maxEventsPerWindow?: number;
  windowMs?: number;
}

/** Where the request came from; only used when the body leaves a field out. */
export interface AuditRequestContext {
  userAgentHeader: string | undefined;
  requestId: string;
}

export interface AuditRecorded {
  id: string;
  created_at: string;
}

/** A sanitised optional string; empty after cleaning counts as absent. */
function cleanOptional(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clean = sanitizeAuditValue(value).trim();
  return clean === '' ? null : clean;
}

/** Builds the row from the event: every string and record sanitised, the owner from the session only. */
function toAuditRow(
  actorUserId: string,
  event: AuditEvent,
  context: AuditRequestContext,
  createdAt: Date,
): NewAuditRow {
  return {
    userId: actorUserId,
    action: sanitizeAuditValue(event.action).trim() || 'unknown',
    resourceType: cleanOptional(event.resourceType),
    resourceId: cleanOptional(event.resourceId),
    success: event.success,
    userAgent: cleanOptional(event.userAgent ?? context.userAgentHeader),
    sessionId: cleanOptional(event.sessionId),
    metadata: sanitizeAuditMetadata(event.metadata),
    riskLevel: event.riskLevel,
    phiAccessed: event.phiAccessed,
    phiDetails: event.phiDetails ? sanitizeAuditMetadata(event.phiDetails) : null,
    requestId: cleanOptional(context.requestId),
    createdAt,
  };
}

/** The secure audit log: sanitised events, at most `maxEventsPerWindow` per user per window. */
export function createAuditService(repository: AuditRepository, options: AuditServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const maxEvents = options.maxEventsPerWindow ?? AUDIT_RATE_LIMIT.maxEventsPerWindow;
  const windowMs = options.windowMs ?? AUDIT_RATE_LIMIT.windowMs;

  return {
    /**
     * Stores the event for the actor: 429 past the per-user limit, and 401 when the session
     * outlived its user (the account was deleted meanwhile).
     */
    async record(
      actor: Actor,
      event: AuditEvent,
      context: AuditRequestContext,
    ): Promise<AuditRecorded> {
      const createdAt = now();
      const row = toAuditRow(actor.id, event, context, createdAt);
      const windowStart = new Date(createdAt.getTime() - windowMs);
      return repository.transaction(async (queries): Promise<AuditRecorded> => {
        // The row lock makes concurrent events of one user count one after another (no burst past the limit).
        if (!(await queries.lockUser(actor.id)))
          throw new AppError(401, UNAUTHORIZED_BODY.code, UNAUTHORIZED_BODY.message);
        if ((await queries.countClientEventsSince(actor.id, windowStart)) >= maxEvents)
          throw new AppError(429, 'RATE_LIMITED', AUDIT_MESSAGES.rateLimited);
        const stored = await queries.insert(row);
        return { id: stored.id, created_at: stored.created_at.toISOString() };
      });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
