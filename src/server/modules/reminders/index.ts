// reminders: paid reminders and the database-backed scheduler that delivers them.
export { reminderSchedulerOf } from './reminder-schedulers';
// For the foreign key of a notification on its reminder (notifications.table.ts).
export { reminders } from './reminders.table';
