/**
 * Reads a FHIR Bundle (a patient portal's download, another app's export, ours) into a preview of
 * what an import would add (ADR 058). Pure and read-only: it writes nothing. Medicines go through
 * the same name resolution as the interaction checker (an RxNorm code we know helps only when the
 * name alone does not resolve); what resolves to nothing is listed apart for the person to review.
 * Lab Observations become rows for a lab report in review, grouped by collection day; vital signs
 * and body measurements become body metrics; sleep durations become daily-log nights.
 */
import { LAB_UPLOAD_LIMITS, type LabBiomarkerInput } from '#shared/contracts/labs.contract';
import type { BodyMetricKind, FhirImportPreview } from '#shared/contracts/fhir.contract';
import { collectionDateProblem } from '#shared/domain/lab-dates';
import { medicineTypeOfWords, type MedicineType } from '#shared/domain/medicine-type';
import {
  LOINC_SYSTEM,
  RXNORM_SYSTEM,
  biomarkerForLoinc,
  substanceForRxcui,
  unitFromUcum,
} from './fhir-codes';
import { allergyVerdict, conditionVerdict, HISTORY_REASONS } from './fhir-history';
import {
  arr,
  codesIn,
  codings,
  conceptText,
  norm,
  num,
  obj,
  objs,
  originalCoding,
  str,
  type Json,
} from './fhir-json';
import { indexReferences, type BundleEntry, type ReferenceIndex } from './fhir-references';
import { doseOf, scheduleOf } from './fhir-schedule';
import { sourceKey } from './fhir-source-keys';

export { conceptText };

export interface ImportContext {
  /** The name resolution (knowledge base): a substance id and its name, or null. */
  resolve: (name: string) => { substanceId: string; matched: string } | null;
  substanceName: (id: string) => string | null;
  /** The cabinet type the knowledge base gives a substance (a supplement, a herb), or null. */
  substanceType?: (id: string) => MedicineType | null;
  /** A biomarker's name and specimen, by our id. */
  biomarker: (id: string) => { name: string; specimen: 'blood' | 'urine' } | null;
  cabinet: readonly { name: string; substanceId: string | null }[];
  allergies: readonly string[];
  conditions: readonly string[];
  /** Source keys an earlier import brought in (fhir-imported.table.ts); none when absent. */
  imported?: ReadonlySet<string>;
  /** For the dates: a day after tomorrow (UTC) is in the future. The clock when absent. */
  now?: Date;
}

export const PREVIEW_REASONS = {
  importedBefore: 'imported before from this or an earlier file',
  inCabinet: 'already in your cabinet',
  listed: 'already listed',
  unresolved: 'not recognised: check the name before adding it',
};

/** The day (YYYY-MM-DD) an Observation was taken. */
/** When an Observation was taken, as written (a dateTime, a period's start, an instant). */
const observationWhen = (resource: Json): string | undefined =>
  str(resource.effectiveDateTime) ??
  str(obj(resource.effectivePeriod)?.start) ??
  str(resource.effectiveInstant) ??
  str(resource.issued);

/**
 * The day (YYYY-MM-DD) an Observation was taken, checked as a calendar day: '2026-02-30' and
 * '9999-12-31' are reasons to leave it out, not values to store (they answered 500 at the write).
 */
function observationDay(resource: Json, now: Date): { day: string } | { problem: string } | null {
  const when = observationWhen(resource);
  if (!when) return null;
  const day = /^\d{4}-\d{2}-\d{2}/.test(when) ? when.slice(0, 10) : when;
  const problem = collectionDateProblem(day, now);
  return problem ? { problem: `${problem.replace(/\.$/, '')} (${when})` } : { day };
}

const VITAL_CODES: Record<string, BodyMetricKind | 'sleep' | 'systolic' | 'diastolic'> = {
  '29463-7': 'weight',
  '3141-9': 'weight',
  '8302-2': 'height',
  '8306-3': 'height',
  '85354-9': 'blood_pressure',
  '55284-4': 'blood_pressure',
  '8480-6': 'systolic',
  '8462-4': 'diastolic',
  '8867-4': 'heart_rate',
  '40443-4': 'heart_rate',
  '41950-7': 'steps',
  '55423-8': 'steps',
  '93832-4': 'sleep',
};

