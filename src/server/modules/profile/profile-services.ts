/**
 * What the profile module builds once per app: its service and GET /api/profile's answer kept per
 * user (cached-profile.ts). Its routes and the dashboard summary read through the same ones, so a
 * write drops the one cached answer both send.
 */
import { medicineTypeOfSubstance } from '#shared/domain/medicine-type';
import type { Db } from '#server/db/client';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { oncePerApp } from '#server/lib/once-per-app';
import type { UserCacheGroup } from '#server/lib/user-cache';
import type { Actor } from '#server/plugins/actor';
import { createCachedProfileJson } from './cached-profile';
import { createProfileRepository } from './profile.repository';
import { createProfileService, type ProfileService } from './profile.service';
import { createProfileUnifier } from './unified-profile';

/** What the profile's services are built from: the app context's parts it reads. */
export interface ProfileServicesContext {
  database: { db: Db };
  userCaches: UserCacheGroup;
  now?: () => Date;
  billing: { getStatus: (actor: Actor) => Promise<{ tier: string }> };
  knowledge: { interactions: KnowledgeIndex };
}

export interface ProfileServices {
  service: ProfileService;
  /** GET /api/profile's answer for the actor, as the JSON it sends (kept per user, ADR 025). */
  profileJson: (actor: Actor) => Promise<string>;
}

/** The profile's services of this app, built on first use. */
export const profileServicesOf = oncePerApp((context: ProfileServicesContext): ProfileServices => {
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
  return { service, profileJson: createCachedProfileJson(service, context.userCaches) };
});
