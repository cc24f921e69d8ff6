/** Notifications: the bell's list (safety alerts, then the reminders sent), read marks, dismissals. */
import type { FeatureModule } from '#server/modules/feature-module';
import { notificationsServiceOf } from './notifications-services';
import { notificationsRoutes } from './notifications.routes';

export const registerNotificationsModule: FeatureModule = async (app, context) => {
  await app.register(notificationsRoutes({ service: notificationsServiceOf(context) }));
};
