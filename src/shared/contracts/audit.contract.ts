/**
 * POST /api/audit (the security audit log): the audit event's fields, at most 100 events per
 * minute per user. The server sanitises every string and the metadata before storing them.
 */
import { z } from 'zod';
import { sanitizeAuditValue } from '../domain/audit-sanitizer';

export const AUDIT_RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type AuditRiskLevel = (typeof AUDIT_RISK_LEVELS)[number];

/** The audit log takes at most 100 events per 60 s per user; the rest are dropped. */
export const AUDIT_RATE_LIMIT = { maxEventsPerWindow: 100, windowMs: 60_000 } as const;

export const AUDIT_ACTION_MAX_LENGTH = 100;

/** Actions only the server writes: the chat quota counts these rows, so a client adding them would move its own quota. */
/** What the labs module records for every read, write, export, download and delete of lab data. */
export const LAB_AUDIT_ACTIONS = {
  create: 'lab_report_create',
  list: 'lab_report_list',
  read: 'lab_report_read',
  update: 'lab_report_update',
  delete: 'lab_report_delete',
  download: 'lab_report_download',
  analyze: 'lab_report_analyze',
  export: 'lab_report_export_pdf',
  history: 'biomarker_history_read',
} as const;

/**
 * Actions only the server writes: a client cannot post them, and they do not count toward the
 * client's audit rate limit.
 */
/** One counted chat, and its refund when the model call failed (audit rows are never deleted). */
export const CHAT_AUDIT_ACTIONS = {
  chat: 'ai_health_chat',
  refund: 'ai_health_chat_refund',
} as const;

/** What the account module records: each export counts toward the hourly limit. */
export const ACCOUNT_AUDIT_ACTIONS = {
  export: 'account_export',
  delete: 'account_delete',
  emailChange: 'account_email_change',
} as const;

/** What the ingredient checks count toward the free daily cap. */
export const PRODUCT_CHECK_AUDIT_ACTION = 'product_check';

export const SERVER_ONLY_AUDIT_ACTIONS: readonly string[] = [
  ...Object.values(ACCOUNT_AUDIT_ACTIONS),
  PRODUCT_CHECK_AUDIT_ACTION,
  ...Object.values(CHAT_AUDIT_ACTIONS),
  ...Object.values(LAB_AUDIT_ACTIONS),
];

/** Compared on the value that would be stored (sanitised), in any letter case. */
export function isServerOnlyAuditAction(action: string): boolean {
  return SERVER_ONLY_AUDIT_ACTIONS.includes(sanitizeAuditValue(action).trim().toLowerCase());
}

export const AUDIT_MESSAGES = {
  actionRequired: 'Please name the audited action',
  actionTooLong: `Actions can be at most ${AUDIT_ACTION_MAX_LENGTH} characters`,
  actionServerOnly: 'This action is recorded by the server',
  rateLimited: 'Too many audit events. Please wait a moment and try again.',
} as const;

// Long enough for real values; the sanitiser cuts what it stores to 1000 characters.
const auditText = z.string().max(2000);
const auditRecord = z.record(z.string(), z.unknown());

// `userId` is accepted for older clients and ignored (the session decides whose event it is).
export const auditEventRequestSchema = z.strictObject({
  userId: z.string().max(200).nullable().optional(),
  action: z
    .string({ error: AUDIT_MESSAGES.actionRequired })
    .trim()
    .min(1, AUDIT_MESSAGES.actionRequired)
    .max(AUDIT_ACTION_MAX_LENGTH, AUDIT_MESSAGES.actionTooLong)
    .refine((action) => !isServerOnlyAuditAction(action), AUDIT_MESSAGES.actionServerOnly),
  resourceType: auditText.nullable().optional(),
  resourceId: auditText.nullable().optional(),
  success: z.boolean().default(true),
  userAgent: auditText.nullable().optional(),
  sessionId: auditText.nullable().optional(),
  metadata: auditRecord.optional(),
  riskLevel: z.enum(AUDIT_RISK_LEVELS).default('LOW'),
  phiAccessed: z.boolean().default(false),
  phiDetails: auditRecord.nullable().optional(),
});
export type AuditEventRequest = z.input<typeof auditEventRequestSchema>;
export type AuditEvent = z.output<typeof auditEventRequestSchema>;

export const auditEventResponseSchema = z.object({ id: z.string(), created_at: z.string() });
export type AuditEventResponse = z.infer<typeof auditEventResponseSchema>;
