/**
 * Tracking: symptoms, mood, habits, daily log, goals and achievements. Wires each
 * tracker's repository → service → routes; every tracker write re-checks the achievements it can
 * complete (achievement-checks.ts).
 * All free features (symptom_logging, mood_tracking, habit_tracker, daily_log, goals): signed in,
 * no plan gate.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createAchievementChecks } from './achievement-checks';
import { achievementsRoutes } from './achievements.routes';
import { createDailyLogCache, createDayRestCache } from './daily-log-cache';
import { createDailyLogRepository } from './daily-log.repository';
import { dailyLogRoutes } from './daily-log.routes';
import { createDailyLogService } from './daily-log.service';
import { createGoalsRepository } from './goals.repository';
import { goalsRoutes } from './goals.routes';
import { createGoalsService } from './goals.service';
import { createHabitsRepository } from './habits.repository';
import { habitsRoutes } from './habits.routes';
import { createHabitsService } from './habits.service';
import { createMoodRepository } from './mood.repository';
import { moodRoutes } from './mood.routes';
import { createMoodService } from './mood.service';
import { createSymptomsRepository } from './symptoms.repository';
import { symptomsRoutes } from './symptoms.routes';
import { createSymptomsService } from './symptoms.service';

export const registerTrackingModule: FeatureModule = async (app, context) => {
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

  await app.register(
    symptomsRoutes({ service: createSymptomsService(repositories.symptoms, options) }),
  );
  await app.register(moodRoutes({ service: createMoodService(repositories.mood, options) }));
  await app.register(habitsRoutes({ service: createHabitsService(repositories.habits, options) }));
  await app.register(
    dailyLogRoutes({
      service: createDailyLogService({
        ...repositories,
        medications: createMedicationsReader(db),
        ...options,
        restCache: createDayRestCache(context.userCaches),
      }),
      cache: createDailyLogCache(context.userCaches),
    }),
  );
  await app.register(
    goalsRoutes({
      service: createGoalsService({
        ...repositories,
        profiles: context.profiles.createReader(db),
        ...options,
      }),
    }),
  );
  await app.register(achievementsRoutes({ service: achievements }));
};
