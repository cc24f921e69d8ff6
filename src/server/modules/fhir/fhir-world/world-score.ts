/**
 * Runs a world bundle through the real app as a person would (preview, confirm what the preview
 * ticked, then read back the cabinet, the profile's medical history and the body metrics) and
 * compares what was stored with the bundle's truth. A bundle is imported fully (everything
 * right), partly (something missing or wrong) or refused (a 4xx or 5xx on the way). The stored
 * text is read with the scorer's own synonyms, in the four languages the world writes.
 */
import type { FastifyInstance } from 'fastify';
import type { FhirImportPreview } from '#shared/contracts/fhir.contract';
import type {
  DoseTruth,
  Moment,
  MedicineTruth,
  ScheduleTruth,
  Weekday,
  WorldBundle,
} from './world-model';

export interface WorldApp {
  app: FastifyInstance;
  /** The Origin header the app's CSRF check accepts. */
  origin: string;
  /** A fresh signed-in person: their session cookie. */
  newUser: () => Promise<string>;
}

type Outcome = 'fully' | 'partly' | 'refused';

export interface BundleScore {
  seed: number;
  split: WorldBundle['split'];
  writer: string;
  outcome: Outcome;
  /** Error name → count ('schedule: lost', 'dose: swapped', ...). */
  errors: Record<string, number>;
  /** What went wrong, item by item (only ever printed for the tune split). */
  details: string[];
}

interface Stored {
  medications: {
    name: string;
    substance: { name: string } | null;
    dosage: string | null;
    frequency: string;
    schedule_note?: string | null;
    doses_per_day?: number;
  }[];
  allergies: string[];
  conditions: string[];
  metrics: { kind: string; date: string; value: number; value2: number | null }[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const BY_DOSES: Record<number, string> = {
  1: 'Once daily',
  2: 'Twice daily',
  3: 'Three times daily',
  4: 'Four times daily',
};

const MOMENT_WORDS: Record<Moment, RegExp> = {
  morning:
    /\b(morning|morn|am|a\.m\.|breakfast|morgens?|fruh|fruhstuck|matin|petit-dejeuner|manana|desayuno)\b/,
  noon: /\b(noon|midday|lunch|lunchtime|mittags?|mittagessen|midi|mediodia|almuerzo)\b|(^|[^-])\bdejeuner\b/,
  evening: /\b(evening|eve|dinner|supper|pm|p\.m\.|abends?|abendessen|soir|diner|tarde|cena)\b/,
  night: /\b(bedtime|night|nightly|hs|nachts?|schlafengehen|coucher|acostarse|dormir|noche)\b/,
};

/** Clock hours said in the text ('08:00', '8 am', '20 Uhr', '8h'). */
function hoursIn(text: string): number[] {
  const hours: number[] = [];
  for (const m of text.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h\b)?/g)) {
    const [, h, minutes, suffix] = m;
    if (minutes === undefined && !suffix) continue;
    let hour = Number(h);
    if (suffix?.startsWith('p') && hour < 12) hour += 12;
    if (suffix?.startsWith('a') && hour === 12) hour = 0;
    if (hour <= 23) hours.push(hour);
  }
  return hours;
}

const MOMENT_HOURS: Record<Moment, (hour: number) => boolean> = {
  morning: (h) => h >= 5 && h < 11,
  noon: (h) => h >= 11 && h < 14,
  evening: (h) => h >= 17 && h < 21,
  night: (h) => h >= 21 || h < 4,
};

const saysMoment = (text: string, moment: Moment) =>
  MOMENT_WORDS[moment].test(text) || hoursIn(text).some(MOMENT_HOURS[moment]);

const DAY_WORDS: Record<Weekday, RegExp> = {
  mon: /\b(mon|mondays?|montags?|lundi|lunes)\b/,
  tue: /\b(tue|tues|tuesdays?|dienstags?|mardi|martes)\b/,
  wed: /\b(wed|wednesdays?|mittwochs?|mercredi|miercoles)\b/,
  thu: /\b(thu|thur|thurs|thursdays?|donnerstags?|jeudi|jueves)\b/,
  fri: /\b(fri|fridays?|freitags?|vendredi|viernes)\b/,
  sat: /\b(sat|saturdays?|samstags?|samedi|sabado)\b/,
  sun: /\b(sun|sundays?|sonntags?|dimanche|domingo)\b/,
};

