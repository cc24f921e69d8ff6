/**
 * The server's plan gate: one check every paid endpoint uses. `requirePlan(feature)` answers 401
 * without a session, 403 PLAN_REQUIRED for a plan below the feature's, and 403
 * FEATURE_NOT_IN_EDITION where this edition lacks the feature, before the handler reads any data.
 * Use it as an onRequest or preHandler hook (see CONTRIBUTING.md 'Paid endpoints').
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BILLING_ERROR_CODES } from '#shared/contracts/billing.contract';
import type { Edition } from '#shared/domain/edition';
import { resolveEdition } from '#shared/domain/edition';
import {
  canUseFeature,
  isFeatureInEdition,
  requiredPlanFor,
  type PlanLevel,
} from '#shared/domain/plan-access';
import { FEATURE_NAMES, PLAN_DISPLAY_NAMES, type FeatureKey } from '#shared/domain/plans';
import { UNAUTHORIZED_BODY, type SessionReader } from './session';

export interface PlanGateDeps {
  sessions: Pick<SessionReader, 'read'>;
  /** Whether the user's plan is paid now; a failed lookup must answer false (fail closed). */
  isPaid: (userId: string) => Promise<boolean>;
  editionOverride?: Edition;
}

export function planRequiredBody(feature: FeatureKey) {
  const plan = requiredPlanFor(feature);
  return {
    code: BILLING_ERROR_CODES.planRequired,
    message: `${FEATURE_NAMES[feature]} is part of ${PLAN_DISPLAY_NAMES[plan]}. Upgrade to use it.`,
    requiredPlan: plan,
    feature,
  };
}

export function featureNotInEditionBody(feature: FeatureKey) {
  return {
    code: 'FEATURE_NOT_IN_EDITION',
    message: `${FEATURE_NAMES[feature]} is available in the Health edition only.`,
    requiredPlan: requiredPlanFor(feature),
    feature,
  };
}

export function createPlanGate(deps: PlanGateDeps) {
  /** The edition this request is served as (its host, or EDITION). */
  function editionOf(request: FastifyRequest): Edition {
    return resolveEdition(request.hostname, deps.editionOverride);
  }

  async function levelOf(userId: string): Promise<PlanLevel> {
    return (await deps.isPaid(userId)) ? 1 : 0;
  }

  /**
   * Whether the user's plan and the edition include `feature`: the rule `requirePlan` applies,
   * for what a route decides inside its handler (a daily cap, a paid option) rather than refuses.
   */
  async function canUse(userId: string, edition: Edition, feature: FeatureKey): Promise<boolean> {
    return canUseFeature(edition, await levelOf(userId), feature);
  }

  /** A hook that lets the request through only when the caller's plan and edition include `feature`. */
  function requirePlan(feature: FeatureKey) {
    return async function planGate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const session = await deps.sessions.read(request);
      if (!session) {
        await reply.status(401).send(UNAUTHORIZED_BODY);
        return;
      }
      const edition = editionOf(request);
      if (!isFeatureInEdition(edition, feature)) {
        await reply.status(403).send(featureNotInEditionBody(feature));
        return;
      }
      if (!(await canUse(session.user.id, edition, feature)))
        await reply.status(403).send(planRequiredBody(feature));
    };
  }
  return { requirePlan, canUse, editionOf };
}
export type PlanGate = ReturnType<typeof createPlanGate>;
/** What a service asks when a feature changes what it does rather than whether it runs. */
export type FeatureCheck = PlanGate['canUse'];
