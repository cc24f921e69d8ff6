/**
 * Builds the FHIR R4 Bundle (type 'collection') of one person's records (ADR 058): Patient,
 * AllergyIntolerance, Condition, MedicationStatement (RxNorm where we know the code), Observation
 * for lab results (LOINC, UCUM, reference range, interpretation H/L/N), vital signs and body
 * measurements, sleep, and DocumentReference for each uploaded lab file. Pure: it takes what the
 * service read and returns JSON; ids are derived from ours, so the same data exports the same.
 */
import { createHash } from 'node:crypto';
import type { BodyMetricKind } from '#shared/contracts/fhir.contract';
import type { StoredLabRow } from '#server/modules/labs/index';
import {
  ALLERGY_CLINICAL_SYSTEM,
  ALLERGY_VERIFICATION_SYSTEM,
  CONDITION_CLINICAL_SYSTEM,
  CONDITION_VERIFICATION_SYSTEM,
  CONDITION_CATEGORY_SYSTEM,
  INTERPRETATION_SYSTEM,
  labLoinc,
  LOINC_SYSTEM,
  NO_KNOWN_ALLERGY,
  OBSERVATION_CATEGORY_SYSTEM,
  RXNORM_SYSTEM,
  SNOMED_SYSTEM,
  SUBSTANCE_RXCUI,
  UCUM_SYSTEM,
  UNIT_TO_UCUM,
  US_CORE,
  VITAL_LOINC,
  type Loinc,
} from './fhir-codes';

export type FhirResource = Record<string, unknown> & { resourceType: string; id: string };

export interface ExportMedicine {
  id: string;
  name: string;
  dosage: string | null;
  frequency: string | null;
  substanceId: string | null;
}

export interface ExportLabReport {
  id: string;
  status: string;
  collected_on: string | null;
  created_at: Date;
  rows: StoredLabRow[];
  file: { kind: string; size: number; display_name: string } | null;
}

export interface ExportMetric {
  kind: BodyMetricKind;
  date: string;
  value: number;
  value2: number | null;
}

/** A code as a record gave it (kept from an import). */
interface ExportCoding {
  system: string;
  code: string;
  display?: string | null;
}

export interface FhirExportInput {
  userId: string;
  exportedAt: Date;
  /** The app's origin: DocumentReference points at the file's download there. */
  appUrl: string;
  gender: string | null;
  allergies: readonly string[];
  /**
   * The person said they have no known allergies (ADR 093): with no allergy listed, the Bundle
   * says so as one AllergyIntolerance coded SNOMED 716186003, not by leaving allergies out.
   */
  noKnownAllergies?: boolean;
  conditions: readonly string[];
  medicines: readonly ExportMedicine[];
  labs: readonly ExportLabReport[];
  metrics: readonly ExportMetric[];
  sleep: readonly { date: string; hours: number }[];
  /** A substance's display name (the knowledge base's), for the RxNorm coding. */
  substanceName?: (id: string) => string | null;
  /**
   * The codes an import brought for an allergy or a condition, by its name in lower case
   * (ADR 084); none when absent.
   */
  historyCoding?: {
    allergies: ReadonlyMap<string, readonly ExportCoding[]>;
    conditions: ReadonlyMap<string, readonly ExportCoding[]>;
    /** An imported medicine's own codes (RxNorm from the source...), by the name it was added under. */
    medicines?: ReadonlyMap<string, readonly ExportCoding[]>;
  };
}

/**
 * What a Bundle holds: the account export holds everything; a share link's Bundle only the
 * sections its owner chose (no profile data, no file links, sleep of the trends window only).
 */
export interface FhirExportScope {
  /** The Patient's gender (from the profile). */
  gender: boolean;
  /** Allergies and conditions (from the profile's medical history). */
  history: boolean;
  medicines: boolean;
  /** Every lab report, one report, or none. */
  labs: 'all' | { reportId: string } | null;
  /** DocumentReference for uploaded lab files (their link works with the owner's session only). */
  labFiles: boolean;
  metrics: boolean;
  /** Every logged night, the nights of a window (inclusive YYYY-MM-DD), or none. */
  sleep: 'all' | { from: string; to: string } | null;
}

export const FULL_EXPORT: FhirExportScope = {
  gender: true,
  history: true,
  medicines: true,
  labs: 'all',
  labFiles: true,
  metrics: true,
  sleep: 'all',
};

