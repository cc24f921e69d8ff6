/**
 * The medicine cabinet and its background safety analysis: about 1 s after the last change,
 * the whole active cabinet is re-checked and the result stored. A read that finds the stored result
 * stale (say the process restarted before the timer fired) analyses on the spot, so a user never
 * sees a result for a cabinet they no longer have.
 */
import { createHash } from 'node:crypto';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import {
  CABINET_MAX,
  MEDICATION_MESSAGES,
  type AnalyzeMedicationsResponse,
  type CabinetMedication,
  type MedicationDetail,
  type MedicationFrequency,
  type SafetyAnalysis,
} from '#shared/contracts/medications.contract';
import type { MEDICATION_TYPES } from '#shared/contracts/profile.contract';
import { SAFETY_ANALYSIS_DELAY_MS } from '#shared/domain/profile-status';
import { cabinetScheduleOf, dosesToLog } from '#shared/domain/medicine-schedule';
import type { KnowledgeIndex } from '#server/knowledge/knowledge-index';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type {
  MedicationRow,
  MedicationValues,
  MedicationsRepository,
} from './medications.repository';
import { aboutMedicine, readMedicationDetail } from './medication-detail';

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
const medicationNotFound = () => new AppError(404, 'NOT_FOUND', 'Medication not found');

/** Blank optional text is stored as null. */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

interface Notes {
  type?: string;
  startDate?: string | null;
  prescribingDoctor?: string | null;
  dosage?: string | null;
  scheduleNote?: string | null;
}

export interface MedicationsDeps {
  index: KnowledgeIndex;
  /** Runs the interaction check for this user (their plan's detail, their profile's cautions). */
  check: (userId: string, items: string[]) => Promise<CheckResponse>;
  log: { error: (object: object, message: string) => void };
  now?: () => Date;
  delayMs?: number;
}

function readNotes(row: MedicationRow): Notes {
  try {
    const parsed: unknown = row.notes ? JSON.parse(row.notes) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Notes) : {};
  } catch {
    return {};
  }
}

/**
 * What a stored analysis was made from: the active medicines and the knowledge base's version, so
 * an analysis made before the knowledge changed (a new name, a new interaction) is made again.
 */
function fingerprintOf(rows: readonly MedicationRow[], knowledgeVersion: string): string {
  const active = rows.map((row) => `${row.id}:${row.name}`).sort();
  return createHash('sha256')
    .update([knowledgeVersion, ...active].join('\n'))
    .digest('hex');
}

