/**
 * Error-report intake (anyone may send; per-client allowance of 100 reports a minute) and the admin
 * reads: diagnostics, the overview and the auth subsystem's health. The routes are declared
 * 'admin' (404 for everyone else); the admin reads refuse a non-admin actor the same way, so no
 * other caller can reach every user's figures through them.
 */
import { runAsSystem, runAsUser } from '#server/db/acting-user';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { ADMIN_NOT_FOUND_BODY } from '#server/plugins/admin-guard';
import {
  DIAGNOSTICS_WINDOW_HOURS,
  ERROR_REPORT_LIMITS,
  scrubMessage,
  scrubStack,
  scrubUrl,
  severityOf,
  type AdminOverview,
  type AuthHealth,
  type Diagnostics,
  type ErrorReport,
  type ErrorReportAccepted,
} from '#shared/contracts/diagnostics.contract';
import type { DiagnosticsRepository } from './diagnostics.repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Groups shown on /diagnostics. */
const GROUP_LIMIT = 100;
/** A client clock further off than this is not believed: the report gets the time it arrived. */
const CLOCK_SKEW_FUTURE_MS = 5 * MINUTE_MS;
const CLOCK_SKEW_PAST_MS = HOUR_MS;
/** Clients whose minute is tracked at most (oldest dropped first): memory stays bounded. */
const MAX_TRACKED_CLIENTS = 10_000;
export const SCHEDULER_POLL_SECONDS = 30;

export interface DiagnosticsServiceDeps {
  /** Held posts, open reports and crisis follow-ups waiting in the community's queue. */
  moderationQueueSize: () => Promise<number>;
  repository: DiagnosticsRepository;
  now: () => Date;
  databaseKind: 'postgres' | 'pglite';
  ping: () => Promise<void>;
  mailTransport: 'smtp' | 'outbox';
  /** Asks Better Auth's own health endpoint. */
  authOk: () => Promise<boolean>;
  knowledgeCounts: () => { foods: number; recipes: number };
}

/** Per-client counters over a fixed one-minute window (one process; ADR 038 says why that is enough). */
function createReportAllowance(now: () => Date) {
  const windows = new Map<string, { start: number; used: number }>();
  return (client: string, wanted: number): number => {
    const at = now().getTime();
    let window = windows.get(client);
    if (!window || at - window.start >= MINUTE_MS) {
      windows.delete(client);
      if (windows.size >= MAX_TRACKED_CLIENTS) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      window = { start: at, used: 0 };
      windows.set(client, window);
    }
    const granted = Math.max(0, Math.min(wanted, ERROR_REPORT_LIMITS.perMinute - window.used));
    window.used += granted;
    return granted;
  };
}

function believableTime(reported: string, now: Date): Date {
  const at = new Date(reported);
  const delta = at.getTime() - now.getTime();
  return Number.isNaN(at.getTime()) || delta > CLOCK_SKEW_FUTURE_MS || delta < -CLOCK_SKEW_PAST_MS
    ? now
    : at;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T | null; ms: number | null }> {
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { value: null, ms: null };
  }
}

const RATE_LIMITED_MESSAGE = `At most ${ERROR_REPORT_LIMITS.perMinute} error reports a minute. Please try again shortly.`;

/** Every user's figures are for admins only: anyone else meets the app's not-found answer. */
function assertAdmin(actor: Actor): void {
  if (!actor.admin)
    throw new AppError(404, ADMIN_NOT_FOUND_BODY.code, ADMIN_NOT_FOUND_BODY.message);
}

