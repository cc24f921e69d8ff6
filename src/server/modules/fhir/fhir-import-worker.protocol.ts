/**
 * The messages between the FHIR import (main thread) and the worker thread that parses and reads
 * its body (ADR 100), in a module of their own so that neither side imports the other.
 */
import type { FhirImportConfirm } from '#shared/contracts/fhir.contract';
import type { MedicineType } from '#shared/domain/medicine-type';

/** The preview's body (a Bundle) or the confirmation's (what the person kept). */
export type FhirImportBodyKind = 'preview' | 'confirm';

export interface FhirImportWorkerData {
  job: 'import';
  kind: FhirImportBodyKind;
  /** The request's body as received (its buffer transferred, not copied). */
  bytes: Uint8Array;
}

/** What the preview needs from the knowledge base, asked once the Bundle is read. */
export interface KnowledgeQuestions {
  names: string[];
  substanceIds: string[];
  markerIds: string[];
}

/**
 * The answers, with the person's own rows the preview compares with. Every name and id asked is
 * a key (null when the knowledge base has none), and every substance a name resolved to.
 */
export interface PreviewFacts {
  resolved: Map<string, { substanceId: string; matched: string } | null>;
  substances: Map<string, { name: string | null; type: MedicineType | null }>;
  markers: Map<string, { name: string; specimen: 'blood' | 'urine' } | null>;
  cabinet: { name: string; substanceId: string | null }[];
  allergies: string[];
  conditions: string[];
  imported: Set<string>;
  /** Epoch ms of the request: its dates are judged against it. */
  now: number;
  /** Why lab reports cannot be imported for this person (plan or edition), or null. */
  labsBlocked: string | null;
}

/** Main thread to worker: the facts the preview asked for. */
export interface FhirImportWorkerRequest {
  type: 'facts';
  facts: PreviewFacts;
}

/**
 * A refusal of the body, answered as the app's JSON parser and validator answer it in place: in
 * our shape, or as the Fastify error the main thread makes again (the same code and message).
 */
export type FhirImportRefusal =
  | { status: number; code: string; message: string }
  | { fastify: 'FST_ERR_CTP_EMPTY_JSON_BODY' | 'FST_ERR_CTP_INVALID_JSON_BODY' };

export type FhirImportWorkerReply =
  | { type: 'ask'; questions: KnowledgeQuestions }
  /** The preview as the route's answer: its JSON, as UTF-8 (transferred). */
  | { type: 'preview'; bytes: Uint8Array }
  | { type: 'confirm'; body: FhirImportConfirm }
  | { type: 'refused'; refusal: FhirImportRefusal }
  /** Failed for a reason that is not the body's; named only, as a message can quote the body. */
  | { type: 'failed'; name: string };
