/**
 * What the reminders module builds once per app: its repository and service. Its routes (whose
 * list is also a page's first read, ADR 130) and its scheduler share them.
 */
import type { Db } from '#server/db/client';
import { oncePerApp } from '#server/lib/once-per-app';
import type { ProfileReader } from '#server/modules/profile/index';
import { createRemindersRepository, type ReminderTargetReaders } from './reminders.repository';
import { createRemindersService } from './reminders.service';

/** The reminders module's services of this app, built on first use. */
export const remindersServicesOf = oncePerApp(
  (context: {
    database: { db: Db };
    now?: () => Date;
    deliverNotification: Parameters<typeof createRemindersRepository>[1];
    /** The app context's readers, built once (ADR 176). */
    readers: ReminderTargetReaders & { profiles: ProfileReader };
  }) => {
    const { db } = context.database;
    const now = context.now ?? (() => new Date());
    const repository = createRemindersRepository(db, context.deliverNotification, context.readers);
    const service = createRemindersService({
      repository,
      now,
      profiles: context.readers.profiles,
    });
    return { repository, service, now };
  },
);
