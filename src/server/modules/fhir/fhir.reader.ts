/**
 * What other modules may read of the health records: a person's FHIR R4 Bundle restricted to a
 * scope (the provider share link offers its sections as a Bundle). The Bundle is built by the
 * same code as the account export, so both say the same things in the same codes.
 */
import { createFhirService, type FhirServiceDeps } from './fhir.service';
import type { FhirExportScope } from './fhir-export';

export type { FhirExportScope };

export function createFhirRecordsReader(deps: FhirServiceDeps) {
  const service = createFhirService(deps);
  return {
    bundle: (userId: string, scope: FhirExportScope) => service.bundleFor(userId, scope),
  };
}
export type FhirRecordsReader = ReturnType<typeof createFhirRecordsReader>;
