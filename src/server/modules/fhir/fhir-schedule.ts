/**
 * A FHIR Dosage's timing as the cabinet can hold it. The cabinet knows a fixed set of frequencies
 * (MEDICATION_FREQUENCIES); a record's timing becomes one of them only when it means exactly that
 * (frequency 2 per 1 d, 1 per 12 h, BID: twice daily). Anything else ('every 4-6 hours', 5 a day,
 * a tapering course, Mondays and Thursdays) keeps no frequency and its text verbatim as a note, so
 * the person sees what the record said instead of a silent 'Once daily' (issue 47).
 */
import type { MedicationFrequency } from '#shared/contracts/medications.contract';
import { parseMedicineSchedule } from '#shared/domain/medicine-schedule';
import { arr, codings, num, obj, objs, str, type Json } from './fhir-json';

export interface Schedule {
  frequency: MedicationFrequency | null;
  /** The schedule as written, when the frequency does not say all of it; else null. */
  note: string | null;
}

const BY_DOSES_A_DAY: Record<number, MedicationFrequency> = {
  1: 'Once daily',
  2: 'Twice daily',
  3: 'Three times daily',
  4: 'Four times daily',
};

/** HL7 timing abbreviations (v3-GTSAbbreviation) that name one of our frequencies exactly. */
const TIMING_CODES: Record<string, MedicationFrequency> = {
  QD: 'Once daily',
  AM: 'Once daily',
  PM: 'Once daily',
  BED: 'Once daily',
  BID: 'Twice daily',
  Q12H: 'Twice daily',
  TID: 'Three times daily',
  Q8H: 'Three times daily',
  QID: 'Four times daily',
  Q6H: 'Four times daily',
  QOD: 'Every other day',
  WK: 'Weekly',
};

const HOURS: Record<string, number> = { h: 1, d: 24, wk: 168 };

/** The frequency `repeat` means exactly, or null when it means something the cabinet lacks. */
function fromRepeat(repeat: Json): MedicationFrequency | null {
  // A range ('1-2 times', 'every 4-6 hours'), a count or specific weekdays are not one frequency.
  if (repeat.frequencyMax !== undefined || repeat.periodMax !== undefined) return null;
  if (arr(repeat.dayOfWeek).length > 0 || repeat.count !== undefined) return null;
  // Times of day ('08:00', '20:00') or named moments (MORN, EVE) each mean one dose a day.
  const times = arr(repeat.timeOfDay).length || arr(repeat.when).length;
  const frequency = num(repeat.frequency) ?? (times > 0 ? times : 1);
  const period = num(repeat.period) ?? (times > 0 ? 1 : undefined);
  const unit = str(repeat.periodUnit) ?? (times > 0 ? 'd' : undefined);
  if (period === undefined || unit === undefined || HOURS[unit] === undefined) return null;
  const hours = period * HOURS[unit]!;
  if (hours === 48 && frequency === 1) return 'Every other day';
  if (hours === 168 && frequency === 1) return 'Weekly';
  const perDay = (frequency * 24) / hours;
  return Number.isInteger(perDay) ? (BY_DOSES_A_DAY[perDay] ?? null) : null;
}

/** A timing said in words when the record gave no text: '5 per 1 d', 'every 4-6 h'. */
function describe(repeat: Json | null, code: string | undefined): string | null {
  if (!repeat) return code ?? null;
  const frequency = num(repeat.frequency) ?? 1;
  const max = num(repeat.frequencyMax);
  const period = num(repeat.period);
  const periodMax = num(repeat.periodMax);
  const unit = str(repeat.periodUnit) ?? '';
  if (period === undefined) return code ?? null;
  const times = max !== undefined ? `${frequency}-${max}` : `${frequency}`;
  const every = periodMax !== undefined ? `${period}-${periodMax}` : `${period}`;
  const days = arr(repeat.dayOfWeek).filter((d) => typeof d === 'string');
  return `${times} time(s) every ${every} ${unit}${days.length ? ` on ${days.join(', ')}` : ''}`;
}

/**
 * A dosage text with no structured timing ('500 mg twice daily', 'b.i.d.', '5 mg, Twice daily' as
 * our export writes it), read by the same parser as onboarding and the cabinet (ADR 077). Only a
 * certain reading gives a frequency; its note is kept when the frequency does not say all of it.
 */
function fromText(text: string | null): Schedule | null {
  const read = parseMedicineSchedule(text);
  if (!read.certain || read.frequency === null) return null;
  return { frequency: read.frequency, note: read.exact ? null : text };
}

const asNeeded = (dosage: Json) =>
  dosage.asNeededBoolean === true || obj(dosage.asNeededCodeableConcept) !== null;

export function scheduleOf(dosages: unknown): Schedule {
  const list = objs(dosages);
  const first = list[0];
  if (!first) return { frequency: null, note: null };
  const text = str(first.text) ?? null;
  const timing = obj(first.timing);
  const repeat = obj(timing?.repeat);
  const code = codings(timing?.code)
    .map((c) => str(c.code)?.toUpperCase())
    .find(Boolean);
  const written =
    list.length > 1
      ? list
          .map((d) => str(d.text))
          .filter(Boolean)
          .join('; ')
      : text;
  const said = written || describe(repeat, code);
  // 'Every 12 hours as needed' is taken when needed: the cabinet's 'As needed', with the limit kept.
  if (asNeeded(first)) return { frequency: 'As needed', note: repeat || code ? said : null };
  // Several dosage lines (a split dose, a tapering course) are no single frequency.
  const exact =
    list.length === 1
      ? ((repeat ? fromRepeat(repeat) : null) ?? TIMING_CODES[code ?? ''] ?? null)
      : null;
  if (exact) return { frequency: exact, note: null };
  const own = !repeat && !code && list.length === 1 ? fromText(text) : null;
  if (own) return own;
  return { frequency: null, note: said ?? null };
}

/** The dose as written: the dosage text, else its dose quantity ('10 mg'). */
export function doseOf(dosages: unknown): string | null {
  const first = objs(dosages)[0];
  if (!first) return null;
  const quantity = obj(objs(first.doseAndRate)[0]?.doseQuantity);
  const value = num(quantity?.value);
  return (
    str(first.text) ??
    (value !== undefined ? `${value}${str(quantity?.unit) ? ` ${str(quantity?.unit)}` : ''}` : null)
  );
}