const REASON_WORDS: Record<string, RegExp> = {
  pain: /\b(pain|schmerz\w*|douleurs?|dolor)\b/,
  breath: /\b(breath|breathless\w*|dyspn\w*|atemnot|essoufflement|falta de aire|wheez\w*)\b/,
  sleep: /\b(sleep\w*|insomni\w*|schlafstorung\w*|insomnio)\b/,
};

const numberPattern = (value: number) =>
  new RegExp(`(^|[^\\d.,])${String(value).replace('.', '[.,]')}(?![\\d]|[.,]\\d)`);

const saysNumber = (text: string, value: number) => numberPattern(value).test(text);

function saysDose(text: string, dose: DoseTruth): boolean {
  if (!saysNumber(text, dose.low)) return false;
  if (dose.high !== undefined && !saysNumber(text, dose.high)) return false;
  if (dose.unit === 'mg') return /\bmg\b/.test(text);
  if (dose.unit === 'mcg') return /\b(mcg|ug)\b|µg/.test(text);
  return true;
}

const SEGMENTS = /;|\||\n|,\s|\s(?:and|und|et|y|then)\s/;

/** The European scheme in a text: '2-0-1' → morning 2, noon 0, evening 1 (night when four). */
function schemeIn(text: string): Partial<Record<Moment, number>> | null {
  const m =
    /(?:^|\s)(\d+(?:[.,]\d+)?)-(\d+(?:[.,]\d+)?)-(\d+(?:[.,]\d+)?)(?:-(\d+(?:[.,]\d+)?))?(?=\s|$)/.exec(
      text,
    );
  if (!m) return null;
  const n = (s: string | undefined) => (s === undefined ? 0 : Number(s.replace(',', '.')));
  return { morning: n(m[1]), noon: n(m[2]), evening: n(m[3]), night: n(m[4]) };
}

type Add = (error: string, detail: string) => void;

function checkSplitDose(truth: MedicineTruth, row: Stored['medications'][number], add: Add) {
  const lines = truth.lines!;
  const text = fold([row.dosage, row.schedule_note].filter(Boolean).join(' ; '));
  const scheme = schemeIn(text);
  if (scheme && lines.every((line) => scheme[line.moment] === line.dose.low)) return;
  const segments = text.split(SEGMENTS);
  for (const line of lines) {
    const own = segments.filter((s) => saysMoment(s, line.moment));
    if (own.some((s) => saysNumber(s, line.dose.low))) continue;
    const others = lines.filter((other) => other.dose.low !== line.dose.low);
    if (own.some((s) => others.some((other) => saysNumber(s, other.dose.low))))
      add(
        'dose: swapped between intakes',
        `${truth.name}: ${line.moment} ${line.dose.low} read as "${text}"`,
      );
    else
      add(
        'dose: split dose lost',
        `${truth.name}: ${line.moment} ${line.dose.low} not in "${text}"`,
      );
    return;
  }
  // The dose field alone gives one intake's amount as if it were every intake's.
  const dosage = fold(row.dosage ?? '');
  const named = lines.filter((line) => saysNumber(dosage, line.dose.low));
  if (named.length === 1 && !lines.some((line) => saysMoment(dosage, line.moment)))
    add('dose: one intake given as the dose', `${truth.name}: dosage "${row.dosage}"`);
}

