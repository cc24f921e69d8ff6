/** Lab reports: upload, extraction, review, analysis, history and PDF. */
import type { FeatureModule } from '#server/modules/feature-module';
import { biomarkerCatalogue } from './biomarker-catalogue';
import { createLabAudit } from './lab-audit';
import { startLabBackgroundWork } from './lab-background-work';
import { createPersonalInfoReader } from './lab-profile-facts';
import { createLabReadingQueue } from './lab-reading-queue';
import { createLabsRepository } from './labs.repository';
import { labsRoutes } from './labs.routes';
import { createLabsService } from './labs.service';
import { sampleReportOnce } from './sample-report';

export const registerLabsModule: FeatureModule = async (app, deps) => {
  const reference = deps.knowledge.biomarkers;
  startLabBackgroundWork(app, {
    systemDb: deps.database.systemDb,
    storage: deps.storage,
    jobs: deps.jobs,
    reference,
    log: deps.log,
    now: deps.now,
  });
  const service = createLabsService({
    repository: createLabsRepository(deps.database.db),
    reference,
    storage: deps.storage,
    readings: createLabReadingQueue({ jobs: deps.jobs }),
    uploads: deps.jobs,
    personalInfo: createPersonalInfoReader(deps.database.db),
    chatModel: deps.chatModel,
    log: deps.log,
    now: deps.now,
  });
  await app.register(
    labsRoutes({
      service,
      audit: createLabAudit(deps.database.db, deps.now),
      catalogue: biomarkerCatalogue(reference),
      sample: sampleReportOnce(reference),
      now: deps.now,
    }),
  );
};
