/** Lab reports: upload, extraction, review, analysis, history and PDF. */
import type { FastifyInstance } from 'fastify';
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { biomarkerCatalogue } from './biomarker-catalogue';
import type { LabExtractor } from './extraction/extract-lab-report';
import { createExtractionPool, defaultPoolSize } from './extraction/extraction-pool';
import { MAX_EXTRACTION_MS, MAX_QUEUED_EXTRACTIONS } from './extraction/extraction-limits';
import { createLabAudit } from './lab-audit';
import { moveLabFilesToStorage, type LabFileMoveResult } from './lab-file-move';
import {
  LAB_EXTRACT_JOB,
  LAB_EXTRACT_LEASE_MS,
  createLabFileReader,
  labExtractJob,
} from './lab-file-reading';
import { createLabReadingQueue } from './lab-reading-queue';
import { createLabsRepository } from './labs.repository';
import { labsRoutes } from './labs.routes';
import { createLabsService } from './labs.service';
import { buildSampleReport } from './sample-report';

const startupMoves = new WeakMap<FastifyInstance, Promise<LabFileMoveResult | null>>();

/** The start-up move of database-held lab files into storage, once the app listens (tests await it). */
export function labFileMoveOf(app: FastifyInstance): Promise<LabFileMoveResult | null> | undefined {
  return startupMoves.get(app);
}

export const registerLabsModule: FeatureModule = async (app, deps) => {
  const reference = deps.knowledge.biomarkers;
  const { storage } = deps;
  const now = deps.now ?? (() => new Date());
  let extractor: LabExtractor | undefined;
  let closing = false;
  // Made on first upload: most processes (and tests) never need the PDF reader or OCR. Files
  // are read in worker threads, never on the event loop (ADR 017).
  const extractorOnce = () => (extractor ??= createExtractionPool(reference));

  // After listen, in the background: start-up is not held up by a large move, and several
  // processes starting together each move what is left (lab-file-move.ts says why that is safe).
  app.addHook('onListen', async () => {
    startupMoves.set(
      app,
      moveLabFilesToStorage({ systemDb: deps.database.systemDb, storage, log: deps.log }).catch(
        (error: unknown) => {
          deps.log.error(
            { err: error },
            'moving lab files to object storage failed; retried at the next start',
          );
          return null;
        },
      ),
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
    repository: createLabsRepository(deps.database.systemDb),
    reference,
    log: deps.log,
    now,
    closing: () => closing,
  });
  // Any app process may read any upload: the job names the file's object, never holds its bytes.
  deps.jobs.register(LAB_EXTRACT_JOB, labExtractJob(readLabFile, storage, deps.log), {
    leaseMs: LAB_EXTRACT_LEASE_MS,
  });

  const service = createLabsService({
    repository: createLabsRepository(deps.database.db),
    reference,
    storage,
    readings: createLabReadingQueue({
      jobs: deps.jobs,
      // The pool's bound (ADR 017): its readers and the files that may wait for one.
      capacity: defaultPoolSize() + MAX_QUEUED_EXTRACTIONS,
      // A file's own minute, and time to wait behind others: past it the upload says it goes on.
      waitMs: 3 * MAX_EXTRACTION_MS,
    }),
    uploads: deps.jobs,
    personalInfo: async (userId) =>
      (await createProfileReader(deps.database.db).findByUserId(userId))?.personal_info ?? null,
    chatModel: deps.chatModel,
    log: deps.log,
    now,
  });
  const catalogue = biomarkerCatalogue(reference);
  let sample: ReturnType<typeof buildSampleReport> | undefined;
  await app.register(
    labsRoutes({
      service,
      sessions: deps.sessions,
      requirePlan: deps.requirePlan,
      audit: createLabAudit(deps.database.db, deps.now),
      catalogue: () => catalogue,
      sample: () => (sample ??= buildSampleReport(reference)),
      now: deps.now,
    }),
  );
};