function checkSchedule(truth: MedicineTruth, row: Stored['medications'][number], add: Add) {
  const schedule: ScheduleTruth = truth.schedule;
  const text = fold([row.dosage, row.schedule_note].filter(Boolean).join(' ; '));
  const note = row.schedule_note ?? null;
  const doses = row.doses_per_day ?? 1;
  const lostOrWrong = (expected: string) =>
    row.frequency === 'Once daily' && !note
      ? add('schedule: lost', `${truth.name}: ${expected}, stored Once daily`)
      : add(
          'schedule: wrong count',
          `${truth.name}: ${expected}, stored ${row.frequency} (${doses}/day) note "${note ?? ''}"`,
        );
  switch (schedule.kind) {
    case 'daily': {
      const expected = BY_DOSES[schedule.perDay];
      if (doses !== schedule.perDay || (expected && row.frequency !== expected))
        lostOrWrong(`${schedule.perDay} a day`);
      return;
    }
    case 'every': {
      const perDay = 24 / schedule.hours;
      if (doses !== perDay || (BY_DOSES[perDay] && row.frequency !== BY_DOSES[perDay]))
        lostOrWrong(`every ${schedule.hours} h`);
      return;
    }
    case 'clock': {
      if (doses !== schedule.times.length) return lostOrWrong(schedule.times.join(' '));
      const hours = hoursIn(text);
      const missing = schedule.times.filter((t) => !hours.includes(Number(t.slice(0, 2))));
      if (missing.length > 0)
        add('schedule: times of day lost', `${truth.name}: ${missing.join(' ')} not in "${text}"`);
      return;
    }
    case 'moments': {
      if (doses !== schedule.moments.length) return lostOrWrong(schedule.moments.join('+'));
      const scheme = schemeIn(text);
      const missing = schedule.moments.filter(
        (m) => !saysMoment(text, m) && !(scheme && (scheme[m] ?? 0) > 0),
      );
      if (missing.length > 0)
        add('schedule: times of day lost', `${truth.name}: ${missing.join(' ')} not in "${text}"`);
      return;
    }
    case 'weekdays': {
      const missing = schedule.days.filter((day) => !DAY_WORDS[day].test(text));
      if (missing.length > 0)
        add('schedule: weekdays lost', `${truth.name}: ${missing.join(' ')} not in "${text}"`);
      else if (
        doses !== 1 ||
        ['Twice daily', 'Three times daily', 'Four times daily'].includes(row.frequency)
      )
        add(
          'schedule: wrong count',
          `${truth.name}: weekdays stored ${row.frequency} ${doses}/day`,
        );
      return;
    }
    case 'every-other-day':
      if (
        row.frequency !== 'Every other day' &&
        !/other day|zweiten tag|jour sur deux|48/.test(text)
      )
        lostOrWrong('every other day');
      return;
    case 'weekly':
      if (row.frequency !== 'Weekly' && !/week|woch|semaine|semana|\bwk\b/.test(text))
        lostOrWrong('weekly');
      return;
    case 'as-needed':
      if (row.frequency !== 'As needed')
        return add('schedule: as needed lost', `${truth.name}: stored ${row.frequency} "${text}"`);
      if (schedule.reason && !REASON_WORDS[schedule.reason]!.test(text))
        add(
          'schedule: as-needed reason lost',
          `${truth.name}: ${schedule.reason} not in "${text}"`,
        );
      if (schedule.everyHours && !saysNumber(text, schedule.everyHours))
        add(
          'schedule: as-needed interval lost',
          `${truth.name}: every ${schedule.everyHours} h not in "${text}"`,
        );
      return;
  }
}

const matchesName = (row: Stored['medications'][number], name: string) =>
  fold(row.name).includes(fold(name)) ||
  (row.substance && fold(row.substance.name).includes(fold(name)));

function checkMedicines(world: WorldBundle, stored: Stored, preview: FhirImportPreview, add: Add) {
  const claimed = new Set<number>();
  for (const truth of world.truth.medicines) {
    const rows = stored.medications
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => matchesName(row, truth.name));
    rows.forEach(({ index }) => claimed.add(index));
    if (!truth.present) {
      if (rows.length > 0)
        add('medicine: kept though not current', `${truth.name}: ${truth.absentBecause}`);
      continue;
    }
    const first = rows[0]?.row;
    if (!first) {
      const unresolved = preview.unresolved_medicines.some((m) =>
        fold(m.name).includes(fold(truth.name)),
      );
      add(unresolved ? 'medicine: name not recognised' : 'medicine: missing', truth.name);
      continue;
    }
    if (rows.length > 1) add('medicine: doubled', truth.name);
    if (truth.lines) checkSplitDose(truth, first, add);
    else if (
      truth.dose &&
      !saysDose(fold([first.dosage, first.schedule_note].join(' ')), truth.dose)
    )
      add(
        'dose: lost or wrong',
        `${truth.name}: ${JSON.stringify(truth.dose)} vs "${first.dosage}"`,
      );
    checkSchedule(truth, first, add);
  }
  stored.medications.forEach((row, index) => {
    if (!claimed.has(index)) add('medicine: extra', row.name);
  });
}

