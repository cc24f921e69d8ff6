// tracking: symptoms, mood, habits, daily log, goals and achievements; there is no /api/tracking: each tracker keeps its own prefix (/api/symptoms, /api/mood, /api/habits, /api/daily-log, /api/dose-history, /api/goals, /api/achievements), one module because the badges and goals read them all.
export {
  createTrackingReader,
  SYMPTOMS_TABLE,
  type TrackedData,
  type TrackingReader,
} from './tracking.reader';
// Its commands: what runs on a caller's transaction (or its own database handle), a function of it.
export { habitReminderTarget, readSymptomsBetween } from './tracking.reader';
export { createSleepImport } from './sleep-import';
export { measureGoal, type GoalData } from './goal-progress';
// For the foreign key of a reminder on a habit (reminders.table.ts).
export { habits } from './habits.table';
// Built once per app: the tracking module's routes and the dashboard summary read through them.
export { trackingServicesOf } from './tracking-services';
export { readDailyLogJson } from './daily-log-reads';
