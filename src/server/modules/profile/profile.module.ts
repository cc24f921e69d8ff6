/** The unified health profile, preferences, legacy data recovery and the system check. */
import { profileResponseSchema } from '#shared/contracts/profile.contract';
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { createProfileUnifier } from './unified-profile';

const PROFILE_CACHE_TTL_MS = 60_000;

export const registerProfileModule: FeatureModule = async (app, context) => {
  const service = createProfileService(createProfileRepository(context.database.db), {
    now: context.now,
    subscriptionTier: async (userId) => (await context.billing.getStatus(userId)).tier,
    unifier: createProfileUnifier(context.database.db, {
      now: context.now,
      resolveSubstance: (name) => context.knowledge.interactions.resolve(name)?.substanceId ?? null,
    }),
  });
  // The unified profile is read on nearly every signed-in page and built from several tables: its
  // answer is kept per user, serialised, until any of their rows change (ADR 025). The TTL bounds
  // the parts of it that move with the date alone (the completeness score counts recent tracking).
  const cached = context.userCaches.create<string>({
    dependsOn: 'any',
    ttlMs: PROFILE_CACHE_TTL_MS,
    maxEntries: 2_000,
  });
  const profileJson = async (userId: string): Promise<string> =>
    (await cached.getOrLoad(userId, async () => ({
      value: JSON.stringify(
        profileResponseSchema.parse({ profile: await service.getProfile(userId) }),
      ),
      userId,
    })))!;
  await app.register(profileRoutes(service, context.sessions, profileJson));
};