/** A quantity in the unit we store the kind in; null when the unit cannot be converted. */
function inUnit(kind: string, quantity: Json | null): number | null {
  const value = num(quantity?.value);
  if (value === undefined) return null;
  const unit = str(quantity?.code) ?? str(quantity?.unit) ?? '';
  const factors: Record<string, Record<string, number>> = {
    weight: { kg: 1, g: 0.001, '[lb_av]': 0.45359237, lb: 0.45359237, lbs: 0.45359237 },
    height: { cm: 1, m: 100, mm: 0.1, '[in_i]': 2.54, in: 2.54, '[ft_i]': 30.48 },
    heart_rate: { '/min': 1, '{beats}/min': 1, 'beats/min': 1, 'beats/minute': 1 },
    blood_pressure: { 'mm[Hg]': 1, mmHg: 1 },
    steps: { '{steps}': 1, steps: 1, '/d': 1, '{steps}/d': 1, '1': 1, '': 1 },
    sleep: { h: 1, min: 1 / 60, s: 1 / 3600 },
  };
  const factor = factors[kind]?.[unit];
  return factor === undefined ? null : value * factor;
}

/** A lab row, the source key of the Observation it came from and that Observation's codes. */
interface LabRowFrom {
  row: LabBiomarkerInput;
  key: string;
  coding: ReturnType<typeof originalCoding>;
}

interface Collected {
  metrics: Map<
    string,
    { kind: BodyMetricKind; date: string; value: number; value2: number | null }
  >;
  pressure: Map<string, { systolic?: number; diastolic?: number; date: string }>;
  sleep: Map<string, number>;
  labs: Map<string, LabRowFrom[]>;
}

const round = (value: number, places: number) => Number(value.toFixed(places));

function collectVital(collected: Collected, kind: string, resource: Json, date: string): boolean {
  if (kind === 'blood_pressure') {
    let systolic: number | null = null;
    let diastolic: number | null = null;
    for (const component of arr(resource.component).map(obj)) {
      const code = codesIn(component?.code, LOINC_SYSTEM)[0];
      const value = inUnit('blood_pressure', obj(component?.valueQuantity));
      if (code === '8480-6') systolic = value;
      if (code === '8462-4') diastolic = value;
    }
    if (systolic === null || diastolic === null) return false;
    collected.metrics.set(`blood_pressure:${date}`, {
      kind: 'blood_pressure',
      date,
      value: Math.round(systolic),
      value2: Math.round(diastolic),
    });
    return true;
  }
  if (kind === 'systolic' || kind === 'diastolic') {
    const value = inUnit('blood_pressure', obj(resource.valueQuantity));
    if (value === null) return false;
    const key = str(resource.effectiveDateTime) ?? date;
    const pair = collected.pressure.get(key) ?? { date };
    pair[kind] = Math.round(value);
    collected.pressure.set(key, pair);
    return true;
  }
  const value = inUnit(kind, obj(resource.valueQuantity));
  if (value === null || value <= 0) return false;
  if (kind === 'sleep') {
    if (value > 24) return false;
    collected.sleep.set(date, round(value, 2));
    return true;
  }
  const places = kind === 'steps' || kind === 'heart_rate' ? 0 : 1;
  collected.metrics.set(`${kind}:${date}`, {
    kind: kind as BodyMetricKind,
    date,
    value: round(value, places),
    value2: null,
  });
  return true;
}

const FLAGS: Record<string, 'H' | 'L'> = { H: 'H', HH: 'H', HU: 'H', L: 'L', LL: 'L', LU: 'L' };

/** 'High', 'Critical high', 'Above high normal' → H; the low ones → L; anything else: none. */
function flagOfWords(words: string | undefined): 'H' | 'L' | undefined {
  const folded = words?.toLowerCase() ?? '';
  if (/\b(high|above)\b/.test(folded)) return 'H';
  if (/\b(low|below)\b/.test(folded)) return 'L';
  return undefined;
}

/** A value with its comparator ('<0.5') is text: stored as 0.5 it would read as a normal 0.5. */
function labValue(resource: Json): {
  value: number | null;
  text: string | null;
  unit: Json | null;
} {
  const quantity = obj(resource.valueQuantity);
  const value = num(quantity?.value);
  const comparator = str(quantity?.comparator);
  if (value !== undefined && comparator)
    return { value: null, text: `${comparator}${value}`, unit: quantity };
  if (value !== undefined) return { value, text: null, unit: quantity };
  const text =
    str(resource.valueString) ??
    conceptText(resource.valueCodeableConcept) ??
    (typeof resource.valueBoolean === 'boolean' ? String(resource.valueBoolean) : undefined);
  return { value: null, text: text ?? null, unit: null };
}

