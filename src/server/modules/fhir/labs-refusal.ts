/**
 * Whether the caller may create lab reports from an import: the same answer the actor gate gives
 * POST /api/labs, asked without refusing the request (an import without lab reports needs no plan).
 */
import type { PlanRequiredError } from '#shared/contracts/billing.contract';
import { isFeatureInEdition } from '#shared/domain/plan-access';
import { actorCan, type Actor } from '#server/plugins/actor';
import { featureNotInEditionBody, planRequiredBody } from '#server/plugins/plan-gate';

/** Why this caller may not create lab reports (the gate's 403 body), or null when they may. */
export function labsRefusalFor(actor: Actor): PlanRequiredError | null {
  if (!isFeatureInEdition(actor.edition, 'lab_uploads'))
    return featureNotInEditionBody('lab_uploads');
  return actorCan(actor, 'lab_uploads') ? null : planRequiredBody('lab_uploads');
}