function checkHistory(
  section: 'allergy' | 'condition',
  truths: WorldBundle['truth']['allergies'],
  stored: string[],
  add: Add,
) {
  const listed = stored.map(fold);
  const claimed = new Set<string>();
  for (const truth of truths) {
    const there = listed.filter(
      (name) => name.includes(fold(truth.name)) || fold(truth.name).includes(name),
    );
    there.forEach((name) => claimed.add(name));
    if (truth.present && there.length === 0)
      add(`${section}: missing`, `${truth.name} (${truth.because})`);
    if (!truth.present && there.length > 0)
      add(
        truth.because === 'no known allergy'
          ? 'allergy: "no known allergy" kept'
          : `${section}: kept though ${truth.because}`,
        truth.name,
      );
  }
  for (const name of listed) if (!claimed.has(name)) add(`${section}: extra`, name);
}

function checkVitals(world: WorldBundle, stored: Stored, add: Add) {
  const claimed = new Set<number>();
  for (const truth of world.truth.vitals) {
    const index = stored.metrics.findIndex((m) => m.kind === truth.kind && m.date === truth.date);
    const row = stored.metrics[index];
    if (row) claimed.add(index);
    if (!truth.present) {
      if (row) add('vital: kept though its date is not a day', `${truth.kind} ${truth.because}`);
      continue;
    }
    if (!row) {
      add('vital: missing', `${truth.kind} ${truth.date}`);
      continue;
    }
    const tolerance = truth.kind === 'weight' ? 0.15 : 0.5;
    if (
      Math.abs(row.value - truth.value) > tolerance ||
      (truth.value2 !== null && Math.abs((row.value2 ?? -1) - truth.value2) > tolerance)
    )
      add(
        'vital: wrong value',
        `${truth.kind}: ${truth.value}/${truth.value2} vs ${row.value}/${row.value2}`,
      );
  }
  stored.metrics.forEach((row, index) => {
    if (!claimed.has(index)) add('vital: extra', `${row.kind} ${row.date}`);
  });
}

function checkLabs(world: WorldBundle, preview: FhirImportPreview, add: Add) {
  const rows = preview.lab_reports.flatMap((report) => report.biomarkers);
  for (const truth of world.truth.labs) {
    const row = rows.find((r) => fold(r.name).includes(fold(truth.name)));
    if (!truth.present) {
      if (row) add('lab: kept though its date is not a day', truth.name);
      continue;
    }
    if (!row) {
      add('lab: missing', truth.name);
      continue;
    }
    if (truth.text !== null ? row.value_text !== truth.text : row.value !== truth.value)
      add(
        'lab: wrong value',
        `${truth.name}: ${truth.value ?? truth.text} vs ${row.value ?? row.value_text}`,
      );
    if ((row.lab_flag ?? null) !== truth.flag)
      add('lab: wrong flag', `${truth.name}: ${truth.flag} vs ${row.lab_flag}`);
  }
}

