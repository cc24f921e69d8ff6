/** Health records in and out: the FHIR R4 export and import, and the Apple Health import (ADR 058). */
import type { FeatureModule } from '#server/modules/feature-module';
import { featureNotInEditionBody, planRequiredBody } from '#server/plugins/plan-gate';
import { actorId } from '#server/plugins/session';
import { resolveEdition } from '#shared/domain/edition';
import { isFeatureAvailable, isFeatureInEdition } from '#shared/domain/plan-access';
import { fhirRoutes, type LabsRefusal } from './fhir.routes';
import { createFhirService } from './fhir.service';

export const registerFhirModule: FeatureModule = async (app, context) => {
  const service = createFhirService({
    db: context.database.db,
    knowledge: context.knowledge,
    appUrl: context.config.appUrl,
    now: context.now,
  });
  // The same answer the plan gate gives POST /api/labs, asked without refusing the request: an
  // import without lab reports needs no plan.
  const labsRefusal: LabsRefusal = async (request) => {
    if (
      !isFeatureInEdition(resolveEdition(request.hostname, context.config.EDITION), 'lab_uploads')
    )
      return featureNotInEditionBody('lab_uploads');
    const paid = await context.isPaid(actorId(request));
    return isFeatureAvailable(paid ? 1 : 0, 'lab_uploads') ? null : planRequiredBody('lab_uploads');
  };
  await app.register(fhirRoutes(service, context.sessions, labsRefusal));
};
