/**
 * The FHIR import's work in its worker thread (ADR 100). The body is taken exactly as the JSON
 * parser takes every other body (registerMalformedInputGuards: the depth, NUL and lone-surrogate
 * scan, then Fastify's own parser, which refuses prototype keys) and checked against the route's
 * contract, so every refusal is the one the route gave when it parsed in place. A confirmation's
 * body then goes back as checked; a Bundle is read into the preview here, after one round trip
 * for what only the main thread knows (the knowledge base, the person's own rows), and the
 * preview goes back written as the route's answer (its JSON, checked by its schema).
 */
import { createRequire } from 'node:module';
import type { MessagePort } from 'node:worker_threads';
import { safeEncode } from 'zod';
import {
  BODY_TOO_DEEP,
  LONE_SURROGATE,
  MAX_JSON_DEPTH,
  NUL_CHARACTER,
  jsonTextProblem,
  type JsonTextProblem,
} from '#server/plugins/malformed-input';
import {
  fhirImportBundleSchema,
  fhirImportConfirmSchema,
  fhirImportPreviewSchema,
  type FhirImportConfirm,
  type FhirImportPreview,
} from '#shared/contracts/fhir.contract';
import { knowledgeQuestions, previewBundle } from './fhir-import';
import type {
  FhirImportBodyKind,
  FhirImportRefusal,
  FhirImportWorkerData,
  FhirImportWorkerReply,
  FhirImportWorkerRequest,
  PreviewFacts,
} from './fhir-import-worker.protocol';
import type { Json } from './fhir-json';

const PROBLEMS: Record<JsonTextProblem, { code: string; message: string }> = {
  'too-deep': BODY_TOO_DEEP,
  nul: NUL_CHARACTER,
  'lone-surrogate': LONE_SURROGATE,
};

type SecureJsonParse = (
  text: string,
  reviver: null,
  options: { protoAction: 'error'; constructorAction: 'error' },
) => unknown;
/**
 * The parser inside Fastify's default JSON parser (secure-json-parse, which refuses prototype
 * keys), loaded as Fastify loads it: Fastify itself is not started in this thread.
 */
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const secureJsonParse = (requireFromFastify('secure-json-parse') as { parse: SecureJsonParse })
  .parse;

/** The body as the route's parser and validator took it in place: the value, or the refusal. */
export function readImportBody(
  bytes: Uint8Array,
  kind: FhirImportBodyKind,
): { value: unknown } | { refusal: FhirImportRefusal } {
  // Decoded as Fastify decodes a body it parses as a string.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const problem = jsonTextProblem(text, MAX_JSON_DEPTH);
  if (problem) return { refusal: { status: 400, ...PROBLEMS[problem] } };
  // Fastify's default JSON parser, with the options registerMalformedInputGuards gives it.
  if (text.length === 0) return { refusal: { fastify: 'FST_ERR_CTP_EMPTY_JSON_BODY' } };
  let parsed: unknown;
  try {
    parsed = secureJsonParse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return { refusal: { fastify: 'FST_ERR_CTP_INVALID_JSON_BODY' } };
  }
  const schema = kind === 'preview' ? fhirImportBundleSchema : fhirImportConfirmSchema;
  const checked = schema.safeParse(parsed);
  if (!checked.success)
    // The validation error's answer: the first rule's own message (error-handler.ts).
    return {
      refusal: {
        status: 400,
        code: 'VALIDATION_ERROR',
        message: checked.error.issues[0]?.message ?? 'Invalid request',
      },
    };
  // A Bundle is read as parsed: its contract changes nothing (loose objects, no defaults), and
  // the copy it makes was four times slower to read. A confirmation is taken as checked.
  return { value: kind === 'preview' ? parsed : checked.data };
}

/** A fact the main thread gave; a lookup it was not asked for is a fault of ours, not a null. */
function known<V>(facts: Map<string, V>, key: string, what: string): V {
  if (!facts.has(key))
    throw new Error(`The FHIR preview looked up a ${what} it had not asked for.`);
  return facts.get(key) as V;
}

/** previewBundle with the knowledge base's answers and the person's rows from the main thread. */
export function previewWithFacts(bundle: Json, facts: PreviewFacts): FhirImportPreview {
  const preview = previewBundle(bundle, {
    resolve: (name) => known(facts.resolved, name, 'medicine name'),
    substanceName: (id) => known(facts.substances, id, 'substance').name,
    substanceType: (id) => known(facts.substances, id, 'substance').type,
    biomarker: (id) => known(facts.markers, id, 'biomarker'),
    cabinet: facts.cabinet,
    allergies: facts.allergies,
    conditions: facts.conditions,
    imported: facts.imported,
    now: new Date(facts.now),
  });
  return {
    ...preview,
    lab_reports_blocked: preview.lab_reports.length > 0 ? facts.labsBlocked : null,
  };
}

/** The preview's answer as the route's serializer writes it: checked by its schema, as JSON. */
export function previewAnswer(preview: FhirImportPreview): Uint8Array {
  const checked = safeEncode(fhirImportPreviewSchema, preview);
  if (!checked.success) throw new Error('The FHIR preview does not match its contract.');
  return new TextEncoder().encode(JSON.stringify(checked.data));
}

/** Runs one import body in this worker thread, answering on `port`. */
export function runImportJob(port: MessagePort, data: FhirImportWorkerData): void {
  const reply = (message: FhirImportWorkerReply) => port.postMessage(message);
  // Named only: a message could quote the member's data.
  const fail = (error: unknown) =>
    reply({ type: 'failed', name: error instanceof Error ? error.name : 'Error' });
  try {
    const read = readImportBody(data.bytes, data.kind);
    if ('refusal' in read) return reply({ type: 'refused', refusal: read.refusal });
    if (data.kind === 'confirm')
      return reply({ type: 'confirm', body: read.value as FhirImportConfirm });
    const bundle = read.value as Json;
    port.once('message', (request: FhirImportWorkerRequest) => {
      try {
        const bytes = previewAnswer(previewWithFacts(bundle, request.facts));
        port.postMessage({ type: 'preview', bytes } satisfies FhirImportWorkerReply, [
          bytes.buffer as ArrayBuffer,
        ]);
      } catch (error) {
        fail(error);
      }
    });
    reply({ type: 'ask', questions: knowledgeQuestions(bundle) });
  } catch (error) {
    fail(error);
  }
}
