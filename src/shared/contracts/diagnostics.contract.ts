/**
 * Error reports (from the client's error reporter), the admin diagnostics, the admin overview and the
 * auth subsystem's health. The severity rule and the scrubbing are in
 * src/shared/domain/error-reports.ts (no zod: the browser's lazily loaded reporter stays small).
 */
import { z } from 'zod';
import { ERROR_REPORT_LIMITS, ERROR_SEVERITIES } from '../domain/error-reports';

export {
  ERROR_REPORT_LIMITS,
  scrubMessage,
  scrubStack,
  scrubUrl,
  severityOf,
  type ErrorSeverity,
} from '../domain/error-reports';

export const errorReportSchema = z.strictObject({
  error_type: z.string().trim().min(1).max(ERROR_REPORT_LIMITS.errorType),
  error_message: z.string().min(1).max(ERROR_REPORT_LIMITS.errorMessage),
  stack_trace: z.string().max(ERROR_REPORT_LIMITS.stackTrace).nullable().optional(),
  url: z.string().max(ERROR_REPORT_LIMITS.url).nullable().optional(),
  user_agent: z.string().max(ERROR_REPORT_LIMITS.userAgent).nullable().optional(),
  timestamp: z.iso.datetime({ offset: true }),
  severity: z.enum(ERROR_SEVERITIES),
  context: z
    .record(z.string().max(100), z.unknown())
    .refine((value) => JSON.stringify(value).length <= ERROR_REPORT_LIMITS.contextJson, {
      message: `context must be at most ${ERROR_REPORT_LIMITS.contextJson} characters as JSON`,
    })
    .default({}),
  /** How many times this same error happened since the last send (1 when omitted). */
  occurrences: z.number().int().min(1).max(ERROR_REPORT_LIMITS.occurrences).default(1),
});
export type ErrorReportInput = z.input<typeof errorReportSchema>;
export type ErrorReport = z.output<typeof errorReportSchema>;

export const errorReportBatchSchema = z.strictObject({
  reports: z.array(errorReportSchema).min(1).max(ERROR_REPORT_LIMITS.batch),
});
export type ErrorReportBatch = z.input<typeof errorReportBatchSchema>;

export const errorReportAcceptedSchema = z.object({
  /** Reports stored. */
  accepted: z.number().int(),
  /** Reports dropped because this client passed its per-minute allowance. */
  dropped: z.number().int(),
});
export type ErrorReportAccepted = z.infer<typeof errorReportAcceptedSchema>;

// ── Admin: diagnostics ──────────────────────────────────────────────────────────────────────
export const DIAGNOSTICS_WINDOW_HOURS = 24;

export const errorGroupSchema = z.object({
  error_type: z.string(),
  error_message: z.string(),
  /** The highest severity among the group's reports. */
  severity: z.enum(ERROR_SEVERITIES),
  /** Occurrences (duplicates counted by the reporter included). */
  count: z.number().int(),
  reports: z.number().int(),
  /** Distinct signed-in users among the reports (visitors are not counted). */
  users: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** The page of the latest report, query values removed. */
  last_url: z.string().nullable(),
  last_stack: z.string().nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const knowledgeVersionSchema = z.object({
  kind: z.string(),
  version: z.string(),
  loaded_at: z.string(),
});

export const diagnosticsSchema = z.object({
  generated_at: z.string(),
  errors: z.object({
    window_hours: z.number().int(),
    total_reports: z.number().int(),
    groups: z.array(errorGroupSchema),
  }),
  health: z.object({
    database: z.object({
      ok: z.boolean(),
      kind: z.enum(['postgres', 'pglite']),
      latency_ms: z.number().nullable(),
    }),
    knowledge: z.array(knowledgeVersionSchema),
    queues: z.object({
      /** 'smtp' sends at once (no queue of its own); 'outbox' keeps mail in the dev outbox table. */
      mail_transport: z.enum(['smtp', 'outbox']),
      /** Messages written to the dev outbox in the last hour (null with SMTP). */
      mail_outbox_last_hour: z.number().int().nullable(),
      /** Active reminders whose time has come and that the scheduler has not yet delivered. */
      reminders_due: z.number().int(),
    }),
    scheduler: z.object({
      poll_interval_seconds: z.number().int(),
      /** The latest delivery it recorded (any process). */
      last_delivery_at: z.string().nullable(),
      /** The oldest due reminder still waiting; more than two polls old means it is not keeping up. */
      oldest_due_at: z.string().nullable(),
    }),
  }),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;

// ── Admin: overview ─────────────────────────────────────────────────────────────────────────
export const adminOverviewSchema = z.object({
  users: z.object({ total: z.number().int(), verified: z.number().int() }),
  plans: z.object({ free: z.number().int(), paid: z.number().int() }),
  knowledge: z.object({ foods: z.number().int(), recipes: z.number().int() }),
  /** Community moderation: null until the community module exists. */
  moderation_queue: z.number().int().nullable(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ── Admin: auth health ──────────────────────────────────────────────────────────────────────
export const authHealthSchema = z.object({
  generated_at: z.string(),
  /** Better Auth answered its own /ok endpoint. */
  auth_reachable: z.boolean(),
  auth_latency_ms: z.number().nullable(),
  sessions_active: z.number().int(),
  users_signed_in_last_day: z.number().int(),
  sign_in_failures_last_hour: z.number().int(),
  /** Email-verification and reset tokens not yet expired. */
  verifications_pending: z.number().int(),
  users_unverified: z.number().int(),
  mail_transport: z.enum(['smtp', 'outbox']),
  /** Verification emails written to the dev outbox in the last hour (null with SMTP). */
  verification_emails_last_hour: z.number().int().nullable(),
});
export type AuthHealth = z.infer<typeof authHealthSchema>;
