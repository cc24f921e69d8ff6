/**
 * The probes and metrics a deployment watches: /livez, /readyz and /metrics (ADR 046).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import type { Database } from '#server/db/client';
import { loadKnowledge } from '#server/knowledge/load-knowledge';
import { drainThenClose } from './drain';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { createTestDatabase } from '../../../../tests/setup/test-database';

const TOKEN = 'scrape-token-for-tests-0123456789';

let open: TestApp;
let guarded: TestApp;
beforeAll(async () => {
  open = await createTestApp();
  guarded = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await open?.close();
  await guarded?.close();
});

describe('GET /livez', () => {
  it('answers ok without asking the database', async () => {
    let pinged = 0;
    await withPing(
      open,
      async () => {
        pinged++;
        throw new Error('database down');
      },
      async () => {
        const response = await open.app.inject({ method: 'GET', url: '/livez' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ok' });
      },
    );
    expect(pinged).toBe(0);
  });
});

describe('GET /readyz', () => {
  it('is ready once the app is built and the database answers', async () => {
    const response = await open.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', startup: 'ok', shutdown: 'ok' },
    });
  });

  it('answers 503 naming the database when its ping fails', async () => {
    await withPing(
      open,
      () => Promise.reject(new Error('connection refused')),
      async () => {
        const response = await open.app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          status: 'not_ready',
          checks: { database: 'unreachable', startup: 'ok', shutdown: 'ok' },
        });
      },
    );
    expect((await open.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('on a graceful stop answers 503 naming the shutdown, keeps serving through the grace, then closes', async () => {
    // Built here rather than through createTestApp, which does not hand out the readiness.
    const testDb = await createTestDatabase();
    const { app, readiness } = await buildApp(open.config, {
      database: testDb.database,
      knowledge: await loadKnowledge(testDb.database.db),
    });
    let closedAfterMs: number | undefined;
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const began = Date.now();
      const stopping = drainThenClose(
        {
          log: app.log,
          close: () => {
            closedAfterMs = Date.now() - began;
            return app.close();
          },
        },
        readiness,
        3_000,
      );
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', startup: 'ok', shutdown: 'draining' },
      });
      // Still serving while the load balancer catches up.
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(closedAfterMs).toBeUndefined();
      await stopping;
      expect(closedAfterMs).toBeGreaterThanOrEqual(2_990);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});

describe('GET /metrics', () => {
  it('is open without a token outside production, in the Prometheus text format', async () => {
    const response = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route pattern, never by raw URL', async () => {
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    for (const id of ids) await open.app.inject({ method: 'GET', url: `/api/labs/${id}` });
    await open.app.inject({ method: 'GET', url: '/api/health' });
    await open.app.inject({ method: 'GET', url: '/no-such-thing-here/abc123' });
    const text = (await open.app.inject({ method: 'GET', url: '/metrics' })).body;

    expect(text).toMatch(
      /^wellnest_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m,
    );
    const labs = sample(text, 'wellnest_http_requests_total', 'route="/api/labs/:id"');
    expect(labs.reduce((sum, value) => sum + value, 0)).toBe(2);
    for (const id of ids) expect(text).not.toContain(id);
    expect(text).not.toContain('abc123');
    expect(text).toMatch(/route="unmatched"/);
    // The scrape does not count itself.
    expect(text).not.toMatch(/route="\/metrics"/);
  });

  it('has the latency histogram, the event-loop delay and the database pool', async () => {
    await open.app.inject({ method: 'GET', url: '/livez' });
    const text = (await open.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('# TYPE wellnest_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /^wellnest_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/livez"\} \d+/m,
    );
    expect(text).toMatch(
      /^wellnest_http_request_duration_seconds_count\{method="GET",route="\/livez"\} [1-9]/m,
    );
    for (const figure of ['p50', 'p99', 'max'])
      expect(text).toMatch(new RegExp(`^wellnest_nodejs_eventloop_lag_${figure}_seconds \\d`, 'm'));
    expect(text).toMatch(/^wellnest_db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^wellnest_db_pool_connections\{state="waiting"\} \d+/m);
  });

  it('has the upload queue depth (from the database) and the reminder scheduler lag', async () => {
    // Not due for an hour, so no worker takes them while the test looks.
    await open.testDb.database.systemDb.execute(
      sql`insert into jobs (kind, payload, run_at) values
        ('lab.extract', '{}', now() + interval '1 hour'),
        ('lab.extract', '{}', now() + interval '1 hour'),
        ('email', '{}', now() + interval '1 hour')`,
    );
    try {
      const text = (await open.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toMatch(/^wellnest_upload_queue_depth 2$/m);
      expect(text).toMatch(/^wellnest_reminder_scheduler_lag_seconds \d+(\.\d+)?(e[-+]\d+)?$/m);
    } finally {
      await open.testDb.database.systemDb.execute(
        sql`delete from jobs where run_at > now() + interval '30 minutes'`,
      );
    }
  });

  it('counts 5xx answers as errors by route', async () => {
    const errorsOf = async () =>
      sample(
        (await open.app.inject({ method: 'GET', url: '/metrics' })).body,
        'wellnest_http_request_errors_total',
        'route="/api/health"',
      ).reduce((sum, value) => sum + value, 0);
    const before = await errorsOf();
    await withPing(
      open,
      () => Promise.reject(new Error('connection refused')),
      async () => {
        expect((await open.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      },
    );
    expect((await open.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await errorsOf()).toBe(before + 1);
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const url = '/metrics';
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [{ authorization: `Bearer ${TOKEN}x` }, 401],
      [{ authorization: `Basic ${TOKEN}` }, 401],
      [{ authorization: TOKEN }, 401],
      [{ authorization: `Bearer ${TOKEN}` }, 200],
    ];
    for (const [headers, status] of cases) {
      const response = await guarded.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
      if (status === 401) {
        expect(response.json()).toEqual({
          code: 'UNAUTHORIZED',
          message: 'A valid metrics token is required.',
        });
      } else {
        expect(response.body).toContain('wellnest_http_requests_total');
        expect(response.body).not.toContain(TOKEN);
      }
    }
  });
});

describe('API docs', () => {
  it('document /livez, /readyz and /metrics under system', async () => {
    const docs = (await open.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    for (const path of ['/livez', '/readyz', '/metrics', '/api/health']) {
      const operation = docs.paths[path]?.get;
      expect(operation?.tags, path).toEqual(['system']);
      expect(operation?.summary, path).toBeTruthy();
    }
  });
});

/** The values of a metric's samples whose labels contain `labels`. */
function sample(text: string, name: string, labels: string): number[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && line.includes(labels))
    .map((line) => Number(line.split(' ').pop()));
}

/** Runs `body` while the app's database ping does `ping` instead (an outage, as the routes see it). */
async function withPing(
  t: TestApp,
  ping: Database['ping'],
  body: () => Promise<void>,
): Promise<void> {
  const database = t.testDb.database;
  const original = database.ping;
  database.ping = ping;
  try {
    await body();
  } finally {
    database.ping = original;
  }
}
