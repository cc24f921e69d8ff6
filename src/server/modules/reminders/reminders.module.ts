/** Reminders: the paid reminder routes and the database-backed scheduler that delivers them. */
import type { FeatureModule } from '#server/modules/feature-module';
import { createProfileReader } from '#server/modules/profile/index';
import { createReminderScheduler } from './reminder-scheduler';
import { keepReminderScheduler } from './reminder-schedulers';
import { createRemindersRepository } from './reminders.repository';
import { remindersRoutes } from './reminders.routes';
import { createRemindersService } from './reminders.service';

export const registerRemindersModule: FeatureModule = async (app, deps) => {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const repository = createRemindersRepository(db, deps.deliverNotification);
  const service = createRemindersService({
    repository,
    now,
    profiles: createProfileReader(db, { now }),
  });
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
