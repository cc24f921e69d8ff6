/** Lab reports: upload, extraction, review, analysis, history and PDF. */
import type { FeatureModule } from '#server/modules/feature-module';
import { biomarkerCatalogue } from './biomarker-catalogue';
import { startLabBackgroundWork } from './lab-background-work';
import { labsServicesOf } from './labs-services';
import { labsRoutes } from './labs.routes';
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
  const { service, audit } = labsServicesOf(deps);
  await app.register(
    labsRoutes({
      service,
      audit,
      catalogue: biomarkerCatalogue(reference),
      sample: sampleReportOnce(reference),
      now: deps.now,
    }),
  );
};
