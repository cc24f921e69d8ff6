/**
 * Object keys are made by us, never from a user's input: a prefix and a random UUID
 * ('lab-files/<uuid>'). Both adapters still check every key, so a key can never climb out of the
 * uploads folder on disk or name something unexpected in a bucket (ADR 045).
 */
import { randomUUID } from 'node:crypto';

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export class InvalidObjectKeyError extends Error {
  constructor() {
    // The key is not quoted: a caller that passed a user's text should not echo it into logs.
    super('invalid object key');
    this.name = 'InvalidObjectKeyError';
  }
}

/** Lower-case letters, digits, '-' and '/' between non-empty segments; no '..', at most 200. */
export function isObjectKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key) && !key.includes('..');
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new InvalidObjectKeyError();
}

/** A new key under `prefix` ('lab-files' → 'lab-files/<uuid>'). */
export function newObjectKey(prefix: string): string {
  const key = `${prefix}/${randomUUID()}`;
  assertObjectKey(key);
  return key;
}
