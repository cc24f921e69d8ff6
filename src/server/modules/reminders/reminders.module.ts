/** Reminders: the paid reminder routes and the database-backed scheduler that delivers them. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createReminderScheduler } from './reminder-scheduler';
import { keepReminderScheduler } from './reminder-schedulers';
import { remindersRoutes } from './reminders.routes';
import { remindersServicesOf } from './reminders-services';

export const registerRemindersModule: FeatureModule = async (app, deps) => {
  const { repository, service, now } = remindersServicesOf(deps);
  await app.register(remindersRoutes({ service }));

  const scheduler = createReminderScheduler({
    repository,
    isPaid: deps.isPaid,
    jobs: deps.jobs,
    log: deps.log,
    appUrl: deps.config.appUrl,
    now,
  });
  keepReminderScheduler(app, scheduler);
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
