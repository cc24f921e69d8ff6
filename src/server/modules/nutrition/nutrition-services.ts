/**
 * What the nutrition module builds once per app: its service (with the per-member caches of the
 * person it reads) and the knowledge admin. Its routes use them, and its pages' first answers are
 * those routes' own reads (ADR 130), so they share those caches.
 */
import type { AppContext } from '#server/app-context';
import { oncePerApp } from '#server/lib/once-per-app';
import { cachedPerUser } from '#server/lib/user-cache';
import { CABINET_TABLE } from '#server/modules/medications/index';
import { AVOID_LIST_TABLE } from '#server/modules/ingredients/index';
import { PROFILE_SOURCE_TABLES } from '#server/modules/profile/index';
import type { NutritionKnowledge } from './nutrition-context';
import { createNutritionKnowledgeAdmin } from './nutrition-knowledge-admin';
import { createNutritionRepository } from './nutrition.repository';
import { createNutritionService } from './nutrition.service';

/** A minute at most: writes drop an entry at once; time alone moves only an age by a birthday. */
const profileCache = { dependsOn: PROFILE_SOURCE_TABLES, ttlMs: 60_000, maxEntries: 2_000 };
const cabinetCache = { dependsOn: [CABINET_TABLE], ttlMs: 60_000, maxEntries: 2_000 };
/** The picture is built from the person (profile, cabinet, avoid-list): dropped with any of them. */
const pictureCache = {
  dependsOn: [...PROFILE_SOURCE_TABLES, AVOID_LIST_TABLE],
  ttlMs: 60_000,
  maxEntries: 2_000,
};

/** The nutrition module's services of this app, built on first use. */
export const nutritionServicesOf = oncePerApp((context: AppContext) => {
  const { db } = context.database;
  // The module's own handle on the indexes, so an admin reload replaces them in place.
  const knowledge: NutritionKnowledge = {
    foods: context.knowledge.foods,
    recipes: context.knowledge.recipes,
  };
  const now = context.now ?? (() => new Date());
  const { profiles, medications: cabinet } = context.readers;
  const service = createNutritionService({
    repository: createNutritionRepository(db),
    knowledge,
    interactions: context.knowledge.interactions,
    // Read on every food log, plan and supplement answer: kept per member like the person is.
    profiles: {
      findByUserId: cachedPerUser(context.userCaches, profileCache, profiles.findByUserId),
    },
    cabinet: {
      cabinetEntries: cachedPerUser(context.userCaches, cabinetCache, cabinet.cabinetEntries),
    },
    person: context.person,
    allergens: context.knowledge.allergens,
    now,
    pictures: context.userCaches.create(pictureCache),
  });
  return { service, admin: createNutritionKnowledgeAdmin(db, knowledge), now };
});