function labRow(resource: Json, context: ImportContext): LabBiomarkerInput | null {
  const loinc = codesIn(resource.code, LOINC_SYSTEM);
  const markerId = loinc.map(biomarkerForLoinc).find((id): id is string => id !== null) ?? null;
  const marker = markerId ? context.biomarker(markerId) : null;
  // The name as the lab printed it (the code's text), else ours, else the code's display.
  const name = (str(obj(resource.code)?.text) ?? marker?.name ?? conceptText(resource.code))?.slice(
    0,
    120,
  );
  if (!name) return null;
  const { value, text, unit: quantity } = labValue(resource);
  if (value === null && !text) return null;
  const unit = quantity ? unitFromUcum(str(quantity.code), str(quantity.unit)) : null;
  const range = obj(arr(resource.referenceRange)[0]);
  let low = num(obj(range?.low)?.value) ?? null;
  let high = num(obj(range?.high)?.value) ?? null;
  if (low !== null && high !== null && low > high) [low, high] = [null, null];
  // Any interpretation coding that says high or low (a lab may list several); else its words
  // ('High', 'Low': some systems send the interpretation as text or a display alone).
  const flag =
    objs(resource.interpretation)
      .flatMap((concept) => codings(concept))
      .map((c) => FLAGS[str(c.code)?.toUpperCase() ?? ''])
      .find(Boolean) ??
    objs(resource.interpretation)
      .flatMap((concept) => [str(concept.text), ...codings(concept).map((c) => str(c.display))])
      .map((words) => flagOfWords(words))
      .find(Boolean);
  return {
    name,
    value,
    value_text: value === null ? (text ?? '').slice(0, 40) : null,
    unit: unit ? unit.slice(0, 30) : null,
    ref_low: low,
    ref_high: high,
    marker_id: markerId,
    specimen: marker?.specimen ?? null,
    lab_flag: flag ?? null,
  };
}

const isLaboratory = (resource: Json) =>
  arr(resource.category).some((c) => codings(c).some((coding) => coding.code === 'laboratory'));

/** A concept's words: its text and each coding's display and code. */
const conceptWords = (concept: unknown): string[] =>
  [
    str(obj(concept)?.text),
    ...codings(concept).flatMap((c) => [str(c.display), str(c.code)]),
  ].filter((word): word is string => word !== undefined);

/**
 * The medicine a MedicationStatement or MedicationRequest names, with its RxNorm codes and the
 * words that may say its type (its category, its Medication's code and form).
 */
function medicationOf(
  resource: Json,
  references: ReferenceIndex,
): {
  name?: string;
  rxcuis: string[];
  words: string[];
  coding: ReturnType<typeof originalCoding>;
} {
  // MedicationStatement has one category, MedicationRequest a list.
  const categories = Array.isArray(resource.category) ? resource.category : [resource.category];
  const category = categories.flatMap(conceptWords);
  const concept = resource.medicationCodeableConcept;
  if (concept)
    return {
      name: conceptText(concept),
      rxcuis: codesIn(concept, RXNORM_SYSTEM),
      words: [...category, ...conceptWords(concept)],
      coding: originalCoding(concept),
    };
  const reference = obj(resource.medicationReference);
  // A `#m` is looked up in this resource's own contained list, never another's.
  const medication = references.resolve(resource, str(reference?.reference));
  if (medication)
    return {
      name: conceptText(medication.code) ?? str(reference?.display),
      rxcuis: codesIn(medication.code, RXNORM_SYSTEM),
      words: [...category, ...conceptWords(medication.code), ...conceptWords(medication.form)],
      coding: originalCoding(medication.code),
    };
  return { name: str(reference?.display), rxcuis: [], words: category, coding: [] };
}

/**
 * A medicine's cabinet type (ADR 084): the record's own words first ('Dietary supplement',
 * 'OTC'), then an order (a MedicationRequest is a prescription), then the knowledge base's kind
 * (a supplement, vitamin or herb); null when none says, and the cabinet keeps its default.
 */
