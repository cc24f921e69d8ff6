/**
 * POST /api/account/apple-health against hostile archives (ADR 075), through the whole app: each
 * answers 4xx with its own code and writes nothing, the server answers its health check after
 * each, impossible dates are left out rather than answered 500, and a legitimate archive (under
 * a Spanish file name too) still imports.
 */
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { TEST_ORIGIN, createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { appleHealthZip } from './apple-health-test-kit';
import {
  bombDeflate,
  byteLength,
  collect,
  healthXml,
  longAttributeXml,
  longTextXml,
  nestedXml,
  rawZip,
  recordXml,
  wideXml,
  zipOf,
} from './apple-health-hostile-test-kit';

let t: TestApp;
let user: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await newUserWithId(t.app, 'apple-hostile');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const EXPORT = 'apple_health_export/export.xml';

const upload = (payload: Buffer | Uint8Array | Readable) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/apple-health',
    payload: payload instanceof Uint8Array ? Buffer.from(payload) : payload,
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/zip' },
  });

async function footprint() {
  const [row] = await queryRows<Record<string, number>>(
    t.testDb.database.db,
    sql`select
      (select count(*)::int from body_metrics where user_id = ${user.id}) as metrics,
      (select count(*)::int from daily_logs where user_id = ${user.id}) as logs`,
  );
  return row;
}

const weight = (day: string, kg: number) =>
  recordXml('HKQuantityTypeIdentifierBodyMass', kg, `${day} 07:00:00 +0000`);

describe('hostile Apple Health archives', () => {
  it.each([
    [
      'nested 100,000 deep',
      () => zipOf({ [EXPORT]: nestedXml(100_000) }),
      400,
      'APPLE_HEALTH_TOO_DEEP',
    ],
    [
      '10,000 attributes',
      () => zipOf({ [EXPORT]: wideXml(10_000) }),
      400,
      'APPLE_HEALTH_TOO_MANY_ATTRIBUTES',
    ],
    [
      'a 3 MB text',
      () => zipOf({ [EXPORT]: longTextXml(3_000_000) }),
      413,
      'APPLE_HEALTH_TEXT_TOO_LONG',
    ],
    [
      'a 100 kB value',
      () => zipOf({ [EXPORT]: longAttributeXml(100_000) }),
      413,
      'APPLE_HEALTH_VALUE_TOO_LONG',
    ],
    [
      'a bomb declaring 100 bytes',
      () => {
        const bomb = bombDeflate('<HealthData>', `${'x'.repeat(1020)}<a/>`, 512);
        return collect(
          rawZip([
            {
              name: EXPORT,
              deflated: bomb,
              declared: { compressed: byteLength(bomb), uncompressed: 100 },
            },
          ]),
        );
      },
      413,
      'APPLE_HEALTH_UNPACKED_TOO_LARGE',
    ],
    [
      'broken XML',
      () => zipOf({ [EXPORT]: healthXml(weight('2026-03-04', 70)) + '<Record' }),
      400,
      'APPLE_HEALTH_UNREADABLE',
    ],
    [
      'no export',
      () => zipOf({ 'apple_health_export/export_cda.xml': '<ClinicalDocument/>' }),
      400,
      'APPLE_HEALTH_NO_EXPORT',
    ],
  ] as const)(
    '%s: refused with its own code, nothing written',
    async (_name, build, status, code) => {
      const before = await footprint();
      const response = await upload(await build());
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
      expect(await footprint()).toEqual(before);
      expect((await get(t.app, '/api/health')).statusCode).toBe(200);
    },
    60_000,
  );

  it('stops 2 MB that unpacks to 2 GB of spaces, streamed, within seconds', async () => {
    const before = await footprint();
    const bomb = bombDeflate('<?xml version="1.0"?><HealthData>', ' ', 2048);
    const started = performance.now();
    const response = await upload(Readable.from(rawZip([{ name: EXPORT, deflated: bomb }])));
    expect([response.statusCode, response.json().code]).toEqual([
      413,
      'APPLE_HEALTH_TEXT_TOO_LONG',
    ]);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(await footprint()).toEqual(before);
  }, 60_000);

  it('answers a refusal over a real connection before the upload ends, rather than a reset', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const bomb = bombDeflate('<HealthData>', `${'x'.repeat(1020)}<a/>`, 512);
    const answer = await new Promise<{ status: number; code: unknown }>((resolve, reject) => {
      const outgoing = request(`${url}/api/account/apple-health`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/zip' },
      });
      outgoing.on('response', (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            code: JSON.parse(Buffer.concat(parts).toString('utf8')).code,
          }),
        );
      });
      outgoing.on('error', reject);
      void pipeline(Readable.from(rawZip([{ name: EXPORT, deflated: bomb }])), outgoing).catch(
        () => undefined,
      );
    });
    expect(answer).toEqual({ status: 413, code: 'APPLE_HEALTH_UNPACKED_TOO_LARGE' });
  }, 60_000);

  it('leaves out impossible and far-future days and imports the rest, never 500', async () => {
    const xml = healthXml(
      weight('2026-02-30', 80) + weight('9999-12-31', 81) + weight('2026-02-27', 70),
    );
    const response = await upload(await zipOf({ [EXPORT]: xml }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ records_read: 3, metrics_added: 1 });
    const list = (await get(t.app, '/api/account/body-metrics', user.cookie)).json();
    expect(list.metrics.map((m: { date: string }) => m.date)).toContain('2026-02-27');
    expect(list.metrics.map((m: { date: string }) => m.date)).not.toContain('9999-12-31');
  });

  it('imports a legitimate export named as a Spanish phone names it', async () => {
    const parts = await collect(
      appleHealthZip({ start: '2026-05-01', days: 5, heartRatesPerDay: 24 }),
    );
    expect((await upload(parts)).statusCode).toBe(200);
    const xml = healthXml(weight('2026-04-02', 66));
    const spanish = await upload(await zipOf({ 'exportación_de_apple_health/exportar.xml': xml }));
    expect([spanish.statusCode, spanish.json().metrics_added]).toEqual([200, 1]);
  }, 60_000);
});
