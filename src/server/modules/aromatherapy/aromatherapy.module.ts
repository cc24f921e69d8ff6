/** Aromatherapy and remedies: the library, the blend calculator, saved blends, favourites, remedies. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createAromatherapyRepository } from './aromatherapy.repository';
import { aromatherapyPublicRoutes, aromatherapyUserRoutes } from './aromatherapy.routes';
import { createAromatherapyService } from './aromatherapy.service';

export const registerAromatherapyModule: FeatureModule = async (app, context) => {
  const { db } = context.database;
  const service = createAromatherapyService({
    repository: createAromatherapyRepository(db),
    oils: context.knowledge.oils,
    remedies: context.knowledge.remedies,
    interactions: context.knowledge.interactions,
    person: context.person,
    allergens: context.knowledge.allergens,
  });
  await app.register(
    aromatherapyPublicRoutes({
      service,
      options: {
        visitorBlendsPerMinute: context.config.CHECK_VISITOR_RATE_PER_MINUTE,
        signedInBlendsPerMinute: context.config.RATE_LIMIT_PER_MINUTE,
      },
    }),
  );
  await app.register(aromatherapyUserRoutes({ service }));
};
