/** The community (ADR 040): topics, threads, posts, reactions, follows, reports, moderation, the modlog. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createCommunityRepository } from './community.repository';
import {
  communityModerationRoutes,
  communityRoutes,
  type CommunityRouteDeps,
} from './community.routes';
import { createCommunityService } from './community.service';

export const registerCommunityModule: FeatureModule = async (app, context) => {
  const { database, config } = context;
  const deps: CommunityRouteDeps = {
    service: createCommunityService({
      repository: createCommunityRepository(database.db, database.systemDb),
      interactions: context.knowledge.interactions,
      canUse: context.canUse,
      now: context.now,
    }),
    sessions: context.sessions,
    adminEmails: config.ADMIN_EMAILS,
    writesPerMinute: config.RATE_LIMIT_PER_MINUTE,
    editionOverride: config.EDITION,
  };
  await app.register(communityRoutes(deps));
  await app.register(communityModerationRoutes(deps));
};
