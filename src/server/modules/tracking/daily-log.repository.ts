/** Daily log queries; every one filters by the owner's id. */
import { createKeyedBatches, oneAfterAnother, type Outcome } from '#server/lib/keyed-turns';
import { and, asc, between, eq, getTableColumns, placeholder, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { dailyLogs, type MedicationDose } from './daily-log.table';

export type DailyLogRow = typeof dailyLogs.$inferSelect;

/**
 * What a day's row means for the streaks (tracked_runs' `checkin` and `sleep` series, ADR 088):
 * whether it holds anything (sleep, water or a dose mark) and whether it holds sleep.
 */
export interface TrackedState {
  holds: boolean;
  sleep: boolean;
}

export function trackedStateOf(
  row: Pick<DailyLogRow, 'sleep_hours' | 'water_glasses' | 'medication_doses'> | null,
): TrackedState {
  if (!row) return { holds: false, sleep: false };
  const sleep = row.sleep_hours !== null;
  return {
    holds: sleep || row.water_glasses !== null || row.medication_doses.length > 0,
    sleep,
  };
}

/** The returned code: bit 1, the day held something; bit 2, it held sleep (0 for no row). */
function toTrackedState(code: number): TrackedState {
  return { holds: (code & 1) === 1, sleep: (code & 2) === 2 };
}

/**
 * The save, built once (ADR 117): the fields not sent keep the stored values (`set_sleep`,
 * `set_water`), the marks sent replace theirs (none sent: the stored list as it is). RETURNING's
 * subquery reads the statement's snapshot, that is the day as it was before the statement.
 */
function prepareSave(db: Db) {
  const keep = (column: 'sleep_hours' | 'water_glasses', flag: string) =>
    sql`case when ${placeholder(flag)}::boolean then ${sql.raw(`excluded.${column}`)} else ${sql.raw(`"daily_logs"."${column}"`)} end`;
  // The stored marks the save does not decide, in their order, then the sent ones: one subquery
  // (`?` asks whether the sent keys hold the mark's key), far cheaper to plan than a union.
  const doses = sql`case when jsonb_array_length(${placeholder('sent_keys')}::jsonb) = 0
    then "daily_logs"."medication_doses"
    else coalesce((select jsonb_agg(mark.value order by mark.ord)
      from jsonb_array_elements("daily_logs"."medication_doses") with ordinality as mark(value, ord)
      where not (${placeholder('sent_keys')}::jsonb
        ? ((mark.value ->> 'medication_id') || '#' || coalesce(mark.value ->> 'dose', '1')))),
      '[]'::jsonb) || ${placeholder('marks')}::jsonb end`;
  const trackedBefore = sql<number>`coalesce((select
      (case when before.sleep_hours is not null or before.water_glasses is not null
         or jsonb_array_length(before.medication_doses) > 0 then 1 else 0 end)
      + (case when before.sleep_hours is not null then 2 else 0 end)
    from daily_logs as before
    where before.user_id = ${placeholder('user_id')} and before.log_date = ${placeholder('log_date')}::date), 0)`.mapWith(
    Number,
  );
  return db
    .insert(dailyLogs)
    .values({
      user_id: placeholder('user_id'),
      log_date: placeholder('log_date'),
      sleep_hours: placeholder('sleep_hours'),
      water_glasses: placeholder('water_glasses'),
      medication_doses: sql`${placeholder('marks')}::jsonb`,
    })
    .onConflictDoUpdate({
      target: [dailyLogs.user_id, dailyLogs.log_date],
      set: {
        sleep_hours: keep('sleep_hours', 'set_sleep'),
        water_glasses: keep('water_glasses', 'set_water'),
        medication_doses: doses,
        updated_at: sql`now()`,
      },
    })
    .returning({ ...getTableColumns(dailyLogs), trackedBefore, version: rowVersion })
    .prepare('wellnest_daily_log_save');
}

/** The row version's id: a new one for every update of the row, by any writer. */
const rowVersion = sql<string>`xmin::text`;

/** The day's row replaced by values merged here, only if it is still the version seen. */
function prepareUpdateSeen(db: Db) {
  return db
    .update(dailyLogs)
    .set({
      sleep_hours: sql`${placeholder('sleep_hours')}`,
      water_glasses: sql`${placeholder('water_glasses')}`,
      medication_doses: sql`${placeholder('doses')}::jsonb`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(dailyLogs.user_id, sql`${placeholder('user_id')}`),
        eq(dailyLogs.log_date, sql`${placeholder('log_date')}`),
        sql`xmin::text = ${placeholder('version')}`,
      ),
    )
    .returning({ ...getTableColumns(dailyLogs), version: rowVersion })
    .prepare('wellnest_daily_log_update_seen');
}

/** `doses` on stored marks as the save statement merges them: the undecided ones, then the sent. */
export function mergeStoredMarks(
  stored: readonly MedicationDose[],
  doses: { sentKeys: readonly string[]; marks: readonly MedicationDose[] },
): MedicationDose[] {
  if (doses.sentKeys.length === 0) return [...stored];
  const decided = new Set(doses.sentKeys);
  return [
    ...stored.filter((mark) => !decided.has(`${mark.medication_id}#${mark.dose ?? 1}`)),
    ...doses.marks,
  ];
}

/** Rows a process wrote lately, by user and day, with their version (at most SEEN_ROWS, oldest out). */
const SEEN_ROWS = 10_000;
function createSeenRows() {
  const rows = new Map<string, { row: DailyLogRow; version: string }>();
  return {
    get: (key: string) => rows.get(key),
    set(key: string, value: { row: DailyLogRow; version: string }) {
      rows.delete(key);
      rows.set(key, value);
      if (rows.size > SEEN_ROWS) rows.delete(rows.keys().next().value!);
    },
  };
}

/** What a save changes: the fields sent, and the marks it decides (`<medication id>#<dose>`). */
type DayChange = {
  sleep_hours?: number | null;
  water_glasses?: number | null;
  doses: { sentKeys: string[]; marks: MedicationDose[] };
};
type Saved = { row: DailyLogRow; trackedBefore: TrackedState };

/** The day's fields after `change` on `row`, as the save statement and the update leave them. */
function applied(row: DailyLogRow, change: DayChange): DailyLogRow {
  return {
    ...row,
    sleep_hours: change.sleep_hours !== undefined ? change.sleep_hours : row.sleep_hours,
    water_glasses: change.water_glasses !== undefined ? change.water_glasses : row.water_glasses,
    medication_doses: mergeStoredMarks(row.medication_doses, change.doses),
  };
}

export function createDailyLogRepository(db: Db) {
  const onDay = (userId: string, date: string) =>
    and(eq(dailyLogs.user_id, userId), eq(dailyLogs.log_date, date));
  const saveStatement = prepareSave(db);
  const updateSeenStatement = prepareUpdateSeen(db);
  const seenRows = createSeenRows();

  /**
   * `changes` applied one after another on the row this process last wrote, in one update of that
   * row refused if it is no longer that version: each save answered with the row as it left it.
   * Undefined when the update was refused (another write came first).
   */
  async function updateSeen(
    key: string,
    day: { userId: string; date: string },
    changes: readonly DayChange[],
  ): Promise<Saved[] | undefined> {
    const seen = seenRows.get(key);
    if (!seen) return undefined;
    const rows: DailyLogRow[] = [];
    for (const change of changes) rows.push(applied(rows.at(-1) ?? seen.row, change));
    const last = rows.at(-1)!;
    const [result] = await updateSeenStatement.execute({
      user_id: day.userId,
      log_date: day.date,
      version: seen.version,
      sleep_hours: last.sleep_hours,
      water_glasses: last.water_glasses,
      doses: JSON.stringify(last.medication_doses),
    });
    if (!result) return undefined;
    const { version, ...stored } = result;
    seenRows.set(key, { row: stored, version });
    // The last save's row is the one stored; an earlier one's is the same row (id, times) with
    // the fields as that save left them.
    return rows.map((row, index) => ({
      row:
        index === rows.length - 1
          ? stored
          : {
              ...stored,
              sleep_hours: row.sleep_hours,
              water_glasses: row.water_glasses,
              medication_doses: row.medication_doses,
            },
      trackedBefore: trackedStateOf(index === 0 ? seen.row : rows[index - 1]!),
    }));
  }

  /** The merging upsert of ADR 088, for a day this process has not written or another changed. */
  async function upsert(key: string, userId: string, date: string, change: DayChange) {
    const [result] = await saveStatement.execute({
      user_id: userId,
      log_date: date,
      sleep_hours: change.sleep_hours ?? null,
      water_glasses: change.water_glasses ?? null,
      set_sleep: change.sleep_hours !== undefined,
      set_water: change.water_glasses !== undefined,
      marks: JSON.stringify(change.doses.marks),
      sent_keys: JSON.stringify(change.doses.sentKeys),
    });
    if (!result) throw new Error('daily log save returned no row');
    const { trackedBefore, version, ...row } = result;
    seenRows.set(key, { row, version });
    return { row, trackedBefore: toTrackedState(trackedBefore) };
  }

  /** One save alone: the update of the row seen, else the upsert. */
  async function saveOne(key: string, userId: string, date: string, change: DayChange) {
    const updated = await updateSeen(key, { userId, date }, [change]);
    return updated ? updated[0]! : upsert(key, userId, date, change);
  }

  /**
   * A batch of one day's saves (ADR 145): those after the row this process last wrote, in one
   * update, each answered as it would have been had they run one after another; a day not seen
   * (or changed elsewhere) is upserted by its first save and the rest follow on the row it
   * returned. A combined update that fails (the day's marks over the row's limit) runs the saves
   * one at a time, so each meets its own outcome.
   */
  async function saveBatch(
    changes: readonly { userId: string; date: string; change: DayChange }[],
    key: string,
  ): Promise<Outcome<Saved>[]> {
    const { userId, date } = changes[0]!;
    const outcomes: Outcome<Saved>[] = [];
    let next = 0;
    while (next < changes.length) {
      const rest = changes.slice(next).map((save) => save.change);
      let updated: Saved[] | undefined;
      try {
        updated = await updateSeen(key, { userId, date }, rest);
      } catch (error) {
        if (rest.length === 1) return [...outcomes, { status: 'rejected', reason: error }];
        const alone = await oneAfterAnother(rest, (change) => saveOne(key, userId, date, change));
        return [...outcomes, ...alone];
      }
      if (updated)
        return [...outcomes, ...updated.map((value) => ({ status: 'fulfilled' as const, value }))];
      const [first] = await oneAfterAnother([rest[0]!], (change) =>
        upsert(key, userId, date, change),
      );
      outcomes.push(first!);
      next += 1;
    }
    return outcomes;
  }
  // The saves of one day take turns in this process (ADR 117 addendum), and those that wait for
  // their turn are taken together (ADR 145).
  const inBatches = createKeyedBatches(saveBatch);

  return {
    async find(userId: string, date: string): Promise<DailyLogRow | null> {
      const [row] = await db.select().from(dailyLogs).where(onDay(userId, date));
      return row ?? null;
    },
    /**
     * Saves the fields sent in one statement (ADR 088): an insert of the day, or an update that
     * merges on the row as it is when the update runs, so two saves of the same day (sleep from
     * one tab, a dose from another) both land without a transaction held across round trips.
     * `doses.sentKeys` are the marks the save decides (`<medication id>#<dose>`): they leave the
     * stored list, and `doses.marks` (the ones kept) are appended. `trackedBefore` is what the day
     * held for the streaks before the statement (ADR 117), read from the statement's own snapshot.
     */
    save(userId: string, date: string, change: DayChange): Promise<Saved> {
      return inBatches(`${userId}:${date}`, { userId, date, change });
    },
    listBetween(userId: string, from: string, to: string): Promise<DailyLogRow[]> {
      return db
        .select()
        .from(dailyLogs)
        .where(and(eq(dailyLogs.user_id, userId), between(dailyLogs.log_date, from, to)))
        .orderBy(asc(dailyLogs.log_date));
    },
    /** Every day with sleep, water or a dose recorded (achievement streaks), oldest first. */
    listAll(userId: string): Promise<DailyLogRow[]> {
      return db
        .select()
        .from(dailyLogs)
        .where(eq(dailyLogs.user_id, userId))
        .orderBy(asc(dailyLogs.log_date));
    },
  };
}
export type DailyLogRepository = ReturnType<typeof createDailyLogRepository>;
