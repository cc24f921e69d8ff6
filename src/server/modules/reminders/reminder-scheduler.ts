/**
 * The reminder scheduler. Jobs are the reminders' `next_run_at` in the database, so a restart
 * loses none. Each batch claims due rows with FOR UPDATE SKIP LOCKED inside one transaction, records
 * the delivery (unique per reminder and due time), writes the in-app notification, queues the
 * email (an 'email' job, ADR 047) and moves `next_run_at` to the next local time: all or nothing,
 * so two processes never deliver the same one. A recorded delivery is a queued email, exactly
 * once; the job queue then sends it at least once and the transport records it once, so a crash
 * after the commit delays that email (a worker takes it up) instead of losing it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import type { JobQueue } from '#server/modules/jobs/index';
import { enqueueEmail, SEND_WAIT_MS } from '#server/modules/mail/index';
import type { DueReminder, RemindersRepository } from './reminders.repository';
import { nextRunAfter } from '#shared/domain/dates';

export const POLL_INTERVAL_MS = 30_000;
export const BATCH_SIZE = 25;
/** A reminder more than this late (the server was down) is skipped, not sent hours after its time. */
export const MAX_LATENESS_MS = 2 * 60 * 60 * 1000;
const MAX_BATCHES_PER_RUN = 40;

export interface SchedulerDeps {
  repository: RemindersRepository;
  /** Whether the user's plan is paid now; reminders of users who are no longer paid are skipped. */
  isPaid: (userId: string) => Promise<boolean>;
  /** Where reminder emails are queued (in the batch's transaction) and then run. */
  jobs: JobQueue;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  appUrl: string;
  now: () => Date;
}

export interface RunResult {
  sent: number;
  skipped: number;
  emailed: number;
}

export interface ReminderMessage {
  title: string;
  body: string;
  link: string;
}

/** What a reminder says, in the app and by email. */
export function reminderMessage(
  due: Pick<DueReminder, 'reminder' | 'target_name'>,
): ReminderMessage {
  const name = due.target_name ?? 'your reminder';
  return due.reminder.habit_id
    ? {
        title: `Time for ${name}`,
        body: `Your ${due.reminder.local_time} reminder for ${name}. Check it off when it is done.`,
        link: '/habits',
      }
    : {
        title: `Time to take ${name}`,
        body: `Your ${due.reminder.local_time} reminder for ${name}. Mark it taken or skipped in today's log.`,
        link: '/log',
      };
}

/** The reminder's email: its message, a link into the app, and why it came. */
export function reminderEmailText(message: ReminderMessage, appUrl: string): string {
  return [
    message.body,
    '',
    `Open Wellnest: ${appUrl}${message.link}`,
    '',
    'You get this email because you set a reminder in Wellnest. You can change or turn it off in the app.',
  ].join('\n');
}

export function createReminderScheduler(deps: SchedulerDeps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RunResult> | null = null;
  // Wall-clock time of the last run that left nothing due behind; the start counts as one, so a
  // scheduler that never gets through shows a growing lag.
  let caughtUpAt = Date.now();

  async function runBatch(now: Date, paid: Map<string, boolean>) {
    const emailJobs: string[] = [];
    const counts = await deps.repository.schedulerBatch(async (queries, tx: Db) => {
      const due = await queries.claimDue(now, BATCH_SIZE);
      let sent = 0;
      let skipped = 0;
      const unknownUsers = new Set<string>();
      for (const item of due) {
        const { reminder } = item;
        const dueAt = reminder.next_run_at ?? now;
        if (!paid.has(reminder.user_id)) {
          // The plan lookup cannot run inside this transaction (it uses its own connection; PGlite
          // would wait on this transaction): look it up before the next batch, leave this one due.
          unknownUsers.add(reminder.user_id);
          continue;
        }
        const outcome = !item.target_active
          ? 'target_gone'
          : now.getTime() - dueAt.getTime() > MAX_LATENESS_MS
            ? 'late'
            : paid.get(reminder.user_id)
              ? 'sent'
              : 'not_paid';
        const isFirst = await queries.recordDelivery(reminder, dueAt, outcome);
        const next = nextRunAfter(reminder, new Date(Math.max(now.getTime(), dueAt.getTime())));
        await queries.advance(reminder.id, next, isFirst && outcome === 'sent' ? now : null);
        if (!isFirst || outcome !== 'sent') {
          skipped += 1;
          continue;
        }
        sent += 1;
        const message = reminderMessage(item);
        if (reminder.channels.includes('in_app'))
          await queries.insertNotification({
            user_id: reminder.user_id,
            kind: 'reminder',
            title: message.title,
            body: message.body,
            link: message.link,
            reminder_id: reminder.id,
            created_at: now,
          });
        if (reminder.channels.includes('email') && item.email)
          // In this transaction: the email is queued if and only if the delivery is recorded.
          emailJobs.push(
            await enqueueEmail(
              deps.jobs,
              {
                to: item.email,
                subject: message.title,
                text: reminderEmailText(message, deps.appUrl),
              },
              { db: tx, userId: reminder.user_id },
            ),
          );
      }
      return { sent, skipped, claimed: due.length, unknownUsers: [...unknownUsers] };
    });
    // Committed: send them now rather than at the next worker poll. One that fails stays queued
    // and a worker retries it with backoff (the queue logs it, without address or content).
    let emailed = 0;
    for (const id of emailJobs) {
      try {
        if ((await deps.jobs.runNow(id, { timeoutMs: SEND_WAIT_MS })).status === 'done')
          emailed += 1;
      } catch (error) {
        deps.log.error(
          { err: error instanceof Error ? error.name : 'unknown' },
          'reminder email could not be run now; a worker will',
        );
      }
    }
    return { ...counts, emailed };
  }

  /** Delivers every reminder due at `now`. Tests call it with a fake clock. */
  async function runDue(now: Date = deps.now()): Promise<RunResult> {
    const total: RunResult = { sent: 0, skipped: 0, emailed: 0 };
    const paid = new Map<string, boolean>();
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const result = await runBatch(now, paid);
      total.sent += result.sent;
      total.skipped += result.skipped;
      total.emailed += result.emailed;
      if (result.unknownUsers.length > 0) {
        for (const userId of result.unknownUsers) paid.set(userId, await deps.isPaid(userId));
        continue;
      }
      if (result.claimed < BATCH_SIZE) {
        caughtUpAt = Date.now();
        break;
      }
    }
    return total;
  }

  /** One run at a time in this process; overlapping ticks wait for the running one. */
  function tick(): Promise<RunResult> {
    running ??= runDue().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runDue,
    /**
     * Seconds since this process's scheduler last got through everything due (a run that ended
     * with no full batch left): about the poll interval when healthy, growing while runs fail or
     * fall behind. For the metrics endpoint.
     */
    lagSeconds(): number {
      return Math.max(0, (Date.now() - caughtUpAt) / 1000);
    },
    start(intervalMs = POLL_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) =>
          deps.log.error(
            { err: error instanceof Error ? error.message : 'unknown' },
            'reminder run failed',
          ),
        );
      }, intervalMs);
      // The poll loop must never keep the process alive on its own.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
