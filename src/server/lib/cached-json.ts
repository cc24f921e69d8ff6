/**
 * A read route's answer kept per user as the JSON it sends (ADR 025): a repeat read is answered
 * from memory without touching the database or re-checking the body against its schema, and the
 * user's caches drop it the moment any table it is built from changes.
 */
import { z } from 'zod';
import type { UserCache } from './user-cache';

/** What the response serializer sends for `value`: encoded through the route's schema, as JSON. */
export function toResponseJson(schema: z.ZodType, value: unknown): string {
  return JSON.stringify(z.encode(schema, value));
}

/** How a read's answer is kept: its key and owner, its schema, how to build it, whether to keep it. */
export interface CachedJsonOptions<T> {
  key: string;
  userId: string;
  schema: z.ZodType;
  load: () => Promise<T>;
  cacheable?: (value: T) => boolean;
}

/**
 * The cached JSON under `key`, or the JSON of what `load` builds, and whether it may be kept. A
 * value `load` calls not cacheable (an answer that changes with time alone, like a pending
 * analysis) is answered, not kept.
 */
export async function cachedJson<T>(
  cache: UserCache<string>,
  options: CachedJsonOptions<T>,
): Promise<{ json: string; cacheable: boolean }> {
  // The answer `load` built but would not have kept (getOrLoad keeps no null).
  const unkept = { json: '' };
  const json = await cache.getOrLoad(options.key, async () => {
    const value = await options.load();
    const body = toResponseJson(options.schema, value);
    if (options.cacheable && !options.cacheable(value)) {
      unkept.json = body;
      return null;
    }
    return { value: body, userId: options.userId };
  });
  return json === null ? { json: unkept.json, cacheable: false } : { json, cacheable: true };
}
