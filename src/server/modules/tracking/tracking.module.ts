/**
 * Tracking: symptoms, mood, habits, daily log, goals and achievements. Wires each
 * tracker's repository → service → routes; every tracker write re-checks the achievements it can
 * complete (the badges not yet earned, over the days around the written one).
 * All free features (symptom_logging, mood_tracking, habit_tracker, daily_log, goals): signed in,
 * no plan gate.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { createAchievementsRepository } from './achievements.repository';
import { achievementsRoutes } from './achievements.routes';
import { createAchievementsService } from './achievements.service';
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

/** Every table the daily log's page is read from. */
export const DAILY_LOG_TABLES = [
  'daily_logs',
  'mood_entries',
  'symptom_logs',
  'habits',
  'habit_check_ins',
  'medications',
] as const;

export const registerTrackingModule: FeatureModule = async (app, deps) => {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const repositories = {
    symptoms: createSymptomsRepository(db),
    mood: createMoodRepository(db),
    habits: createHabitsRepository(db),
    dailyLogs: createDailyLogRepository(db),
    goals: createGoalsRepository(db),
  };
  const achievements = createAchievementsService(createAchievementsRepository(db), now);
  // The write is already saved: a failed badge check must not turn it into an error.
  const afterWrite = async (userId: string, day?: string) => {
    try {
      await achievements.evaluateWrite(userId, day ?? null);
    } catch (error) {
      deps.log.warn({ err: error }, 'achievement evaluation failed');
    }
  };
  const options = { now, afterWrite };

  await app.register(
    symptomsRoutes(createSymptomsService(repositories.symptoms, options), deps.sessions),
  );
  await app.register(moodRoutes(createMoodService(repositories.mood, options), deps.sessions));
  await app.register(
    habitsRoutes(createHabitsService(repositories.habits, options), deps.sessions),
  );
  // The day's page is opened many times a day and changes only when one of these tables is
  // written (each write is announced, ADR 025); the TTL is a backstop only.
  const dailyLogCache = deps.userCaches.create<string>({
    dependsOn: DAILY_LOG_TABLES,
    ttlMs: 60_000,
    maxEntries: 2_000,
  });
  await app.register(
    dailyLogRoutes(
      createDailyLogService({
        ...repositories,
        medications: createMedicationsReader(db),
        ...options,
      }),
      deps.sessions,
      dailyLogCache,
    ),
  );
  await app.register(
    goalsRoutes(
      createGoalsService({ ...repositories, profiles: createProfileReader(db), ...options }),
      deps.sessions,
    ),
  );
  await app.register(achievementsRoutes(achievements, deps.sessions));
};