function toMedication(index: MedicationsDeps['index'], row: MedicationRow): CabinetMedication {
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

function toValues(
  index: MedicationsDeps['index'],
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

async function analyzeNow(
  repository: MedicationsRepository,
  deps: MedicationsDeps,
  now: () => Date,
  userId: string,
): Promise<SafetyAnalysis> {
  const rows = await repository.listActive(userId);
  if (rows.length === 0)
    return { status: 'none', analyzed_at: null, medication_count: 0, result: null };
  const result = await deps.check(
    userId,
    rows.map((row) => row.name),
  );
  const analyzedAt = now();
  await repository.saveAnalysis(userId, {
    result,
    medication_count: rows.length,
    fingerprint: fingerprintOf(rows, deps.index.version),
    analyzed_at: analyzedAt,
  });
  return {
    status: 'ready',
    analyzed_at: analyzedAt.toISOString(),
    medication_count: rows.length,
    result,
  };
}

export function createMedicationsService(repository: MedicationsRepository, deps: MedicationsDeps) {
  const now = deps.now ?? (() => new Date());
  const timers = new Map<string, NodeJS.Timeout>();

  function scheduleAnalysis(userId: string): void {
    clearTimeout(timers.get(userId));
    const timer = setTimeout(() => {
      timers.delete(userId);
      // Only the error's kind is logged: a database error's message can quote the medicine names.
      analyzeNow(repository, deps, now, userId).catch((error: unknown) =>
        deps.log.error(
          { errorName: error instanceof Error ? error.name : typeof error },
          'background medication analysis failed',
        ),
      );
    }, deps.delayMs ?? SAFETY_ANALYSIS_DELAY_MS);
    timer.unref();
    timers.set(userId, timer);
  }

  return {
    /** The knowledge base's version the stored analyses are checked against. */
    knowledgeVersion: deps.index.version,

    async list(actor: Actor): Promise<CabinetMedication[]> {
      return (await repository.list(actor.id)).map((row) => toMedication(deps.index, row));
    },

    async create(actor: Actor, input: MedicationInputValues): Promise<CabinetMedication> {
      if ((await repository.count(actor.id)) >= CABINET_MAX)
        throw new AppError(409, 'CABINET_FULL', MEDICATION_MESSAGES.tooMany);
      const row = await repository.insert(actor.id, toValues(deps.index, now, input));
      scheduleAnalysis(actor.id);
      return toMedication(deps.index, row);
    },

    async update(
      actor: Actor,
      id: string,
      patch: Partial<MedicationInputValues>,
    ): Promise<CabinetMedication> {
      const existing = await repository.find(actor.id, id);
      if (!existing) throw medicationNotFound();
      const current = toMedication(deps.index, existing);
      const merged: MedicationInputValues = {
        name: patch.name ?? current.name,
        type: patch.type ?? current.type,
        dosage: patch.dosage !== undefined ? patch.dosage : current.dosage,
        strength: patch.strength !== undefined ? patch.strength : current.strength,
        frequency: patch.frequency ?? current.frequency,
        indication: patch.indication !== undefined ? patch.indication : current.indication,
        prescribing_doctor:
          patch.prescribing_doctor !== undefined
            ? patch.prescribing_doctor
            : current.prescribing_doctor,
        start_date: patch.start_date !== undefined ? patch.start_date : current.start_date,
        // Choosing a frequency settles the schedule the note described; any other edit keeps it.
        schedule_note: patch.frequency ? null : current.schedule_note,
        active: patch.active ?? current.active,
      };
      const row = await repository.update(actor.id, id, toValues(deps.index, now, merged));
      if (!row) throw medicationNotFound();
      scheduleAnalysis(actor.id);
      return toMedication(deps.index, row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repository.delete(actor.id, id))) throw medicationNotFound();
      scheduleAnalysis(actor.id);
    },

    async safety(actor: Actor): Promise<SafetyAnalysis> {
      const [rows, stored] = await Promise.all([
        repository.listActive(actor.id),
        repository.findAnalysis(actor.id),
      ]);
      if (rows.length === 0)
        return { status: 'none', analyzed_at: null, medication_count: 0, result: null };
      if (stored && stored.fingerprint === fingerprintOf(rows, deps.index.version)) {
        return {
          status: 'ready',
          analyzed_at: stored.analyzed_at.toISOString(),
          medication_count: stored.medication_count,
          result: stored.result,
        };
      }
      if (timers.has(actor.id)) {
        return {
          status: 'pending',
          analyzed_at: stored?.analyzed_at.toISOString() ?? null,
          medication_count: rows.length,
          result: null,
        };
      }
      return analyzeNow(repository, deps, now, actor.id);
    },

    /** One medicine's page: the medicine, its facts, and what it meets in the cabinet. */
    detail(actor: Actor, id: string): Promise<MedicationDetail> {
      return readMedicationDetail(
        {
          repository,
          index: deps.index,
          check: deps.check,
          toMedication: (row) => toMedication(deps.index, row),
          notFound: medicationNotFound,
        },
        actor,
        id,
      );
    },

    /** analyze-medications: side effects and warnings per medication, and their interactions. */
    async analyze(actor: Actor, names: string[] | null): Promise<AnalyzeMedicationsResponse> {
      const list = names ?? (await repository.listActive(actor.id)).map((row) => row.name);
      const medications = list.map((name) => aboutMedicine(deps.index, name));
      const interactions = await deps.check(actor.id, list.length > 0 ? list : []);
      return { medications, interactions, analyzed_at: now().toISOString() };
    },

    close(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type MedicationsService = ReturnType<typeof createMedicationsService>;
