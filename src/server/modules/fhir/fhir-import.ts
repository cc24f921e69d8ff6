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
import {
  LOINC_SYSTEM,
  RXNORM_SYSTEM,
  biomarkerForLoinc,
  substanceForRxcui,
  unitFromUcum,
} from './fhir-codes';

type Json = Record<string, unknown>;

export interface ImportContext {
  /** The name resolution (knowledge base): a substance id and its name, or null. */
  resolve: (name: string) => { substanceId: string; matched: string } | null;
  substanceName: (id: string) => string | null;
  /** A biomarker's name and specimen, by our id. */
  biomarker: (id: string) => { name: string; specimen: 'blood' | 'urine' } | null;
  cabinet: readonly { name: string; substanceId: string | null }[];
  allergies: readonly string[];
  conditions: readonly string[];
}

const obj = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const norm = (text: string) => text.trim().toLowerCase();

function codings(concept: unknown): Json[] {
  return arr(obj(concept)?.coding)
    .map(obj)
    .filter((c): c is Json => c !== null);
}

/** What a CodeableConcept says in words: its text, else a coding's display, else a code. */
export function conceptText(concept: unknown): string | undefined {
  const cc = obj(concept);
  if (!cc) return undefined;
  return (
    str(cc.text) ??
    codings(cc)
      .map((c) => str(c.display))
      .find(Boolean) ??
    codings(cc)
      .map((c) => str(c.code))
      .find(Boolean)
  );
}

const codesIn = (concept: unknown, system: string): string[] =>
  codings(concept)
    .filter((c) => c.system === system)
    .map((c) => str(c.code))
    .filter((c): c is string => c !== undefined);

const statusCode = (concept: unknown): string | undefined =>
  codings(concept)
    .map((c) => str(c.code))
    .find(Boolean);