function medicineType(
  type: string,
  words: readonly string[],
  substanceId: string | null,
  context: ImportContext,
): MedicineType | null {
  return (
    medicineTypeOfWords(words) ??
    (type === 'MedicationRequest' ? 'Prescription' : null) ??
    (substanceId ? (context.substanceType?.(substanceId) ?? null) : null)
  );
}

const STOPPED_MEDICINE = new Set([
  'completed',
  'stopped',
  'entered-in-error',
  'not-taken',
  'cancelled',
  'draft',
  'unknown',
  'revoked',
]);
/** MedicationRequest intents that are an order someone acts on; a proposal is no prescription. */
const ORDER_INTENTS = new Set([
  'order',
  'plan',
  'original-order',
  'reflex-order',
  'filler-order',
  'instance-order',
]);

type Medicine = FhirImportPreview['medicines'][number];
type Item = FhirImportPreview['allergies'][number];

interface Preview {
  medicines: Map<string, Medicine>;
  allergies: Map<string, Item>;
  conditions: Map<string, Item>;
  collected: Collected;
  skip: (type: string, reason: string) => void;
  seen: Set<string>;
}

/** Why a medicine record is left out, or null when it is one the person takes. */
function medicineSkip(type: string, resource: Json): string | null {
  const status = str(resource.status);
  if (status && STOPPED_MEDICINE.has(status)) return `status ${status}`;
  if (type === 'MedicationRequest') {
    const intent = str(resource.intent);
    if (!intent || !ORDER_INTENTS.has(intent)) return `intent ${intent ?? 'missing'}: not an order`;
    if (resource.doNotPerform === true) return 'an order not to take it';
  }
  return null;
}

function readMedicine(
  preview: Preview,
  entry: { resource: Json; key: string; type: string },
  context: ImportContext,
  references: ReferenceIndex,
) {
  const { resource, key: source, type } = entry;
  const why = medicineSkip(type, resource);
  if (why) return preview.skip(type, why);
  const { name, rxcuis, words, coding } = medicationOf(resource, references);
  if (!name) return preview.skip(type, 'no medicine name');
  const byName = context.resolve(name);
  const byCode = byName
    ? null
    : rxcuis.map(substanceForRxcui).find((id): id is string => id !== null);
  const substanceId = byName?.substanceId ?? byCode ?? null;
  const dosages = type === 'MedicationRequest' ? resource.dosageInstruction : resource.dosage;
  const dosage = doseOf(dosages);
  const schedule = scheduleOf(dosages);
  const key = substanceId ?? norm(name);
  const existing = preview.medicines.get(key);
  if (existing) {
    existing.source_ids.push(source);
    joinCoding(existing.coding, coding);
    return;
  }
  const cabinetNames = new Set(context.cabinet.map((m) => norm(m.name)));
  const listed =
    cabinetNames.has(norm(name)) ||
    (substanceId !== null && context.cabinet.some((m) => m.substanceId === substanceId));
  preview.medicines.set(key, {
    name: name.slice(0, 200),
    dosage: dosage ? dosage.slice(0, 200) : null,
    frequency: schedule.frequency,
    schedule_note: schedule.note ? schedule.note.slice(0, 300) : null,
    type: medicineType(type, words, substanceId, context),
    substance_id: substanceId,
    matched: byName?.matched ?? (byCode ? context.substanceName(byCode) : null),
    already_listed: listed,
    coding,
    selected: !listed && substanceId !== null,
    reason: listed
      ? PREVIEW_REASONS.inCabinet
      : substanceId === null
        ? PREVIEW_REASONS.unresolved
        : null,
    source_ids: [source],
  });
}

const sameCode = (a: { system: string; code: string }, b: { system: string; code: string }) =>
  a.system === b.system && a.code === b.code;

/** Another record's codes for the same item join its own, up to the contract's 10. */
type Coding = { system: string; code: string; display?: string | null };
function joinCoding(known: Coding[], more: readonly Coding[]): void {
  for (const c of more) if (known.length < 10 && !known.some((k) => sameCode(k, c))) known.push(c);
}

