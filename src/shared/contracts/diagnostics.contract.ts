/**
 * Error reports (the spec's error reporter), the admin diagnostics, the admin overview and the
 * auth subsystem's health (issue 22). The severity rule lives here so the browser and the server
 * derive the same level from the same text.
 */
import { z } from 'zod';

export const ERROR_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/** The spec's type for leak checks (`select id where error_type is demo_data_leak`). */
export const DEMO_DATA_LEAK = 'demo_data_leak';

const SEVERITY_RULES: readonly [RegExp, ErrorSeverity][] = [
  [/security|unauthorized|permission denied|authentication/i, 'critical'],
  [/network|fetch|database|supabase/i, 'high'],
  [/validation|parse|format/i, 'medium'],
];

/**
 * The spec's rule: security, unauthorized, permission denied or authentication → critical;
 * network, fetch, database or supabase → high; validation, parse or format → medium; anything
 * else (and no error at all) → low.
 */
export function severityOf(text: string | null | undefined): ErrorSeverity {
  if (!text) return 'low';
  for (const [pattern, severity] of SEVERITY_RULES) if (pattern.test(text)) return severity;
  return 'low';
}

/** Field caps: the client cuts to these before sending; the server refuses anything longer. */
export const ERROR_REPORT_LIMITS = {
  errorType: 100,
  errorMessage: 1000,
  stackTrace: 8000,
  url: 2000,
  userAgent: 500,
  /** The context object, as JSON. */
  contextJson: 4000,
  /** Reports in one request (the queue's batch). */
  batch: 100,
  /** Reports one client may send a minute (the client and the server both hold to it). */
  perMinute: 100,
  /** Occurrences one report may stand for (duplicates are counted, not repeated). */
  occurrences: 10_000,
} as const;

/** The error queue's flush interval (the spec's 'Error queue flush | 30 s'). */
export const ERROR_QUEUE_FLUSH_MS = 30_000;

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
});
export type AuthHealth = z.infer<typeof authHealthSchema>;

// ── Scrubbing: nothing personal leaves the browser or reaches the table ─────────────────────
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A number standing alone (not part of a name such as 'h1' or 'e2e'): a weight, a lab value, a dose.
const LONE_NUMBER = /(?<![\w$.])\d+(?:[.,]\d+)?(?![\w$])/g;

/**
 * A message with what could be personal taken out: e-mail addresses, and every number standing on
 * its own (a lab value, a weight, a dose, a date) becomes '#'. Conservative on purpose: an HTTP
 * status in a message is lost too, which is a small price for never storing a health value.
 */
export function scrubMessage(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONE_NUMBER, '#');
}

/** A URL with its query values and fragment removed: '/labs?id=1&x=2#a' → '/labs?id=&x='. */
export function scrubUrl(url: string): string {
  const [beforeHash = ''] = url.split('#');
  const [path = '', query] = beforeHash.split('?');
  if (query === undefined) return path;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=`);
  return keys.length ? `${path}?${keys.join('&')}` : path;
}

/**
 * A stack trace whose first line (it repeats the message) is scrubbed like a message and whose
 * frames keep their file, line and column but lose any query string.
 */
export function scrubStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const isFrame = /^\s*at\s/.test(line) || /^[\w$.<>/]*@(?:https?|blob|file):/.test(line);
      if (!isFrame) return scrubMessage(line);
      return line.replace(/\?[^\s:)]*/g, '');
    })
    .join('\n');
}
