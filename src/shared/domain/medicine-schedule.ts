/**
 * How often a medicine is taken, read from what people and records write ('twice a day', 'bid',
 * 'every 12 hours as needed', 'morning and evening', '2 puffs q4h prn', 'zweimal täglich') into the
 * cabinet's frequency, with the text kept verbatim whenever the frequency does not say all of it.
 * Nothing is guessed silently: a text this cannot read whole comes back `certain: false`, so the
 * page shows its reading for confirmation and the text is kept as the schedule's note (ADR 077).
 * Pure TypeScript: the server (profile sync, cabinet writes, FHIR import, daily log) and the client
 * (onboarding's 'How often' field) read a text the same way.
 */
import {
  DAILY_MEDICATION_FREQUENCIES,
  DOSES_PER_FREQUENCY,
  MEDICATION_FREQUENCIES,
  type MedicationFrequency,
} from './medication-frequencies';

export const TIMES_OF_DAY = ['morning', 'noon', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface MedicineSchedule {
  /** The cabinet's frequency the text means; null when none of them says it. */
  frequency: MedicationFrequency | null;
  /** Scheduled doses a day (as needed: the most a day); null when not a daily schedule or unknown. */
  dosesPerDay: number | null;
  /** 'every 12 hours', 'q4h': the interval in hours; else null. */
  everyHours: number | null;
  /** Named moments of the day ('morning and evening'), in the day's order. */
  timesOfDay: TimeOfDay[];
  asNeeded: boolean;
  /** The text as written (trimmed) when it is not exactly one of the cabinet's words; else null. */
  note: string | null;
  /** Every word was read and nothing contradicts itself: no need to ask the person. */
  certain: boolean;
  /** Certain, and the frequency alone says all the text says: the note need not be kept. */
  exact: boolean;
}

/** The most doses a day the daily log offers to mark (q1h would otherwise mean 24 buttons). */
export const MAX_LOGGED_DOSES_A_DAY = 12;

const BY_DOSES_A_DAY: Record<number, MedicationFrequency> = {
  1: 'Once daily',
  2: 'Twice daily',
  3: 'Three times daily',
  4: 'Four times daily',
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  once: 1,
  twice: 2,
  thrice: 3,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  sechs: 6,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
};
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|');
const numberOf = (word: string): number => NUMBER_WORDS[word] ?? Number(word);

/** Words that only join the schedule's words ('a', 'and', 'take', 'by mouth') in five languages. */
const FILLER = new Set(
  (
    'a an and or the at in on of per each every to with by take takes taking use apply inhale ' +
    'by mouth orally oral po with food with meals meal meals food water after before ' +
    'und oder am im zum zur mit pro je bei nach vor dem der die das essen ' +
    'et ou le la les au aux a par avec pendant apres avant du des de repas ' +
    'y o el los las al con por cada despues antes del comida comidas ' +
    'e il lo gli ai alla con dopo prima dei pasti pasto di da ' +
    // Verbs and routes a sig begins with: 'Tomar', 'Prendre', 'Einnahme:', 'por vía oral'.
    'nehmen einnehmen einnahme tomar tome tomarse prendre prenez prendere assumere ' +
    'via voie orale oralement um las ' +
    // A dose's form without its amount ('2-0-1 Tabletten').
    'tablet tablets tablette tabletten comprime comprimes comprimido comprimidos capsule capsules ' +
    'kapsel kapseln gelule gelules capsula capsulas puff puffs hub hube'
  ).split(' '),
);

/** The text folded for reading: lower case, no accents, 'b.i.d.' → 'bid', punctuation as spaces. */
function fold(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      // Dotted abbreviations: 'b.i.d.', 'q.d.', 'p.r.n.', 'a.m.'.
      .replace(/\b([a-z])\.(?=[a-z0-9]\b|[a-z0-9]\.)/g, '$1')
      .replace(/\b([a-z])\.(?=\s|$)/g, '$1')
      .replace(/[,;:()[\]!?"]|\.(?!\d)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

interface Facts {
  perDay: number[];
  everyHours: number | null;
  everyDays: number | null;
  perWeek: number | null;
  times: Set<TimeOfDay>;
  /** Clock hours named ('at 8:00 and 20:00', '9 am', '8 Uhr', '20h'): one dose each. */
  clock: Set<number>;
  asNeeded: boolean;
  /** A range ('every 4-6 hours', '1-2 times a day'): no one schedule. */
  range: boolean;
  /** Something beyond the frequency: an interval limit on an as-needed dose, a named time. */
  detail: boolean;
  /** Read, but a word short of saying it ('twice' without 'a day'). */
  vague: boolean;
  understood: boolean;
}

type Rule = [RegExp, (facts: Facts, match: RegExpExecArray) => void];

const HOUR_WORDS = '(?:hours?|hrs?|h|stunden?|std|heures?|horas?|ore|ora)';
const DAY_WORDS =
  '(?:a day|per day|each day|every day|daily|day|/ ?day|/ ?d|taglich|am tag|pro tag|jeden tag|' +
  'par jour|tous les jours|quotidien(?:ne)?(?:ment)?|al dia|por dia|diari[oa]s?|todos los dias|' +
  'al giorno|ogni giorno|giornalier[oa]|quotidian[oa])';
const WEEK_WORDS =
  '(?:a week|per week|each week|every week|weekly|/ ?week|/ ?wk|wochentlich|pro woche|jede woche|' +
  'in der woche|par semaine|chaque semaine|hebdomadaire|a la semana|por semana|cada semana|' +
  'semanal(?:mente)?|alla settimana|a settimana|ogni settimana|settimanale)';
const TIMES_WORD = '(?:x|times?|mal|fois|veces|vez|volte|volta)';

const RULES: Rule[] = [
  // As needed, in every language and abbreviation.
  [
    /\b(?:prn|as needed|when needed|if needed|as required|when required|on demand|bei bedarf|au besoin|si besoin|si necessaire|en cas de besoin|segun necesidad|si es necesario|cuando sea necesario|a demanda|al bisogno|se necessario|secondo necessita|al bisogno)\b/,
    (f) => {
      f.asNeeded = true;
    },
  ],
  // A range of hours or times: 'every 4-6 hours', '1-2 times a day'.
  [
    new RegExp(
      `\\b(?:every|alle|toutes les|cada|ogni|q)\\s*\\d+\\s*(?:-|to|bis|a|y|o)\\s*\\d+\\s*${HOUR_WORDS}\\b`,
    ),
    (f) => {
      f.range = true;
    },
  ],
  [
    new RegExp(`\\b\\d+\\s*(?:-|to|or|bis|oder|a|ou|o)\\s*\\d+\\s*${TIMES_WORD}\\b`),
    (f) => {
      f.range = true;
    },
  ],
  // Latin timing abbreviations.
  [/\bq\s?(\d+)\s?(?:h|hr|hrs|hours?)\b/, (f, m) => setHours(f, Number(m[1]))],
  [/\b(?:qod|qad|q2d|q48h)\b/, (f) => setDays(f, 2)],
  [/\b(?:qw|qwk|q1w|q7d)\b/, (f) => setDays(f, 7)],
  [/\b(?:bid|bd|b i d)\b/, (f) => f.perDay.push(2)],
  [/\b(?:tid|tds|t i d)\b/, (f) => f.perDay.push(3)],
  [/\b(?:qid|qds|q i d)\b/, (f) => f.perDay.push(4)],
  [/\b(?:qd|od|q1d|q24h|q d|o d)\b/, (f) => f.perDay.push(1)],
  [/\b(?:qhs|hs|nocte)\b/, (f) => addTime(f, 'night')],
  [/\b(?:qam|mane)\b/, (f) => addTime(f, 'morning')],
  [/\bqpm\b/, (f) => addTime(f, 'evening')],
  // Every N hours: 'every 12 hours', 'alle 12 Stunden', 'toutes les 12 heures', 'cada 12 horas'.
  [
    new RegExp(`\\b(?:every|alle|toutes les|cada|ogni)\\s*(\\d+)\\s*${HOUR_WORDS}\\b`),
    (f, m) => setHours(f, Number(m[1])),
  ],
  [/\b(\d+)[ -]?hourly\b/, (f, m) => setHours(f, Number(m[1]))],
  // Every other day and every N days.
  [
    /\b(?:every other day|every second day|alternate days|on alternate days|every 2 days|jeden zweiten tag|alle (?:2|zwei) tage|un jour sur deux|tous les deux jours|cada (?:2|dos) dias|dia por medio|a giorni alterni|ogni (?:2|due) giorni|un giorno si e uno no)\b/,
    (f) => setDays(f, 2),
  ],
  [
    /\b(?:every|alle|tous les|cada|ogni)\s*(\d+)\s*(?:days|tage|jours|dias|giorni)\b/,
    (f, m) => setDays(f, Number(m[1])),
  ],
  // N times a day / a week, with the number as a digit, a word or a German compound ('zweimal').
  [
    new RegExp(
      `\\b(\\d+|${NUMBER_WORD})\\s*${TIMES_WORD}?\\s*(?:a |per |each |pro |par |al |por |a la |alla |a |in der |am )?${WEEK_WORDS}`,
    ),
    (f, m) => {
      f.perWeek = numberOf(m[1]!);
    },
  ],
  [
    new RegExp(`\\b(ein|zwei|drei|vier|funf|sechs)mal\\s*(?:pro |in der |die |je )?${WEEK_WORDS}`),
    (f, m) => {
      f.perWeek = numberOf(m[1]!);
    },
  ],
  [
    new RegExp(
      `\\b(\\d+|${NUMBER_WORD})\\s*${TIMES_WORD}?\\s*(?:a |per |each |pro |par |al |por |alla |a |am |in )?${DAY_WORDS}\\b`,
    ),
    (f, m) => f.perDay.push(numberOf(m[1]!)),
  ],
  [
    new RegExp(`\\b(ein|zwei|drei|vier|funf|sechs)mal\\s*(?:am |pro |je |den )?${DAY_WORDS}\\b`),
    (f, m) => f.perDay.push(numberOf(m[1]!)),
  ],
  // 'twice' alone most likely means a day, but it does not say so: read, and asked about.
  [
    /\b(?:twice|thrice)\b/,
    (f, m) => {
      f.perDay.push(m[0] === 'twice' ? 2 : 3);
      f.vague = true;
    },
  ],
  [new RegExp(`\\b(?:once )?${WEEK_WORDS}`), (f) => void (f.perWeek = 1)],
  [new RegExp(`\\b${DAY_WORDS}\\b`), (f) => f.perDay.push(1)],
  // Clock times: '8 00' (folded from '8:00'), '9 am', '8 uhr', '20h'.
  [
    /\b([01]?\d|2[0-3])(?: ([0-5]\d)\b| ?(am|pm)\b| (uhr)\b|(h)\b)/,
    (f, m) => {
      const hour = Number(m[1]);
      f.clock.add(m[3] === 'pm' && hour < 12 ? hour + 12 : m[3] === 'am' && hour === 12 ? 0 : hour);
      f.detail = true;
    },
  ],
  // Named moments of the day, and the meals that name them.
  [
    /\b(?:in the morning|morning|mornings|morgens|am morgen|fruh|fruhs|le matin|matin|por la manana|manana|mattina|mattino|di mattina|la mattina|breakfast|fruhstuck|petit-dejeuner|desayuno|colazione)\b/,
    (f) => addTime(f, 'morning'),
  ],
  [
    /\b(?:at noon|noon|midday|lunchtime|at lunch|lunch|mittags|mittagessen|a midi|midi|dejeuner|mediodia|almuerzo|mezzogiorno|a pranzo|pranzo)\b/,
    (f) => addTime(f, 'noon'),
  ],
  [/\b(?:afternoon|nachmittags|apres-midi|pomeriggio)\b/, (f) => addTime(f, 'afternoon')],
  [
    /\b(?:in the evening|evening|evenings|abends|am abend|le soir|soir|por la tarde|tarde|la sera|di sera|sera|dinner|supper|abendessen|diner|cena)\b/,
    (f) => addTime(f, 'evening'),
  ],
  [
    /\b(?:at night|nightly|night|at bedtime|bedtime|before bed|at bed|nachts|zur nacht|vor dem schlafengehen|au coucher|coucher|la nuit|nuit|por la noche|noche|al acostarse|antes de dormir|di notte|la notte|notte|prima di dormire)\b/,
    (f) => addTime(f, 'night'),
  ],
];

/** The moment of the day a clock hour falls in. */
function momentOfHour(hour: number): TimeOfDay {
  if (hour >= 4 && hour < 11) return 'morning';
  if (hour < 14 && hour >= 11) return 'noon';
  if (hour < 17 && hour >= 14) return 'afternoon';
  if (hour < 21 && hour >= 17) return 'evening';
  return 'night';
}

function setHours(f: Facts, hours: number): void {
  f.everyHours = hours;
  if (hours > 0 && hours <= 24 && Number.isInteger(24 / hours)) f.perDay.push(24 / hours);
  else if (hours === 48) f.everyDays = 2;
  else if (hours === 168) f.everyDays = 7;
  else f.range = true;
}

function setDays(f: Facts, days: number): void {
  f.everyDays = days;
}

function addTime(f: Facts, time: TimeOfDay): void {
  f.times.add(time);
  f.detail = true;
}

const AMOUNT = '(\\d+(?:[.,]\\d+)?|1/2|½)';
/** Amounts by moment of the day, as European prescriptions write them: '1-0-1', '2-0-1-0'. */
const SCHEME = new RegExp(
  `(?:^|(?<=\\s))${AMOUNT}-${AMOUNT}-${AMOUNT}(?:-${AMOUNT})?(?=\\s|$)`,
  'g',
);
const SCHEME_MOMENTS: TimeOfDay[] = ['morning', 'noon', 'evening', 'night'];

/** A dose ('2 puffs', '500 mg', '1 tablet'): read as the dose, not the schedule. */
const DOSE =
  /\b\d+(?:[.,]\d+)?(?:\s*(?:-|to|bis|a|à)\s*\d+(?:[.,]\d+)?)?\s*(?:mg|mcg|µg|ug|g|ml|iu|ie|ui|units?|tabs?|tablets?|tabletten?|comprimes?|comprimidos?|compresse|caps?|capsules?|kapseln?|gelules?|capsulas?|pills?|puffs?|hub|hube|drops?|tropfen|gouttes|gotas|gocce|sprays?|inhalations?|sachets?|patch(?:es)?)\b/g;

const EMPTY_SCHEDULE: MedicineSchedule = {
  frequency: null,
  dosesPerDay: null,
  everyHours: null,
  timesOfDay: [],
  asNeeded: false,
  note: null,
  certain: false,
  exact: false,
};

/** Reads a schedule as written. Blank text reads as nothing known (and nothing to keep). */
export function parseMedicineSchedule(text: string | null | undefined): MedicineSchedule {
  const written = (text ?? '').trim().replace(/\s+/g, ' ');
  if (!written) return EMPTY_SCHEDULE;
  const own = MEDICATION_FREQUENCIES.find((f) => f.toLowerCase() === written.toLowerCase());
  if (own) return scheduleOfFrequency(own);

  const facts: Facts = {
    perDay: [],
    everyHours: null,
    everyDays: null,
    perWeek: null,
    times: new Set(),
    clock: new Set(),
    asNeeded: false,
    range: false,
    detail: false,
    vague: false,
    understood: false,
  };
  // The scheme of amounts by moment ('1-0-1', '2-0-1-0': morning, noon, evening, night), read
  // before the doses are taken out ('1-0-1 Tablette' would lose its last '1').
  let rest = ` ${fold(written).replace(SCHEME, (_, ...amounts: (string | undefined)[]) => {
    SCHEME_MOMENTS.forEach((moment, index) => {
      const amount = amounts[index];
      if (amount !== undefined && Number(amount.replace(',', '.')) > 0) addTime(facts, moment);
    });
    facts.understood = true;
    return ' ';
  })} `.replace(DOSE, ' ');
  // Each rule reads its phrase and takes it out, so a later rule cannot read the same words again.
  for (const [pattern, apply] of RULES) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of rest.matchAll(global)) {
      apply(facts, match as RegExpExecArray);
      facts.understood = true;
    }
    rest = rest.replace(global, ' ');
  }
  // Whatever no rule read and is not a joining word leaves the reading uncertain.
  const leftover = rest
    .split(/[\s/]+/)
    .filter((word) => word && !FILLER.has(word) && !/^\d+(?:[.,]\d+)?$/.test(word));
  return decide(written, facts, leftover.length === 0);
}

function decide(written: string, facts: Facts, allRead: boolean): MedicineSchedule {
  const times = TIMES_OF_DAY.filter((t) => facts.times.has(t));
  const perDay = new Set(facts.perDay);
  // Named moments and clock times count as doses when nothing else says how many ('morning and
  // evening', 'at 8:00 and 20:00', 'with breakfast; at 22:00'): a clock time in a moment already
  // named ('in the morning at 8:00') is the same dose.
  const moments = new Set<TimeOfDay>([...times, ...[...facts.clock].map(momentOfHour)]);
  const named = Math.max(moments.size, facts.clock.size);
  if (named > 0 && (perDay.size === 0 || facts.perDay.every((n) => n === 1))) perDay.add(named);
  if (perDay.size > 1 && named > 0 && perDay.has(named) && facts.perDay.length === 1)
    perDay.delete(1);
  let conflict =
    perDay.size > 1 || (facts.everyDays !== null && (perDay.size > 0 || facts.perWeek !== null));
  // 'daily in the morning and evening' says 1 and 2: a contradiction only when both are numbers.
  if (facts.perDay.length > 1 && new Set(facts.perDay).size > 1) conflict = true;

  let frequency: MedicationFrequency | null = null;
  let dosesPerDay: number | null = null;
  if (!facts.range && !conflict) {
    const [only] = [...perDay];
    if (facts.everyDays === 2) frequency = 'Every other day';
    else if (facts.everyDays === 7 || (facts.everyDays === null && facts.perWeek === 1))
      frequency = 'Weekly';
    else if (facts.everyDays === 1) {
      dosesPerDay = 1;
      frequency = 'Once daily';
    } else if (facts.everyDays === null && facts.perWeek === null && only !== undefined) {
      dosesPerDay = only;
      frequency = BY_DOSES_A_DAY[only] ?? null;
    }
  }
  if (facts.asNeeded) frequency = 'As needed';
  const readWhole =
    allRead &&
    facts.understood &&
    !facts.vague &&
    !facts.range &&
    !conflict &&
    dosesPerDayKnown(facts, frequency);
  const certain = readWhole && frequency !== null;
  const detail =
    facts.detail ||
    (facts.asNeeded && (dosesPerDay !== null || facts.everyHours !== null || perDay.size > 0));
  return {
    frequency,
    dosesPerDay: dosesPerDay !== null && dosesPerDay > 0 ? dosesPerDay : null,
    everyHours: facts.everyHours,
    timesOfDay: times,
    asNeeded: facts.asNeeded,
    note: written,
    certain,
    exact: certain && !detail,
  };
}

/** A schedule that needs no count (weekly, as needed) or one whose count was read. */
function dosesPerDayKnown(facts: Facts, frequency: MedicationFrequency | null): boolean {
  return frequency !== null || facts.perWeek !== null || facts.everyDays !== null;
}

/** The schedule one of the cabinet's own frequencies means. */
export function scheduleOfFrequency(frequency: MedicationFrequency): MedicineSchedule {
  return {
    ...EMPTY_SCHEDULE,
    frequency,
    dosesPerDay: DAILY_MEDICATION_FREQUENCIES.has(frequency)
      ? DOSES_PER_FREQUENCY[frequency]
      : null,
    asNeeded: frequency === 'As needed',
    certain: true,
    exact: true,
  };
}

/**
 * What the cabinet stores for a schedule as written: the frequency it means (else the placeholder
 * 'Once daily', as before), and the text as its note whenever the frequency does not say it all.
 */
export function cabinetScheduleOf(text: string | null | undefined): {
  frequency: MedicationFrequency;
  scheduleNote: string | null;
} {
  const read = parseMedicineSchedule(text);
  return {
    frequency: read.frequency ?? 'Once daily',
    scheduleNote: read.exact ? null : read.note,
  };
}

/**
 * Doses to mark in a day's log: the note's count when it was read (a record's 'every 4 hours'),
 * else the frequency's; one for a medicine not due every day (as needed, weekly, every other day).
 */
export function dosesToLog(frequency: string, scheduleNote: string | null | undefined): number {
  if (!DAILY_MEDICATION_FREQUENCIES.has(frequency)) return 1;
  const read = scheduleNote ? parseMedicineSchedule(scheduleNote) : null;
  const count =
    read && !read.asNeeded && read.dosesPerDay !== null
      ? read.dosesPerDay
      : DOSES_PER_FREQUENCY[frequency as MedicationFrequency];
  return Math.min(Math.max(1, count), MAX_LOGGED_DOSES_A_DAY);
}
