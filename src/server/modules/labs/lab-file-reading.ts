/**
 * Reading an uploaded lab report: the 'lab.extract' job. Its payload names the file's
 * object in storage and what the upload knew (never the bytes); the handler reads the file, runs
 * the extraction pool (ADR 017) and writes the report with its file row itself, so the report is
 * in the user's list once the job is done, whichever process ran it and whether or not the request
 * that asked is still there (ADR 045, ADR 047).
 *
 * What retrying cannot fix (a file the reader refuses, a file whose object is gone) is a
 * PermanentJobError carrying the answer the upload gives; everything else (storage or database
 * unreachable, the reader closing, every reader busy) is thrown as it is, and the job is tried again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  LAB_FILE_KINDS,
  LAB_MESSAGES,
  LAB_TEST_TYPES,
  type LabBiomarkerInput,
  type LabFileKind,
  type LabTestType,
} from '#shared/contracts/labs.contract';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { ObjectNotFoundError, type ObjectStorage } from '#server/lib/storage/object-storage';
import { PermanentJobError, type JobHandler } from '#server/modules/jobs/index';
import type { ExtractedRow, ExtractionResult } from './extraction/extraction.types';
import { ExtractionBusyError, ExtractionWorkerError } from './extraction/extraction-pool';
import { LabExtractionError } from './extraction/lab-extraction-error';
import { toStoredRow } from './lab-rows';
import type { LabsRepository } from './labs.repository';
import type { StoredLabRow } from './labs.table';

/** Reads a file's rows: the extraction pool (ADR 017), or a reader in this thread in tests. */
export interface LabExtractor {
  extract(bytes: Uint8Array, kind: LabFileKind): Promise<ExtractionResult>;
  close(): Promise<void> | void;
}

export const LAB_EXTRACT_JOB = 'lab.extract';
/** A file that fails this often for reasons outside it (storage down, every reader busy) fails. */
export const LAB_EXTRACT_MAX_ATTEMPTS = 3;
/**
 * How long a run holds its job before another process may take it over (its process died). The
 * worker renews the lease every third of it while the reading goes on (a file waiting behind others
 * in the pool keeps its job), so a reading whose process died is taken up within this plus a
 * worker's poll: under 30 s (ADR 080). A second run of a job still going writes no second report
 * (insertOnce).
 */
export const LAB_EXTRACT_LEASE_MS = 20_000;

/** The job's error code when the file cannot be read; `details` holds the upload's answer. */
export const EXTRACTION_FAILED_JOB_CODE = 'EXTRACTION_FAILED';

