/**
 * The interaction checker the app context makes: the routes of the interactions module, the
 * cabinet and later modules (meal plans, product checks) all check through this one service.
 * Paid plans see mechanism and evidence.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { createKnowledgeRepository } from '#server/knowledge/knowledge.repository';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createInteractionsService, type InteractionsService } from './interactions.service';
import { readProfileFacts } from './profile-facts';
import { createSavedAnalysesRepository } from './saved-analyses.repository';

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
