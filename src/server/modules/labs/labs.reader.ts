/**
 * What other modules may read of the lab reports: the flags of the user's latest analysed report,
 * latest by collection day (the dashboard's Action Center), its critical markers (the notifications' safety alerts) and one
 * report with its rows (a provider share). Every query filters by the user's id; nothing here writes.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LabFlag } from '#shared/contracts/labs.contract';
import type { LabFlagFinding } from '#shared/domain/action-rules';
import type { Db } from '#server/db/client';
import { createLabsRepository, reportDay, type LabReportRow } from './labs.repository';
import { analysisResults, labReports } from './labs.table';

const FLAG_WORDS: Partial<Record<LabFlag, string>> = {
  low: 'low',
  high: 'high',
  critical_low: 'very low',
  critical_high: 'very high',
  abnormal: 'abnormal',
};

export interface CriticalLabMarkers {
  reportId: string;
  analyzedAt: Date;
  markers: { name: string; flag: LabFlag }[];
}

export function createLabsReader(db: Db) {
  const repository = createLabsRepository(db);

  /**
   * The newest analysis of the report collected last (by its collection day, else its upload day;
   * then the newest report and analysis), or null when the user has no analysed report.
   */
  async function latestAnalysis(userId: string) {
    const [row] = await db
      .select({
        id: analysisResults.lab_report_id,
        result: analysisResults.analysis_result,
        createdAt: analysisResults.created_at,
      })
      .from(analysisResults)
      .innerJoin(labReports, eq(labReports.id, analysisResults.lab_report_id))
      .where(and(eq(analysisResults.user_id, userId), eq(labReports.user_id, userId)))
      .orderBy(
        desc(reportDay),
        desc(labReports.created_at),
        desc(analysisResults.created_at),
        desc(analysisResults.id),
      )
      .limit(1);
    return row?.id ? { ...row, id: row.id } : null;
  }

  return {
    /** One of the user's reports with its stored rows; null for another user's or an unknown id. */
    report(userId: string, id: string): Promise<LabReportRow | null> {
      return repository.find(userId, id);
    },

    /**
     * Out-of-range markers of the latest report's analysis, or null when it has none (or none
     * exists). The latest report is the one collected last, not the one analysed last: an old
     * report uploaded today does not stand in for this month's.
     */
    async latestFlags(userId: string): Promise<LabFlagFinding | null> {
      const row = await latestAnalysis(userId);
      if (!row) return null;
      const flagged = row.result.markers.filter((marker) => FLAG_WORDS[marker.flag]);
      if (flagged.length === 0) return null;
      return {
        reportId: row.id,
        markers: flagged.map((marker) => `${marker.name} (${FLAG_WORDS[marker.flag]})`),
        isCritical: flagged.some((marker) => marker.is_critical),
      };
    },

    /** Markers of the latest report's analysis past a critical limit (prompt attention), or null. */
    async latestCriticalMarkers(userId: string): Promise<CriticalLabMarkers | null> {
      const row = await latestAnalysis(userId);
      if (!row) return null;
      const critical = row.result.markers.filter((marker) => marker.is_critical);
      if (critical.length === 0) return null;
      return {
        reportId: row.id,
        analyzedAt: row.createdAt,
        markers: critical.map((marker) => ({ name: marker.name, flag: marker.flag })),
      };
    },
  };
}
export type LabsReader = ReturnType<typeof createLabsReader>;
