/**
 * A world of FHIR R4 Bundles as different EHRs and apps write them (issue 47's bundle set, ADR
 * 096). Each bundle is made from a seed: first its truth (medicines with dose and schedule,
 * allergies, conditions, vitals, lab results), then a writer's habits decide how it is written
 * (Bundle type, reference style, MedicationStatement or MedicationRequest, contained or entry
 * Medications, Timing.repeat, Timing.code or text only, language, dates). Codes are the real ones
 * (RxNorm, SNOMED CT, LOINC, UCUM, HL7 terminology); nothing is tuned to what the app reads.
 */
import type { Dice } from './world-random';
import { dice, splitOf } from './world-random';
import type {
  DoseLineTruth,
  DoseTruth,
  HistoryTruth,
  LabTruth,
  Language,
  MedicineTruth,
  Moment,
  ScheduleTruth,
  VitalTruth,
  Weekday,
  WorldBundle,
} from './world-model';
import { doseWords, lineWords, reasonWords, schemeWords, sigWords } from './world-words';

type Json = Record<string, unknown>;

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
const SNOMED = 'http://snomed.info/sct';
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const ICD10 = 'http://hl7.org/fhir/sid/icd-10-cm';
const GTS = 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const OBS_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** Medicines with their RxNorm ingredient codes and the strengths they come in. */
const MEDICINES: { name: string; rxcui: string; doses: DoseTruth[]; form: string }[] = [
  {
    name: 'Metformin',
    rxcui: '6809',
    doses: [
      { low: 500, unit: 'mg' },
      { low: 850, unit: 'mg' },
      { low: 1, unit: 'tablet' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Warfarin',
    rxcui: '11289',
    doses: [
      { low: 5, unit: 'mg' },
      { low: 2.5, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Lisinopril',
    rxcui: '29046',
    doses: [
      { low: 10, unit: 'mg' },
      { low: 20, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Atorvastatin',
    rxcui: '83367',
    doses: [
      { low: 20, unit: 'mg' },
      { low: 40, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Amlodipine',
    rxcui: '17767',
    doses: [
      { low: 5, unit: 'mg' },
      { low: 10, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Levothyroxine',
    rxcui: '10582',
    doses: [
      { low: 50, unit: 'mcg' },
      { low: 75, unit: 'mcg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Ibuprofen',
    rxcui: '5640',
    doses: [
      { low: 400, unit: 'mg' },
      { low: 1, high: 2, unit: 'tablet' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Albuterol',
    rxcui: '435',
    doses: [
      { low: 2, unit: 'puff' },
      { low: 1, high: 2, unit: 'puff' },
    ],
    form: 'Metered Dose Inhaler',
  },
  {
    name: 'Omeprazole',
    rxcui: '7646',
    doses: [
      { low: 20, unit: 'mg' },
      { low: 1, unit: 'capsule' },
    ],
    form: 'Delayed Release Oral Capsule',
  },
  {
    name: 'Sertraline',
    rxcui: '36437',
    doses: [
      { low: 50, unit: 'mg' },
      { low: 100, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Simvastatin',
    rxcui: '36567',
    doses: [
      { low: 20, unit: 'mg' },
      { low: 40, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  { name: 'Amiodarone', rxcui: '703', doses: [{ low: 200, unit: 'mg' }], form: 'Oral Tablet' },
  {
    name: 'Metoprolol',
    rxcui: '6918',
    doses: [
      { low: 25, unit: 'mg' },
      { low: 50, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Prednisone',
    rxcui: '8640',
    doses: [
      { low: 5, unit: 'mg' },
      { low: 10, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Furosemide',
    rxcui: '4603',
    doses: [
      { low: 40, unit: 'mg' },
      { low: 20, unit: 'mg' },
    ],
    form: 'Oral Tablet',
  },
  {
    name: 'Gabapentin',
    rxcui: '25480',
    doses: [
      { low: 300, unit: 'mg' },
      { low: 1, unit: 'capsule' },
    ],
    form: 'Oral Capsule',
  },
  {
    name: 'Acetaminophen',
    rxcui: '161',
    doses: [
      { low: 500, unit: 'mg' },
      { low: 1, high: 2, unit: 'tablet' },
    ],
    form: 'Oral Tablet',
  },
  { name: 'Clopidogrel', rxcui: '32968', doses: [{ low: 75, unit: 'mg' }], form: 'Oral Tablet' },
];

const ALLERGIES: { name: string; code: string }[] = [
  { name: 'Penicillin', code: '764146007' },
  { name: 'Peanut', code: '256349002' },
  { name: 'Latex', code: '111088007' },
  { name: 'Amoxicillin', code: '372687004' },
  { name: 'Shellfish', code: '44027008' },
  { name: 'Codeine', code: '387494007' },
  { name: 'Aspirin', code: '387458008' },
  { name: 'Bee venom', code: '288328004' },
];

const NO_KNOWN_ALLERGY: { code?: string; display?: string; text?: string }[] = [
  { code: '716186003', display: 'No known allergy' },
  { code: '409137002', display: 'No known drug allergy' },
  { code: '428607008', display: 'No known environmental allergy' },
  { code: '429625007', display: 'No known food allergy' },
  { text: 'NKDA' },
  { text: 'No Known Allergies' },
  { text: 'Not on File' },
  { text: 'NKA' },
];

const CONDITIONS: { name: string; snomed: string; icd10: string }[] = [
  { name: 'Essential hypertension', snomed: '59621000', icd10: 'I10' },
  { name: 'Type 2 diabetes mellitus', snomed: '44054006', icd10: 'E11.9' },
  { name: 'Asthma', snomed: '195967001', icd10: 'J45.909' },
  { name: 'Hypothyroidism', snomed: '40930008', icd10: 'E03.9' },
  { name: 'Atrial fibrillation', snomed: '49436004', icd10: 'I48.91' },
  { name: 'Hyperlipidemia', snomed: '55822004', icd10: 'E78.5' },
  { name: 'Depressive disorder', snomed: '35489007', icd10: 'F32.A' },
  { name: 'Osteoarthritis of knee', snomed: '239873007', icd10: 'M17.9' },
  { name: 'Gastroesophageal reflux disease', snomed: '235595009', icd10: 'K21.9' },
  { name: 'Migraine', snomed: '37796009', icd10: 'G43.909' },
  { name: 'Acute bronchitis', snomed: '10509002', icd10: 'J20.9' },
  { name: 'Sprain of ankle', snomed: '44465007', icd10: 'S93.409A' },
  { name: 'Chronic kidney disease stage 3', snomed: '433144002', icd10: 'N18.30' },
];

const WHEN_CODES: Record<Moment, string[]> = {
  morning: ['MORN', 'ACM', 'PCM', 'CM'],
  noon: ['NOON', 'ACD', 'CD'],
  evening: ['EVE', 'ACV', 'PCV', 'CV'],
  night: ['HS', 'NIGHT'],
};
const MOMENT_CLOCK: Record<Moment, string> = {
  morning: '08:00:00',
  noon: '12:00:00',
  evening: '18:00:00',
  night: '22:00:00',
};

/** A writer: the habits of one kind of EHR or app. */
interface Writer {
  name: string;
  language: () => Language;
  bundleType: () => 'collection' | 'searchset' | 'transaction' | 'document';
  references: () => 'urn' | 'relative' | 'absolute';
  resource: () => 'MedicationStatement' | 'MedicationRequest';
  medication: () => 'concept' | 'contained' | 'entry';
  /** How a dosage's timing is written: structured repeat, a code, or text alone. */
  timing: () => 'repeat' | 'code' | 'text';
  /** Whether a structured dosage also carries its text. */
  withText: () => boolean;
  /** A split dose in one text line ('2-0-1'); else one dosage line per intake. */
  scheme: () => boolean;
  idStyle: () => 'uuid' | 'small' | 'hex';
}

function writers(d: Dice): Writer[] {
  return [
    {
      name: 'synthea',
      language: () => 'en',
      bundleType: () => d.pick(['collection', 'transaction'] as const),
      references: () => 'urn',
      resource: () => 'MedicationRequest',
      medication: () => 'concept',
      timing: () =>
        d.weighted([
          ['repeat', 8],
          ['text', 1],
        ] as const),
      withText: () => d.chance(0.2),
      scheme: () => false,
      idStyle: () => 'uuid',
    },
    {
      name: 'epic-like',
      language: () => 'en',
      bundleType: () => 'searchset',
      references: () => 'absolute',
      resource: () => 'MedicationRequest',
      medication: () =>
        d.weighted([
          ['entry', 3],
          ['concept', 1],
        ] as const),
      timing: () =>
        d.weighted([
          ['repeat', 6],
          ['code', 1],
          ['text', 1],
        ] as const),
      withText: () => d.chance(0.8),
      scheme: () => false,
      idStyle: () => 'hex',
    },
    {
      name: 'cerner-like',
      language: () => 'en',
      bundleType: () => d.pick(['searchset', 'collection'] as const),
      references: () => 'relative',
      resource: () =>
        d.weighted([
          ['MedicationRequest', 3],
          ['MedicationStatement', 1],
        ] as const),
      medication: () =>
        d.weighted([
          ['concept', 3],
          ['contained', 1],
        ] as const),
      timing: () =>
        d.weighted([
          ['code', 3],
          ['repeat', 2],
          ['text', 1],
        ] as const),
      withText: () => d.chance(0.6),
      scheme: () => false,
      idStyle: () => 'small',
    },
    {
      name: 'ips-document',
      language: () =>
        d.weighted([
          ['en', 3],
          ['de', 1],
          ['fr', 1],
          ['es', 1],
        ] as const),
      bundleType: () => 'document',
      references: () => 'urn',
      resource: () => 'MedicationStatement',
      medication: () =>
        d.weighted([
          ['entry', 2],
          ['concept', 1],
        ] as const),
      timing: () =>
        d.weighted([
          ['repeat', 3],
          ['text', 1],
        ] as const),
      withText: () => d.chance(0.6),
      scheme: () => false,
      idStyle: () => 'uuid',
    },
    {
      name: 'eu-practice',
      language: () => d.pick(['de', 'fr', 'es'] as const),
      bundleType: () => d.pick(['collection', 'transaction'] as const),
      references: () => d.pick(['urn', 'relative'] as const),
      resource: () => 'MedicationStatement',
      medication: () =>
        d.weighted([
          ['contained', 3],
          ['concept', 1],
        ] as const),
      timing: () =>
        d.weighted([
          ['text', 3],
          ['repeat', 1],
        ] as const),
      withText: () => d.chance(0.8),
      scheme: () => d.chance(0.5),
      idStyle: () => 'small',
    },
    {
      name: 'patient-app',
      language: () =>
        d.weighted([
          ['en', 4],
          ['de', 1],
          ['es', 1],
        ] as const),
      bundleType: () => 'collection',
      references: () => 'relative',
      resource: () => 'MedicationStatement',
      medication: () => 'concept',
      timing: () =>
        d.weighted([
          ['text', 3],
          ['repeat', 1],
          ['code', 1],
        ] as const),
      withText: () => d.chance(0.5),
      scheme: () => d.chance(0.2),
      idStyle: () => 'small',
    },
  ];
}

// ---------------------------------------------------------------- truth

function scheduleTruth(d: Dice, dose: DoseTruth): ScheduleTruth {
  const kind = d.weighted([
    ['daily', 30],
    ['every', 10],
    ['clock', 8],
    ['moments', 12],
    ['weekdays', 6],
    ['every-other-day', 3],
    ['weekly', 3],
    ['as-needed', dose.unit === 'puff' || dose.high !== undefined ? 60 : 12],
  ] as const);
  switch (kind) {
    case 'daily':
      return {
        kind,
        perDay: d.weighted([
          [1, 5],
          [2, 5],
          [3, 3],
          [4, 1],
          [5, 0.5],
        ] as const),
      };
    case 'every':
      return { kind, hours: d.pick([4, 6, 8, 12] as const) };
    case 'clock':
      return {
        kind,
        times: d.pick([
          ['08:00'],
          ['08:00', '20:00'],
          ['09:00', '21:00'],
          ['07:00', '13:00', '19:00'],
          ['22:00'],
        ]),
      };
    case 'moments':
      return {
        kind,
        moments: d.pick<Moment[]>([
          ['morning'],
          ['evening'],
          ['night'],
          ['morning', 'evening'],
          ['morning', 'noon', 'evening'],
        ]),
      };
    case 'weekdays':
      return {
        kind,
        days: d.pick<Weekday[]>([['mon', 'thu'], ['mon', 'wed', 'fri'], ['tue', 'sat'], ['sun']]),
      };
    case 'as-needed':
      return {
        kind,
        reason: d.chance(0.6) ? d.pick(['pain', 'breath', 'sleep'] as const) : null,
        everyHours: d.chance(0.5) ? d.pick([4, 6, 8] as const) : null,
      };
    case 'every-other-day':
    case 'weekly':
      return { kind };
  }
}

function medicineTruth(
  d: Dice,
  name: string,
  doses: DoseTruth[],
  canSplit: boolean,
): MedicineTruth {
  const dose = d.pick(doses);
  // A split dose: a different amount at two moments ('2 in the morning, 1 in the evening').
  if (canSplit && dose.high === undefined && d.chance(0.15)) {
    const moments = d.pick<Moment[]>([
      ['morning', 'evening'],
      ['morning', 'night'],
      ['morning', 'noon'],
    ]);
    const counted = dose.unit === 'mg' || dose.unit === 'mcg';
    const big: DoseTruth = counted
      ? { low: dose.low * 2, unit: dose.unit }
      : { low: 2, unit: dose.unit };
    const small: DoseTruth = counted
      ? { low: dose.low, unit: dose.unit }
      : { low: 1, unit: dose.unit };
    const [first, second] = d.chance(0.5) ? [big, small] : [small, big];
    const lines: DoseLineTruth[] = [
      { moment: moments[0]!, dose: first },
      { moment: moments[1]!, dose: second },
    ];
    return { name, present: true, dose: null, schedule: { kind: 'moments', moments }, lines };
  }
  return { name, present: true, dose, schedule: scheduleTruth(d, dose) };
}

// ---------------------------------------------------------------- writing

interface Ctx {
  d: Dice;
  writer: Writer;
  language: Language;
  refs: 'urn' | 'relative' | 'absolute';
  base: string;
  entries: { fullUrl: string; resource: Json }[];
  axes: Set<string>;
  /** Small ids count per resource type, so Patient/1 and Condition/1 both exist. */
  smallIds: Map<string, number>;
}

function newId(ctx: Ctx, type: string): string {
  const style = ctx.writer.idStyle();
  if (style === 'small') {
    const next = (ctx.smallIds.get(type) ?? 0) + 1;
    ctx.smallIds.set(type, next);
    return String(next);
  }
  if (style === 'hex') return `e${ctx.d.hex(16)}`;
  const h = ctx.d.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Adds a resource; returns how others refer to it. */
function add(ctx: Ctx, resource: Json): string {
  const type = resource.resourceType as string;
  const id = resource.id as string;
  const uuid = /^[0-9a-f-]{36}$/.test(id) ? id : null;
  const fullUrl = ctx.refs === 'urn' && uuid ? `urn:uuid:${uuid}` : `${ctx.base}/${type}/${id}`;
  ctx.entries.push({ fullUrl, resource });
  if (ctx.refs === 'urn' && uuid) return fullUrl;
  if (ctx.refs === 'absolute') return `${ctx.base}/${type}/${id}`;
  return `${type}/${id}`;
}

const ucumOf: Record<DoseTruth['unit'], { unit: string; code: string; system?: string }> = {
  mg: { unit: 'mg', code: 'mg', system: UCUM },
  mcg: { unit: 'mcg', code: 'ug', system: UCUM },
  mL: { unit: 'mL', code: 'mL', system: UCUM },
  tablet: { unit: 'tablet', code: '{tbl}', system: UCUM },
  capsule: { unit: 'capsule', code: '{capsule}', system: UCUM },
  puff: { unit: 'puff', code: '{puff}', system: UCUM },
};

function doseAndRate(ctx: Ctx, dose: DoseTruth): Json[] {
  const quantity = (value: number) => ({ value, ...ucumOf[dose.unit] });
  const type = ctx.d.chance(0.3)
    ? {
        type: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/dose-rate-type',
              code: 'ordered',
              display: 'Ordered',
            },
          ],
        },
      }
    : {};
  if (dose.high !== undefined) {
    ctx.axes.add('dose:range');
    return [{ ...type, doseRange: { low: quantity(dose.low), high: quantity(dose.high) } }];
  }
  return [{ ...type, doseQuantity: quantity(dose.low) }];
}

const WEEK_HOURS: Record<number, [number, string]> = {
  4: [4, 'h'],
  6: [6, 'h'],
  8: [8, 'h'],
  12: [12, 'h'],
};

/** Timing.repeat for a schedule; null when the schedule has none to give (as needed alone). */
function repeatOf(ctx: Ctx, schedule: ScheduleTruth): Json | null {
  const { d } = ctx;
  const bounds = d.chance(0.25)
    ? { boundsPeriod: { start: d.pick(['2024-01-15', '2023-11-02T09:00:00Z', '2024-03']) } }
    : d.chance(0.1)
      ? { boundsDuration: { value: 30, unit: 'days', system: UCUM, code: 'd' } }
      : {};
  switch (schedule.kind) {
    case 'daily':
      if (d.chance(0.15)) {
        ctx.axes.add('timing:period-in-hours');
        return { ...bounds, frequency: schedule.perDay, period: 24, periodUnit: 'h' };
      }
      return { ...bounds, frequency: schedule.perDay, period: 1, periodUnit: 'd' };
    case 'every': {
      const [period, unit] = WEEK_HOURS[schedule.hours]!;
      return { ...bounds, frequency: 1, period, periodUnit: unit };
    }
    case 'clock':
      ctx.axes.add('timing:timeOfDay');
      return {
        ...bounds,
        ...(d.chance(0.5) ? { frequency: schedule.times.length, period: 1, periodUnit: 'd' } : {}),
        timeOfDay: schedule.times.map((t) => `${t}:00`),
      };
    case 'moments':
      ctx.axes.add('timing:when');
      return {
        ...bounds,
        ...(d.chance(0.5)
          ? { frequency: schedule.moments.length, period: 1, periodUnit: 'd' }
          : {}),
        when: schedule.moments.map((m) => d.pick(WHEN_CODES[m])),
      };
    case 'weekdays':
      ctx.axes.add('timing:dayOfWeek');
      return d.chance(0.5)
        ? { ...bounds, frequency: 1, period: 1, periodUnit: 'd', dayOfWeek: schedule.days }
        : {
            ...bounds,
            frequency: schedule.days.length,
            period: 1,
            periodUnit: 'wk',
            dayOfWeek: schedule.days,
          };
    case 'every-other-day':
      return { ...bounds, frequency: 1, period: 2, periodUnit: 'd' };
    case 'weekly':
      return { ...bounds, frequency: 1, period: 1, periodUnit: 'wk' };
    case 'as-needed':
      return schedule.everyHours
        ? { ...bounds, frequency: 1, period: schedule.everyHours, periodUnit: 'h' }
        : null;
  }
}

/** Timing.code for a schedule, when HL7's GTS abbreviations have one. */
function codeOf(schedule: ScheduleTruth): string | null {
  switch (schedule.kind) {
    case 'daily':
      return ['QD', 'BID', 'TID', 'QID'][schedule.perDay - 1] ?? null;
    case 'every':
      return `Q${schedule.hours}H`;
    case 'moments':
      if (schedule.moments.length !== 1) return null;
      return { morning: 'AM', noon: null, evening: 'PM', night: 'BED' }[schedule.moments[0]!];
    case 'every-other-day':
      return 'QOD';
    case 'weekly':
      return 'WK';
    case 'as-needed':
      return schedule.everyHours ? `Q${schedule.everyHours}H` : null;
    case 'clock':
    case 'weekdays':
      return null;
  }
}

const CODE_DISPLAY: Record<string, string> = {
  QD: 'QD',
  BID: 'BID',
  TID: 'TID',
  QID: 'QID',
  Q4H: 'Q4H',
  Q6H: 'Q6H',
  Q8H: 'Q8H',
  Q12H: 'Q12H',
  AM: 'AM',
  PM: 'PM',
  BED: 'BED',
  QOD: 'QOD',
  WK: 'WK',
};

/** asNeeded: a concept with the reason, or a boolean when the text says why (or there is no why). */
function asNeededOf(ctx: Ctx, schedule: ScheduleTruth, withText: boolean): Json {
  if (schedule.kind !== 'as-needed') return {};
  if (schedule.reason && (!withText || ctx.d.chance(0.7))) {
    ctx.axes.add('asNeeded:concept');
    const codes = {
      pain: ['22253000', 'Pain'],
      breath: ['267036007', 'Dyspnea'],
      sleep: ['193462001', 'Insomnia'],
    };
    const [code, display] = codes[schedule.reason];
    return {
      asNeededCodeableConcept: {
        coding: [{ system: SNOMED, code, display }],
        text: reasonWords(schedule.reason, ctx.language),
      },
    };
  }
  ctx.axes.add('asNeeded:boolean');
  return { asNeededBoolean: true };
}

/** The dosage lines of one medicine as the writer writes them. */
function dosageLines(ctx: Ctx, medicine: MedicineTruth): Json[] {
  const { d, writer, language } = ctx;
  const style = writer.timing();
  const schedule = medicine.schedule;
  if (medicine.lines) {
    if (style === 'text' || writer.scheme()) {
      // One line of text: '2-0-1' (the European scheme) or the lines said in words.
      const scheme = writer.scheme() && language !== 'en';
      ctx.axes.add(scheme ? 'dosage:scheme' : 'dosage:split-text');
      const text = scheme
        ? `${schemeWords(medicine.lines, d)} ${d.pick(['', doseWords({ low: 1, unit: medicine.lines[0]!.dose.unit }, language).replace(/^1 /, '')])}`.trim()
        : medicine.lines
            .map((line) => lineWords(line.dose, line.moment, language, d))
            .join(d.pick(['; ', ', ']));
      return [{ text }];
    }
    ctx.axes.add('dosage:split-lines');
    const lines = medicine.lines.map((line, index) => ({
      sequence: index + 1,
      ...(writer.withText() ? { text: lineWords(line.dose, line.moment, language, d) } : {}),
      timing: {
        repeat: d.chance(0.5)
          ? { frequency: 1, period: 1, periodUnit: 'd', when: [d.pick(WHEN_CODES[line.moment])] }
          : { frequency: 1, period: 1, periodUnit: 'd', timeOfDay: [MOMENT_CLOCK[line.moment]] },
      },
      doseAndRate: doseAndRate(ctx, line.dose),
    }));
    // Some systems list the lines in another order; `sequence` says which comes first.
    if (d.chance(0.3)) {
      ctx.axes.add('dosage:lines-out-of-order');
      lines.reverse();
    }
    return lines;
  }
  const dose = medicine.dose!;
  const text = sigWords(dose, schedule, language, d);
  if (style === 'text') {
    ctx.axes.add(`dosage:text-${language}`);
    const asNeeded =
      schedule.kind === 'as-needed' && d.chance(0.5) ? asNeededOf(ctx, schedule, true) : {};
    return [
      {
        ...(d.chance(0.15) ? { patientInstruction: text } : { text }),
        ...asNeeded,
        ...(d.chance(0.3) ? { doseAndRate: doseAndRate(ctx, dose) } : {}),
      },
    ];
  }
  const code = style === 'code' ? codeOf(schedule) : null;
  const repeat = code ? null : repeatOf(ctx, schedule);
  ctx.axes.add(code ? 'timing:code' : repeat ? 'timing:repeat' : 'timing:none');
  const timing = code
    ? {
        code: {
          coding: [{ system: GTS, code, display: CODE_DISPLAY[code] ?? code }],
          ...(d.chance(0.3) ? { text: code } : {}),
        },
      }
    : repeat
      ? { repeat }
      : null;
  const withText = writer.withText() || (!timing && schedule.kind !== 'as-needed');
  if (schedule.kind === 'as-needed' && schedule.reason && !withText)
    ctx.axes.add('asNeeded:reason-coded-only');
  return [
    {
      ...(withText ? { text } : {}),
      ...(timing ? { timing } : {}),
      ...asNeededOf(ctx, schedule, withText),
      ...(d.chance(0.5)
        ? {
            route: {
              coding: [{ system: SNOMED, code: '26643006', display: 'Oral route' }],
            },
          }
        : {}),
      doseAndRate: doseAndRate(ctx, dose),
    },
  ];
}

function dateOf(ctx: Ctx, what: 'medicine' | 'condition'): string {
  const kind = ctx.d.weighted([
    ['date', 4],
    ['dateTime', 4],
    ['year', 1],
    ['month', 1],
    ['impossible', 0.5],
    ['future', 0.5],
  ] as const);
  ctx.axes.add(`date:${what}-${kind}`);
  switch (kind) {
    case 'date':
      return '2024-02-11';
    case 'dateTime':
      return '2023-10-05T14:30:00+02:00';
    case 'year':
      return '2024';
    case 'month':
      return '2024-03';
    case 'impossible':
      return '2023-02-30';
    case 'future':
      return '2031-06-01';
  }
}

const identifier = (ctx: Ctx, type: string, id: string) => [
  { system: `${ctx.base}/identifiers/${type.toLowerCase()}`, value: `${type.slice(0, 3)}-${id}` },
];

function medicationConcept(ctx: Ctx, entry: (typeof MEDICINES)[number], dose: DoseTruth | null) {
  const strength =
    dose && (dose.unit === 'mg' || dose.unit === 'mcg')
      ? ` ${dose.low} ${dose.unit.toUpperCase()}`
      : '';
  const display = ctx.d.chance(0.5) ? `${entry.name}${strength} ${entry.form}` : entry.name;
  if (display !== entry.name) ctx.axes.add('name:clinical-drug');
  return {
    coding: [{ system: RXNORM, code: entry.rxcui, display }],
    ...(ctx.d.chance(0.6) ? { text: display } : {}),
  };
}

function writeMedicine(
  ctx: Ctx,
  truth: MedicineTruth,
  entry: (typeof MEDICINES)[number],
  patient: string,
  containedId: string,
) {
  const { d, writer } = ctx;
  const type = writer.resource();
  const id = newId(ctx, type);
  const form = writer.medication();
  const concept = medicationConcept(ctx, entry, truth.dose ?? truth.lines?.[0]?.dose ?? null);
  let medication: Json;
  let contained: Json[] | undefined;
  ctx.axes.add(`medication:${form}`);
  if (form === 'concept') medication = { medicationCodeableConcept: concept };
  else if (form === 'contained') {
    // Many writers give every contained Medication the same local id.
    contained = [{ resourceType: 'Medication', id: containedId, code: concept }];
    medication = { medicationReference: { reference: `#${containedId}` } };
  } else {
    const ref = add(ctx, {
      resourceType: 'Medication',
      id: newId(ctx, 'Medication'),
      code: concept,
    });
    medication = {
      medicationReference: { reference: ref, ...(d.chance(0.3) ? { display: entry.name } : {}) },
    };
  }
  const dosage = dosageLines(ctx, truth);
  // Status and intent: most are current, some are not the person's medicine now.
  let status: string;
  let intent: string | undefined;
  if (type === 'MedicationStatement') {
    status = d.weighted([
      ['active', 12],
      ['completed', 1],
      ['stopped', 1],
      ['entered-in-error', 0.5],
    ] as const);
  } else {
    status = d.weighted([
      ['active', 12],
      ['stopped', 1],
      ['completed', 1],
      ['entered-in-error', 0.5],
    ] as const);
    intent = d.weighted([
      ['order', 10],
      ['plan', 2],
      ['original-order', 1],
      ['proposal', 1.5],
    ] as const);
  }
  if (status !== 'active') {
    truth.present = false;
    truth.absentBecause = `status ${status}`;
  } else if (intent === 'proposal') {
    truth.present = false;
    truth.absentBecause = 'intent proposal';
  }
  ctx.axes.add(`${type}:${status}${intent ? `:${intent}` : ''}`);
  const resource: Json = {
    resourceType: type,
    id,
    ...(d.chance(0.6) ? { identifier: identifier(ctx, type, id) } : {}),
    ...(contained ? { contained } : {}),
    status,
    ...(intent ? { intent } : {}),
    ...medication,
    subject: { reference: patient },
    ...(type === 'MedicationStatement'
      ? d.chance(0.5)
        ? { effectiveDateTime: dateOf(ctx, 'medicine') }
        : { effectivePeriod: { start: dateOf(ctx, 'medicine') } }
      : { authoredOn: dateOf(ctx, 'medicine') }),
    [type === 'MedicationStatement' ? 'dosage' : 'dosageInstruction']: dosage,
  };
  return resource;
}

function status(system: string, code: string) {
  return { coding: [{ system: `http://terminology.hl7.org/CodeSystem/${system}`, code }] };
}

function writeAllergy(ctx: Ctx, patient: string): { resource: Json; truth: HistoryTruth } {
  const { d } = ctx;
  const id = newId(ctx, 'AllergyIntolerance');
  const base: Json = {
    resourceType: 'AllergyIntolerance',
    id,
    ...(d.chance(0.5) ? { identifier: identifier(ctx, 'AllergyIntolerance', id) } : {}),
    patient: { reference: patient },
  };
  if (d.chance(0.25)) {
    const nka = d.pick(NO_KNOWN_ALLERGY);
    ctx.axes.add(nka.code ? 'allergy:nka-code' : 'allergy:nka-text');
    return {
      resource: {
        ...base,
        ...(d.chance(0.7)
          ? { clinicalStatus: status('allergyintolerance-clinical', 'active') }
          : {}),
        verificationStatus: status('allergyintolerance-verification', 'confirmed'),
        code: nka.code
          ? { coding: [{ system: SNOMED, code: nka.code, display: nka.display }] }
          : { text: nka.text },
      },
      truth: { name: nka.display ?? nka.text!, present: false, because: 'no known allergy' },
    };
  }
  const allergy = d.pick(ALLERGIES);
  const [clinical, verification, present] = d.weighted([
    [['active', 'confirmed', true], 8],
    [[null, null, true], 2],
    [['active', 'unconfirmed', true], 1],
    [['active', 'refuted', false], 1],
    [['inactive', 'confirmed', false], 1],
    [['resolved', 'confirmed', false], 0.5],
    [[null, 'entered-in-error', false], 0.5],
  ] as const);
  ctx.axes.add(`allergy:${clinical ?? '-'}:${verification ?? '-'}`);
  return {
    resource: {
      ...base,
      ...(clinical ? { clinicalStatus: status('allergyintolerance-clinical', clinical) } : {}),
      ...(verification
        ? { verificationStatus: status('allergyintolerance-verification', verification) }
        : {}),
      type: 'allergy',
      code: {
        coding: [{ system: SNOMED, code: allergy.code, display: allergy.name }],
        ...(d.chance(0.5) ? { text: allergy.name } : {}),
      },
    },
    truth: {
      name: allergy.name,
      present,
      because: `${clinical ?? 'no clinical status'}/${verification ?? 'no verification'}`,
    },
  };
}

function writeCondition(ctx: Ctx, patient: string): { resource: Json; truth: HistoryTruth } {
  const { d } = ctx;
  const condition = d.pick(CONDITIONS);
  const id = newId(ctx, 'Condition');
  const code = {
    coding: [
      { system: SNOMED, code: condition.snomed, display: condition.name },
      ...(d.chance(0.4) ? [{ system: ICD10, code: condition.icd10 }] : []),
    ],
    ...(d.chance(0.5) ? { text: condition.name } : {}),
  };
  if (d.chance(0.08)) {
    ctx.axes.add('condition:family-history');
    return {
      resource: {
        resourceType: 'FamilyMemberHistory',
        id,
        status: 'completed',
        patient: { reference: patient },
        relationship: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode',
              code: 'FTH',
              display: 'father',
            },
          ],
        },
        condition: [{ code }],
      },
      truth: { name: condition.name, present: false, because: 'family history' },
    };
  }
  const [clinical, verification, category, present, because] = d.weighted([
    [['active', 'confirmed', 'problem-list-item', true, 'problem list'], 8],
    [['active', null, null, true, 'no category'], 2],
    [['active', 'confirmed', 'health-concern', true, 'health concern'], 1],
    [
      [
        'active',
        'confirmed',
        'encounter-diagnosis',
        false,
        'encounter diagnosis (offered, not ticked)',
      ],
      2,
    ],
    [['active', 'differential', 'encounter-diagnosis', false, 'differential'], 1],
    [['active', 'provisional', 'problem-list-item', false, 'provisional'], 1],
    [['active', 'refuted', 'problem-list-item', false, 'refuted'], 0.5],
    [['resolved', 'confirmed', 'problem-list-item', false, 'resolved'], 1],
    [['inactive', 'confirmed', 'problem-list-item', false, 'inactive'], 0.5],
    [['remission', 'confirmed', 'problem-list-item', false, 'remission'], 0.5],
    [[null, 'entered-in-error', 'problem-list-item', false, 'entered-in-error'], 0.5],
  ] as const);
  ctx.axes.add(`condition:${because}`);
  const categorySystem =
    category === 'health-concern'
      ? 'http://hl7.org/fhir/us/core/CodeSystem/condition-category'
      : 'http://terminology.hl7.org/CodeSystem/condition-category';
  return {
    resource: {
      resourceType: 'Condition',
      id,
      ...(d.chance(0.5) ? { identifier: identifier(ctx, 'Condition', id) } : {}),
      ...(clinical ? { clinicalStatus: status('condition-clinical', clinical) } : {}),
      ...(verification ? { verificationStatus: status('condition-ver-status', verification) } : {}),
      ...(category ? { category: [{ coding: [{ system: categorySystem, code: category }] }] } : {}),
      code,
      subject: { reference: patient },
      onsetDateTime: dateOf(ctx, 'condition'),
      ...(clinical === 'resolved' ? { abatementDateTime: '2023-05-01' } : {}),
    },
    truth: { name: condition.name, present, because },
  };
}

const vitalCategory = [
  { coding: [{ system: OBS_CATEGORY, code: 'vital-signs', display: 'Vital Signs' }] },
];
const labCategory = [
  { coding: [{ system: OBS_CATEGORY, code: 'laboratory', display: 'Laboratory' }] },
];
const loinc = (code: string, display: string) => ({
  coding: [{ system: LOINC, code, display }],
  text: display,
});
const qty = (value: number, unit: string, code = unit) => ({ value, unit, system: UCUM, code });

function observationDate(
  ctx: Ctx,
  day: string,
): { when: string; present: boolean; because: string } {
  const kind = ctx.d.weighted([
    ['dateTime', 6],
    ['date', 2],
    ['instant-z', 1],
    ['impossible', 0.4],
    ['future', 0.4],
  ] as const);
  ctx.axes.add(`date:observation-${kind}`);
  switch (kind) {
    case 'dateTime':
      return { when: `${day}T09:15:00+01:00`, present: true, because: 'dated' };
    case 'date':
      return { when: day, present: true, because: 'dated' };
    case 'instant-z':
      return { when: `${day}T11:00:00Z`, present: true, because: 'dated' };
    case 'impossible':
      return { when: '2023-02-30T08:00:00Z', present: false, because: 'impossible date' };
    case 'future':
      return { when: '2099-01-01', present: false, because: 'future date' };
  }
}

function writeVital(
  ctx: Ctx,
  patient: string,
  day: string,
  kind: VitalTruth['kind'],
): { resources: Json[]; truth: VitalTruth } {
  const { d } = ctx;
  const date = observationDate(ctx, day);
  const base = {
    resourceType: 'Observation',
    status: d.pick(['final', 'final', 'amended']),
    category: vitalCategory,
    subject: { reference: patient },
    effectiveDateTime: date.when,
  };
  const truth = (value: number, value2: number | null): VitalTruth => ({
    kind,
    date: day,
    value,
    value2,
    present: date.present,
    because: date.because,
  });
  switch (kind) {
    case 'weight': {
      const kg = d.int(550, 1100) / 10;
      if (d.chance(0.35)) {
        ctx.axes.add('vital:weight-lb');
        const lb = Math.round((kg / 0.45359237) * 10) / 10;
        return {
          resources: [
            {
              ...base,
              id: newId(ctx, 'Observation'),
              code: loinc('29463-7', 'Body weight'),
              valueQuantity: qty(lb, 'lb', '[lb_av]'),
            },
          ],
          truth: truth(Math.round(lb * 0.45359237 * 10) / 10, null),
        };
      }
      return {
        resources: [
          {
            ...base,
            id: newId(ctx, 'Observation'),
            code: loinc('29463-7', 'Body weight'),
            valueQuantity: qty(kg, 'kg'),
          },
        ],
        truth: truth(kg, null),
      };
    }
    case 'height': {
      const cm = d.int(150, 195);
      return {
        resources: [
          {
            ...base,
            id: newId(ctx, 'Observation'),
            code: loinc('8302-2', 'Body height'),
            valueQuantity: qty(cm, 'cm'),
          },
        ],
        truth: truth(cm, null),
      };
    }
    case 'heart_rate': {
      const bpm = d.int(52, 96);
      return {
        resources: [
          {
            ...base,
            id: newId(ctx, 'Observation'),
            code: loinc('8867-4', 'Heart rate'),
            valueQuantity: qty(bpm, 'beats/minute', '/min'),
          },
        ],
        truth: truth(bpm, null),
      };
    }
    case 'blood_pressure': {
      const systolic = d.int(105, 165);
      const diastolic = d.int(62, 100);
      const style = d.weighted([
        ['panel', 5],
        ['55284-4', 1],
        ['separate', 1],
      ] as const);
      ctx.axes.add(`vital:bp-${style}`);
      if (style === 'separate')
        return {
          resources: [
            {
              ...base,
              id: newId(ctx, 'Observation'),
              code: loinc('8480-6', 'Systolic blood pressure'),
              valueQuantity: qty(systolic, 'mmHg', 'mm[Hg]'),
            },
            {
              ...base,
              id: newId(ctx, 'Observation'),
              code: loinc('8462-4', 'Diastolic blood pressure'),
              valueQuantity: qty(diastolic, 'mmHg', 'mm[Hg]'),
            },
          ],
          truth: truth(systolic, diastolic),
        };
      const components = [
        {
          code: loinc('8480-6', 'Systolic blood pressure'),
          valueQuantity: qty(systolic, 'mmHg', 'mm[Hg]'),
        },
        {
          code: loinc('8462-4', 'Diastolic blood pressure'),
          valueQuantity: qty(diastolic, 'mmHg', 'mm[Hg]'),
        },
      ];
      return {
        resources: [
          {
            ...base,
            id: newId(ctx, 'Observation'),
            code:
              style === 'panel'
                ? loinc('85354-9', 'Blood pressure panel with all children optional')
                : loinc('55284-4', 'Blood pressure systolic and diastolic'),
            component: d.chance(0.3) ? components.reverse() : components,
          },
        ],
        truth: truth(systolic, diastolic),
      };
    }
  }
}

const LABS: {
  code: string;
  name: string;
  unit: string;
  ucum: string;
  low: number;
  high: number;
}[] = [
  { code: '2345-7', name: 'Glucose', unit: 'mg/dL', ucum: 'mg/dL', low: 70, high: 99 },
  { code: '718-7', name: 'Hemoglobin', unit: 'g/dL', ucum: 'g/dL', low: 12, high: 16 },
  { code: '2093-3', name: 'Cholesterol', unit: 'mg/dL', ucum: 'mg/dL', low: 0, high: 200 },
  { code: '1988-5', name: 'C reactive protein', unit: 'mg/L', ucum: 'mg/L', low: 0, high: 5 },
];

function writeLab(ctx: Ctx, patient: string, day: string): { resource: Json; truth: LabTruth } {
  const { d } = ctx;
  const lab = d.pick(LABS);
  const date = observationDate(ctx, day);
  const comparator = lab.code === '1988-5' && d.chance(0.6) ? d.pick(['<', '<=']) : null;
  const value = comparator
    ? 0.5
    : Math.round((lab.low + (lab.high - lab.low) * d.next() * 1.4) * 10) / 10;
  const flag: 'H' | 'L' | null = comparator
    ? null
    : value > lab.high
      ? 'H'
      : value < lab.low
        ? 'L'
        : null;
  const interpretation = flag
    ? d.chance(0.85)
      ? [
          {
            coding: [
              { system: INTERPRETATION, code: flag, display: flag === 'H' ? 'High' : 'Low' },
            ],
          },
        ]
      : [{ text: flag === 'H' ? 'High' : 'Low' }]
    : d.chance(0.5)
      ? [{ coding: [{ system: INTERPRETATION, code: 'N', display: 'Normal' }] }]
      : undefined;
  if (interpretation && !('coding' in interpretation[0]!)) ctx.axes.add('lab:interpretation-text');
  if (comparator) ctx.axes.add('lab:comparator');
  return {
    resource: {
      resourceType: 'Observation',
      id: newId(ctx, 'Observation'),
      status: 'final',
      category: labCategory,
      code: loinc(lab.code, lab.name),
      subject: { reference: patient },
      effectiveDateTime: date.when,
      valueQuantity: { ...qty(value, lab.unit, lab.ucum), ...(comparator ? { comparator } : {}) },
      ...(interpretation ? { interpretation } : {}),
      referenceRange: [
        { low: qty(lab.low, lab.unit, lab.ucum), high: qty(lab.high, lab.unit, lab.ucum) },
      ],
    },
    truth: {
      name: lab.name,
      value: comparator ? null : value,
      text: comparator ? `${comparator}${value}` : null,
      flag,
      present: date.present,
      because: date.because,
    },
  };
}

function bundleOf(
  ctx: Ctx,
  type: string,
  entries: { fullUrl: string; resource: Json }[],
  patient: Json,
): Json {
  const wrapped = entries.map(({ fullUrl, resource }) => ({
    fullUrl,
    resource,
    ...(type === 'searchset'
      ? { search: { mode: resource.resourceType === 'Medication' ? 'include' : 'match' } }
      : {}),
    ...(type === 'transaction' ? { request: { method: 'POST', url: resource.resourceType } } : {}),
  }));
  const composition =
    type === 'document'
      ? [
          {
            fullUrl: `urn:uuid:${ctx.d.hex(8)}-0000-4000-8000-${ctx.d.hex(12)}`,
            resource: {
              resourceType: 'Composition',
              status: 'final',
              type: {
                coding: [{ system: LOINC, code: '60591-5', display: 'Patient summary Document' }],
              },
              subject: { reference: patient.fullUrl as string },
              date: '2024-05-01T10:00:00Z',
              title: 'Patient Summary',
              section: [],
            },
          },
        ]
      : [];
  return {
    resourceType: 'Bundle',
    ...(ctx.d.chance(0.5) ? { id: ctx.d.hex(12) } : {}),
    type,
    ...(type === 'document'
      ? {
          identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${ctx.d.hex(8)}` },
          timestamp: '2024-05-01T10:00:00Z',
        }
      : {}),
    ...(type === 'searchset' ? { total: wrapped.length } : {}),
    entry: [...composition, patient, ...wrapped],
  };
}

function generateWorldBundle(seed: number): WorldBundle {
  const d = dice(seed * 7919 + 17);
  const writer = d.pick(writers(d));
  const language = writer.language();
  const ctx: Ctx = {
    d,
    writer,
    language,
    refs: writer.references(),
    base: d.pick([
      'https://fhir.example-ehr.org/r4',
      'https://api.portal.example.com/fhir/R4',
      'http://hapi.example.net/baseR4',
    ]),
    entries: [],
    axes: new Set([`writer:${writer.name}`, `language:${language}`]),
    smallIds: new Map(),
  };
  ctx.axes.add(`ref:${ctx.refs}`);
  const patientResource = {
    resourceType: 'Patient',
    id: newId(ctx, 'Observation'),
    gender: d.pick(['female', 'male']),
    birthDate: '1961-04-12',
  };
  const patientRef = add(ctx, patientResource);
  const patientEntry = ctx.entries.pop()!;
  const truth: WorldBundle['truth'] = {
    medicines: [],
    allergies: [],
    conditions: [],
    vitals: [],
    labs: [],
  };
  const containedId = d.pick(['med', 'm1', 'medication', '1']);
  for (const entry of d.some(MEDICINES, d.int(1, 5))) {
    const medicine = medicineTruth(
      d,
      entry.name,
      entry.doses,
      entry.doses.some((x) => x.high === undefined),
    );
    const resource = writeMedicine(ctx, medicine, entry, patientRef, containedId);
    add(ctx, resource);
    truth.medicines.push(medicine);
  }
  for (
    let i = d.weighted([
      [0, 2],
      [1, 4],
      [2, 2],
      [3, 1],
    ] as const);
    i > 0;
    i -= 1
  ) {
    const { resource, truth: allergy } = writeAllergy(ctx, patientRef);
    if (truth.allergies.some((a) => a.name === allergy.name)) continue;
    add(ctx, resource);
    truth.allergies.push(allergy);
  }
  for (
    let i = d.weighted([
      [0, 1],
      [1, 3],
      [2, 3],
      [3, 2],
      [4, 1],
    ] as const);
    i > 0;
    i -= 1
  ) {
    const { resource, truth: condition } = writeCondition(ctx, patientRef);
    if (truth.conditions.some((c) => c.name === condition.name)) continue;
    add(ctx, resource);
    truth.conditions.push(condition);
  }
  const days = ['2024-01-08', '2024-02-14', '2024-03-21', '2024-04-02'];
  for (const kind of d.some(
    ['weight', 'height', 'heart_rate', 'blood_pressure'] as const,
    d.int(0, 3),
  )) {
    const { resources, truth: vital } = writeVital(ctx, patientRef, d.pick(days), kind);
    for (const resource of resources) add(ctx, resource);
    truth.vitals.push(vital);
  }
  const labDay = d.pick(days);
  for (const lab of d.some(
    [0, 1, 2, 3],
    d.weighted([
      [0, 3],
      [1, 1],
      [2, 1],
      [3, 1],
    ] as const),
  )) {
    void lab;
    const { resource, truth: labTruth } = writeLab(ctx, patientRef, labDay);
    if (truth.labs.some((l) => l.name === labTruth.name)) continue;
    add(ctx, resource);
    truth.labs.push(labTruth);
  }
  // A searchset's pages overlap: the same entry twice.
  if (ctx.entries.length > 1 && d.chance(0.12)) {
    ctx.axes.add('duplicate:within-bundle');
    ctx.entries.push(d.pick(ctx.entries));
  }
  const order = d.chance(0.3) ? d.some(ctx.entries, ctx.entries.length) : ctx.entries;
  const bundle = bundleOf(ctx, writer.bundleType(), order, patientEntry);
  ctx.axes.add(`bundle:${bundle.type as string}`);
  // Another export of the same chart (same identifiers), imported after the first: adds nothing.
  let again: Json | null = null;
  if (d.chance(0.1)) {
    ctx.axes.add('duplicate:across-bundles');
    again = bundleOf(
      ctx,
      d.pick(['collection', 'searchset']),
      d.some(ctx.entries, ctx.entries.length),
      patientEntry,
    );
  }
  return {
    seed,
    split: splitOf(seed),
    writer: writer.name,
    bundle,
    again,
    truth,
    axes: [...ctx.axes],
  };
}

export function generateWorld(count: number, firstSeed = 1): WorldBundle[] {
  return Array.from({ length: count }, (_, i) => generateWorldBundle(firstSeed + i));
}
