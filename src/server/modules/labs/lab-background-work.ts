/**
 * The labs module's work outside requests: the start-up move of database-held files into object
 * storage, the 'lab.extract' job with its pool of reading threads, and their stop, in order, when
 * the app closes.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ObjectStorage } from '#server/lib/storage/object-storage';
import type { JobQueue } from '#server/modules/jobs/index';
import type { LabExtractor } from './extraction/extract-lab-report';
import { createExtractionPool } from './extraction/extraction-pool';
import { moveLabFilesToStorage, type LabFileMoveResult } from './lab-file-move';
import {
  LAB_EXTRACT_JOB,
  LAB_EXTRACT_LEASE_MS,
  createLabFileReader,
  labExtractJob,
} from './lab-file-reading';
import { createLabsRepository } from './labs.repository';

export interface LabBackgroundWorkDeps {
  /** The database as the system (ADR 020): the move reads every user's rows, a job writes any user's report. */
  systemDb: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
  reference: BiomarkerReference;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const startupMoves = new WeakMap<FastifyInstance, Promise<LabFileMoveResult | null>>();

/** The start-up move of database-held lab files into storage, once the app listens (tests await it). */
export function labFileMoveOf(app: FastifyInstance): Promise<LabFileMoveResult | null> | undefined {
  return startupMoves.get(app);
}

export function startLabBackgroundWork(app: FastifyInstance, deps: LabBackgroundWorkDeps): void {
  const { storage, log } = deps;
  let extractor: LabExtractor | undefined;
  let closing = false;
  // Made on first upload: most processes (and tests) never need the PDF reader or OCR. Files
  // are read in worker threads, never on the event loop (ADR 017).
  const extractorOnce = () => (extractor ??= createExtractionPool(deps.reference));

  // After listen, in the background: start-up is not held up by a large move, and several
  // processes starting together each move what is left (lab-file-move.ts says why that is safe).
  app.addHook('onListen', async () => {
    startupMoves.set(
      app,
      moveLabFilesToStorage({ systemDb: deps.systemDb, storage, log }).catch((error: unknown) => {
        log.error(
          { err: error },
          'moving lab files to object storage failed; retried at the next start',
        );
        return null;
      }),
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    await startupMoves.get(app);
    // Readings in progress end before their reader and store close (stopping twice is harmless,
    // whichever of this and the jobs module's hook runs first).
    await deps.jobs.stop();
    // Terminates the pool's worker threads: tests build and close many apps in one process.
    await extractor?.close();
    // The store is the app context's; the labs module, its first user, closes it with the app.
    await storage.close();
  });

  const readLabFile = createLabFileReader({
    storage,
    extractor: extractorOnce,
    // The reading writes the report as the system, as a job does (ADR 020): the payload names the user.
    repository: createLabsRepository(deps.systemDb),
    reference: deps.reference,
    log,
    now: deps.now ?? (() => new Date()),
    closing: () => closing,
  });
  // Any app process may read any upload: the job names the file's object, never holds its bytes.
  deps.jobs.register(LAB_EXTRACT_JOB, labExtractJob(readLabFile, storage, log), {
    leaseMs: LAB_EXTRACT_LEASE_MS,
  });
}