/** A UUID derived from the parts (SHA-1, shaped as a version 5 UUID). */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** FHIR allows no nulls, empty strings, empty arrays or empty objects: they are left out. */
export function withoutEmpty<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map(withoutEmpty).filter((item) => !isEmpty(item)) as T;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const cleaned = withoutEmpty(item);
      if (!isEmpty(cleaned)) out[key] = cleaned;
    }
    return out as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const coding = (system: string, code: string, display?: string | null) => ({
  system,
  code,
  display: display ?? undefined,
});
const copied = (codes: readonly ExportCoding[] | undefined) =>
  (codes ?? []).map((c) => coding(c.system, c.code, c.display));
/** The US Core profile a resource claims (ADR 084), as meta.profile. */
const claims = (profile: string) => ({ profile: [profile] });
/** US Core's Patient needs a name: ours is not exported, so it is marked absent on purpose. */
const MASKED = [
  {
    url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason',
    valueCode: 'masked',
  },
];
const loincConcept = (loinc: Loinc, text?: string) => ({
  coding: [coding(LOINC_SYSTEM, loinc.code, loinc.display)],
  text: text ?? loinc.display,
});
const category = (code: string, display: string) => [
  { coding: [coding(OBSERVATION_CATEGORY_SYSTEM, code, display)] },
];

/** A quantity in our unit, with its UCUM code when the unit has one. */
export function quantity(value: number, unit: string | null | undefined) {
  const ucum = unit !== null && unit !== undefined ? UNIT_TO_UCUM[unit] : undefined;
  return {
    value,
    unit: unit || undefined,
    system: ucum ? UCUM_SYSTEM : undefined,
    code: ucum,
  };
}

const GENDERS: Record<string, string> = {
  male: 'male',
  female: 'female',
  'non-binary': 'other',
  'prefer-not-to-say': 'unknown',
};

const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** H, L or N from the lab's printed range, else the flag the report printed, else none. */
export function interpretationOf(row: StoredLabRow): 'H' | 'L' | 'N' | null {
  if (row.value !== null && (row.ref_low !== null || row.ref_high !== null)) {
    if (row.ref_high !== null && row.value > row.ref_high) return 'H';
    if (row.ref_low !== null && row.value < row.ref_low) return 'L';
    return 'N';
  }
  return row.lab_flag ?? null;
}

const INTERPRETATION_DISPLAY = { H: 'High', L: 'Low', N: 'Normal' } as const;

/** The day as a FHIR dateTime, and a timestamp as a FHIR instant. */
const instant = (date: Date) => date.toISOString();

/** The bundle's own list of resources, each added without its empty fields. */
type AddResource = (resource: FhirResource) => void;

/** AllergyIntolerance and Condition resources, and 'no known allergies' when the person said so. */
function addHistory(
  input: FhirExportInput,
  patientRef: { reference: string },
  add: AddResource,
): void {
  for (const allergy of input.allergies) {
    add({
      resourceType: 'AllergyIntolerance',
      id: stableUuid('AllergyIntolerance', input.userId, allergy.toLowerCase()),
      meta: claims(US_CORE.allergyIntolerance),
      clinicalStatus: { coding: [coding(ALLERGY_CLINICAL_SYSTEM, 'active', 'Active')] },
      // The person listed it; no clinician confirmed it here.
      verificationStatus: {
        coding: [coding(ALLERGY_VERIFICATION_SYSTEM, 'unconfirmed', 'Unconfirmed')],
      },
      code: {
        coding: copied(input.historyCoding?.allergies.get(allergy.trim().toLowerCase())),
        text: allergy,
      },
      patient: patientRef,
    });
  }

  if (input.noKnownAllergies === true && input.allergies.length === 0) {
    add({
      resourceType: 'AllergyIntolerance',
      id: stableUuid('AllergyIntolerance', input.userId, 'no known allergy'),
      meta: claims(US_CORE.allergyIntolerance),
      clinicalStatus: { coding: [coding(ALLERGY_CLINICAL_SYSTEM, 'active', 'Active')] },
      verificationStatus: {
        coding: [coding(ALLERGY_VERIFICATION_SYSTEM, 'unconfirmed', 'Unconfirmed')],
      },
      code: {
        coding: [coding(SNOMED_SYSTEM, NO_KNOWN_ALLERGY.code, NO_KNOWN_ALLERGY.display)],
        text: 'No known allergies',
      },
      patient: patientRef,
    });
  }

  for (const condition of input.conditions) {
    add({
      resourceType: 'Condition',
      id: stableUuid('Condition', input.userId, condition.toLowerCase()),
      meta: claims(US_CORE.conditionProblems),
      clinicalStatus: { coding: [coding(CONDITION_CLINICAL_SYSTEM, 'active', 'Active')] },
      verificationStatus: {
        coding: [coding(CONDITION_VERIFICATION_SYSTEM, 'unconfirmed', 'Unconfirmed')],
      },
      // The profile lists current and chronic conditions: the person's problem list.
      category: [
        {
          coding: [coding(CONDITION_CATEGORY_SYSTEM, 'problem-list-item', 'Problem List Item')],
        },
      ],
      code: {
        coding: copied(input.historyCoding?.conditions.get(condition.trim().toLowerCase())),
        text: condition,
      },
      subject: patientRef,
    });
  }
}

