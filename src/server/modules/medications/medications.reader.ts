/**
 * What other modules may read of the medicine cabinet: the daily log's doses, the assistant's
 * context, reminder texts, the weekly insight and the unified profile's medicines. Every read is
 * limited to one user's rows. The one write is `syncFromProfile`: the cabinet is the profile's
 * medication list (ADR 022), so a list saved through the profile lands here, not in a copy.
 */
import { and, count, eq, getTableName, inArray } from 'drizzle-orm';
import {
  CABINET_MAX,
  MEDICATION_FREQUENCIES,
  type MedicationFrequency,
} from '#shared/contracts/medications.contract';
import { cabinetScheduleOf, dosesToLog } from '#shared/domain/medicine-schedule';
import type { Medication } from '#shared/contracts/profile.contract';
import type { MedicineType } from '#shared/domain/medicine-type';
import type { CabinetEntry } from '#shared/domain/one-profile';
import type { Db } from '#server/db/client';
import { createMedicationsRepository, type MedicationRow } from './medications.repository';
import { medications } from './medications.table';

export type { MedicationRow };

/** The cabinet's table (for the caches that depend on it). */
export const CABINET_TABLE = getTableName(medications);

/** The cabinet's notes column holds JSON text (type, dosage); unreadable notes are empty. */
function notesOf(row: MedicationRow): {
  type?: string;
  dosage?: string | null;
  scheduleNote?: string | null;
} {
  try {
    const parsed: unknown = row.notes ? JSON.parse(row.notes) : {};
    return parsed && typeof parsed === 'object' ? (parsed as { type?: string }) : {};
  } catch {
    return {};
  }
}

const normalise = (name: string) => name.trim().toLowerCase();

function frequencyOf(value: string | undefined): MedicationFrequency {
  return (MEDICATION_FREQUENCIES as readonly string[]).includes(value ?? '')
    ? (value as MedicationFrequency)
    : 'Once daily';
}

/**
 * The schedule a listed medicine is stored with. A records import has read its own timing (its
 * note comes with it); anything else is what a person typed ('twice a day'), read by the shared
 * schedule parser, with the text kept as the note whenever the frequency does not say all of it.
 */
function scheduleOfListed(medicine: { frequency?: string; scheduleNote?: string | null }): {
  frequency: MedicationFrequency;
  scheduleNote: string | null;
} {
  if (medicine.scheduleNote !== undefined)
    return { frequency: frequencyOf(medicine.frequency), scheduleNote: medicine.scheduleNote };
  return cabinetScheduleOf(medicine.frequency);
}

/** The schedule as written that a cabinet row keeps beside its frequency, or null. */
export function scheduleNoteOf(row: MedicationRow): string | null {
  const note = notesOf(row).scheduleNote;
  return typeof note === 'string' && note ? note : null;
}

/** Doses a day the daily log offers to mark for this medicine (ADR 077). */
export function dosesPerDayOf(row: MedicationRow): number {
  return dosesToLog(row.frequency, scheduleNoteOf(row));
}

/** Active rows as the unified profile lists them, in the order they were filled (sorts `rows`). */
function cabinetEntriesOf(rows: MedicationRow[]): CabinetEntry[] {
  // Rows added by one profile save can share a millisecond of created_at; that save stamps
  // updated_at one millisecond apart in the order given (syncFromProfile), which breaks the tie.
  rows.sort(
    (a, b) =>
      a.created_at.getTime() - b.created_at.getTime() ||
      b.updated_at.getTime() - a.updated_at.getTime() ||
      a.id.localeCompare(b.id),
  );
  return rows.map((row) => {
    const notes = notesOf(row);
    return {
      id: row.id,
      name: row.name,
      dosage: row.prescribed_dosage ?? notes.dosage ?? null,
      frequency: row.frequency,
      type: notes.type ?? 'Prescription',
    };
  });
}

type ListedMedicine = Medication & { scheduleNote?: string | null };

/** The active cabinet as the unified profile lists it, in the order it was filled, read on `db`. */
export async function readCabinetEntries(db: Db, userId: string): Promise<CabinetEntry[]> {
  return cabinetEntriesOf(await createMedicationsRepository(db).listActive(userId));
}

/**
 * Makes the active cabinet match a medication list saved through the profile (onboarding's
 * medicine step, the Edit Health Profile dialog): a listed medicine the cabinet lacks (by id
 * or name) is added, an active one no longer listed is marked not taken (kept, not deleted, so
 * its dose history stays). Returns whether anything changed; the cabinet's safety analysis
 * notices the change by its fingerprint on the next read.
 */
