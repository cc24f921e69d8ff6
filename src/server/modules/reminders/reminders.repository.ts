/**
 * Reminders and their deliveries. Every user-facing query filters by the owner's id; the scheduler's claim is the only query across users, and it takes rows with
 * FOR UPDATE SKIP LOCKED so two processes never claim the same due reminder.
 */
import { and, asc, count, eq, lte } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import { accountEmailOf } from '#server/modules/auth/index';
import { medicineReminderTarget, type MedicationsReader } from '#server/modules/medications/index';
import { habitReminderTarget, type TrackingReader } from '#server/modules/tracking/index';
import { reminderDeliveries, reminders } from './reminders.table';

export type ReminderRow = typeof reminders.$inferSelect;
export type ReminderValues = Omit<typeof reminders.$inferInsert, 'id' | 'user_id' | 'created_at'>;

/** A reminder with its target's current name. */
export interface ReminderWithTarget extends ReminderRow {
  target_name: string | null;
}

/** The app context's readers the reminder lists name their targets through (ADR 176). */
export interface ReminderTargetReaders {
  tracking: Pick<TrackingReader, 'habitNamesByIds' | 'activeHabitName'>;
  medications: Pick<MedicationsReader, 'namesByIds' | 'find'>;
}

function reminderQueries(
  db: Db,
  { tracking: habits, medications: medicines }: ReminderTargetReaders,
) {
  /** Adds each reminder's target name, read through the owning modules' readers. */
  async function withTargetNames(
    userId: string,
    rows: ReminderRow[],
  ): Promise<ReminderWithTarget[]> {
    const ids = (key: 'habit_id' | 'medication_id') =>
      rows.map((row) => row[key]).filter((id): id is string => id !== null);
    const [habitNames, medicineNames] = await Promise.all([
      habits.habitNamesByIds(userId, ids('habit_id')),
      medicines.namesByIds(userId, ids('medication_id')),
    ]);
    return rows.map((row) => ({
      ...row,
      target_name:
        (row.habit_id && habitNames.get(row.habit_id)) ||
        (row.medication_id && medicineNames.get(row.medication_id)) ||
        null,
    }));
  }

  return {
    async list(userId: string): Promise<ReminderWithTarget[]> {
      const rows = await db
        .select()
        .from(reminders)
        .where(eq(reminders.user_id, userId))
        .orderBy(asc(reminders.created_at), asc(reminders.id));
      return withTargetNames(userId, rows);
    },
    async find(userId: string, id: string): Promise<ReminderWithTarget | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.id, id), eq(reminders.user_id, userId)));
      return row ? ((await withTargetNames(userId, [row]))[0] ?? null) : null;
    },
    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reminders)
        .where(eq(reminders.user_id, userId));
      return row?.n ?? 0;
    },
    async insert(userId: string, values: ReminderValues): Promise<string> {
      const [row] = await db
        .insert(reminders)
        .values({ ...values, user_id: userId })
        .returning({ id: reminders.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async update(userId: string, id: string, values: Partial<ReminderValues>): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .update(reminders)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(reminders.id, id), eq(reminders.user_id, userId)))
        .returning({ id: reminders.id });
      return rows.length > 0;
    },
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(reminders)
        .where(and(eq(reminders.id, id), eq(reminders.user_id, userId)))
        .returning({ id: reminders.id });
      return rows.length > 0;
    },
    /** The name of the caller's own habit (not archived), or null. */
    async ownHabitName(userId: string, habitId: string): Promise<string | null> {
      return isUuid(habitId) ? habits.activeHabitName(userId, habitId) : null;
    },
    /** The name of a medicine in the caller's own cabinet, or null. */
    async ownMedicationName(userId: string, medicationId: string): Promise<string | null> {
      if (!isUuid(medicationId)) return null;
      return (await medicines.find(userId, medicationId))?.name ?? null;
    },
  };
}

/** What the scheduler needs of one claimed reminder. */
export interface DueReminder {
  reminder: ReminderRow;
  target_name: string | null;
  target_active: boolean;
  email: string;
}

/** A reminder's in-app notification, as the scheduler writes it. */
export interface ReminderNotification {
  user_id: string;
  kind: 'reminder';
  title: string;
  body: string;
  link: string;
  reminder_id: string;
  created_at: Date;
}

/**
 * Writes the in-app notification in `db` (the batch's transaction). Handed in through the app
 * context (`deliverNotification`): the notifications table references reminders, so reminders may
 * not import the notifications module (ADR 108).
 */
export type DeliverNotification = (db: Db, values: ReminderNotification) => Promise<void>;

/** The scheduler's queries, run inside one transaction per batch. */
function schedulerQueries(db: Db, deliverNotification: DeliverNotification) {
  return {
    /** Due reminders, locked for this transaction; rows another process holds are skipped. */
    async claimDue(now: Date, limit: number): Promise<DueReminder[]> {
      const claimed = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.active, true), lte(reminders.next_run_at, now)))
        .orderBy(asc(reminders.next_run_at), asc(reminders.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return [];
      // One small read per claimed reminder (a batch is a handful), through the owners' faces, on
      // this batch's transaction: the app's readers run on the pool, outside the claim's locks.
      return Promise.all(
        claimed.map(async (reminder) => {
          const target = reminder.habit_id
            ? await habitReminderTarget(db, reminder.habit_id)
            : reminder.medication_id
              ? await medicineReminderTarget(db, reminder.medication_id)
              : null;
          return {
            reminder,
            email: (await accountEmailOf(db, reminder.user_id)) ?? '',
            target_name: target?.name ?? null,
            target_active: target?.active ?? false,
          };
        }),
      );
    },
    /** Records the (reminder, due time) once; false when it was already recorded. */
    async recordDelivery(
      reminder: ReminderRow,
      dueAt: Date,
      outcome: 'sent' | 'late' | 'not_paid' | 'target_gone',
    ): Promise<boolean> {
      const rows = await db
        .insert(reminderDeliveries)
        .values({
          reminder_id: reminder.id,
          user_id: reminder.user_id,
          due_at: dueAt,
          outcome,
          channels: reminder.channels,
        })
        .onConflictDoNothing({
          target: [reminderDeliveries.reminder_id, reminderDeliveries.due_at],
        })
        .returning({ id: reminderDeliveries.id });
      return rows.length > 0;
    },
    /** The reminder's in-app notification, in this batch's transaction. */
    insertNotification: (values: ReminderNotification): Promise<void> =>
      deliverNotification(db, values),
    async advance(id: string, nextRunAt: Date, sentAt: Date | null): Promise<void> {
      await db
        .update(reminders)
        .set({ next_run_at: nextRunAt, ...(sentAt ? { last_sent_at: sentAt } : {}) })
        .where(eq(reminders.id, id));
    },
  };
}
export type SchedulerQueries = ReturnType<typeof schedulerQueries>;

export function createRemindersRepository(
  db: Db,
  deliverNotification: DeliverNotification,
  readers: ReminderTargetReaders,
) {
  return {
    ...reminderQueries(db, readers),
    /**
     * One scheduler batch in one transaction: the claim's row locks last until it commits. The
     * transaction is handed over too, so a job queued in it (the reminder's email) commits with it.
     */
    schedulerBatch<T>(work: (queries: SchedulerQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(schedulerQueries(tx, deliverNotification), tx));
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
