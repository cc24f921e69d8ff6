// reminders: paid reminders and the database-backed scheduler that delivers them.
export { reminderSchedulerOf } from './reminder-schedulers';
// For the foreign key of a notification on its reminder (notifications.table.ts).
export { reminders } from './reminders.table';
// Built once per app: the routes, the scheduler and a page's first answers share them.
export { remindersServicesOf } from './reminders-services';
