/**
 * Request rate limits per client address: in Redis when REDIS_URL is set (several app processes
 * share the counters), otherwise in memory (one process).
 *
 * Two limits:
 * - the address limit (RATE_LIMIT_ADDRESS_PER_MINUTE): every request from one address, counted in
 *   a root onRequest hook, so it runs before anything a route does: before the actor gate reads
 *   the session (its 401, 404 and plan 403), the CSRF guard and the 404 handler (pages). A flood without
 *   a session gets 429 instead of a session lookup per request. Health probes (routes with
 *   `config.rateLimit: false`) are not counted.
 * - the route limits (@fastify/rate-limit): RATE_LIMIT_PER_MINUTE for every route without its own
 *   `config.rateLimit`, and the stricter ones routes set (contact, checks, shared links...). The
 *   library runs them as route hooks, after the root ones, so a 'user' route answers 401 from the
 *   actor gate before they count: that is why the address limit exists.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { apiErrorSchema } from '#shared/contracts/common.contract';

export const RATE_LIMITED_CODE = 'RATE_LIMITED';
const WINDOW_MS = 60_000;

/** One fixed window per key: the count in it so far (this request included) and its time left. */
export interface AddressCounter {
  hit(key: string): Promise<{ count: number; ttlMs: number }>;
}

/** A fixed-window counter in this process's memory, kept to `maxKeys` addresses. */
export function createMemoryCounter(windowMs = WINDOW_MS, maxKeys = 100_000): AddressCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [k, e] of windows) if (e.resetAt <= now) windows.delete(k);
          // Still full of live windows (a flood from many addresses): drop the oldest.
          for (const k of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(k);
          }
        }
        windows.delete(key);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now };
    },
  };
}

const REDIS_HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** The same window in Redis (one INCR per request, in one script): shared by every process. */
export function createRedisCounter(
  redis: Redis,
  prefix = 'wellnest-rl-address:',
  windowMs = WINDOW_MS,
): AddressCounter {
  return {
    async hit(key) {
      const [count, ttl] = (await redis.eval(REDIS_HIT, 1, `${prefix}${key}`, windowMs)) as [
        number,
        number,
      ];
      return { count: Number(count), ttlMs: Number(ttl) };
    },
  };
}

/** The client's address as the counters key it (request.ip is undefined once the client left). */
export function addressKey(request: FastifyRequest): string {
  return request.ip?.toLowerCase() ?? 'unknown-address';
}

function tooManyBody(ttlMs: number) {
  return {
    code: RATE_LIMITED_CODE,
    message: `Too many requests. Please try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} seconds.`,
  };
}

/**
 * The address limit as a root onRequest hook. Registered before any route and before the other
 * guards (CSRF, malformed input), so every request meets it first. A counter that fails (Redis
 * down) lets the request through, as the route limits do (skipOnError), and says so in the log at
 * most once a minute.
 */
export function registerAddressRateLimit(
  app: FastifyInstance,
  options: { max: number; counter: AddressCounter },
): void {
  const { max, counter } = options;
  let lastWarning = 0;
  // Any counted route may now answer 429: say so in every route's documented answers (the OpenAPI
  // document, and the contract check the tests run against it).
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || route.config?.rateLimit === false || '429' in response) return;
    route.schema = { ...route.schema, response: { ...response, 429: apiErrorSchema } };
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config?.rateLimit === false) return;
    let hit: { count: number; ttlMs: number };
    try {
      hit = await counter.hit(addressKey(request));
    } catch (error) {
      if (Date.now() - lastWarning > WINDOW_MS) {
        lastWarning = Date.now();
        request.log.warn({ error: (error as Error).name }, 'address rate limit unavailable');
      }
      return;
    }
    if (hit.count <= max) return;
    const seconds = Math.max(1, Math.ceil(hit.ttlMs / 1000));
    return reply
      .status(429)
      .header('retry-after', String(seconds))
      .header('x-ratelimit-limit', String(max))
      .header('x-ratelimit-remaining', '0')
      .header('x-ratelimit-reset', String(seconds))
      .send(tooManyBody(hit.ttlMs));
  });
}

const REDIS_READY_WAIT_MS = 5_000;

function waitUntilReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, ms);
    timer.unref();
    function onReady() {
      clearTimeout(timer);
      resolve(true);
    }
    redis.once('ready', onReady);
  });
}

export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; addressMax: number; redisUrl?: string },
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
    // Commands are not queued while disconnected (they fail and the request is let through), so
    // wait a moment for the first connection: the first requests are counted too. Redis down at
    // start-up delays the start by that moment, not for ever.
    const connected = await waitUntilReady(redis, REDIS_READY_WAIT_MS);
    if (!connected)
      app.log.warn('Redis not reachable yet: rate limits are not counted until it is');
  }
  registerAddressRateLimit(app, {
    max: options.addressMax,
    counter: redis ? createRedisCounter(redis) : createMemoryCounter(),
  });
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'wellnest-rl:' } : {}),
    skipOnError: true,
    // request.ip is undefined once the client has gone (e.g. through a proxy); the library's own
    // key function would throw on it.
    keyGenerator: addressKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...tooManyBody(context.ttl),
    }),
  });
}
