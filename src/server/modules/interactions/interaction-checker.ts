/**
 * The interaction checker the app context makes: the routes of the interactions module, the
 * cabinet and later modules (meal plans, product checks) all check through this one service.
 * Paid plans see mechanism and evidence.
 */
import type { FastifyBaseLogger } from 'fastify';
import { interactionDetailFor } from '#shared/domain/plan-access';
import type { Database } from '#server/db/client';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { createKnowledgeRepository } from '#server/knowledge/knowledge.repository';
import type { PersonReader } from '#server/modules/profile/index';
import { createInteractionsService, type InteractionsService } from './interactions.service';
import { createSavedAnalysesRepository } from './saved-analyses.repository';

export function createInteractionChecker(
  database: Database,
  index: KnowledgeIndex,
  isPaid: (userId: string) => Promise<boolean>,
  person: Pick<PersonReader, 'read'>,
  log: FastifyBaseLogger,
): InteractionsService {
  return createInteractionsService({
    index,
    knowledge: createKnowledgeRepository(database.db),
    saved: createSavedAnalysesRepository(database.db),
    // The facts a check reads from the profile (age, conditions, allergies): the person's, read
    // once with its rules (readProfileFacts) and kept in the person's cache (ADR 174).
    profileFacts: async (userId) => {
      const { profile, rules } = await person.read(userId);
      return profile ? rules.facts : null;
    },
    detailLevel: async (userId) => interactionDetailFor((await isPaid(userId)) ? 1 : 0),
    onFlushError: (error) => log.error({ err: error }, 'could not store the check counter'),
  });
}
