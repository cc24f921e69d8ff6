/** Health records in and out: the FHIR R4 export and import, and the Apple Health import (ADR 058). */
import type { FeatureModule } from '#server/modules/feature-module';
import { fhirRoutes } from './fhir.routes';
import { createFhirService } from './fhir.service';

export const registerFhirModule: FeatureModule = async (app, context) => {
  const service = createFhirService({
    db: context.database.db,
    knowledge: context.knowledge,
    appUrl: context.config.appUrl,
    now: context.now,
  });
  await app.register(fhirRoutes({ service }));
};