export async function syncCabinetFromProfile(
  db: Db,
  userId: string,
  list: readonly ListedMedicine[],
  resolveSubstance: (name: string) => string | null,
  now: Date,
  /** The type the knowledge base gives a substance (a supplement, a herb), or null. */
  typeOfSubstance: (substanceId: string) => MedicineType | null = () => null,
): Promise<boolean> {
  const repository = createMedicationsRepository(db);
  const wanted = list.filter((m) => m.active !== false && m.name.trim() !== '');
  const rows = await repository.list(userId);
  const active = rows.filter((row) => row.active);
  const listedIds = new Set(wanted.map((m) => m.id));
  const listedNames = new Set(wanted.map((m) => normalise(m.name)));
  let changed = false;
  for (const row of active) {
    if (listedIds.has(row.id) || listedNames.has(normalise(row.name))) continue;
    await repository.update(userId, row.id, { active: false, updated_at: now });
    changed = true;
  }
  const kept = active.filter(
    (row) => listedIds.has(row.id) || listedNames.has(normalise(row.name)),
  );
  const keptIds = new Set(kept.map((row) => row.id));
  const keptNames = new Set(kept.map((row) => normalise(row.name)));
  let total = rows.length;
  // The cabinet lists newest first; a list saved at once would tie on `now` and fall back to
  // the random ids. Each listed medicine is stamped a millisecond before the one above it, so
  // the cabinet (and the profile read from it) keeps the order the user gave.
  for (const [position, medicine] of wanted.entries()) {
    const stamped = new Date(now.getTime() - position);
    if (keptIds.has(medicine.id) || keptNames.has(normalise(medicine.name))) continue;
    // A medicine taken before and listed again is switched back on rather than duplicated.
    const stopped = rows.find(
      (row) => !row.active && normalise(row.name) === normalise(medicine.name),
    );
    if (stopped) {
      await repository.update(userId, stopped.id, { active: true, updated_at: stamped });
    } else {
      if (total >= CABINET_MAX) break;
      const name = medicine.name.trim();
      const schedule = scheduleOfListed(medicine);
      const substanceId = resolveSubstance(name);
      await repository.insert(userId, {
        name,
        medication_name: name,
        substance_id: substanceId,
        frequency: schedule.frequency,
        active: true,
        notes: JSON.stringify({
          // The type given, else the knowledge base's for its substance (ADR 084), else the
          // cabinet's default.
          type:
            medicine.type ?? (substanceId ? typeOfSubstance(substanceId) : null) ?? 'Prescription',
          dosage: medicine.dosage ?? null,
          // The schedule as written when the frequency above does not say all of it.
          ...(schedule.scheduleNote ? { scheduleNote: schedule.scheduleNote } : {}),
        }),
        prescribed_dosage: medicine.dosage ?? null,
        updated_at: stamped,
      });
      total += 1;
    }
    keptNames.add(normalise(medicine.name));
    changed = true;
  }
  return changed;
}

/** How many medicines the user takes now, counted on `db` (a records import's transaction). */
export async function countActiveMedicines(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(medications)
    .where(and(eq(medications.user_id, userId), eq(medications.active, true)));
  return row?.total ?? 0;
}

/** Names of the user's own medicines, by id (skipped-dose rules and reminder texts). */
export async function medicineNamesByIds(
  db: Db,
  userId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: medications.id, name: medications.name })
    .from(medications)
    .where(and(eq(medications.user_id, userId), inArray(medications.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * One medicine's name and whether it is still taken, for a reminder (any owner): read on the
 * scheduler's batch transaction, which holds the reminder's row.
 */
export async function medicineReminderTarget(
  db: Db,
  id: string,
): Promise<{ name: string; active: boolean } | null> {
  const [row] = await db
    .select({ name: medications.name, active: medications.active })
    .from(medications)
    .where(eq(medications.id, id));
  return row ?? null;
}

export function createMedicationsReader(db: Db) {
  const repository = createMedicationsRepository(db);
  return {
    find: (userId: string, id: string) => repository.find(userId, id),
    listActive: (userId: string) => repository.listActive(userId),
    /** The stored background safety analysis of the cabinet, or null before the first one. */
    latestAnalysis: (userId: string) => repository.findAnalysis(userId),

    /** The active cabinet as the unified profile lists it, in the order it was filled. */
    cabinetEntries: (userId: string): Promise<CabinetEntry[]> => readCabinetEntries(db, userId),

    /**
     * The active cabinet in one read, for the person (ADR 174): its entries as `cabinetEntries`
     * lists them, and its names the last changed first (as `listActive` orders them).
     */
    async activeCabinet(userId: string): Promise<{ entries: CabinetEntry[]; names: string[] }> {
      const rows = await repository.listActive(userId);
      return { names: rows.map((row) => row.name), entries: cabinetEntriesOf([...rows]) };
    },

    syncFromProfile: (
      userId: string,
      list: readonly ListedMedicine[],
      resolveSubstance: (name: string) => string | null,
      now: Date,
      typeOfSubstance?: (substanceId: string) => MedicineType | null,
    ): Promise<boolean> =>
      syncCabinetFromProfile(db, userId, list, resolveSubstance, now, typeOfSubstance),

    countActive: (userId: string): Promise<number> => countActiveMedicines(db, userId),

    /** Names of the user's own medicines, by id (skipped-dose rules and reminder texts). */
    namesByIds: (userId: string, ids: string[]) => medicineNamesByIds(db, userId, ids),
  };
}
export type MedicationsReader = ReturnType<typeof createMedicationsReader>;
