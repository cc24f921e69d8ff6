/**
 * The reminder scheduler. Jobs are the reminders' `next_run_at` in the database, so a restart
 * loses none. Each batch claims due rows with FOR UPDATE SKIP LOCKED inside one transaction, records
 * the delivery (unique per reminder and due time), writes the in-app notification and moves
 * `next_run_at` to the next local time: all or nothing, so two processes never deliver the same
 * one. Email goes out after the commit through the mailer: at most once (a crash between the
 * commit and the send loses that email rather than sending it twice).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '#server/modules/mail/mailer';
import type { DueReminder, RemindersRepository } from './reminders.repository';
import { nextRunAfter } from './zoned-time';

export const POLL_INTERVAL_MS = 30_000;
export const BATCH_SIZE = 25;
/** A reminder more than this late (the server was down) is skipped, not sent hours after its time. */
export const MAX_LATENESS_MS = 2 * 60 * 60 * 1000;
const MAX_BATCHES_PER_RUN = 40;

export interface SchedulerDeps {
  repository: RemindersRepository;
  /** Whether the user's plan is paid now; reminders of users who are no longer paid are skipped. */
  isPaid: (userId: string) => Promise<boolean>;
  mailer: Mailer;
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

export function createReminderScheduler(deps: SchedulerDeps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RunResult> | null = null;

  async function runBatch(now: Date, paid: Map<string, boolean>) {
    const emails: { to: string; message: ReminderMessage }[] = [];
    const counts = await deps.repository.schedulerBatch(async (queries) => {
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
          emails.push({ to: item.email, message });
      }
      return { sent, skipped, claimed: due.length, unknownUsers: [...unknownUsers] };
    });
    let emailed = 0;
    for (const { to, message } of emails) {
      try {
        await deps.mailer.send({
          to,
          subject: message.title,
          text: [
            message.body,
            '',
            `Open Wellnest: ${deps.appUrl}${message.link}`,
            '',
            'You get this email because you set a reminder in Wellnest. You can change or turn it off in the app.',
          ].join('\n'),
        });
        emailed += 1;
      } catch (error) {
        // No address or content in the log: only that a send failed.
        deps.log.error(
          { err: error instanceof Error ? error.message : 'unknown' },
          'reminder email failed',
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
      if (result.claimed < BATCH_SIZE) break;
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
