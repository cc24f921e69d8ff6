/**
 * The API docs are opt-in in production (API_DOCS=on), and a request whose
 * body trickles in is dropped soon after the request timeout (S23), not up to a whole
 * connection-check interval (Node's default, 30 s) later.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createTestApp } from '../../../tests/setup/test-app';

const production = () => ({
  APP_ENV: 'production',
  APP_URL: TEST_ORIGIN,
  // Made at run time: production refuses a secret written in the repository.
  BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
  SMTP_URL: 'smtp://127.0.0.1:1',
  // Production requires a scrape token for /metrics (ADR 046).
  METRICS_TOKEN: randomBytes(24).toString('base64url'),
});

describe('/api/docs', () => {
  it('is not served in production unless API_DOCS=on', async () => {
    // Development and test serve them by default (the other route tests read /api/docs/json).
    for (const [env, expected] of [
      [production(), 404],
      [{ ...production(), API_DOCS: 'on' }, 200],
      [{ API_DOCS: 'off' }, 404],
    ] as const) {
      const t = await createTestApp(env);
      try {
        for (const url of ['/api/docs', '/api/docs/json']) {
          const response = await t.app.inject({ method: 'GET', url });
          expect(response.statusCode, `${JSON.stringify(env)} ${url}`).toBe(expected);
        }
      } finally {
        await t.close();
      }
    }
  });
});

/** Sends the headers of a POST promising `length` bytes, then one byte every `everyMs` ms. */
function trickle(port: number, length: number, everyMs: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined); // a reset by the server is the expected end
  const started = Date.now();
  socket.write(
    [
      'POST /api/contact HTTP/1.1',
      'Host: 127.0.0.1',
      `Origin: ${TEST_ORIGIN}`,
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n'),
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, everyMs);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return {
    closed,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe('request timeout', () => {
  it('drops a trickled body within the timeout plus one second (REQUEST_TIMEOUT_MS=1000)', async () => {
    const t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const slow = trickle(port, 10_000, 100);
      // Before the fix this connection stayed open about a minute.
      const limit = new Promise<'still open'>((resolve) =>
        setTimeout(() => resolve('still open'), 5_000),
      );
      const outcome = await Promise.race([slow.closed, limit]);
      slow.stop();
      expect(outcome).not.toBe('still open');
      expect(outcome as number).toBeGreaterThanOrEqual(900);
      // 1 s timeout + at most one 1 s check interval, with room for a busy machine.
      expect(outcome as number).toBeLessThan(3_000);
    } finally {
      await t.close();
    }
  });
});
