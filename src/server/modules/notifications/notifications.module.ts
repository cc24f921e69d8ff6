/** Notifications: the bell's list (safety alerts, then the reminders sent), read marks, dismissals. */
import type { AppNotification } from '#shared/contracts/notifications.contract';
import type { FeatureModule } from '#server/modules/feature-module';
import { createLabsReader } from '#server/modules/labs/index';
import { createMedicationsReader } from '#server/modules/medications/index';
import { createSafetySummaryReader } from '#server/modules/interactions/index';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { createSafetyAlertDismissalsRepository } from './safety-alert-dismissals.repository';
import { createSafetyAlerts, SAFETY_ALERT_TABLES } from './safety-alerts';

const SAFETY_ALERT_CACHE_TTL_MS = 10 * 60 * 1000;

export const registerNotificationsModule: FeatureModule = async (app, deps) => {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const labs = createLabsReader(db);
  const medicines = createMedicationsReader(db);
  const dismissals = createSafetyAlertDismissalsRepository(db);
  const summary = createSafetySummaryReader(db, deps.interactions, deps.userCaches, {
    knowledge: deps.knowledge,
    now: deps.now,
  });
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
      // The one safety summary (ADR 079): the bell alerts on exactly the major findings it counts.
      safetySummary: (userId) => summary.forUser(userId),
      latestCriticalMarkers: (userId) => labs.latestCriticalMarkers(userId),
      dismissed: async (userId) =>
        new Map([...(await dismissals.list(userId))].map(([key, mark]) => [key, mark.fact])),
      dismiss: (userId, key, fact) => dismissals.dismiss(userId, key, fact, now()),
      readMarks: (userId) => dismissals.list(userId, 'read'),
      markRead: (userId, key, fact) => dismissals.dismiss(userId, key, fact, now(), 'read'),
    },
    alertCache,
  );
  // The stored notifications and their unread count, read by the same poll, kept per user until a
  // notification of theirs is written (a reminder sent, one marked read; ADR 088).
  const stored = createNotificationsRepository(db);
  const storedCache = deps.userCaches.create<Awaited<ReturnType<typeof stored.list>>>({
    dependsOn: ['notifications'],
    ttlMs: SAFETY_ALERT_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  const repository: typeof stored = {
    ...stored,
    list: async (userId) =>
      (await storedCache.getOrLoad(userId, async () => ({
        value: await stored.list(userId),
        userId,
      })))!,
  };
  const service = createNotificationsService({
    repository,
    safetyAlerts,
    now,
  });
  await app.register(notificationsRoutes({ service }));
};
