/**
 * The Apple Health import in parts (ADR 094), through the whole app: a real export sent in parts
 * is read in the background and its progress and result polled; parts out of order, past the
 * size, not a ZIP, or finished early are refused with nothing written; a hostile archive ends
 * 'refused' with the one-request import's own status and code; another member gets 404.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import type { AppleHealthUpload } from '#shared/contracts/fhir.contract';
import { TEST_ORIGIN, createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { newUserWithId } from '../../../../tests/setup/billing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskStorage } from '#server/lib/storage/local-disk-storage';
import type { JobHandler } from '#server/modules/jobs/index';
import { appleHealthZip } from './apple-health-test-kit';
import {
  APPLE_HEALTH_IMPORT_JOB,
  APPLE_HEALTH_IMPORT_MAX_ATTEMPTS,
  createAppleHealthUploads,
} from './apple-health-uploads';
import { collect, healthXml, nestedXml, recordXml, zipOf } from './apple-health-hostile-test-kit';

let t: TestApp;
let user: { id: string; cookie: string };
let other: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await newUserWithId(t.app, 'apple-parts');
  other = await newUserWithId(t.app, 'apple-parts-other');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const EXPORT = 'apple_health_export/export.xml';
const BASE = '/api/account/apple-health/uploads';

const send = (
  method: 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: Buffer | Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}),
    },
  });

const begin = async (size: number, cookie = user.cookie) => {
  const response = await send('POST', BASE, cookie, { size });
  expect(response.statusCode).toBe(201);
  return response.json() as AppleHealthUpload;
};

const putPart = (id: string, number: number, bytes: Buffer, cookie = user.cookie) =>
  send('PUT', `${BASE}/${id}/parts/${number}`, cookie, bytes);

/** Sends `zip` in parts of `partBytes` and finishes; answers the completion. */
async function sendInParts(zip: Buffer, partBytes: number) {
  const upload = await begin(zip.length);
  let number = 1;
  for (let offset = 0; offset < zip.length; offset += partBytes, number += 1) {
    const response = await putPart(upload.id, number, zip.subarray(offset, offset + partBytes));
    expect(response.statusCode).toBe(200);
  }
  return send('POST', `${BASE}/${upload.id}/complete`, user.cookie);
}

