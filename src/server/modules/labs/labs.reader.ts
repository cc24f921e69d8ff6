/**
 * What other modules may read of the lab reports: the user's one latest analysed report, latest
 * by collection day (the dashboard's summary and card), its flags (the Action Center), its critical
 * markers (the notifications' safety alerts) and one report with its rows (a provider share). Every query filters by the user's id; nothing here writes.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LabFlag } from '#shared/contracts/labs.contract';
import type { LabFlagFinding } from '#shared/domain/action-rules';
import { reportDateWords } from '#shared/domain/lab-dates';
import type { Db } from '#server/db/client';
import {
  createLabsRepository,
  latestReportFirst,
  type AnalysisRow,
  type LabReportRow,
} from './labs.repository';
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
  /** The report's date in words: 'collected Nov 2, 2026' (or 'uploaded …'). */
  dated: string;
  markers: { name: string; flag: LabFlag }[];
}

/** The member's latest analysed report, as every 'latest report' surface reads it (ADR 086). */
export interface LatestLabReport {
  reportId: string;
  collectedOn: string | null;
  uploadedAt: Date;
  /** When its newest analysis was made. */
  analyzedAt: Date;
  /** 'collected Nov 2, 2026', or 'uploaded Nov 20, 2026' (UTC) when it has no collection date. */
  dated: string;
  result: AnalysisRow['analysis_result'];
}

export function createLabsReader(db: Db) {
  const repository = createLabsRepository(db);

  /**
   * The one 'latest lab report' (ADR 086): the analysed report collected last (by its collection
   * day, else its upload day; then the later upload), with its newest analysis; null when the user
   * has no analysed report. Never the report analysed or uploaded last: an old report uploaded
   * today does not stand in for this month's.
   */
  async function latestReport(userId: string): Promise<LatestLabReport | null> {
    const [row] = await db
      .select({
        id: labReports.id,
        collectedOn: labReports.collected_on,
        uploadedAt: labReports.created_at,
        result: analysisResults.analysis_result,
        analyzedAt: analysisResults.created_at,
      })
      .from(analysisResults)
      .innerJoin(labReports, eq(labReports.id, analysisResults.lab_report_id))
      .where(and(eq(analysisResults.user_id, userId), eq(labReports.user_id, userId)))
      .orderBy(...latestReportFirst, desc(analysisResults.created_at), desc(analysisResults.id))
      .limit(1);
    if (!row) return null;
    return {
      reportId: row.id,
      collectedOn: row.collectedOn,
      uploadedAt: row.uploadedAt,
      analyzedAt: row.analyzedAt,
      dated: reportDateWords(
        { collected_on: row.collectedOn, created_at: row.uploadedAt.toISOString() },
        'UTC',
      ),
      result: row.result,
    };
  }

  return {
    latestReport,

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
      const row = await latestReport(userId);
      if (!row) return null;
      const flagged = row.result.markers.filter((marker) => FLAG_WORDS[marker.flag]);
      if (flagged.length === 0) return null;
      return {
        reportId: row.reportId,
        dated: row.dated,
        markers: flagged.map((marker) => `${marker.name} (${FLAG_WORDS[marker.flag]})`),
        isCritical: flagged.some((marker) => marker.is_critical),
      };
    },

    /** Markers of the latest report's analysis past a critical limit (prompt attention), or null. */
    async latestCriticalMarkers(userId: string): Promise<CriticalLabMarkers | null> {
      const row = await latestReport(userId);
      if (!row) return null;
      const critical = row.result.markers.filter((marker) => marker.is_critical);
      if (critical.length === 0) return null;
      return {
        reportId: row.reportId,
        analyzedAt: row.analyzedAt,
        dated: row.dated,
        markers: critical.map((marker) => ({ name: marker.name, flag: marker.flag })),
      };
    },
  };
}
export type LabsReader = ReturnType<typeof createLabsReader>;
