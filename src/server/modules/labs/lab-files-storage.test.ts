/**
 * Lab files in object storage (ADR 045), through an S3-compatible server on loopback: an upload
 * stores the file as an object and its row holds only the key; the download streams it back
 * unchanged; deleting the report deletes the object; a file the reader refuses leaves no object;
 * files kept in the database before storage existed are moved out at start-up, once, even when
 * several processes move them at the same time.
 */
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env';
import { queryRows } from '#server/db/client';
import { createObjectStorage } from '#server/lib/storage/create-object-storage';
import { ObjectNotFoundError, type ObjectStorage } from '#server/lib/storage/object-storage';
import { pdfUploadRequest, textLabPdf } from '../../../../tests/fixtures/labs/text-lab-pdf';
import { TEST_ORIGIN, createTestApp, get, type TestApp } from '../../../../tests/setup/test-app';
import { makePaid, newUserWithId, tableRows } from '../../../../tests/setup/billing';
import { startLocalS3, type LocalS3 } from '../../../../tests/setup/local-s3';
import { moveLabFilesToStorage } from './lab-file-move';
import { labFileMoveOf } from './lab-background-work';

let s3: LocalS3;
let t: TestApp;
let storage: ObjectStorage;
let client: S3Client;
let paid: { cookie: string; id: string };
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  // A second client on the same bucket: what another process, or an operator, would see.
  storage = createObjectStorage(loadConfig({ APP_ENV: 'test', APP_URL: TEST_ORIGIN, ...s3.env }));
  client = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
    },
  });
  paid = await newUserWithId(t.app, 'lab-storage');
  await makePaid(t.testDb.database, paid.id);
});
afterAll(async () => {
  await t?.close();
  await storage?.close();
  client?.destroy();
  await s3?.stop();
});

async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

function upload(cookie: string, name: string, bytes: Buffer) {
  return t.app.inject(pdfUploadRequest(TEST_ORIGIN, cookie, name, bytes));
}

const fileRow = async (reportId: string) =>
  (
    await tableRows(
      t.testDb.database,
      sql`select storage_key, bytes, size from lab_files where report_id = ${reportId}`,
    )
  )[0] as { storage_key: string | null; bytes: unknown; size: number } | undefined;

/** A report with its file in the row, as uploads were stored before object storage. */
async function legacyReport(userId: string, bytes: Buffer): Promise<string> {
  const db = t.testDb.database.systemDb;
  const [report] = await queryRows<{ id: string }>(
    db,
    sql`insert into lab_reports (user_id, test_type, source, method) values (${userId}, 'blood', 'upload', 'text') returning id`,
  );
  await db.execute(
    sql`insert into lab_files (report_id, user_id, kind, size, display_name, sha256, bytes) values (${report!.id}, ${userId}, 'pdf', ${bytes.length}, 'old.pdf', 'x', ${bytes})`,
  );
  return report!.id;
}

describe('uploads in object storage', () => {
  it('stores the file as an object, keeps only its key in the row, and streams it back unchanged', async () => {
    const bytes = await textLabPdf(['Glucose   126   H   mg/dL   70 - 99']);
    const response = await upload(paid.cookie, 'report.pdf', bytes);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = await fileRow(id);
    expect(row!.bytes).toBeNull();
    expect(row!.storage_key).toMatch(/^lab-files\/[0-9a-f-]{36}$/);
    expect((await storage.getBuffer(row!.storage_key!)).equals(bytes)).toBe(true);

    const download = await get(t.app, `/api/labs/${id}/file`, paid.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="lab-report-${id.slice(0, 8)}.pdf"`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(download.headers['content-length'])).toBe(bytes.length);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    // Deleting the report deletes its object, after the rows.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/labs/${id}`,
      headers: { origin: TEST_ORIGIN, cookie: paid.cookie },
    });
    expect(removed.statusCode).toBe(204);
    await expect(storage.getBuffer(row!.storage_key!)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('leaves no object behind when the reader refuses the file', async () => {
    const before = await bucketKeys();
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);
    const response = await upload(paid.cookie, 'broken.pdf', broken);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('EXTRACTION_FAILED');
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers 404 for a report whose object has gone, rather than an empty file', async () => {
    const bytes = await textLabPdf(['Glucose   90   mg/dL   70 - 99']);
    const { id } = (await upload(paid.cookie, 'gone.pdf', bytes)).json<{ id: string }>();
    await storage.delete((await fileRow(id))!.storage_key!);
    expect((await get(t.app, `/api/labs/${id}/file`, paid.cookie)).statusCode).toBe(404);
  });
});

describe('files kept in the database before object storage', () => {
  it('are moved to storage when the app starts listening: same bytes, the column emptied', async () => {
    const user = await newUserWithId(t.app, 'lab-legacy');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5_000)]);
    const id = await legacyReport(user.id, bytes);
    // Before the move the row's bytes are downloaded as they are.
    const early = await get(t.app, `/api/labs/${id}/file`, user.cookie);
    expect(early.rawPayload.equals(bytes)).toBe(true);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const moved = await labFileMoveOf(t.app);
    expect(moved?.moved).toBeGreaterThanOrEqual(1);
    const row = await fileRow(id);
    expect(row!.bytes).toBeNull();
    expect(row!.storage_key).toMatch(/^lab-files\//);
    const download = await get(t.app, `/api/labs/${id}/file`, user.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    // Run again: nothing is left to move.
    expect(await moveLabFilesToStorage({ systemDb: t.testDb.database.systemDb, storage })).toEqual({
      moved: 0,
      movedElsewhere: 0,
    });
  });

  it('are moved once when several processes move them at the same time, with no copy left over', async () => {
    const user = await newUserWithId(t.app, 'lab-legacy-race');
    const files = Array.from({ length: 5 }, (_, i) =>
      Buffer.concat([Buffer.from(`%PDF-1.4 ${i}\n`), randomBytes(1_000)]),
    );
    const ids: string[] = [];
    for (const bytes of files) ids.push(await legacyReport(user.id, bytes));
    const before = await bucketKeys();

    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        moveLabFilesToStorage({ systemDb: t.testDb.database.systemDb, storage, batchSize: 2 }),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run.moved, 0)).toBe(files.length);
    const rows = await Promise.all(ids.map(fileRow));
    expect(rows.every((row) => row!.bytes === null && row!.storage_key)).toBe(true);
    // Exactly one object per file: the copies of the runs that lost were deleted.
    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(rows.map((row) => row!.storage_key!).sort());
    for (const [i, id] of ids.entries()) {
      const download = await get(t.app, `/api/labs/${id}/file`, user.cookie);
      expect(download.rawPayload.equals(files[i]!)).toBe(true);
    }
  });
});