/** Polls the upload until it has ended (done, refused or failed). */
async function settled(id: string): Promise<AppleHealthUpload> {
  for (let i = 0; i < 600; i += 1) {
    const upload = (await get(t.app, `${BASE}/${id}`, user.cookie)).json() as AppleHealthUpload;
    if (['done', 'refused', 'failed'].includes(upload.status)) return upload;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the upload never ended');
}

async function footprint() {
  const [row] = await queryRows<{ metrics: number; logs: number; parts: number }>(
    t.testDb.database.db,
    sql`select
      (select count(*)::int from body_metrics where user_id = ${user.id}) as metrics,
      (select count(*)::int from daily_logs where user_id = ${user.id}) as logs,
      (select count(*)::int from apple_health_upload_parts where user_id = ${user.id}) as parts`,
  );
  return row!;
}

const weight = (day: string, kg: number) =>
  recordXml('HKQuantityTypeIdentifierBodyMass', kg, `${day} 07:00:00 +0000`);

describe('the Apple Health import in parts', () => {
  it('reads a real export sent in parts in the background and reports its result', async () => {
    const zip = await collect(
      appleHealthZip({ start: '2026-05-01', days: 20, heartRatesPerDay: 24 }),
    );
    const before = await footprint();
    const completed = await sendInParts(zip, Math.ceil(zip.length / 3));
    expect(completed.statusCode).toBe(202);
    expect(completed.json()).toMatchObject({
      status: 'queued',
      bytes_total: zip.length,
      bytes_uploaded: zip.length,
      parts_uploaded: 3,
    });
    const done = await settled(completed.json().id);
    expect(done.status).toBe('done');
    expect(done.error).toBeNull();
    expect(done.bytes_read).toBe(zip.length);
    expect(done.result!.metrics_added).toBeGreaterThan(0);
    expect(done.result!.records_read).toBeGreaterThan(20 * 24);
    const after = await footprint();
    expect(after.metrics - before.metrics).toBe(done.result!.metrics_added);
    // The parts are gone once read.
    expect(after.parts).toBe(0);

    // The same file again adds nothing: its days already have their values.
    const again = await settled((await sendInParts(zip, zip.length)).json().id);
    expect(again.result).toMatchObject({ metrics_added: 0, sleep_days_added: 0 });
    expect(again.result!.days_kept).toBeGreaterThan(0);
  }, 60_000);

  it('takes parts in order only, a part sent again replaces the last, and never past the size', async () => {
    const zip = Buffer.from(await zipOf({ [EXPORT]: healthXml(weight('2026-04-02', 66)) }));
    const upload = await begin(zip.length);
    const half = Math.floor(zip.length / 2);

    const skipped = await putPart(upload.id, 2, zip.subarray(half));
    expect([skipped.statusCode, skipped.json().code]).toEqual([
      409,
      'APPLE_HEALTH_PART_OUT_OF_ORDER',
    ]);

    // Part 1 sent twice (the first answer lost): the second replaces it, bytes counted once.
    expect((await putPart(upload.id, 1, zip.subarray(0, half))).statusCode).toBe(200);
    const resent = await putPart(upload.id, 1, zip.subarray(0, half));
    expect(resent.json()).toMatchObject({ parts_uploaded: 1, bytes_uploaded: half });

    const early = await send('POST', `${BASE}/${upload.id}/complete`, user.cookie);
    expect([early.statusCode, early.json().code]).toEqual([400, 'APPLE_HEALTH_UPLOAD_INCOMPLETE']);

    const tooMuch = await putPart(
      upload.id,
      2,
      Buffer.concat([zip.subarray(half), Buffer.alloc(10)]),
    );
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([413, 'APPLE_HEALTH_PART_PAST_SIZE']);
    const status = (await get(t.app, `${BASE}/${upload.id}`, user.cookie)).json();
    expect(status).toMatchObject({ status: 'uploading', parts_uploaded: 1, bytes_uploaded: half });

    expect((await putPart(upload.id, 2, zip.subarray(half))).statusCode).toBe(200);
    const completed = await send('POST', `${BASE}/${upload.id}/complete`, user.cookie);
    expect(completed.statusCode).toBe(202);
    expect((await settled(upload.id)).result).toMatchObject({ records_read: 1, metrics_added: 1 });

    const late = await putPart(upload.id, 3, Buffer.from('more'));
    expect([late.statusCode, late.json().code]).toEqual([409, 'APPLE_HEALTH_UPLOAD_CLOSED']);
  }, 60_000);

  it('ends an upload whose first part is not a ZIP at once, writing nothing', async () => {
    const before = await footprint();
    const upload = await begin(1000);
    const response = await putPart(upload.id, 1, Buffer.from('%PDF-1.7 not a zip'));
    expect([response.statusCode, response.json().code]).toEqual([400, 'APPLE_HEALTH_NOT_ZIP']);
    const status = (await get(t.app, `${BASE}/${upload.id}`, user.cookie)).json();
    expect(status).toMatchObject({
      status: 'refused',
      error: { status: 400, code: 'APPLE_HEALTH_NOT_ZIP' },
    });
    expect(await footprint()).toEqual(before);
  });

  it('refuses a hostile archive with the one-request import status and code, writing nothing', async () => {
    const before = await footprint();
    const zip = Buffer.from(await zipOf({ [EXPORT]: nestedXml(100_000) }));
    const completed = await sendInParts(zip, 64 * 1024);
    expect(completed.statusCode).toBe(202);
    const ended = await settled(completed.json().id);
    expect(ended).toMatchObject({
      status: 'refused',
      result: null,
      error: { status: 400, code: 'APPLE_HEALTH_TOO_DEEP' },
    });
    expect(await footprint()).toEqual(before);
    expect((await get(t.app, '/api/health')).statusCode).toBe(200);
  }, 60_000);

  it('refuses a size past 2 GB with the one-request import code', async () => {
    const response = await send('POST', BASE, user.cookie, { size: 2 * 1024 ** 3 + 1 });
    expect([response.statusCode, response.json().code]).toEqual([413, 'APPLE_HEALTH_TOO_LARGE']);
  });

  it("answers 404 to another member for every route of someone's upload", async () => {
    const zip = Buffer.from(await zipOf({ [EXPORT]: healthXml(weight('2026-04-03', 67)) }));
    const upload = await begin(zip.length);
    const theirs = [
      await get(t.app, `${BASE}/${upload.id}`, other.cookie),
      await putPart(upload.id, 1, zip, other.cookie),
      await send('POST', `${BASE}/${upload.id}/complete`, other.cookie),
      await get(t.app, `${BASE}/not-a-uuid`, user.cookie),
    ];
    expect(theirs.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    // Still the owner's, untouched.
    expect((await get(t.app, `${BASE}/${upload.id}`, user.cookie)).json()).toMatchObject({
      status: 'uploading',
      parts_uploaded: 0,
    });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: { size: 10 },
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(401);
  });

  it('puts a reading that failed on our side back in the queue, and records the failure on its last try', async () => {
    // The service on its own, with the queue's handler in hand: a store that lost the parts.
    const storage = createLocalDiskStorage({
      root: await mkdtemp(join(tmpdir(), 'apple-parts-')),
      removeOnClose: true,
    });
    let handler: JobHandler | undefined;
    const service = createAppleHealthUploads({
      db: t.testDb.database.db,
      systemDb: t.testDb.database.systemDb,
      storage,
      jobs: {
        register: (kind, h) => {
          if (kind === APPLE_HEALTH_IMPORT_JOB) handler = h;
        },
        enqueue: async () => 'job-1',
        runNow: async () => ({ status: 'pending' }),
      },
      log: t.app.log,
    });
    const zip = Buffer.from(await zipOf({ [EXPORT]: healthXml(weight('2026-04-04', 68)) }));
    const before = await footprint();
    const upload = await service.start(user.id, zip.length);
    await service.putPart(user.id, upload.id, 1, zip);
    await service.complete(user.id, upload.id);
    const [part] = await queryRows<{ storage_key: string }>(
      t.testDb.database.db,
      sql`select storage_key from apple_health_upload_parts where upload_id = ${upload.id}`,
    );
    await storage.delete(part!.storage_key);
    const run = (attempt: number) =>
      handler!({
        id: 'job-1',
        kind: APPLE_HEALTH_IMPORT_JOB,
        payload: { upload_id: upload.id, user_id: user.id },
        userId: user.id,
        attempt,
      });

    await expect(run(1)).rejects.toThrow();
    expect((await service.status(user.id, upload.id)).status).toBe('queued');
    await expect(run(APPLE_HEALTH_IMPORT_MAX_ATTEMPTS)).rejects.toThrow();
    expect(await service.status(user.id, upload.id)).toMatchObject({
      status: 'failed',
      error: { status: 500, code: 'APPLE_HEALTH_IMPORT_FAILED' },
    });
    expect(await footprint()).toEqual(before);
    await storage.close();
  });
});
