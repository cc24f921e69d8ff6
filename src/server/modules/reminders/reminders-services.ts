/**
 * What the reminders module builds once per app: its repository and service. Its routes (whose
 * list is also a page's first read, ADR 130) and its scheduler share them.
 */
import type { Db } from '#server/db/client';
import { oncePerApp } from '#server/lib/once-per-app';
import { createProfileReader } from '#server/modules/profile/index';
import { createRemindersRepository } from './reminders.repository';
import { createRemindersService } from './reminders.service';

/** The reminders module's services of this app, built on first use. */
export const remindersServicesOf = oncePerApp(
  (context: {
    database: { db: Db };
    now?: () => Date;
    deliverNotification: Parameters<typeof createRemindersRepository>[1];
  }) => {
    const { db } = context.database;
    const now = context.now ?? (() => new Date());
    const repository = createRemindersRepository(db, context.deliverNotification);
    const service = createRemindersService({
      repository,
      now,
      profiles: createProfileReader(db, { now }),
    });
    return { repository, service, now };
  },
);
