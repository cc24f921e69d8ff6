// notifications: the bell (safety alerts read on every plan, reminders' and community replies' inbox, dismissals and read marks).
export { createNotificationInbox, type NewNotification } from './notification-inbox';
// Built once per app: the bell's routes and the dashboard summary read through it.
export { notificationsServiceOf } from './notifications-services';
