/**
 * The diagnostics module's queries. It is the one writer of `error_reports` (the table file sits in
 * the profile folder since the groundwork issue, so it is written here in SQL). The system-wide counts read other modules' tables with plain SQL,
 * read-only and counts only: diagnostics is the one place that looks across the whole system, and
 * no module's reader offers counts over all users (ADR 038).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import type { ErrorSeverity } from '#shared/contracts/diagnostics.contract';

export interface NewErrorReport {
  error_type: string;
  error_message: string;
  stack_trace: string | null;
  url: string | null;
  user_agent: string | null;
  timestamp: Date;
  severity: ErrorSeverity;
  user_id: string | null;
  context: Record<string, unknown>;
}

export interface ErrorGroupRow {
  error_type: string;
  error_message: string;
  severity: ErrorSeverity;
  count: number;
  reports: number;
  users: number;
  first_seen: Date;
  last_seen: Date;
  last_url: string | null;
  last_stack: string | null;
}

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const toNumber = (value: unknown): number => Number(value ?? 0);
const toIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : toDate(value).toISOString();

export function createDiagnosticsRepository(db: Db) {
  async function count(query: SQL): Promise<number> {
    const [row] = await queryRows<{ n: unknown }>(db, query);
    return toNumber(row?.n);
  }

  return {
    async insertReports(rows: NewErrorReport[]): Promise<void> {
      if (rows.length === 0) return;
      const values = rows.map(
        (row) =>
          sql`(${row.error_type}, ${row.error_message}, ${row.stack_trace}, ${row.url},
               ${row.user_agent}, ${row.timestamp.toISOString()}::timestamptz, ${row.severity},
               ${row.user_id}, ${JSON.stringify(row.context)}::jsonb)`,
      );
      await db.execute(
        sql`insert into error_reports (error_type, error_message, stack_trace, url, user_agent,
              timestamp, severity, user_id, context)
            values ${sql.join(values, sql`, `)}`,
      );
    },

    /** Reports since `since`, grouped by type and message, most recent group first. */
    async errorGroups(since: Date, limit: number): Promise<ErrorGroupRow[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select error_type, error_message,
              max(case severity when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end) as rank,
              sum(coalesce((context->>'occurrences')::int, 1)) as occurrences,
              count(*) as reports,
              count(distinct user_id) as users,
              min(timestamp) as first_seen,
              max(timestamp) as last_seen,
              (array_agg(url order by timestamp desc))[1] as last_url,
              (array_agg(stack_trace order by timestamp desc))[1] as last_stack
            from error_reports
            where timestamp >= ${since.toISOString()}::timestamptz
            group by error_type, error_message
            order by max(timestamp) desc
            limit ${limit}`,
      );
      const ranks: ErrorSeverity[] = ['low', 'low', 'medium', 'high', 'critical'];
      return rows.map((row) => ({
        error_type: String(row.error_type),
        error_message: String(row.error_message),
        severity: ranks[toNumber(row.rank)] ?? 'low',
        count: toNumber(row.occurrences),
        reports: toNumber(row.reports),
        users: toNumber(row.users),
        first_seen: toDate(row.first_seen),
        last_seen: toDate(row.last_seen),
        last_url: (row.last_url as string | null) ?? null,
        last_stack: (row.last_stack as string | null) ?? null,
      }));
    },

    countReportsSince: (since: Date) =>
      count(
        sql`select count(*) as n from error_reports where timestamp >= ${since.toISOString()}::timestamptz`,
      ),

    async knowledgeVersions(): Promise<{ kind: string; version: string; loaded_at: string }[]> {
      const rows = await queryRows<{ kind: string; version: string; loaded_at: unknown }>(
        db,
        sql`select kind, version, loaded_at from knowledge_kinds order by kind`,
      );
      return rows.map((row) => ({
        kind: row.kind,
        version: row.version,
        loaded_at: toIso(row.loaded_at) ?? '',
      }));
    },

    outboxSince: (since: Date) =>
      count(
        sql`select count(*) as n from dev_outbox where created_at >= ${since.toISOString()}::timestamptz`,
      ),

    /** Verification emails in the dev outbox (the auth module's subject line) since `since`. */
    verificationEmailsSince: (since: Date) =>
      count(
        sql`select count(*) as n from dev_outbox
            where subject like 'Confirm your email%' and created_at >= ${since.toISOString()}::timestamptz`,
      ),

    remindersDue: (now: Date) =>
      count(
        sql`select count(*) as n from reminders where active and next_run_at <= ${now.toISOString()}::timestamptz`,
      ),

    async schedulerTimes(
      now: Date,
    ): Promise<{ lastDelivery: string | null; oldestDue: string | null }> {
      const [row] = await queryRows<{ last_delivery: unknown; oldest_due: unknown }>(
        db,
        sql`select (select max(created_at) from reminder_deliveries) as last_delivery,
                   (select min(next_run_at) from reminders
                     where active and next_run_at <= ${now.toISOString()}::timestamptz) as oldest_due`,
      );
      return { lastDelivery: toIso(row?.last_delivery), oldestDue: toIso(row?.oldest_due) };
    },

    async users(): Promise<{ total: number; verified: number; unverified: number }> {
      const [row] = await queryRows<{ total: unknown; verified: unknown }>(
        db,
        sql`select count(*) as total, count(*) filter (where email_verified) as verified from users`,
      );
      const total = toNumber(row?.total);
      const verified = toNumber(row?.verified);
      return { total, verified, unverified: total - verified };
    },

    /** Users with a paid subscription now (subscribed, and not past its end). */
    paidUsers: (now: Date) =>
      count(
        sql`select count(*) as n from subscribers
            where subscribed and (subscription_end is null or subscription_end > ${now.toISOString()}::timestamptz)`,
      ),

    activeSessions: (now: Date) =>
      count(
        sql`select count(*) as n from sessions where expires_at > ${now.toISOString()}::timestamptz`,
      ),

    usersWithSessionSince: (since: Date) =>
      count(
        sql`select count(distinct user_id) as n from sessions where updated_at >= ${since.toISOString()}::timestamptz`,
      ),

    signInFailuresSince: (since: Date) =>
      count(
        sql`select count(*) as n from sign_in_failures where created_at >= ${since.toISOString()}::timestamptz`,
      ),

    pendingVerifications: (now: Date) =>
      count(
        sql`select count(*) as n from verifications where expires_at > ${now.toISOString()}::timestamptz`,
      ),
  };
}
export type DiagnosticsRepository = ReturnType<typeof createDiagnosticsRepository>;