/** A MedicationStatement per cabinet medicine. */
function addMedicationStatements(
  input: FhirExportInput,
  patientRef: { reference: string },
  add: AddResource,
): void {
  for (const medicine of input.medicines) {
    const rxcui = medicine.substanceId ? SUBSTANCE_RXCUI[medicine.substanceId] : undefined;
    const dosage = [medicine.dosage, medicine.frequency].filter(Boolean).join(', ');
    // The source's own codes first (an imported medicine keeps the RxNorm code it came with, often
    // a clinical drug rather than our ingredient), then ours when it is not among them.
    const imported = copied(
      input.historyCoding?.medicines?.get(medicine.name.trim().toLowerCase()),
    );
    const ours = rxcui
      ? coding(RXNORM_SYSTEM, rxcui, input.substanceName?.(medicine.substanceId!) ?? undefined)
      : null;
    const codings = [
      ...(imported ?? []),
      ...(ours && !imported?.some((c) => c.system === RXNORM_SYSTEM && c.code === rxcui)
        ? [ours]
        : []),
    ];
    add({
      resourceType: 'MedicationStatement',
      id: stableUuid('MedicationStatement', medicine.id),
      status: 'active',
      medicationCodeableConcept: {
        coding: codings.length > 0 ? codings : undefined,
        text: medicine.name,
      },
      subject: patientRef,
      dosage: dosage ? [{ text: dosage }] : undefined,
    });
  }
}

