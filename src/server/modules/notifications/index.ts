// notifications: the bell (safety alerts read on every plan, reminders' and community replies' inbox, dismissals and read marks).
export { createNotificationInbox, type NewNotification } from './notification-inbox';
