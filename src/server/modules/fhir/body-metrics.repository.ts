/** Body metric queries; every one is limited to one user's rows. */
import { and, asc, count, desc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { BodyMetricInput } from '#shared/contracts/fhir.contract';
import { bodyMetrics } from './body-metrics.table';

export type BodyMetricRow = typeof bodyMetrics.$inferSelect;
export type BodyMetricSource = 'apple_health' | 'fhir';

/** Rows inserted per statement (PostgreSQL's parameter limit is 65 535; 6 columns a row). */
const BATCH = 1000;
/** Rows a page of the export's read holds. */
const PAGE = 2000;

export function createBodyMetricsRepository(db: Db) {
  return {
    /**
     * Adds the values whose day has none of that kind yet; a day that has one keeps it (the
     * person's own reading is never overwritten by an import). Returns how many were added.
     */
    async addNew(
      userId: string,
      metrics: readonly BodyMetricInput[],
      source: BodyMetricSource,
    ): Promise<number> {
      let added = 0;
      for (let start = 0; start < metrics.length; start += BATCH) {
        const rows = metrics.slice(start, start + BATCH).map((metric) => ({
          user_id: userId,
          kind: metric.kind,
          measured_on: metric.date,
          value: metric.value,
          value2: metric.kind === 'blood_pressure' ? (metric.value2 ?? null) : null,
          source,
        }));
        const inserted = await db
          .insert(bodyMetrics)
          .values(rows)
          .onConflictDoNothing({
            target: [bodyMetrics.user_id, bodyMetrics.kind, bodyMetrics.measured_on],
          })
          .returning({ id: bodyMetrics.id });
        added += inserted.length;
      }
      return added;
    },

    /**
     * Every value, oldest day first (kinds in reverse order within a day, as the export writes
     * them), read in pages of PAGE rows: on the embedded database a query runs on the event loop,
     * and ten years in one query held it for 140 ms (ADR 097).
     */
    async listAllInPages(userId: string): Promise<BodyMetricRow[]> {
      const rows: BodyMetricRow[] = [];
      for (;;) {
        const last = rows.at(-1);
        const page = await db
          .select()
          .from(bodyMetrics)
          .where(
            and(
              eq(bodyMetrics.user_id, userId),
              last
                ? or(
                    gt(bodyMetrics.measured_on, last.measured_on),
                    and(
                      eq(bodyMetrics.measured_on, last.measured_on),
                      lt(bodyMetrics.kind, last.kind),
                    ),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(bodyMetrics.measured_on), desc(bodyMetrics.kind))
          .limit(PAGE);
        rows.push(...page);
        if (page.length < PAGE) return rows;
      }
    },

    listNewest(userId: string, limit: number): Promise<BodyMetricRow[]> {
      return db
        .select()
        .from(bodyMetrics)
        .where(eq(bodyMetrics.user_id, userId))
        .orderBy(desc(bodyMetrics.measured_on), bodyMetrics.kind)
        .limit(limit);
    },

    /** Every value measured on or after `from`, newest first, at most `limit`. */
    listSince(userId: string, from: string, limit: number): Promise<BodyMetricRow[]> {
      return db
        .select()
        .from(bodyMetrics)
        .where(and(eq(bodyMetrics.user_id, userId), gte(bodyMetrics.measured_on, from)))
        .orderBy(desc(bodyMetrics.measured_on), bodyMetrics.kind)
        .limit(limit);
    },

    /** The newest value of one kind, or null. */
    async newest(userId: string, kind: string): Promise<BodyMetricRow | null> {
      const [row] = await db
        .select()
        .from(bodyMetrics)
        .where(and(eq(bodyMetrics.user_id, userId), eq(bodyMetrics.kind, kind)))
        .orderBy(desc(bodyMetrics.measured_on))
        .limit(1);
      return row ?? null;
    },

    async countsByKind(userId: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ kind: bodyMetrics.kind, total: count() })
        .from(bodyMetrics)
        .where(and(eq(bodyMetrics.user_id, userId)))
        .groupBy(bodyMetrics.kind);
      return Object.fromEntries(rows.map((row) => [row.kind, row.total]));
    },
  };
}
export type BodyMetricsRepository = ReturnType<typeof createBodyMetricsRepository>;
