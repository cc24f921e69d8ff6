/**
 * The admin reads: diagnostics, the overview and the auth subsystem's health. The routes are
 * declared 'admin' (404 for everyone else); these refuse a non-admin actor the same way, so no
 * other caller can reach every user's figures through them.
 */
import { runAsSystem } from '#server/db/acting-user';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import { ADMIN_NOT_FOUND_BODY } from '#server/plugins/admin-guard';
import {
  DIAGNOSTICS_WINDOW_HOURS,
  type AdminOverview,
  type AuthHealth,
  type Diagnostics,
} from '#shared/contracts/diagnostics.contract';
import type { DiagnosticsContext } from './diagnostics-context';
import { MINUTE_MS } from './report-allowance';

const HOUR_MS = 60 * MINUTE_MS;
/** Groups shown on /diagnostics. */
const GROUP_LIMIT = 100;
export const SCHEDULER_POLL_SECONDS = 30;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T | null; ms: number | null }> {
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { value: null, ms: null };
  }
}

/** Every user's figures are for admins only: anyone else meets the app's not-found answer. */
function assertAdmin(actor: Actor): void {
  if (!actor.admin)
    throw new AppError(404, ADMIN_NOT_FOUND_BODY.code, ADMIN_NOT_FOUND_BODY.message);
}

/** Admins only: every user's reports and system-wide counts. */
export async function diagnostics(ctx: DiagnosticsContext, actor: Actor): Promise<Diagnostics> {
  assertAdmin(actor);
  const { repository } = ctx;
  return runAsSystem(async () => {
    const at = ctx.now();
    const since = new Date(at.getTime() - DIAGNOSTICS_WINDOW_HOURS * HOUR_MS);
    const database = await timed(async () => {
      await ctx.ping();
      return true;
    });
    const [groups, total, knowledge, outbox, due, times] = await Promise.all([
      repository.errorGroups(since, GROUP_LIMIT),
      repository.countReportsSince(since),
      repository.knowledgeVersions(),
      ctx.mailTransport === 'outbox'
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
          kind: ctx.databaseKind,
          latency_ms: database.ms,
        },
        knowledge,
        queues: {
          mail_transport: ctx.mailTransport,
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
}

export async function adminOverview(ctx: DiagnosticsContext, actor: Actor): Promise<AdminOverview> {
  assertAdmin(actor);
  const { repository } = ctx;
  return runAsSystem(async () => {
    const [users, paid] = await Promise.all([repository.users(), repository.paidUsers(ctx.now())]);
    return {
      users: { total: users.total, verified: users.verified },
      plans: { free: Math.max(0, users.total - paid), paid },
      knowledge: ctx.knowledgeCounts(),
      moderation_queue: await ctx.moderationQueueSize(),
    };
  });
}

export async function authHealth(ctx: DiagnosticsContext, actor: Actor): Promise<AuthHealth> {
  assertAdmin(actor);
  const { repository } = ctx;
  return runAsSystem(async () => {
    const at = ctx.now();
    const auth = await timed(ctx.authOk);
    const hourAgo = new Date(at.getTime() - HOUR_MS);
    const [sessions, recent, failures, verifications, users, emails] = await Promise.all([
      repository.activeSessions(at),
      repository.usersWithSessionSince(new Date(at.getTime() - 24 * HOUR_MS)),
      repository.signInFailuresSince(hourAgo),
      repository.pendingVerifications(at),
      repository.users(),
      ctx.mailTransport === 'outbox'
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
      mail_transport: ctx.mailTransport,
      verification_emails_last_hour: emails,
    };
  });
}
