/**
 * What one Apple Health import may cost (ADR 075). A 207 kB ZIP of nested XML once grew the
 * process to 4.95 GB, and 2 MB that unpacked to 2 GB of spaces froze every request for 30 s: the
 * ZIP's own size says nothing about what reading it costs. So every cost is bounded where it
 * arises, in a worker thread (apple-health-import.ts), and each refusal names what was too much.
 * Nothing is written unless the whole export was read within every limit.
 */
import { AppError } from '#server/lib/app-error';
import { APPLE_HEALTH_MAX_BYTES, FHIR_MESSAGES } from '#shared/contracts/fhir.contract';

const KIB = 1024;
const MIB = 1024 * KIB;
const GIB = 1024 * MIB;

export interface AppleHealthLimits {
  /** Bytes of the ZIP as received (the route's own limit, 2 GB). */
  maxZipBytes: number;
  /**
   * Bytes unpacked from every entry of the ZIP, counted as the inflater hands them over (the sizes
   * a ZIP header declares are never used). Ten years of a watch's data is 2-4 GB of export.xml.
   */
  maxUnpackedBytes: number;
  /**
   * Unpacked bytes per byte of ZIP received so far, once past `ratioFloorBytes`. Apple's
   * export.xml deflates about 10 times (the test kit's regular one 15); deflate's ceiling (runs of one byte) is about 1,030 times,
   * which is what a bomb uses. The check runs as bytes arrive, so a bomb stops after its first
   * `ratioFloorBytes` of output, not after gigabytes.
   */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Elements open at once. Apple's export nests 4 deep (HealthData › Workout › WorkoutRoute › FileReference). */
  maxDepth: number;
  /** Attributes on one element: a <Record> has 9, a <Workout> 13. */
  maxAttributes: number;
  /** Characters of one attribute value: a device description is about 200. */
  maxAttributeChars: number;
  /**
   * Characters between two '<' (one tag with its attributes, or one run of text), and of one
   * comment, CDATA section, processing instruction or DOCTYPE. The export's text is whitespace.
   */
  maxTextChars: number;
  /** Elements in all: a 4 GB export.xml holds about 25 million. */
  maxElements: number;
  /** Distinct source names (phones, watches, scales, apps): real exports list a few dozen. */
  maxSources: number;
  /**
   * Milliseconds the worker may spend reading, summed over the chunks it was given (time spent
   * waiting for the upload is not counted): the bench's realistic 100 MB ZIP (881 MB of
   * export.xml) read in 158 s on a busy 2-core machine, so a 2 GB export fits.
   */
  maxReadMs: number;
  /** V8 heap of the worker: the per-day summaries of ten years fit in a few MB. */
  workerHeapMb: number;
}

export const APPLE_HEALTH_LIMITS: AppleHealthLimits = {
  maxZipBytes: APPLE_HEALTH_MAX_BYTES,
  maxUnpackedBytes: 8 * GIB,
  maxRatio: 200,
  ratioFloorBytes: 16 * MIB,
  maxDepth: 16,
  maxAttributes: 64,
  maxAttributeChars: 16 * KIB,
  maxTextChars: 1 * MIB,
  maxElements: 60_000_000,
  maxSources: 5_000,
  maxReadMs: 10 * 60_000,
  workerHeapMb: 128,
};

/** Imports read at once in this process: one per core less the event loop's, at least one. */
export const MAX_CONCURRENT_APPLE_IMPORTS = 1;

export type AppleHealthRefusal =
  | 'not_zip'
  | 'no_export'
  | 'bad_xml'
  | 'too_large'
  | 'unpacked_too_large'
  | 'too_deep'
  | 'too_many_attributes'
  | 'attribute_too_long'
  | 'text_too_long'
  | 'too_many_elements'
  | 'too_many_sources'
  | 'too_slow'
  | 'out_of_memory'
  | 'unsupported_zip'
  | 'busy';

