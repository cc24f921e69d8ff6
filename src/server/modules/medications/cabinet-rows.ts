/**
 * A cabinet row as the API shows it and a medicine as the API takes it, turned into the row's
 * columns: the type, start date, doctor and dose written into its notes, the schedule as written
 * read into a frequency (and kept when the frequency does not say all of it, ADR 077).
 */
import type {
  CabinetMedication,
  MedicationFrequency,
} from '#shared/contracts/medications.contract';
import type { MEDICATION_TYPES } from '#shared/contracts/profile.contract';
import { cabinetScheduleOf, dosesToLog } from '#shared/domain/medicine-schedule';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { AppError } from '#server/lib/app-error';
import type { MedicationRow, MedicationValues } from './medications.repository';

export interface MedicationInputValues {
  name: string;
  type: (typeof MEDICATION_TYPES)[number];
  dosage?: string | null;
  strength?: string | null;
  /** One of the cabinet's frequencies, or a schedule as written (read by the schedule parser). */
  frequency: string;
  indication?: string | null;
  prescribing_doctor?: string | null;
  start_date?: string | null;
  /** A records import's schedule as written, when no cabinet frequency says it exactly. */
  schedule_note?: string | null;
  active: boolean;
}

/** Another user's medication answers the same as a missing one. */
export const medicationNotFound = () => new AppError(404, 'NOT_FOUND', 'Medication not found');

/** Blank optional text is stored as null. */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

interface Notes {
  type?: string;
  startDate?: string | null;
  prescribingDoctor?: string | null;
  dosage?: string | null;
  scheduleNote?: string | null;
}

function readNotes(row: MedicationRow): Notes {
  try {
    const parsed: unknown = row.notes ? JSON.parse(row.notes) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Notes) : {};
  } catch {
    return {};
  }
}

export function toMedication(index: KnowledgeIndex, row: MedicationRow): CabinetMedication {
  const notes = readNotes(row);
  // Resolved from the name on every read, as the safety check does, rather than from the stored
  // substance_id: a name the knowledge base learns (or stops guessing at) shows the same in both.
  const resolution = index.resolve(row.name);
  const substance = resolution ? index.ref(resolution.substanceId) : null;
  return {
    id: row.id,
    name: row.name,
    substance,
    suggestions: substance
      ? []
      : index.search(row.name, 3).map((hit) => index.ref(hit.substanceId)),
    type: (notes.type as CabinetMedication['type']) ?? 'Prescription',
    dosage: row.prescribed_dosage ?? notes.dosage ?? null,
    strength: row.strength,
    frequency: row.frequency as MedicationFrequency,
    indication: row.indication,
    prescribing_doctor: notes.prescribingDoctor ?? null,
    start_date: notes.startDate ?? null,
    schedule_note: notes.scheduleNote ?? null,
    doses_per_day: dosesToLog(row.frequency, notes.scheduleNote),
    active: row.active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toValues(
  index: KnowledgeIndex,
  now: () => Date,
  input: MedicationInputValues,
): MedicationValues {
  // A schedule as written becomes the frequency it means, the text kept when that is not all.
  const read = cabinetScheduleOf(input.frequency);
  const scheduleNote = read.scheduleNote ?? input.schedule_note ?? null;
  const notes: Notes = {
    type: input.type,
    startDate: orNull(input.start_date),
    prescribingDoctor: orNull(input.prescribing_doctor),
    dosage: orNull(input.dosage),
    ...(scheduleNote ? { scheduleNote } : {}),
  };
  return {
    name: input.name,
    medication_name: input.name,
    substance_id: index.resolve(input.name)?.substanceId ?? null,
    frequency: read.frequency,
    indication: orNull(input.indication),
    active: input.active,
    notes: JSON.stringify(notes),
    strength: orNull(input.strength),
    prescribed_dosage: orNull(input.dosage),
    updated_at: now(),
  };
}
