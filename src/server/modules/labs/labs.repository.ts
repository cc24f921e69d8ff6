/**
 * Lab reports' queries. Every query filters by the owner's id, so another user's report id simply
 * is not found (404). A report's file is in object storage under lab_files.storage_key (ADR 045);
 * rows from before storage still hold `bytes` until start-up moves them (lab-file-move.ts).
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import type {
  LabAnalysisResult,
  LabReportSource,
  LabTestType,
} from '#shared/contracts/labs.contract';
import { analysisResults, labFiles, labReports, type StoredLabRow } from './labs.table';

export type LabReportRow = typeof labReports.$inferSelect;
export type AnalysisRow = typeof analysisResults.$inferSelect;
export interface LabFileInfoRow {
  report_id: string;
  kind: string;
  size: number;
  display_name: string;
}

const fileInfoColumns = {
  report_id: labFiles.report_id,
  kind: labFiles.kind,
  size: labFiles.size,
  display_name: labFiles.display_name,
};

export interface NewLabReport {
  test_type: LabTestType;
  source: LabReportSource;
  method: 'text' | 'ocr' | 'manual';
  biomarkers: StoredLabRow[];
  warnings: string[];
  /** 'YYYY-MM-DD' or null. */
  collected_on: string | null;
  now: Date;
  file?: {
    kind: string;
    size: number;
    display_name: string;
    sha256: string;
    /** Where the file is in object storage. */
    storage_key: string;
  };
}

/** A report's file: in object storage (storage_key), or still in the row (bytes, before the move). */
export interface LabFileRow {
  id: string;
  kind: string;
  storage_key: string | null;
  bytes: Buffer | null;
}

/**
 * A report's day on the time axis: its collection date, else the day it was uploaded. Both are
 * dates, so a report collected last month sorts before one uploaded last month but collected earlier.
 */
export const reportDay = sql`coalesce(${labReports.collected_on}, (${labReports.created_at})::date)`;

/**
 * Latest first (ADR 086): by report day, then the later upload, then the id. The labs list and the
 * one 'latest report' every surface reads (labs.reader.ts) sort by this, so they cannot disagree.
 */
