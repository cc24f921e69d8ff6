/**
 * The interaction checker's routes: substance search, check, timing planner, saved analyses and
 * their PDF. The checker itself is in the app context, because other modules check too.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { createKnowledgeRepository } from '#server/knowledge/knowledge.repository';
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { interactionsRoutes } from './interactions.routes';
import { createInteractionsService, type InteractionsService } from './interactions.service';
import { readProfileFacts } from './profile-facts';
import { createSavedAnalysesRepository } from './saved-analyses.repository';

/**
 * Made by the app context: the routes here, the cabinet and later modules (meal plans, product
 * checks) all check through this one service. Paid plans see mechanism and evidence.
 */
export function createInteractionChecker(
  database: Database,
  index: KnowledgeIndex,
  isPaid: (userId: string) => Promise<boolean>,
  log: FastifyBaseLogger,
): InteractionsService {
  const profiles = createProfileReader(database.db);
  return createInteractionsService({
    index,
    knowledge: createKnowledgeRepository(database.db),
    saved: createSavedAnalysesRepository(database.db),
    profileFacts: async (userId) => {
      const row = await profiles.findByUserId(userId);
      return row ? readProfileFacts(row) : null;
    },
    detailLevel: async (userId) => ((await isPaid(userId)) ? 'full' : 'basic'),
    onFlushError: (error) => log.error({ err: error }, 'could not store the check counter'),
  });
}

export const registerInteractionsModule: FeatureModule = async (app, context) => {
  await app.register(
    interactionsRoutes(context.interactions, context.sessions, context.requirePlan, {
      visitorChecksPerMinute: context.config.CHECK_VISITOR_RATE_PER_MINUTE,
      signedInChecksPerMinute: context.config.RATE_LIMIT_PER_MINUTE,
      now: context.now,
    }),
  );
};
