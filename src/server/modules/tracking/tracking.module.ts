/**
 * Tracking: symptoms, mood, habits, daily log, goals and achievements. Registers each
 * tracker's routes on the services built once per app (tracking-services.ts); every tracker write
 * re-checks the achievements it can complete (achievement-checks.ts).
 * All free features (symptom_logging, mood_tracking, habit_tracker, daily_log, goals): signed in,
 * no plan gate.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { achievementsRoutes } from './achievements.routes';
import { dailyLogRoutes } from './daily-log.routes';
import { goalsRoutes } from './goals.routes';
import { habitsRoutes } from './habits.routes';
import { moodRoutes } from './mood.routes';
import { symptomsRoutes } from './symptoms.routes';
import { trackingServicesOf } from './tracking-services';

export const registerTrackingModule: FeatureModule = async (app, context) => {
  const services = trackingServicesOf(context);
  await app.register(symptomsRoutes({ service: services.symptoms }));
  await app.register(moodRoutes({ service: services.mood }));
  await app.register(habitsRoutes({ service: services.habits }));
  await app.register(dailyLogRoutes(services.dailyLog));
  await app.register(goalsRoutes({ service: services.goals }));
  await app.register(achievementsRoutes({ service: services.achievements }));
};
