/**
 * The object-storage port (ADR 045): uploaded lab files and account exports are kept here, never
 * in the database. Two adapters: local disk under DATA_DIR/uploads (the embedded default, one
 * machine) and any S3-compatible store (several app processes share it). Keys are ours
 * ('lab-files/<uuid>'), never a user's file name.
 */
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  size: number;
  contentType?: string;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Writes the whole object; when it resolves the object is durable and readable by any process. */
  put(key: string, body: Buffer, options?: { contentType?: string }): Promise<void>;
  /** A stream of the object's bytes; rejects with ObjectNotFoundError when there is none. */
  get(key: string): Promise<{ body: Readable; info: StoredObjectInfo }>;
  /** The whole object in memory (a worker reading a file); ObjectNotFoundError when there is none. */
  getBuffer(key: string): Promise<Buffer>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Round-trips the store (readiness): rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`object not found: ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}
