/**
 * Each app's reminder scheduler, so tests can drive `runDue(now)` with a fake clock. Apart from
 * reminders.module.ts so that the reminders' face can offer it to other modules' tests: the module
 * file reads the app context, which reaches the notifications module, which lies above reminders
 * (ADR 108).
 */
import type { FastifyInstance } from 'fastify';
import type { ReminderScheduler } from './reminder-scheduler';

const schedulers = new WeakMap<FastifyInstance, ReminderScheduler>();

/** The app's reminder scheduler. */
export function reminderSchedulerOf(app: FastifyInstance): ReminderScheduler {
  const scheduler = schedulers.get(app);
  if (!scheduler) throw new Error('the reminders module is not registered on this app');
  return scheduler;
}

export function keepReminderScheduler(app: FastifyInstance, scheduler: ReminderScheduler): void {
  schedulers.set(app, scheduler);
}