/** What the account page sends back: every item the preview ticked, with its source ids. */
function ticked(preview: FhirImportPreview) {
  return {
    medicines: [...preview.medicines, ...preview.unresolved_medicines]
      .filter((m) => m.selected)
      .map(({ name, dosage, frequency, schedule_note, type, coding, source_ids }) => ({
        name,
        dosage,
        frequency,
        schedule_note,
        type,
        coding,
        source_ids,
      })),
    allergies: preview.allergies
      .filter((a) => a.selected)
      .map(({ name, coding, source_ids }) => ({ name, coding, source_ids })),
    conditions: preview.conditions
      .filter((c) => c.selected)
      .map(({ name, coding, source_ids }) => ({ name, coding, source_ids })),
    metrics: preview.metrics,
    sleep: preview.sleep,
    lab_reports: preview.lab_reports_blocked ? [] : preview.lab_reports.filter((r) => r.selected),
  };
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export async function scoreWorldBundle(world: WorldBundle, target: WorldApp): Promise<BundleScore> {
  const errors: Record<string, number> = {};
  const details: string[] = [];
  const add: Add = (error, detail) => {
    errors[error] = (errors[error] ?? 0) + 1;
    details.push(`${error}: ${detail}`);
  };
  const result = (outcome: Outcome): BundleScore => ({
    seed: world.seed,
    split: world.split,
    writer: world.writer,
    outcome,
    errors,
    details,
  });
  const cookie = await target.newUser();
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    target.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      headers: { origin: target.origin, cookie },
    });
  let firstPreview: FhirImportPreview | null = null;
  for (const bundle of [world.bundle, world.again].filter((b) => b !== null)) {
    const previewed = await call('POST', '/api/account/fhir', bundle);
    if (previewed.statusCode !== 200) {
      add(`refused: preview ${previewed.statusCode}`, previewed.body.slice(0, 300));
      return result('refused');
    }
    const preview = previewed.json() as FhirImportPreview;
    firstPreview ??= preview;
    const kept = ticked(preview);
    // Nothing ticked: the page offers no confirmation (the API would answer 400 'choose one').
    if (Object.values(kept).every((items) => items.length === 0)) continue;
    const confirmed = await call('POST', '/api/account/fhir/confirm', kept);
    if (confirmed.statusCode !== 200) {
      add(`refused: confirm ${confirmed.statusCode}`, confirmed.body.slice(0, 300));
      return result('refused');
    }
  }
  const [cabinet, profile, metrics] = await Promise.all([
    call('GET', '/api/medications'),
    call('GET', '/api/profile'),
    call('GET', '/api/account/body-metrics'),
  ]);
  for (const [what, response] of [
    ['cabinet', cabinet],
    ['profile', profile],
    ['body metrics', metrics],
  ] as const)
    if (response.statusCode !== 200) {
      add(`read back: ${what} ${response.statusCode}`, response.body.slice(0, 200));
      return result('refused');
    }
  const history = (profile.json() as { profile: { medical_history: Record<string, unknown> } })
    .profile.medical_history;
  const stored: Stored = {
    medications: (cabinet.json() as { medications: Stored['medications'] }).medications,
    allergies: listOf(history.allergies),
    conditions: [
      ...listOf(history.currentConditions),
      ...listOf(history.chronicConditions),
      ...listOf(history.medicalConditions),
      ...listOf(history.healthConditions),
    ],
    metrics: (metrics.json() as { metrics: Stored['metrics'] }).metrics,
  };
  checkMedicines(world, stored, firstPreview!, add);
  checkHistory('allergy', world.truth.allergies, stored.allergies, add);
  checkHistory('condition', world.truth.conditions, stored.conditions, add);
  checkVitals(world, stored, add);
  checkLabs(world, firstPreview!, add);
  return result(Object.keys(errors).length === 0 ? 'fully' : 'partly');
}

export interface Figures {
  bundles: number;
  fully: number;
  partly: number;
  refused: number;
  errors: Record<string, number>;
}

export function figuresOf(scores: readonly BundleScore[]): Figures {
  const figures: Figures = { bundles: scores.length, fully: 0, partly: 0, refused: 0, errors: {} };
  for (const score of scores) {
    figures[score.outcome] += 1;
    for (const [error, count] of Object.entries(score.errors))
      figures.errors[error] = (figures.errors[error] ?? 0) + count;
  }
  return figures;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;

export function printFigures(label: string, figures: Figures): string {
  const lines = [
    `${label}: ${figures.bundles} bundles, fully ${figures.fully} (${percent(figures.fully, figures.bundles)}), partly ${figures.partly} (${percent(figures.partly, figures.bundles)}), refused ${figures.refused} (${percent(figures.refused, figures.bundles)})`,
    ...Object.entries(figures.errors)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([error, count]) => `    ${String(count).padStart(5)}  ${error}`),
  ];
  return lines.join('\n');
}
