/**
 * What the notifications module builds once per app: the bell's service, with the safety alerts
 * and the stored notifications kept per user. Its routes and the dashboard summary read the bell
 * through the same one (`list(actor)`, GET /api/notifications), so they share those caches.
 */
import type { AppNotification } from '#shared/contracts/notifications.contract';
import type { Db } from '#server/db/client';
import { oncePerApp } from '#server/lib/once-per-app';
import type { UserCacheGroup } from '#server/lib/user-cache';
import type { LabsReader } from '#server/modules/labs/index';
import type { MedicationsReader } from '#server/modules/medications/index';
import { safetySummaryOf, type SafetySummaryContext } from '#server/modules/interactions/index';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';
import { createSafetyAlertDismissalsRepository } from './safety-alert-dismissals.repository';
import { createSafetyAlerts, SAFETY_ALERT_TABLES } from './safety-alerts';

const SAFETY_ALERT_CACHE_TTL_MS = 10 * 60 * 1000;

/** What the bell's service is built from: the app context's parts it reads. */
export interface NotificationsServicesContext extends SafetySummaryContext {
  database: { db: Db };
  userCaches: UserCacheGroup;
  /** The app context's readers, built once (ADR 176). */
  readers: SafetySummaryContext['readers'] & {
    labs: Pick<LabsReader, 'latestCriticalMarkers'>;
    medications: Pick<MedicationsReader, 'listActive'>;
  };
}

function buildNotificationsService(context: NotificationsServicesContext) {
  const { db } = context.database;
  const now = context.now ?? (() => new Date());
  const { labs, medications: medicines } = context.readers;
  const dismissals = createSafetyAlertDismissalsRepository(db);
  // The one safety summary of this app (its route's, with its per-user cache), not a second copy.
  const summary = safetySummaryOf(context);
  // The bell polls every minute on every page: the computed alerts are kept per user until a write
  // to a table they read (the change feed, ADR 025). The TTL only bounds memory; nothing in them
  // moves with time alone.
  const alertCache = context.userCaches.create<AppNotification[]>({
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
  const storedCache = context.userCaches.create<Awaited<ReturnType<typeof stored.list>>>({
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
  return createNotificationsService({ repository, safetyAlerts, now });
}

/** The bell's service of this app, built on first use. */
export const notificationsServiceOf = oncePerApp(buildNotificationsService);