/** A refusal of the file (or of the moment, for 'busy'), with what is shown to the person. */
export class AppleHealthError extends Error {
  constructor(readonly reason: AppleHealthRefusal) {
    super(reason);
  }
}

const NOTHING = 'Nothing was imported.';
const notAnExport = (what: string) =>
  `The export.xml in this ZIP ${what}, which no Health app export does. ${NOTHING}`;

/** Status, code and message of each refusal: 413 for too much of something, 400 for malformed. */
export const APPLE_HEALTH_REFUSALS: Record<AppleHealthRefusal, [number, string, string]> = {
  not_zip: [400, 'APPLE_HEALTH_NOT_ZIP', FHIR_MESSAGES.appleNotZip],
  no_export: [400, 'APPLE_HEALTH_NO_EXPORT', FHIR_MESSAGES.appleNoExport],
  bad_xml: [400, 'APPLE_HEALTH_UNREADABLE', FHIR_MESSAGES.appleBadXml],
  unsupported_zip: [
    400,
    'APPLE_HEALTH_UNSUPPORTED_ZIP',
    `This ZIP uses a compression the Health app does not. Upload the export.zip as the Health app made it. ${NOTHING}`,
  ],
  too_deep: [
    400,
    'APPLE_HEALTH_TOO_DEEP',
    notAnExport(`nests elements more than ${APPLE_HEALTH_LIMITS.maxDepth} deep`),
  ],
  too_many_attributes: [
    400,
    'APPLE_HEALTH_TOO_MANY_ATTRIBUTES',
    notAnExport(`has an element with more than ${APPLE_HEALTH_LIMITS.maxAttributes} attributes`),
  ],
  too_large: [413, 'APPLE_HEALTH_TOO_LARGE', FHIR_MESSAGES.appleTooLarge],
  unpacked_too_large: [
    413,
    'APPLE_HEALTH_UNPACKED_TOO_LARGE',
    `This ZIP unpacks to far more than its size suggests (more than ${APPLE_HEALTH_LIMITS.maxRatio} times, or past ${APPLE_HEALTH_LIMITS.maxUnpackedBytes / GIB} GB in all). ${NOTHING}`,
  ],
  attribute_too_long: [
    413,
    'APPLE_HEALTH_VALUE_TOO_LONG',
    notAnExport(`has a value longer than ${APPLE_HEALTH_LIMITS.maxAttributeChars / KIB} kB`),
  ],
  text_too_long: [
    413,
    'APPLE_HEALTH_TEXT_TOO_LONG',
    notAnExport(`has a text or tag longer than ${APPLE_HEALTH_LIMITS.maxTextChars / MIB} MB`),
  ],
  too_many_elements: [
    413,
    'APPLE_HEALTH_TOO_MANY_ELEMENTS',
    `The export.xml in this ZIP has more than ${(APPLE_HEALTH_LIMITS.maxElements / 1e6).toFixed(0)} million elements. ${NOTHING}`,
  ],
  too_many_sources: [
    413,
    'APPLE_HEALTH_TOO_MANY_SOURCES',
    notAnExport(`names more than ${APPLE_HEALTH_LIMITS.maxSources} devices and apps`),
  ],
  too_slow: [
    413,
    'APPLE_HEALTH_TOO_SLOW',
    `This export took more than ${APPLE_HEALTH_LIMITS.maxReadMs / 60_000} minutes to read and was stopped. ${NOTHING}`,
  ],
  out_of_memory: [
    413,
    'APPLE_HEALTH_TOO_COMPLEX',
    `This export needs more memory to read than any Health app export does. ${NOTHING}`,
  ],
  busy: [
    503,
    'APPLE_HEALTH_BUSY',
    'Another Apple Health import is being read right now. Please try again in a minute.',
  ],
};

/** The refusal as the answer the error handler sends. */
export function appleHealthAppError(error: AppleHealthError): AppError {
  const [status, code, message] = APPLE_HEALTH_REFUSALS[error.reason];
  return new AppError(status, code, message);
}