function readHistory(
  preview: Preview,
  entry: { resource: Json; key: string; type: 'AllergyIntolerance' | 'Condition' },
  listed: readonly string[],
) {
  const verdict =
    entry.type === 'Condition' ? conditionVerdict(entry.resource) : allergyVerdict(entry.resource);
  if (verdict.kind === 'skip') return preview.skip(entry.type, verdict.reason);
  const target = entry.type === 'Condition' ? preview.conditions : preview.allergies;
  const known = target.get(norm(verdict.name));
  const coding = originalCoding(entry.resource.code);
  if (known) {
    known.source_ids.push(entry.key);
    // The same name coded by another record: its codes join (up to the contract's 10).
    joinCoding(known.coding, coding);
    // One problem-list record of a name ticks it even if a visit named it too.
    if (verdict.selected && !known.already_listed)
      Object.assign(known, { selected: true, reason: null });
    return;
  }
  const already = listed.some((name) => norm(name) === norm(verdict.name));
  target.set(norm(verdict.name), {
    name: verdict.name.slice(0, 200),
    already_listed: already,
    coding,
    selected: already ? false : verdict.selected,
    reason: already ? PREVIEW_REASONS.listed : verdict.reason,
    source_ids: [entry.key],
  });
}

/** Blood pressure given as components (85354-9 panel or any code with 8480-6 and 8462-4). */
const hasPressureComponents = (resource: Json) => {
  const codes = objs(resource.component).flatMap((c) => codesIn(c.code, LOINC_SYSTEM));
  return codes.includes('8480-6') && codes.includes('8462-4');
};

function readObservation(
  preview: Preview,
  entry: { resource: Json; key: string },
  context: ImportContext,
  now: Date,
) {
  const { resource } = entry;
  const status = str(resource.status);
  if (status === 'entered-in-error' || status === 'cancelled')
    return preview.skip('Observation', `status ${status}`);
  const dated = observationDay(resource, now);
  if (dated && 'problem' in dated) return preview.skip('Observation', dated.problem);
  const date = dated?.day ?? null;
  const loinc = codesIn(resource.code, LOINC_SYSTEM);
  const vital =
    loinc.map((code) => VITAL_CODES[code]).find(Boolean) ??
    (hasPressureComponents(resource) ? 'blood_pressure' : undefined);
  if (vital) {
    if (!date || !collectVital(preview.collected, vital, resource, date))
      preview.skip('Observation', 'a measurement without a date or a value in a known unit');
    return;
  }
  if (!isLaboratory(resource) && !loinc.some((code) => biomarkerForLoinc(code) !== null))
    return preview.skip('Observation', 'not a lab result or a body measurement');
  const row = labRow(resource, context);
  if (!row) return preview.skip('Observation', 'a lab result without a name or a value');
  const day = date ?? '';
  preview.collected.labs.set(day, [
    ...(preview.collected.labs.get(day) ?? []),
    { row, key: entry.key, coding: originalCoding(resource.code) },
  ]);
}

function bundleEntries(bundle: Json): (BundleEntry & { key: string })[] {
  return objs(bundle.entry)
    .map((entry) => ({ fullUrl: str(entry.fullUrl), resource: obj(entry.resource) }))
    .filter((entry): entry is BundleEntry => entry.resource !== null)
    .map((entry) => ({ ...entry, key: sourceKey(entry.resource, entry.fullUrl) }));
}

function readEntry(
  preview: Preview,
  entry: BundleEntry & { key: string },
  context: ImportContext,
  references: ReferenceIndex,
) {
  const type = str(entry.resource.resourceType) ?? 'Unknown';
  // The same resource twice in one file (a searchset's pages overlapping) counts once.
  if (preview.seen.has(entry.key)) return preview.skip(type, 'the same record twice in the file');
  preview.seen.add(entry.key);
  const item = { resource: entry.resource, key: entry.key };
  switch (type) {
    case 'MedicationStatement':
    case 'MedicationRequest':
      return readMedicine(preview, { ...item, type }, context, references);
    case 'AllergyIntolerance':
      return readHistory(preview, { ...item, type }, context.allergies);
    case 'Condition':
      return readHistory(preview, { ...item, type }, context.conditions);
    case 'FamilyMemberHistory':
      return preview.skip(type, HISTORY_REASONS.familyHistory);
    case 'Observation':
      return readObservation(preview, item, context, context.now ?? new Date());
    default:
      return preview.skip(type, 'not imported');
  }
}

/**
 * What previewBundle may ask the knowledge base about this Bundle, asked before it runs where the
 * knowledge base is not (the import's worker thread, ADR 100): every medicine name it reads, the
 * substances the medicines' RxNorm codes name and the biomarkers the Observations' LOINC codes
 * name. A superset: records the preview then leaves out are asked about too.
 */
