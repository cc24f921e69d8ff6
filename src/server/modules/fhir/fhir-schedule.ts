/**
 * A FHIR Dosage's timing as the cabinet can hold it. The cabinet knows a fixed set of frequencies
 * (MEDICATION_FREQUENCIES); a record's timing becomes one of them when it means that count
 * (frequency 2 per 1 d, 1 per 12 h, BID: twice daily). What the frequency cannot say is kept in
 * words as a note: the record's text, else the timing said in words ('5 times a day', 'every 4-6
 * hours'), with the moments a structured timing names (timeOfDay 08:00, when MORN/HS/ACV,
 * dayOfWeek, the AM/PM/BED codes) and the reason it is taken as needed. Several dosage lines (a
 * split dose) keep each line's dose with its moment, in `sequence` order, and add up their doses
 * a day (ADR 096), so no line's dose passes for another's.
 */
import type { MedicationFrequency } from '#shared/contracts/medications.contract';
import { parseMedicineSchedule } from '#shared/domain/medicine-schedule';
import { arr, codings, conceptText, num, obj, objs, str, type Json } from './fhir-json';

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

/** Timing codes that name a moment as well as a count: the moment is kept beside the frequency. */
const CODE_MOMENTS: Record<string, string> = {
  AM: 'in the morning',
  PM: 'in the evening',
  BED: 'at bedtime',
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

const WHEN_WORDS: Record<string, string> = {
  MORN: 'in the morning',
  'MORN.early': 'early in the morning',
  'MORN.late': 'late in the morning',
  NOON: 'at noon',
  AFT: 'in the afternoon',
  'AFT.early': 'early in the afternoon',
  'AFT.late': 'late in the afternoon',
  EVE: 'in the evening',
  'EVE.early': 'early in the evening',
  'EVE.late': 'late in the evening',
  NIGHT: 'at night',
  PHS: 'after sleep',
  HS: 'at bedtime',
  WAKE: 'on waking',
  C: 'with a meal',
  CM: 'with breakfast',
  CD: 'with lunch',
  CV: 'with dinner',
  AC: 'before a meal',
  ACM: 'before breakfast',
  ACD: 'before lunch',
  ACV: 'before dinner',
  PC: 'after a meal',
  PCM: 'after breakfast',
  PCD: 'after lunch',
  PCV: 'after dinner',
};
const DAY_NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const UNIT_WORDS: Record<string, [string, string]> = {
  s: ['second', 'seconds'],
  min: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  wk: ['week', 'weeks'],
  mo: ['month', 'months'],
  a: ['year', 'years'],
};

const listed = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** '08:00:00' → '08:00'. */
const clock = (time: string) => time.slice(0, 5);

interface Moments {
  times: string[];
  when: string[];
  days: string[];
}

function momentParts(repeat: Json | null): Moments {
  const strings = (value: unknown) => arr(value).filter((v): v is string => typeof v === 'string');
  return {
    times: strings(repeat?.timeOfDay).map(clock),
    when: strings(repeat?.when).map((w) => WHEN_WORDS[w] ?? WHEN_WORDS[w.toUpperCase()] ?? w),
    days: strings(repeat?.dayOfWeek).map((d) => DAY_NAMES[d] ?? d),
  };
}

function saidOf({ times, when, days }: Moments): string | null {
  const parts = [
    times.length ? `at ${listed(times)}` : null,
    when.length ? listed(when) : null,
    days.length ? `on ${listed(days)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/** The moments of `repeat` in words: 'at 08:00 and 20:00', 'before breakfast', 'on Monday'. */
const momentsOf = (repeat: Json | null) => saidOf(momentParts(repeat));

/**
 * The moments a text does not say already: each clock hour, each weekday (by its first three
 * letters: 'Mondays', 'Montag') and named moments the schedule parser finds fewer of.
 */
function unsaid(text: string, moments: Moments): string | null {
  const lower = text.toLowerCase();
  const hours = [...lower.matchAll(/\d{1,2}/g)].map((m) => Number(m[0]));
  return saidOf({
    times: moments.times.every((t) => {
      const hour = Number(t.slice(0, 2));
      return hours.includes(hour) || hours.includes(hour - 12);
    })
      ? []
      : moments.times,
    when: parseMedicineSchedule(text).timesOfDay.length >= moments.when.length ? [] : moments.when,
    days: moments.days.every((d) => lower.includes(d.slice(0, 3).toLowerCase()))
      ? []
      : moments.days,
  });
}

/** A timing said in words when the record gave no text: '5 times a day', 'every 4-6 hours'. */
function describe(repeat: Json | null, code: string | undefined): string | null {
  if (!repeat) return code ?? null;
  const moments = momentsOf(repeat);
  const frequency = num(repeat.frequency) ?? 1;
  const max = num(repeat.frequencyMax);
  const period = num(repeat.period);
  const periodMax = num(repeat.periodMax);
  const unit = UNIT_WORDS[str(repeat.periodUnit) ?? ''];
  if (period === undefined || !unit) return moments ?? code ?? null;
  const times = max !== undefined ? `${frequency}-${max}` : `${frequency}`;
  const every = periodMax !== undefined ? `${period}-${periodMax}` : `${period}`;
  const plural = periodMax !== undefined || period !== 1;
  // Once a day at a named moment is said by the moment alone ('in the morning', 'at 22:00').
  if (moments && frequency === 1 && max === undefined && !plural && unit[0] === 'day')
    return moments;
  const how =
    frequency === 1 && max === undefined
      ? `every ${plural ? `${every} ${unit[1]}` : unit[0]}`
      : `${times} times ${plural ? `every ${every} ${unit[1]}` : `a ${unit[0]}`}`;
  return moments ? `${how} ${moments}` : how;
}

/**
 * A dosage text with no structured timing ('500 mg twice daily', 'b.i.d.', '5 mg, Twice daily' as
 * our export writes it), read by the same parser as onboarding and the cabinet (ADR 077). A
 * certain reading gives the frequency (its note kept when the frequency does not say all of it);
 * an unsure one still gives its best frequency, with the text kept beside it as the note, so a
 * record's 'Tomar 10 mg tres veces al día' is stored as three times a day, not as 'Once daily'
 * (the cabinet's frequency when nothing was read).
 */
function fromText(text: string | null): Schedule | null {
  const read = parseMedicineSchedule(text);
  if (read.frequency === null) return null;
  return { frequency: read.frequency, note: read.certain && read.exact ? null : text };
}

const asNeeded = (dosage: Json) =>
  dosage.asNeededBoolean === true || obj(dosage.asNeededCodeableConcept) !== null;

/** The dosage's words: its text, else the patient's instruction (R4 has both). */
const textOf = (dosage: Json): string | undefined =>
  str(dosage.text) ?? str(dosage.patientInstruction);

/** Dosage lines in the order the record gives them (`sequence`), else as listed. */
function ordered(dosages: unknown): Json[] {
  return objs(dosages)
    .map((dosage, index) => ({ dosage, index }))
    .sort(
      (a, b) =>
        (num(a.dosage.sequence) ?? Infinity) - (num(b.dosage.sequence) ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ dosage }) => dosage);
}

/** The timing code of a dosage ('BID'), upper case. */
const codeOf = (dosage: Json) =>
  codings(obj(dosage.timing)?.code)
    .map((c) => str(c.code)?.toUpperCase())
    .find(Boolean);

/** Why it is taken when needed: the asNeeded concept's words ('Pain'). */
const neededFor = (dosage: Json) => conceptText(dosage.asNeededCodeableConcept) ?? null;

/** One dosage line in words: its text, else its dose and timing ('2 tablet in the morning'). */
function lineWords(dosage: Json): string | null {
  const text = textOf(dosage);
  if (text) return text;
  const repeat = obj(obj(dosage.timing)?.repeat);
  const said = [quantityOf(dosage), describe(repeat, codeOf(dosage))].filter(Boolean).join(' ');
  return said || null;
}

/** Doses a day of a line that is taken every day at a known count; else null. */
function perDayOf(dosage: Json): number | null {
  if (asNeeded(dosage)) return null;
  const repeat = obj(obj(dosage.timing)?.repeat);
  const frequency = (repeat ? fromRepeat(repeat) : null) ?? TIMING_CODES[codeOf(dosage) ?? ''];
  const fromWords = frequency ? null : fromText(textOf(dosage) ?? null)?.frequency;
  const daily = frequency ?? fromWords;
  return daily ? (DOSES_A_DAY[daily] ?? null) : null;
}

const DOSES_A_DAY: Partial<Record<MedicationFrequency, number>> = {
  'Once daily': 1,
  'Twice daily': 2,
  'Three times daily': 3,
  'Four times daily': 4,
};

/**
 * Several dosage lines (a split dose: 2 tablets in the morning, 1 in the evening; a tapering
 * course): each line keeps its own dose and moment in the note, in the record's order, and when
 * every line is taken daily their doses add up to the day's count.
 */
function fromLines(list: Json[]): Schedule {
  const note = list.map(lineWords).filter(Boolean).join('; ') || null;
  if (list.every(asNeeded)) return { frequency: 'As needed', note };
  const counts = list.map(perDayOf);
  const total = counts.every((n) => n !== null)
    ? counts.reduce((sum: number, n) => sum + n!, 0)
    : null;
  return { frequency: (total && BY_DOSES_A_DAY[total]) || null, note };
}

export function scheduleOf(dosages: unknown): Schedule {
  const list = ordered(dosages);
  const first = list[0];
  if (!first) return { frequency: null, note: null };
  if (list.length > 1) return fromLines(list);
  const text = textOf(first) ?? null;
  const repeat = obj(obj(first.timing)?.repeat);
  const code = codeOf(first);
  const said = text ?? describe(repeat, code);
  // The moments a structured timing names (08:00, before breakfast, Mondays), said when the text
  // does not: the frequency alone would lose them.
  const parts = momentParts(repeat);
  if (code && CODE_MOMENTS[code]) parts.when.push(CODE_MOMENTS[code]);
  const detail = text ? unsaid(text, parts) : saidOf(parts);
  const withDetail = (base: string | null) =>
    base && detail && base !== describe(repeat, code) ? `${base} (${detail})` : (base ?? detail);
  // 'Every 12 hours as needed' is taken when needed: the cabinet's 'As needed', with the limit
  // and the reason kept ('as needed for Pain').
  if (asNeeded(first)) {
    const reason = neededFor(first);
    const limit = repeat || code ? said : text;
    const why =
      reason && !(limit ?? '').toLowerCase().includes(reason.toLowerCase())
        ? `as needed for ${reason}`
        : null;
    const note = [withDetail(limit), why].filter(Boolean).join(', ');
    return { frequency: 'As needed', note: note || null };
  }
  const exact = (repeat ? fromRepeat(repeat) : null) ?? TIMING_CODES[code ?? ''] ?? null;
  if (exact) return { frequency: exact, note: detail ? withDetail(text) : null };
  const own = !repeat && !code ? fromText(text) : null;
  if (own) return own;
  return { frequency: null, note: withDetail(said) ?? null };
}

/** A dose quantity or range in words ('10 mg', '1-2 puff'). */
function quantityOf(dosage: Json): string | null {
  for (const rate of objs(dosage.doseAndRate)) {
    const quantity = obj(rate.doseQuantity);
    const value = num(quantity?.value);
    const unit = str(quantity?.unit) ?? str(quantity?.code);
    if (value !== undefined) return `${value}${unit ? ` ${unit}` : ''}`;
    const range = obj(rate.doseRange);
    const low = num(obj(range?.low)?.value);
    const high = num(obj(range?.high)?.value);
    const rangeUnit = str(obj(range?.high)?.unit) ?? str(obj(range?.low)?.unit);
    if (low !== undefined && high !== undefined)
      return `${low}-${high}${rangeUnit ? ` ${rangeUnit}` : ''}`;
  }
  return null;
}

/**
 * The dose as written: the dosage text, else its dose quantity or range ('10 mg'). With several
 * lines, each line's dose with its moment ('2 tablet in the morning; 1 tablet in the evening'),
 * never one line's amount as if it were every dose's.
 */
export function doseOf(dosages: unknown): string | null {
  const list = ordered(dosages);
  const first = list[0];
  if (!first) return null;
  if (list.length > 1) return list.map(lineWords).filter(Boolean).join('; ') || null;
  return textOf(first) ?? quantityOf(first);
}
