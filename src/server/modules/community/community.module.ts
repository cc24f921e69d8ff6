/** The community (ADR 040): topics, threads, posts, reactions, follows, reports, moderation, the modlog. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createCommunityRepository } from './community.repository';
import { communityModerationRoutes, communityRoutes } from './community.routes';
import { createCommunityService } from './community.service';

export const registerCommunityModule: FeatureModule = async (app, context) => {
  const { database, config } = context;
  const service = createCommunityService({
    repository: createCommunityRepository(database.db, database.systemDb),
    interactions: context.knowledge.interactions,
    now: context.now,
  });
  const deps = { service, writesPerMinute: config.RATE_LIMIT_PER_MINUTE };
  await app.register(communityRoutes(deps));
  await app.register(communityModerationRoutes(deps));
};