export function buildFhirBundle(input: FhirExportInput): Record<string, unknown> {
  const patientId = stableUuid('Patient', input.userId);
  const patientRef = { reference: `urn:uuid:${patientId}` };
  const resources: FhirResource[] = [];
  const add = (resource: FhirResource) => resources.push(withoutEmpty(resource));

  // US Core Patient: an identifier (this export's own, the resource's URN), a name (not
  // exported: marked absent as masked) and a gender ('unknown' when the profile has none or the
  // scope leaves it out, as US Core asks for a required code without data).
  add({
    resourceType: 'Patient',
    id: patientId,
    meta: claims(US_CORE.patient),
    identifier: [{ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${patientId}` }],
    name: [{ extension: MASKED }],
    gender: (input.gender ? GENDERS[input.gender] : undefined) ?? 'unknown',
  });

  addHistory(input, patientRef, add);

  addMedicationStatements(input, patientRef, add);

  for (const report of input.labs) {
    const day = report.collected_on ?? report.created_at.toISOString().slice(0, 10);
    const documentId = report.file ? stableUuid('DocumentReference', report.id) : null;
    if (report.file && documentId) {
      add({
        resourceType: 'DocumentReference',
        id: documentId,
        status: 'current',
        type: loincConcept({ code: '11502-2', display: 'Laboratory report' }),
        subject: patientRef,
        date: instant(report.created_at),
        description: report.file.display_name,
        content: [
          {
            attachment: {
              contentType: FILE_TYPES[report.file.kind] ?? 'application/octet-stream',
              url: `${input.appUrl}/api/labs/${report.id}/file`,
              title: report.file.display_name,
              size: report.file.size,
              creation: instant(report.created_at),
            },
          },
        ],
      });
    }
    for (const row of report.rows) {
      if (row.value === null && !row.value_text) continue;
      const code = labCode(row);
      const flag = interpretationOf(row);
      const coded = code.coding.some((c) => c.system === LOINC_SYSTEM);
      add({
        resourceType: 'Observation',
        id: stableUuid('Observation', report.id, row.id),
        // US Core's lab profile wants a LOINC-coded test: a row named only in words claims none.
        meta: coded ? claims(US_CORE.labObservation) : undefined,
        // Rows still waiting for the person's review are preliminary.
        status: report.status === 'analyzed' ? 'final' : 'preliminary',
        category: category('laboratory', 'Laboratory'),
        code,
        subject: patientRef,
        effectiveDateTime: day,
        valueQuantity: row.value !== null ? quantity(row.value, row.unit) : undefined,
        valueString: row.value === null ? (row.value_text ?? undefined) : undefined,
        interpretation: flag
          ? [{ coding: [coding(INTERPRETATION_SYSTEM, flag, INTERPRETATION_DISPLAY[flag])] }]
          : undefined,
        referenceRange:
          row.ref_low !== null || row.ref_high !== null
            ? [
                {
                  low: row.ref_low !== null ? quantity(row.ref_low, row.unit) : undefined,
                  high: row.ref_high !== null ? quantity(row.ref_high, row.unit) : undefined,
                },
              ]
            : undefined,
        derivedFrom: documentId ? [{ reference: `urn:uuid:${documentId}` }] : undefined,
      });
    }
  }

  for (const metric of input.metrics) add(metricObservation(input.userId, patientRef, metric));

  for (const night of input.sleep) {
    add({
      resourceType: 'Observation',
      id: stableUuid('Observation', input.userId, 'sleep', night.date),
      status: 'final',
      category: category('activity', 'Activity'),
      code: loincConcept(VITAL_LOINC.sleep),
      subject: patientRef,
      effectiveDateTime: night.date,
      valueQuantity: quantity(night.hours, 'h'),
    });
  }

  return {
    resourceType: 'Bundle',
    id: stableUuid('Bundle', input.userId, input.exportedAt.toISOString()),
    meta: { lastUpdated: instant(input.exportedAt) },
    type: 'collection',
    timestamp: instant(input.exportedAt),
    entry: resources.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}

/**
 * A lab row's code: the codes its record gave it when it was imported (ADR 084), else ours: the
 * LOINC code whose property the row's unit measures (glucose in mmol/L is 14749-6, in mg/dL
 * 2345-7), or the name alone when we know none. An imported row without a LOINC code of its
 * own also gets ours, beside its lab's local code.
 */
function labCode(row: StoredLabRow): { coding: ReturnType<typeof coding>[]; text: string } {
  const original = copied(row.coding);
  const ours = row.marker_id ? labLoinc(row.marker_id, row.unit) : null;
  const hasLoinc = original.some((c) => c.system === LOINC_SYSTEM);
  return {
    coding:
      ours && !hasLoinc ? [...original, coding(LOINC_SYSTEM, ours.code, ours.display)] : original,
    text: row.name,
  };
}

const METRIC_CODES: Record<Exclude<BodyMetricKind, 'blood_pressure'>, [Loinc, string]> = {
  weight: [VITAL_LOINC.weight, 'kg'],
  height: [VITAL_LOINC.height, 'cm'],
  heart_rate: [VITAL_LOINC.heartRate, 'beats/min'],
  steps: [VITAL_LOINC.steps, 'steps'],
};

function metricObservation(
  userId: string,
  patientRef: { reference: string },
  metric: ExportMetric,
): FhirResource {
  const base = {
    resourceType: 'Observation',
    id: stableUuid('Observation', userId, metric.kind, metric.date),
    status: 'final',
    category:
      metric.kind === 'steps'
        ? category('activity', 'Activity')
        : category('vital-signs', 'Vital Signs'),
    subject: patientRef,
    effectiveDateTime: metric.date,
  };
  if (metric.kind === 'blood_pressure') {
    return {
      ...base,
      code: loincConcept(VITAL_LOINC.bloodPressure, 'Blood pressure'),
      component: [
        { code: loincConcept(VITAL_LOINC.systolic), valueQuantity: quantity(metric.value, 'mmHg') },
        {
          code: loincConcept(VITAL_LOINC.diastolic),
          valueQuantity: quantity(metric.value2 ?? 0, 'mmHg'),
        },
      ],
    };
  }
  const [loinc, unit] = METRIC_CODES[metric.kind];
  return { ...base, code: loincConcept(loinc), valueQuantity: quantity(metric.value, unit) };
}
