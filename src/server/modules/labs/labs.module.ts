/** Lab reports: upload, extraction, review, analysis, history and PDF. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { biomarkerCatalogue } from './biomarker-catalogue';
import type { LabExtractor } from './extraction/extract-lab-report';
import { createExtractionPool } from './extraction/extraction-pool';
import { createLabAudit } from './lab-audit';
import { createLabsRepository } from './labs.repository';
import { labsRoutes } from './labs.routes';
import { createLabsService } from './labs.service';
import { buildSampleReport } from './sample-report';

export const registerLabsModule: FeatureModule = async (app, deps) => {
  const reference = deps.knowledge.biomarkers;
  let extractor: LabExtractor | undefined;
  // Terminates the pool's worker threads: tests build and close many apps in one process.
  app.addHook('onClose', async () => extractor?.close());

  const service = createLabsService({
    repository: createLabsRepository(deps.database.db),
    reference,
    // Made on first upload: most processes (and tests) never need the PDF reader or OCR. Files
    // are read in worker threads, never on the event loop (ADR 017).
    extractor: () => (extractor ??= createExtractionPool(reference)),
    personalInfo: async (userId) =>
      (await createProfileReader(deps.database.db).findByUserId(userId))?.personal_info ?? null,
    chatModel: deps.chatModel,
    log: deps.log,
    now: deps.now,
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
