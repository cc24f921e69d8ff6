/**
 * The messages between the extraction pool and its worker threads, in a module of their own so the
 * pool and the worker depend on it and not on each other.
 */
import type { BiomarkerDefinition } from '#server/knowledge/biomarkers/biomarker-reference';
import type { ExtractionResult, LabFileKind } from './extraction.types';
import type { LabExtractionErrorCode } from './lab-extraction-error';

export interface ExtractionWorkerData {
  /** The biomarker reference's entries: the index is rebuilt here, the same as on the main thread. */
  markers: readonly BiomarkerDefinition[];
}

export type WorkerRequest =
  | { type: 'extract'; id: number; bytes: Uint8Array; kind: LabFileKind }
  | { type: 'warm-up'; id: number };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: ExtractionResult }
  | { type: 'refused'; id: number; code: LabExtractionErrorCode; message: string }
  | { type: 'refused'; id: number; name: string }
  | { type: 'warm'; id: number };