export const labExtractPayloadSchema = z.object({
  storage_key: z.string().min(1).max(200),
  kind: z.enum(LAB_FILE_KINDS),
  user_id: z.string().min(1),
  test_type: z.enum(LAB_TEST_TYPES),
  display_name: z.string().max(200),
  size: z.number().int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type LabExtractPayload = z.infer<typeof labExtractPayloadSchema>;

/** What a failed reading tells the upload: the user's message, and the reader's limit when one. */
export interface LabExtractFailure {
  message: string;
  reason?: string;
}

const METHODS: Record<ExtractionResult['method'], 'text' | 'ocr'> = {
  'pdf-text': 'text',
  ocr: 'ocr',
  'pdf-ocr': 'ocr',
};

function extractedToStored(
  row: ExtractedRow,
  reference: BiomarkerReference,
  testType: LabTestType,
): StoredLabRow {
  const input: LabBiomarkerInput = {
    name: row.name.trim().slice(0, 120) || row.printedName.slice(0, 120),
    value: row.value,
    value_text: row.valueText ? row.valueText.slice(0, 40) : null,
    unit: row.unit ? row.unit.slice(0, 30) : null,
    ref_low: row.refLow,
    ref_high: row.refHigh,
    marker_id: row.markerId,
    specimen: row.specimen,
    lab_flag: row.labFlag,
  };
  // A plain number printed as text adds nothing; keep value_text for '<5', '1+', 'negative'.
  if (input.value != null && input.value_text === String(input.value)) input.value_text = null;
  return {
    ...toStoredRow(input, reference, testType, 'extracted', row.printedName.slice(0, 120)),
    unit_printed: row.unitPrinted ? row.unitPrinted.slice(0, 30) : null,
    flag_printed: row.flagPrinted ? row.flagPrinted.slice(0, 12) : null,
    review_reason: row.reviewReason,
    ...(row.history
      ? {
          earlier_results: row.history.slice(0, MAX_EARLIER_RESULTS).map((earlier) => ({
            collected_on: earlier.collectedOn,
            value: earlier.value,
            value_text: earlier.valueText.slice(0, 40),
          })),
        }
      : {}),
  };
}

/** A cumulative report prints a few earlier columns; more than this is not a lab table. */
const MAX_EARLIER_RESULTS = 12;

function parsePayload(input: Record<string, unknown>): LabExtractPayload {
  const parsed = labExtractPayloadSchema.safeParse(input);
  if (!parsed.success)
    throw new PermanentJobError('INVALID_PAYLOAD', 'invalid lab.extract payload');
  return parsed.data;
}

function failed(failure: LabExtractFailure): PermanentJobError {
  return new PermanentJobError(EXTRACTION_FAILED_JOB_CODE, failure.message, { ...failure });
}

export interface LabFileReaderDeps {
  storage: ObjectStorage;
  extractor: () => LabExtractor;
  /** On the system's connection: a job acts for no request (ADR 020). */
  repository: LabsRepository;
  reference: BiomarkerReference;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
  /** The app is closing: a reader stopped by it is not the file's fault (another process retries). */
  closing: () => boolean;
}

export function createLabFileReader(deps: LabFileReaderDeps) {
  const { reference } = deps;

  async function extract(payload: LabExtractPayload, bytes: Buffer): Promise<ExtractionResult> {
    try {
      return await deps.extractor().extract(bytes, payload.kind);
    } catch (error) {
      if (error instanceof ExtractionBusyError) throw error;
      if (error instanceof ExtractionWorkerError && deps.closing()) throw error;
      // The error's name and our code only: a parser message can quote the report's text.
      const reason = error instanceof LabExtractionError ? error.code : undefined;
      deps.log.warn(
        { error: (error as Error).name, reason, kind: payload.kind },
        'lab extraction failed',
      );
      // The reader's own reasons (too many pages, too large once unpacked, too slow) are
      // written for the user; `reason` names the limit for the client and for support.
      if (error instanceof LabExtractionError)
        throw failed({ message: error.message, reason: error.code });
      throw failed({ message: LAB_MESSAGES.extractionFailed });
    }
  }

  /** Reads the file and stores its report; answers the report's id. */
  return async function readLabFile(payload: LabExtractPayload): Promise<{ report_id: string }> {
    // Run before (a crash after the insert, a lease that ran out): the report is already there.
    const done = await deps.repository.findByStorageKey(payload.user_id, payload.storage_key);
    if (done) return { report_id: done.id };

    let bytes: Buffer;
    try {
      bytes = await deps.storage.getBuffer(payload.storage_key);
    } catch (error) {
      // Deleted meanwhile (the upload gave up, the account went): nothing will bring it back.
      if (error instanceof ObjectNotFoundError)
        throw failed({ message: LAB_MESSAGES.extractionFailed, reason: 'FILE_MISSING' });
      throw error;
    }
    const extraction = await extract(payload, bytes);
    const testType = payload.test_type;
    const rows = extraction.rows
      .slice(0, 200)
      .map((row) => extractedToStored(row, reference, testType));
    const warnings: string[] = [];
    if (rows.length === 0)
      warnings.push('We found no results in this file. Please add them by hand below.');
    if (extraction.rows.length > rows.length)
      warnings.push('Only the first 200 results were kept.');
    const report = await deps.repository.insertOnce(payload.user_id, {
      test_type: testType,
      source: 'upload',
      method: METHODS[extraction.method],
      biomarkers: rows,
      warnings,
      collected_on: extraction.collectedOn,
      now: deps.now(),
      file: {
        kind: payload.kind,
        size: payload.size,
        display_name: payload.display_name,
        sha256: payload.sha256,
        storage_key: payload.storage_key,
      },
    });
    return { report_id: report.id };
  };
}
export type LabFileReader = ReturnType<typeof createLabFileReader>;

/**
 * The 'lab.extract' job: reads the file and answers `{ report_id }`. A file that can never be read
 * has its object deleted here, whether or not the upload that queued it is still waiting.
 */
export function labExtractJob(
  readLabFile: LabFileReader,
  storage: Pick<ObjectStorage, 'delete'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): JobHandler {
  return async (job) => {
    const payload = parsePayload(job.payload);
    // The row's owner and the payload's must agree: the job is deleted with that account.
    if (job.userId !== payload.user_id)
      throw new PermanentJobError('INVALID_PAYLOAD', 'lab.extract job of another user');
    try {
      return await readLabFile(payload);
    } catch (error) {
      if (error instanceof PermanentJobError)
        await storage.delete(payload.storage_key).catch((deleteError: unknown) => {
          log.warn({ error: (deleteError as Error).name }, 'could not delete a lab file object');
        });
      throw error;
    }
  };
}
