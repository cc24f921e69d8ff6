/**
 * The interaction checker the app context makes: the routes of the interactions module, the
 * cabinet and later modules (meal plans, product checks) all check through this one service.
 * Paid plans see mechanism and evidence.
 */
import type { FastifyBaseLogger } from 'fastify';
import { interactionDetailFor } from '#shared/domain/plan-access';
import type { Database } from '#server/db/client';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import type { UserCacheGroup } from '#server/lib/user-cache';
import { createKnowledgeRepository } from '#server/knowledge/knowledge.repository';
import { createProfileReader } from '#server/modules/profile/index';
import { createInteractionsService, type InteractionsService } from './interactions.service';
import { readProfileFacts, type ProfileFacts } from './profile-facts';

/** Age is computed when the profile is saved, so time alone changes nothing here; an hour bounds memory. */
const PROFILE_FACTS_TTL_MS = 60 * 60 * 1000;
import { createSavedAnalysesRepository } from './saved-analyses.repository';

export function createInteractionChecker(
  database: Database,
  index: KnowledgeIndex,
  isPaid: (userId: string) => Promise<boolean>,
  caches: UserCacheGroup,
  log: FastifyBaseLogger,
): InteractionsService {
  const profiles = createProfileReader(database.db);
  // The facts a check reads from the profile (age, conditions, allergies), kept until any of the
  // user's rows change (ADR 025): a signed-in check then needs no query at all.
  const facts = caches.create<ProfileFacts | null>({
    dependsOn: 'any',
    ttlMs: PROFILE_FACTS_TTL_MS,
    maxEntries: 10_000,
  });
  return createInteractionsService({
    index,
    knowledge: createKnowledgeRepository(database.db),
    saved: createSavedAnalysesRepository(database.db),
    profileFacts: async (userId) =>
      facts.getOrLoad(userId, async () => {
        const row = await profiles.findByUserId(userId);
        return { value: row ? readProfileFacts(row) : null, userId };
      }),
    detailLevel: async (userId) => interactionDetailFor((await isPaid(userId)) ? 1 : 0),
    onFlushError: (error) => log.error({ err: error }, 'could not store the check counter'),
  });
}