export function knowledgeQuestions(bundle: Json): {
  names: string[];
  substanceIds: string[];
  markerIds: string[];
} {
  const entries = bundleEntries(bundle);
  const references = indexReferences(entries);
  const names = new Set<string>();
  const substanceIds = new Set<string>();
  const markerIds = new Set<string>();
  for (const { resource } of entries) {
    const type = str(resource.resourceType);
    if (type === 'MedicationStatement' || type === 'MedicationRequest') {
      const { name, rxcuis } = medicationOf(resource, references);
      if (name) names.add(name);
      for (const id of rxcuis.map(substanceForRxcui)) if (id !== null) substanceIds.add(id);
    } else if (type === 'Observation') {
      for (const id of codesIn(resource.code, LOINC_SYSTEM).map(biomarkerForLoinc))
        if (id !== null) markerIds.add(id);
    }
  }
  return { names: [...names], substanceIds: [...substanceIds], markerIds: [...markerIds] };
}

/** An item every one of whose records came in before is offered, not ticked (ADR 074). */
function markImported<T extends { selected: boolean; reason: string | null; source_ids: string[] }>(
  items: Iterable<T>,
  imported: ReadonlySet<string>,
): T[] {
  return [...items].map((item) =>
    item.source_ids.length > 0 && item.source_ids.every((id) => imported.has(id))
      ? { ...item, selected: false, reason: PREVIEW_REASONS.importedBefore }
      : item,
  );
}

export function previewBundle(
  bundle: Json,
  context: ImportContext,
): Omit<FhirImportPreview, 'lab_reports_blocked'> {
  const entries = bundleEntries(bundle);
  const references = indexReferences(entries);
  const skipped = new Map<string, number>();
  const preview: Preview = {
    medicines: new Map(),
    allergies: new Map(),
    conditions: new Map(),
    collected: { metrics: new Map(), pressure: new Map(), sleep: new Map(), labs: new Map() },
    skip: (type, reason) =>
      skipped.set(`${type}\u0000${reason}`, (skipped.get(`${type}\u0000${reason}`) ?? 0) + 1),
    seen: new Set(),
  };
  for (const entry of entries) readEntry(preview, entry, context, references);
  const { collected } = preview;
  for (const pair of collected.pressure.values()) {
    if (pair.systolic === undefined || pair.diastolic === undefined) continue;
    collected.metrics.set(`blood_pressure:${pair.date}`, {
      kind: 'blood_pressure',
      date: pair.date,
      value: pair.systolic,
      value2: pair.diastolic,
    });
  }
  const imported = context.imported ?? new Set<string>();
  const medicines = markImported(preview.medicines.values(), imported);
  return {
    medicines: medicines.filter((m) => m.substance_id !== null),
    unresolved_medicines: medicines.filter((m) => m.substance_id === null),
    allergies: markImported(preview.allergies.values(), imported),
    conditions: markImported(preview.conditions.values(), imported),
    lab_reports: markImported(labReports(collected.labs), imported),
    metrics: [...collected.metrics.values()].sort(
      (a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind),
    ),
    sleep: [...collected.sleep.entries()]
      .map(([date, hours]) => ({ date, hours }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    skipped: [...skipped.entries()].map(([key, count]) => {
      const [resource_type, reason] = key.split('\u0000') as [string, string];
      return { resource_type, reason, count };
    }),
  };
}

function labReports(byDay: ReadonlyMap<string, LabRowFrom[]>): FhirImportPreview['lab_reports'] {
  const reports: FhirImportPreview['lab_reports'] = [];
  for (const [day, rows] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (let start = 0; start < rows.length; start += LAB_UPLOAD_LIMITS.maxRows) {
      const part = rows.slice(start, start + LAB_UPLOAD_LIMITS.maxRows);
      const specimens = new Set(part.map(({ row }) => row.specimen ?? 'blood'));
      reports.push({
        collected_on: day || null,
        test_type: specimens.size > 1 ? 'combined' : specimens.has('urine') ? 'urine' : 'blood',
        biomarkers: part.map(({ row }) => row),
        selected: true,
        reason: null,
        source_ids: part.map(({ key }) => key),
        codings: part.map(({ coding }) => coding),
      });
    }
  }
  return reports;
}