export const latestReportFirst = [
  desc(reportDay),
  desc(labReports.created_at),
  desc(labReports.id),
];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertReport(tx: Tx, userId: string, values: NewLabReport): Promise<LabReportRow> {
  const [report] = await tx
    .insert(labReports)
    .values({
      user_id: userId,
      test_type: values.test_type,
      source: values.source,
      method: values.method,
      biomarkers: values.biomarkers,
      warnings: values.warnings,
      collected_on: values.collected_on,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning();
  if (!report) throw new Error('insert returned no row');
  if (values.file)
    await tx.insert(labFiles).values({ ...values.file, report_id: report.id, user_id: userId });
  return report;
}

const owned = (userId: string, id: string) =>
  and(eq(labReports.id, id), eq(labReports.user_id, userId));

export function createLabsRepository(db: Db) {
  return {
    ...reportQueries(db),
    ...analysisQueries(db),
  };
}
export type LabsRepository = ReturnType<typeof createLabsRepository>;

/** Lab reports and their files: stored, read, reviewed and deleted. */
function reportQueries(db: Db) {
  return {
    /** The report and its file in one transaction: both are stored or neither. */
    async insert(userId: string, values: NewLabReport): Promise<LabReportRow> {
      return db.transaction((tx) => insertReport(tx, userId, values));
    },

    /**
     * The report read from the stored file `values.file.storage_key`, written once however often
     * the reading runs (a job is delivered at least once, ADR 047): under a transaction lock on the
     * key, an existing report for it is answered instead of a second one.
     */
    async insertOnce(
      userId: string,
      values: NewLabReport & { file: NonNullable<NewLabReport['file']> },
    ): Promise<LabReportRow> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${values.file.storage_key}, 0))`,
        );
        const [existing] = await tx
          .select({ report: labReports })
          .from(labFiles)
          .innerJoin(labReports, eq(labReports.id, labFiles.report_id))
          .where(
            and(eq(labFiles.user_id, userId), eq(labFiles.storage_key, values.file.storage_key)),
          )
          .limit(1);
        return existing?.report ?? insertReport(tx, userId, values);
      });
    },

    async find(userId: string, id: string): Promise<LabReportRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(labReports).where(owned(userId, id));
      return row ?? null;
    },

    list(userId: string): Promise<LabReportRow[]> {
      return db
        .select()
        .from(labReports)
        .where(eq(labReports.user_id, userId))
        .orderBy(...latestReportFirst);
    },

    async fileInfo(userId: string, reportIds: string[]): Promise<Map<string, LabFileInfoRow>> {
      if (reportIds.length === 0) return new Map();
      const rows = await db
        .select(fileInfoColumns)
        .from(labFiles)
        .where(and(eq(labFiles.user_id, userId), inArray(labFiles.report_id, reportIds)));
      return new Map(rows.map((row) => [row.report_id, row]));
    },

    async file(userId: string, reportId: string): Promise<LabFileRow | null> {
      if (!isUuid(reportId)) return null;
      const [row] = await db
        .select({
          id: labFiles.id,
          kind: labFiles.kind,
          storage_key: labFiles.storage_key,
          bytes: labFiles.bytes,
        })
        .from(labFiles)
        .where(and(eq(labFiles.user_id, userId), eq(labFiles.report_id, reportId)));
      return row ?? null;
    },

    async updateRows(
      userId: string,
      id: string,
      values: {
        biomarkers: StoredLabRow[];
        test_type: LabTestType;
        /** undefined leaves the stored date as it is; null clears it. */
        collected_on?: string | null;
        now: Date;
      },
    ): Promise<LabReportRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(labReports)
        .set({
          biomarkers: values.biomarkers,
          test_type: values.test_type,
          ...(values.collected_on !== undefined ? { collected_on: values.collected_on } : {}),
          status: 'review',
          updated_at: values.now,
        })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },

    /** The report reading the file whose object is at `storageKey` (a job run twice finds it). */
    async findByStorageKey(userId: string, storageKey: string): Promise<LabReportRow | null> {
      const [row] = await db
        .select({ report: labReports })
        .from(labFiles)
        .innerJoin(labReports, eq(labReports.id, labFiles.report_id))
        .where(and(eq(labFiles.user_id, userId), eq(labFiles.storage_key, storageKey)))
        .limit(1);
      return row?.report ?? null;
    },

    /**
     * Deletes the report (its file row and analyses go with it) and answers the file's storage key,
     * read in the same transaction: the caller deletes the object once this has committed.
     */
    async delete(
      userId: string,
      id: string,
    ): Promise<{ deleted: boolean; storageKey: string | null }> {
      if (!isUuid(id)) return { deleted: false, storageKey: null };
      return db.transaction(async (tx) => {
        const [file] = await tx
          .select({ storage_key: labFiles.storage_key })
          .from(labFiles)
          .where(and(eq(labFiles.user_id, userId), eq(labFiles.report_id, id)));
        const rows = await tx
          .delete(labReports)
          .where(owned(userId, id))
          .returning({ id: labReports.id });
        return { deleted: rows.length > 0, storageKey: file?.storage_key ?? null };
      });
    },
  };
}

/** Analyses: stored with the report marked analysed, the latest per report, the history. */
function analysisQueries(db: Db) {
  return {
    /** Stores one analysis (analysis_results) and marks the report analysed, together. */
    async saveAnalysis(
      userId: string,
      report: LabReportRow,
      values: {
        blood: StoredLabRow[] | null;
        urine: StoredLabRow[] | null;
        result: LabAnalysisResult;
        questionnaire: Record<string, unknown>;
        now: Date;
      },
    ): Promise<AnalysisRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(analysisResults)
          .values({
            user_id: userId,
            lab_report_id: report.id,
            blood_test_data: values.blood,
            urine_test_data: values.urine,
            analysis_result: values.result,
            questionnaire_data: values.questionnaire,
            test_type: report.test_type,
            created_at: values.now,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx.update(labReports).set({ status: 'analyzed' }).where(owned(userId, report.id));
        return row;
      });
    },

    /** The newest analysis of each of these reports. */
    async latestAnalyses(userId: string, reportIds: string[]): Promise<Map<string, AnalysisRow>> {
      if (reportIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(analysisResults)
        .where(
          and(
            eq(analysisResults.user_id, userId),
            inArray(analysisResults.lab_report_id, reportIds),
          ),
        )
        .orderBy(desc(analysisResults.created_at), desc(analysisResults.id));
      const latest = new Map<string, AnalysisRow>();
      for (const row of rows)
        if (row.lab_report_id && !latest.has(row.lab_report_id)) latest.set(row.lab_report_id, row);
      return latest;
    },

    /**
     * Every analysis of the user's reports with its report's collection day and upload time,
     * ordered by the report's day (collection, else upload), then by when it was analysed.
     */
    history(
      userId: string,
    ): Promise<Array<AnalysisRow & { collected_on: string | null; uploaded_at: Date }>> {
      return db
        .select({
          ...getTableColumns(analysisResults),
          collected_on: labReports.collected_on,
          uploaded_at: labReports.created_at,
        })
        .from(analysisResults)
        .innerJoin(
          labReports,
          and(
            eq(labReports.id, analysisResults.lab_report_id),
            eq(labReports.user_id, analysisResults.user_id),
          ),
        )
        .where(and(eq(analysisResults.user_id, userId), isNotNull(analysisResults.lab_report_id)))
        .orderBy(
          asc(reportDay),
          asc(labReports.created_at),
          asc(analysisResults.created_at),
          asc(analysisResults.id),
        );
    },
  };
}
