/** Progress: trends, pattern insights, action plans, wellness score, reminders and reports. */
import type { FastifyInstance } from 'fastify';
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { isTimeZoneName } from '#shared/contracts/profile.contract';
import { createAccountsReader } from '#server/modules/auth/accounts.reader';
import { createLabsReader } from '#server/modules/labs/labs.reader';
import { createMedicationsReader } from '#server/modules/medications/medications.reader';
import { createActionPlansRepository } from './action-plans.repository';
import { actionPlansRoutes } from './action-plans.routes';
import { createActionPlansService } from './action-plans.service';
import { insightsRoutes } from './insights.routes';
import { createInsightsService } from './insights.service';
import { createReminderScheduler, type ReminderScheduler } from './reminder-scheduler';
import { createRemindersRepository } from './reminders.repository';
import { remindersRoutes } from './reminders.routes';
import { createRemindersService } from './reminders.service';
import { createSafetyAlerts } from './safety-alerts';
import { reportsRoutes } from './reports.routes';
import { createTrackingReader } from '#server/modules/tracking/tracking.reader';
import { createWeeklyReportService } from './weekly-report.service';

const schedulers = new WeakMap<FastifyInstance, ReminderScheduler>();

/** The app's reminder scheduler, so tests can drive `runDue(now)` with a fake clock. */
export function reminderSchedulerOf(app: FastifyInstance): ReminderScheduler {
  const scheduler = schedulers.get(app);
  if (!scheduler) throw new Error('the progress module is not registered on this app');
  return scheduler;
}

export const registerProgressModule: FeatureModule = async (app, deps) => {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const tracked = createTrackingReader(db);
  const labs = createLabsReader(db);
  const profiles = createProfileReader(db, { now });
  const insights = createInsightsService({
    tracked,
    profiles,
    now,
    checkInteractions: (userId, names) => deps.interactions.check(userId, names),
    latestLabFlags: (userId) => labs.latestFlags(userId),
  });
  const reminders = createRemindersRepository(db);
  const medicines = createMedicationsReader(db);
  const safetyAlerts = createSafetyAlerts({
    activeMedicines: (userId) => medicines.listActive(userId),
    storedCheck: async (userId) => (await medicines.latestAnalysis(userId))?.result ?? null,
    checkInteractions: (userId, names) =>
      deps.interactions.check(userId, names, { counted: false }),
    latestCriticalMarkers: (userId) => labs.latestCriticalMarkers(userId),
  });

  await app.register(insightsRoutes(insights, deps.sessions, deps.requirePlan));
  await app.register(
    actionPlansRoutes(
      createActionPlansService(createActionPlansRepository(db), insights, now),
      deps.sessions,
      deps.requirePlan,
    ),
  );
  await app.register(
    remindersRoutes(
      // A reminder created without a zone runs in the account's (set on /account).
      createRemindersService(
        reminders,
        now,
        async (userId) => {
          const zone = (await profiles.findByUserId(userId))?.preferences?.time_zone;
          return typeof zone === 'string' && isTimeZoneName(zone) ? zone : null;
        },
        safetyAlerts.list,
      ),
      deps.sessions,
      deps.requirePlan,
    ),
  );
  await app.register(
    reportsRoutes({
      service: createWeeklyReportService(tracked, now),
      sessions: deps.sessions,
      requirePlan: deps.requirePlan,
      mailer: deps.mailer,
      appUrl: deps.config.appUrl,
      emailOf: (userId) => createAccountsReader(db).emailOf(userId),
    }),
  );

  const scheduler = createReminderScheduler({
    repository: reminders,
    isPaid: deps.isPaid,
    jobs: deps.jobs,
    log: deps.log,
    appUrl: deps.config.appUrl,
    now,
  });
  schedulers.set(app, scheduler);
  deps.metrics.gauge(
    'reminder_scheduler_lag_seconds',
    "Seconds since this process's reminder scheduler last got through everything due: about the poll interval when healthy.",
    () => scheduler.lagSeconds(),
  );
  // Polls every REMINDER_POLL_MS (30 s) once the server is ready; the timer is unref()ed and
  // stopped on close.
  app.addHook('onReady', async () => scheduler.start(deps.config.REMINDER_POLL_MS));
  app.addHook('onClose', async () => scheduler.stop());
};
