/** Health records in and out: the FHIR R4 export and import, and the Apple Health import (ADR 058). */
import type { FeatureModule } from '#server/modules/feature-module';
import { createAppleHealthUploads } from './apple-health-uploads';
import { appleHealthUploadsRoutes } from './apple-health-uploads.routes';
import { fhirRoutes } from './fhir.routes';
import { fhirServiceOf } from './fhir-services';

export const registerFhirModule: FeatureModule = async (app, context) => {
  const service = fhirServiceOf(context);
  await app.register(fhirRoutes({ service }));
  // The import in parts (ADR 094): its job is registered here, read by any app process.
  const uploads = createAppleHealthUploads({
    db: context.database.db,
    systemDb: context.database.systemDb,
    storage: context.storage,
    jobs: context.jobs,
    log: context.log,
    now: context.now,
  });
  await app.register(appleHealthUploadsRoutes(uploads));
};
