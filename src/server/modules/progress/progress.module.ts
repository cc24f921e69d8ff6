/** Progress: trends, pattern insights, action plans, wellness score, reminders and reports. */
import type { FastifyInstance } from 'fastify';
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { isTimeZoneName } from '#shared/domain/dates';
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
import { createSafetyAlertDismissalsRepository } from './safety-alert-dismissals.repository';
import { createSafetyAlerts, SAFETY_ALERT_TABLES } from './safety-alerts';
import { safetyAlertRoutes } from './safety-alerts.routes';
import type { AppNotification } from '#shared/contracts/progress.contract';
import { reportsRoutes } from './reports.routes';
import { createTrackingReader } from '#server/modules/tracking/tracking.reader';
import { createWeeklyReportService } from './weekly-report.service';

/** Every table a trends answer is read from (the trackers' rows over the window). */
export const TRENDS_TABLES = [
  'mood_entries',
  'daily_logs',
  'symptom_logs',
  'habits',
  'habit_check_ins',
] as const;

const SAFETY_ALERT_CACHE_TTL_MS = 10 * 60 * 1000;

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
  const dismissals = createSafetyAlertDismissalsRepository(db);
  // The bell polls every minute on every page: the computed alerts are kept per user until a write
  // to a table they read (the change feed, ADR 025). The TTL only bounds memory; nothing in them
  // moves with time alone.
  const alertCache = deps.userCaches.create<AppNotification[]>({
    dependsOn: SAFETY_ALERT_TABLES,
    ttlMs: SAFETY_ALERT_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  const safetyAlerts = createSafetyAlerts(
    {
      activeMedicines: (userId) => medicines.listActive(userId),
      storedCheck: async (userId) => (await medicines.latestAnalysis(userId))?.result ?? null,
      // Not counted: the public checks-run figure counts checks people ran, not the bell's reads.
      checkInteractions: (userId, names) =>
        deps.interactions.check(userId, names, { counted: false }),
      latestCriticalMarkers: (userId) => labs.latestCriticalMarkers(userId),
      dismissed: (userId) => dismissals.list(userId),
      dismiss: (userId, key, fact) => dismissals.dismiss(userId, key, fact, now()),
    },
    alertCache,
  );
  await app.register(safetyAlertRoutes(safetyAlerts, deps.sessions));

  // Trends are drawn from these trackers alone, each write to them announced (ADR 025).
  const trendsCache = deps.userCaches.create<string>({
    dependsOn: TRENDS_TABLES,
    ttlMs: 60_000,
    maxEntries: 2_000,
  });
  await app.register(insightsRoutes(insights, deps.sessions, deps.requirePlan, trendsCache));
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
