/**
 * What the tracking module builds once per app: each tracker's service, the achievements every
 * tracker write re-checks, and the daily log's page kept per user and day. Its routes and the
 * dashboard summary read through the same ones, so they share the daily log's caches and its
 * repository's remembered rows (ADR 117).
 */
import type { Db } from '#server/db/client';
import { oncePerApp } from '#server/lib/once-per-app';
import type { UserCacheGroup } from '#server/lib/user-cache';
import type { MedicationsReader } from '#server/modules/medications/index';
import { createAchievementChecks } from './achievement-checks';
import { createDailyLogCache, createDayRestCache } from './daily-log-cache';
import { createDailyLogRepository } from './daily-log.repository';
import { createDailyLogService } from './daily-log.service';
import { createGoalsRepository } from './goals.repository';
import { createGoalsService } from './goals.service';
import { createHabitsRepository } from './habits.repository';
import { createHabitsService } from './habits.service';
import { createMoodRepository } from './mood.repository';
import { createMoodService } from './mood.service';
import type { ProfilePort } from './profile-port';
import { createSymptomsRepository } from './symptoms.repository';
import { createSymptomsService } from './symptoms.service';

/** What tracking's services are built from: the app context's parts it reads. */
export interface TrackingServicesContext {
  database: { db: Db };
  userCaches: UserCacheGroup;
  now?: () => Date;
  log: { warn: (object: object, message: string) => void };
  profiles: ProfilePort;
  /** The app's readers, built once (ADR 176): the daily log reads the cabinet through its reader. */
  readers: { medications: MedicationsReader };
}

function buildTrackingServices(context: TrackingServicesContext) {
  const { db } = context.database;
  const now = context.now ?? (() => new Date());
  const repositories = {
    symptoms: createSymptomsRepository(db),
    mood: createMoodRepository(db),
    habits: createHabitsRepository(db),
    dailyLogs: createDailyLogRepository(db),
    goals: createGoalsRepository(db),
  };
  const { achievements, afterWrite } = createAchievementChecks({
    db,
    userCaches: context.userCaches,
    now,
    log: context.log,
    profiles: context.profiles,
  });
  const options = { now, afterWrite };
  return {
    symptoms: createSymptomsService(repositories.symptoms, options),
    mood: createMoodService(repositories.mood, options),
    habits: createHabitsService(repositories.habits, options),
    dailyLog: {
      service: createDailyLogService({
        ...repositories,
        medications: context.readers.medications,
        ...options,
        restCache: createDayRestCache(context.userCaches),
      }),
      /** A day's page as JSON, per user and day, dropped when any table it shows changes. */
      cache: createDailyLogCache(context.userCaches),
    },
    goals: createGoalsService({
      ...repositories,
      profiles: context.profiles.reader,
      ...options,
    }),
    achievements,
  };
}
export type TrackingServices = ReturnType<typeof buildTrackingServices>;

/** Tracking's services of this app, built on first use. */
export const trackingServicesOf = oncePerApp(buildTrackingServices);
