/**
 * The account's uploaded files in object storage (ADR 045), through an S3-compatible server on
 * loopback: the export carries the stored file itself (not its key), and deleting the account
 * deletes the user's objects once the rows are gone, and no one else's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env';
import { queryRows } from '#server/db/client';
import { createObjectStorage } from '#server/lib/storage/create-object-storage';
import { newObjectKey } from '#server/lib/storage/object-keys';
import { ObjectNotFoundError, type ObjectStorage } from '#server/lib/storage/object-storage';
import {
  STRONG_PASSWORD,
  TEST_ORIGIN,
  createSignedInUser,
  createTestApp,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { startLocalS3, type LocalS3 } from '../../../../tests/setup/local-s3';
import { readZip } from './zip-writer';

let s3: LocalS3;
let t: TestApp;
let storage: ObjectStorage;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3.env);
  storage = createObjectStorage(loadConfig({ APP_ENV: 'test', APP_URL: TEST_ORIGIN, ...s3.env }));
});
afterAll(async () => {
  await t?.close();
  await storage?.close();
  await s3?.stop();
});

/** A lab report whose file is in storage, as an upload leaves it. */
async function storedReport(userId: string, bytes: Buffer): Promise<string> {
  const key = newObjectKey('lab-files');
  await storage.put(key, bytes);
  const db = t.testDb.database.systemDb;
  const [report] = await queryRows<{ id: string }>(
    db,
    sql`insert into lab_reports (user_id, test_type, source, method) values (${userId}, 'blood', 'upload', 'text') returning id`,
  );
  await db.execute(
    sql`insert into lab_files (report_id, user_id, kind, size, display_name, sha256, storage_key) values (${report!.id}, ${userId}, 'pdf', ${bytes.length}, 'cbc.pdf', 'x', ${key})`,
  );
  return key;
}

describe('stored files and the account', () => {
  it('exports the stored file itself, named after its row, never its storage key', async () => {
    const user = await createSignedInUser(t.app, 'files-export@example.com');
    const bytes = Buffer.from('%PDF-1.4 stored in the bucket');
    const key = await storedReport(user.id, bytes);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    const files = readZip(response.rawPayload);
    const json = JSON.parse(files.get('wellnest-export.json')!.toString('utf8')) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    const [row] = json.tables.lab_files!;
    expect(row!.bytes).toBeNull();
    const pointer = row!.storage_key as { file: string; bytes: number };
    expect(pointer.file).toMatch(/^files\/lab_files\/[0-9a-f-]{36}-cbc\.pdf$/);
    expect(pointer.bytes).toBe(bytes.length);
    expect(files.get(pointer.file)?.equals(bytes)).toBe(true);
    expect(files.get('wellnest-export.json')!.toString('utf8')).not.toContain(key);
  });

  it('deletes the user’s objects with the account, and leaves other users’ objects', async () => {
    const email = 'files-delete@example.com';
    const user = await createSignedInUser(t.app, email);
    const other = await createSignedInUser(t.app, 'files-bystander@example.com');
    const mine = [
      await storedReport(user.id, Buffer.from('%PDF-1.4 one')),
      await storedReport(user.id, Buffer.from('%PDF-1.4 two')),
    ];
    const theirs = await storedReport(other.id, Buffer.from('%PDF-1.4 theirs'));

    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: STRONG_PASSWORD },
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const key of mine)
      await expect(storage.getBuffer(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect((await storage.getBuffer(theirs)).toString()).toBe('%PDF-1.4 theirs');
  });
});