export function createDiagnosticsService(deps: DiagnosticsServiceDeps) {
  const { repository, now } = deps;
  const allowance = createReportAllowance(now);

  return {
    /**
     * Stores what the client's allowance covers; the rest is dropped and counted. The server
     * scrubs again (a client may be old or not ours) and derives the severity itself. 429 when
     * the allowance covers none of them.
     */
    async intake(
      actor: Actor | null,
      client: string,
      reports: ErrorReport[],
    ): Promise<ErrorReportAccepted> {
      const userId = actor?.id ?? null;
      const granted = allowance(client, reports.length);
      const at = now();
      const rows = reports.slice(0, granted).map((report) => {
        const message = scrubMessage(report.error_message);
        return {
          error_type: report.error_type,
          error_message: message,
          stack_trace: report.stack_trace ? scrubStack(report.stack_trace) : null,
          url: report.url ? scrubUrl(report.url) : null,
          user_agent: report.user_agent ?? null,
          timestamp: believableTime(report.timestamp, at),
          severity: severityOf(`${report.error_type}: ${message}`),
          user_id: userId,
          context: { ...report.context, occurrences: report.occurrences },
        };
      });
      // A visitor's report belongs to no user: only the system may write a row without one.
      const store = () => repository.insertReports(rows);
      if (rows.length === 0) throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
      await (userId ? runAsUser(userId, store) : runAsSystem(store));
      return { accepted: rows.length, dropped: reports.length - rows.length };
    },

    /** Admins only: every user's reports and system-wide counts. */
    async diagnostics(actor: Actor): Promise<Diagnostics> {
      assertAdmin(actor);
      return runAsSystem(async () => {
        const at = now();
        const since = new Date(at.getTime() - DIAGNOSTICS_WINDOW_HOURS * HOUR_MS);
        const database = await timed(async () => {
          await deps.ping();
          return true;
        });
        const [groups, total, knowledge, outbox, due, times] = await Promise.all([
          repository.errorGroups(since, GROUP_LIMIT),
          repository.countReportsSince(since),
          repository.knowledgeVersions(),
          deps.mailTransport === 'outbox'
            ? repository.outboxSince(new Date(at.getTime() - HOUR_MS))
            : Promise.resolve(null),
          repository.remindersDue(at),
          repository.schedulerTimes(at),
        ]);
        return {
          generated_at: at.toISOString(),
          errors: {
            window_hours: DIAGNOSTICS_WINDOW_HOURS,
            total_reports: total,
            groups: groups.map((group) => ({
              ...group,
              first_seen: group.first_seen.toISOString(),
              last_seen: group.last_seen.toISOString(),
            })),
          },
          health: {
            database: {
              ok: database.value === true,
              kind: deps.databaseKind,
              latency_ms: database.ms,
            },
            knowledge,
            queues: {
              mail_transport: deps.mailTransport,
              mail_outbox_last_hour: outbox,
              reminders_due: due,
            },
            scheduler: {
              poll_interval_seconds: SCHEDULER_POLL_SECONDS,
              last_delivery_at: times.lastDelivery,
              oldest_due_at: times.oldestDue,
            },
          },
        };
      });
    },

    async overview(actor: Actor): Promise<AdminOverview> {
      assertAdmin(actor);
      return runAsSystem(async () => {
        const [users, paid] = await Promise.all([repository.users(), repository.paidUsers(now())]);
        return {
          users: { total: users.total, verified: users.verified },
          plans: { free: Math.max(0, users.total - paid), paid },
          knowledge: deps.knowledgeCounts(),
          moderation_queue: await deps.moderationQueueSize(),
        };
      });
    },

    async authHealth(actor: Actor): Promise<AuthHealth> {
      assertAdmin(actor);
      return runAsSystem(async () => {
        const at = now();
        const auth = await timed(deps.authOk);
        const hourAgo = new Date(at.getTime() - HOUR_MS);
        const [sessions, recent, failures, verifications, users, emails] = await Promise.all([
          repository.activeSessions(at),
          repository.usersWithSessionSince(new Date(at.getTime() - 24 * HOUR_MS)),
          repository.signInFailuresSince(hourAgo),
          repository.pendingVerifications(at),
          repository.users(),
          deps.mailTransport === 'outbox'
            ? repository.verificationEmailsSince(hourAgo)
            : Promise.resolve(null),
        ]);
        return {
          generated_at: at.toISOString(),
          auth_reachable: auth.value === true,
          auth_latency_ms: auth.ms,
          sessions_active: sessions,
          users_signed_in_last_day: recent,
          sign_in_failures_last_hour: failures,
          verifications_pending: verifications,
          users_unverified: users.unverified,
          mail_transport: deps.mailTransport,
          verification_emails_last_hour: emails,
        };
      });
    },
  };
}
export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
