/**
 * GET /api/medications/safety as the route answers it: the stored background analysis of the
 * active cabinet, kept per user as the JSON it sends. The route calls this, and so does the
 * dashboard summary through the face.
 */
import { safetyAnalysisSchema } from '#shared/contracts/medications.contract';
import { cachedJson } from '#server/lib/cached-json';
import type { Actor } from '#server/plugins/actor';
import type { MedicationsServices } from './medications-services';

/**
 * The cabinet's safety analysis as JSON, and whether it may be kept: not while it is pending (a
 * timer, not a write, turns it into a result).
 */
export function readSafetyJson(
  { service, safetyCache }: MedicationsServices,
  actor: Actor,
): Promise<{ json: string; cacheable: boolean }> {
  return cachedJson(safetyCache, {
    key: `${actor.id}:${service.knowledgeVersion}`,
    userId: actor.id,
    schema: safetyAnalysisSchema,
    load: () => service.safety(actor),
    cacheable: (analysis) => analysis.status !== 'pending',
  });
}