/** The day (YYYY-MM-DD) an Observation was taken. */
function observationDay(resource: Json): string | null {
  const when =
    str(resource.effectiveDateTime) ??
    str(obj(resource.effectivePeriod)?.start) ??
    str(resource.effectiveInstant) ??
    str(resource.issued);
  return when && /^\d{4}-\d{2}-\d{2}/.test(when) ? when.slice(0, 10) : null;
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

interface Collected {
  metrics: Map<
    string,
    { kind: BodyMetricKind; date: string; value: number; value2: number | null }
  >;
  pressure: Map<string, { systolic?: number; diastolic?: number; date: string }>;
  sleep: Map<string, number>;
  labs: Map<string, LabBiomarkerInput[]>;
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
  const quantity = obj(resource.valueQuantity);
  const value = num(quantity?.value);
  const valueText =
    str(resource.valueString) ??
    conceptText(resource.valueCodeableConcept) ??
    (typeof resource.valueBoolean === 'boolean' ? String(resource.valueBoolean) : undefined);
  if (value === undefined && !valueText) return null;
  const unit = unitFromUcum(str(quantity?.code), str(quantity?.unit));
  const range = obj(arr(resource.referenceRange)[0]);
  let low = num(obj(range?.low)?.value) ?? null;
  let high = num(obj(range?.high)?.value) ?? null;
  if (low !== null && high !== null && low > high) [low, high] = [null, null];
  const flag = codings(obj(arr(resource.interpretation)[0]))
    .map((c) => FLAGS[str(c.code) ?? ''])
    .find(Boolean);
  return {
    name,
    value: value ?? null,
    value_text: value === undefined ? (valueText ?? '').slice(0, 40) : null,
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

/** The medicine a MedicationStatement or MedicationRequest names, with its RxNorm codes. */
function medicationOf(
  resource: Json,
  byReference: ReadonlyMap<string, Json>,
): { name?: string; rxcuis: string[] } {
  const concept = resource.medicationCodeableConcept;
  if (concept) return { name: conceptText(concept), rxcuis: codesIn(concept, RXNORM_SYSTEM) };
  const reference = str(obj(resource.medicationReference)?.reference);
  const medication = reference ? byReference.get(reference) : undefined;
  if (medication)
    return {
      name: conceptText(medication.code),
      rxcuis: codesIn(medication.code, RXNORM_SYSTEM),
    };
  return { name: str(obj(resource.medicationReference)?.display), rxcuis: [] };
}

const SKIPPED_STATUSES = new Set([
  'entered-in-error',
  'refuted',
  'resolved',
  'inactive',
  'remission',
]);
const STOPPED_MEDICINE = new Set([
  'completed',
  'stopped',
  'entered-in-error',
  'not-taken',
  'cancelled',
  'draft',
  'unknown',
]);

export function previewBundle(
  bundle: Json,
  context: ImportContext,
): Omit<FhirImportPreview, 'lab_reports_blocked'> {
  const entries = arr(bundle.entry)
    .map((entry) => ({ fullUrl: str(obj(entry)?.fullUrl), resource: obj(obj(entry)?.resource) }))
    .filter((entry): entry is { fullUrl: string | undefined; resource: Json } => !!entry.resource);
  const byReference = new Map<string, Json>();
  for (const { fullUrl, resource } of entries) {
    const type = str(resource.resourceType);
    const id = str(resource.id);
    if (fullUrl) byReference.set(fullUrl, resource);
    if (type && id) byReference.set(`${type}/${id}`, resource);
    for (const contained of arr(resource.contained).map(obj)) {
      const containedId = str(contained?.id);
      if (contained && containedId) byReference.set(`#${containedId}`, contained);
    }
  }

  const skipped = new Map<string, number>();
  const skip = (type: string, reason: string) =>
    skipped.set(`${type}\u0000${reason}`, (skipped.get(`${type}\u0000${reason}`) ?? 0) + 1);

  const cabinetNames = new Set(context.cabinet.map((m) => norm(m.name)));
  const cabinetSubstances = new Set(
    context.cabinet.map((m) => m.substanceId).filter((id): id is string => id !== null),
  );
  const medicines = new Map<string, FhirImportPreview['medicines'][number]>();
  const allergies = new Map<string, string>();
  const conditions = new Map<string, string>();
  const collected: Collected = {
    metrics: new Map(),
    pressure: new Map(),
    sleep: new Map(),
    labs: new Map(),
  };

  for (const { resource } of entries) {
    const type = str(resource.resourceType) ?? 'Unknown';
    switch (type) {
      case 'MedicationStatement':
      case 'MedicationRequest': {
        const status = str(resource.status);
        if (status && STOPPED_MEDICINE.has(status)) {
          skip(type, `status ${status}`);
          break;
        }
        const { name, rxcuis } = medicationOf(resource, byReference);
        if (!name) {
          skip(type, 'no medicine name');
          break;
        }
        const byName = context.resolve(name);
        const byCode = byName
          ? null
          : rxcuis.map(substanceForRxcui).find((id): id is string => id !== null);
        const substanceId = byName?.substanceId ?? byCode ?? null;
        const matched = byName?.matched ?? (byCode ? context.substanceName(byCode) : null);
        const dosage =
          str(obj(arr(resource.dosage)[0])?.text) ??
          str(obj(arr(resource.dosageInstruction)[0])?.text) ??
          null;
        const key = substanceId ?? norm(name);
        if (medicines.has(key)) break;
        medicines.set(key, {
          name: name.slice(0, 200),
          dosage: dosage ? dosage.slice(0, 200) : null,
          substance_id: substanceId,
          matched,
          already_listed:
            cabinetNames.has(norm(name)) ||
            (substanceId !== null && cabinetSubstances.has(substanceId)),
        });
        break;
      }
      case 'AllergyIntolerance':
      case 'Condition': {
        const status =
          statusCode(resource.verificationStatus) ?? statusCode(resource.clinicalStatus);
        const clinical = statusCode(resource.clinicalStatus);
        if (
          (status && SKIPPED_STATUSES.has(status)) ||
          (clinical && SKIPPED_STATUSES.has(clinical))
        ) {
          skip(type, `status ${clinical && SKIPPED_STATUSES.has(clinical) ? clinical : status}`);
          break;
        }
        const name = conceptText(resource.code);
        if (!name) {
          skip(type, 'no name');
          break;
        }
        const target = type === 'Condition' ? conditions : allergies;
        if (!target.has(norm(name))) target.set(norm(name), name.slice(0, 200));
        break;
      }
      case 'Observation': {
        if (str(resource.status) === 'entered-in-error' || str(resource.status) === 'cancelled') {
          skip(type, `status ${str(resource.status)}`);
          break;
        }
        const date = observationDay(resource);
        const loinc = codesIn(resource.code, LOINC_SYSTEM);
        const vital = loinc.map((code) => VITAL_CODES[code]).find(Boolean);
        if (vital) {
          if (!date || !collectVital(collected, vital, resource, date))
            skip(type, 'a measurement without a date or a value in a known unit');
          break;
        }
        const isLab =
          isLaboratory(resource) || loinc.some((code) => biomarkerForLoinc(code) !== null);
        if (!isLab) {
          skip(type, 'not a lab result or a body measurement');
          break;
        }
        const row = labRow(resource, context);
        if (!row) {
          skip(type, 'a lab result without a name or a value');
          break;
        }
        const day = date ?? '';
        collected.labs.set(day, [...(collected.labs.get(day) ?? []), row]);
        break;
      }
      default:
        skip(type, 'not imported');
    }
  }

  for (const pair of collected.pressure.values()) {
    if (pair.systolic === undefined || pair.diastolic === undefined) continue;
    collected.metrics.set(`blood_pressure:${pair.date}`, {
      kind: 'blood_pressure',
      date: pair.date,
      value: pair.systolic,
      value2: pair.diastolic,
    });
  }

  const listedAllergies = new Set(context.allergies.map(norm));
  const listedConditions = new Set(context.conditions.map(norm));
  const all = [...medicines.values()];
  return {
    medicines: all.filter((m) => m.substance_id !== null),
    unresolved_medicines: all.filter((m) => m.substance_id === null),
    allergies: [...allergies.values()].map((name) => ({
      name,
      already_listed: listedAllergies.has(norm(name)),
    })),
    conditions: [...conditions.values()].map((name) => ({
      name,
      already_listed: listedConditions.has(norm(name)),
    })),
    lab_reports: labReports(collected.labs),
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

function labReports(
  byDay: ReadonlyMap<string, LabBiomarkerInput[]>,
): FhirImportPreview['lab_reports'] {
  const reports: FhirImportPreview['lab_reports'] = [];
  for (const [day, rows] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (let start = 0; start < rows.length; start += LAB_UPLOAD_LIMITS.maxRows) {
      const part = rows.slice(start, start + LAB_UPLOAD_LIMITS.maxRows);
      const specimens = new Set(part.map((row) => row.specimen ?? 'blood'));
      reports.push({
        collected_on: day || null,
        test_type: specimens.size > 1 ? 'combined' : specimens.has('urine') ? 'urine' : 'blood',
        biomarkers: part,
      });
    }
  }
  return reports;
}
