/**
 * Request rate limits per client address: in Redis when REDIS_URL is set (several app processes
 * share the counters), otherwise in memory (one process).
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; redisUrl?: string },
): Promise<void> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(options.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'wellnest-rl:' } : {}),
    skipOnError: true,
    // request.ip is undefined once the client has gone (e.g. through a proxy); the library's own
    // key function would throw on it.
    keyGenerator: (request) => request.ip?.toLowerCase() ?? 'unknown-address',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
}
