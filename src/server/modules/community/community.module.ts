/** The community (ADR 040): topics, threads, posts, reactions, follows, reports, moderation, the modlog. */
import type { FeatureModule } from '#server/modules/feature-module';
import { communityServiceOf } from './community-services';
import { communityModerationRoutes, communityRoutes } from './community.routes';

export const registerCommunityModule: FeatureModule = async (app, context) => {
  const deps = {
    service: communityServiceOf(context),
    writesPerMinute: context.config.RATE_LIMIT_PER_MINUTE,
  };
  await app.register(communityRoutes(deps));
  await app.register(communityModerationRoutes(deps));
};
