/**
 * The community's service, built once per app: its routes read the topics, a thread, the member's
 * own page and the moderation queue through it (`topics()`, `thread(viewer, id)`,
 * `me(actor, since)`, `queue()`; each read also a page's first answer, ADR 130).
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { createCommunityRepository } from './community.repository';
import { createCommunityService } from './community.service';

/** The community service of this app, built on first use. */
export const communityServiceOf = oncePerApp((context: AppContext) =>
  createCommunityService({
    repository: createCommunityRepository(
      context.database.db,
      context.database.systemDb,
      context.systemReaders.accounts,
    ),
    interactions: context.knowledge.interactions,
    now: context.now,
  }),
);
