/** The unified health profile, preferences, legacy data recovery and the system check. */
import type { FeatureModule } from '#server/modules/feature-module';
import { medicineTypeOfSubstance } from '#shared/domain/medicine-type';
import { createCachedProfileJson } from './cached-profile';
import { createProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { createProfileUnifier } from './unified-profile';

export const registerProfileModule: FeatureModule = async (app, context) => {
  const service = createProfileService(createProfileRepository(context.database.db), {
    now: context.now,
    subscriptionTier: async (actor) => (await context.billing.getStatus(actor)).tier,
    unifier: createProfileUnifier(context.database.db, {
      now: context.now,
      resolveSubstance: (name) => context.knowledge.interactions.resolve(name)?.substanceId ?? null,
      typeOfSubstance: (id) => {
        const substance = context.knowledge.interactions.substances.get(id);
        return substance ? medicineTypeOfSubstance(substance) : null;
      },
    }),
  });
  const profileJson = createCachedProfileJson(service, context.userCaches);
  await app.register(profileRoutes({ service, profileJson }));
};
