/**
 * A read route's answer kept per user as the JSON it sends (ADR 025): a repeat read is answered
 * from memory without touching the database or re-checking the body against its schema, and the
 * user's caches drop it the moment any table it is built from changes.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { UserCache } from './user-cache';

/** What the response serializer sends for `value`: encoded through the route's schema, as JSON. */
export function toResponseJson(schema: z.ZodType, value: unknown): string {
  return JSON.stringify(z.encode(schema, value));
}

/**
 * Sends the cached JSON under `key`, or builds it with `load`. A value `load` calls not
 * cacheable (an answer that changes with time alone, like a pending analysis) is sent, not kept.
 */
export async function sendCachedJson<T>(
  reply: FastifyReply,
  cache: UserCache<string>,
  options: {
    key: string;
    userId: string;
    schema: z.ZodType;
    load: () => Promise<T>;
    cacheable?: (value: T) => boolean;
  },
): Promise<FastifyReply> {
  let uncached: string | null = null;
  const json = await cache.getOrLoad(options.key, async () => {
    const value = await options.load();
    const body = toResponseJson(options.schema, value);
    if (options.cacheable && !options.cacheable(value)) {
      uncached = body;
      return null;
    }
    return { value: body, userId: options.userId };
  });
  return reply.type('application/json; charset=utf-8').send((json ?? uncached) as never);
}
