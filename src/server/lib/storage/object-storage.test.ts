/**
 * The object-storage contract (ADR 045), run against both adapters: local disk, and S3 against an
 * S3-compatible server on loopback (tests/setup/local-s3.ts). Same cases, same expectations.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env';
import { startLocalS3, type LocalS3 } from '../../../../tests/setup/local-s3';
import { createObjectStorage } from './create-object-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { InvalidObjectKeyError, newObjectKey } from './object-keys';
import { ObjectNotFoundError, type ObjectStorage } from './object-storage';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every byte value, then random bytes past one read chunk. */
const binary = Buffer.concat([
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  randomBytes(200_000),
]);

let s3: LocalS3;
let folder: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  folder = await mkdtemp(join(tmpdir(), 'wellnest-storage-test-'));
});
afterAll(async () => {
  await s3?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const adapters: [string, () => ObjectStorage][] = [
  ['local disk', () => createLocalDiskStorage({ root: join(folder, 'uploads') })],
  [
    's3',
    () =>
      createObjectStorage(
        loadConfig({ APP_ENV: 'test', APP_URL: 'http://localhost:3000', ...s3.env }),
      ),
  ],
];

describe.each(adapters)('%s adapter', (kind, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('is the adapter asked for', () => {
    expect(storage.kind).toBe(kind === 's3' ? 's3' : 'local');
  });

  it('gives back exactly the bytes it was given, as a stream and whole', async () => {
    const key = newObjectKey('lab-files');
    await storage.put(key, binary, { contentType: 'application/pdf' });
    const { body, info } = await storage.get(key);
    expect(info.size).toBe(binary.length);
    expect((await readAll(body)).equals(binary)).toBe(true);
    expect((await storage.getBuffer(key)).equals(binary)).toBe(true);
  });

  it('replaces an object written again under the same key', async () => {
    const key = newObjectKey('lab-files');
    await storage.put(key, Buffer.from('first version, longer'));
    await storage.put(key, Buffer.from('second'));
    expect((await storage.getBuffer(key)).toString()).toBe('second');
  });

  it('answers ObjectNotFoundError for a key that holds nothing', async () => {
    const key = newObjectKey('lab-files');
    await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.getBuffer(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('deletes, and deleting again (or a key never written) is not an error', async () => {
    const key = newObjectKey('lab-files');
    await storage.put(key, Buffer.from('to delete'));
    await storage.delete(key);
    await expect(storage.getBuffer(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newObjectKey('lab-files'))).resolves.toBeUndefined();
  });

  it('refuses keys that are not ours before touching the store', async () => {
    for (const key of [
      '../escape',
      'lab-files/../../etc',
      'Lab-Files/x',
      'a//b',
      '/a',
      'a/',
      '',
      'a.b',
    ])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
    await expect(storage.get('../x')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(storage.delete('..')).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it('pings', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});

describe('s3 adapter when the store is down', () => {
  it('fails its ping, and then its reads and writes', async () => {
    const down = await startLocalS3();
    const storage = createObjectStorage(
      loadConfig({ APP_ENV: 'test', APP_URL: 'http://localhost:3000', ...down.env }),
    );
    try {
      await storage.ping();
      await down.stop();
      await expect(storage.ping()).rejects.toThrow();
      await expect(storage.put(newObjectKey('lab-files'), Buffer.from('x'))).rejects.toThrow();
    } finally {
      await down.stop();
      await storage.close();
    }
  });

  it('fails its ping when the bucket does not exist', async () => {
    const storage = createObjectStorage(
      loadConfig({
        APP_ENV: 'test',
        APP_URL: 'http://localhost:3000',
        ...s3.env,
        S3_BUCKET: 'no-such-bucket',
      }),
    );
    try {
      await expect(storage.ping()).rejects.toThrow();
    } finally {
      await storage.close();
    }
  });
});

describe('local disk adapter', () => {
  it('leaves no temporary file behind and keeps each key in its own file under the root', async () => {
    const root = join(folder, 'atomic');
    const storage = createLocalDiskStorage({ root });
    const key = newObjectKey('lab-files');
    await storage.put(key, Buffer.from('whole'));
    expect(await readdir(join(root, 'lab-files'))).toEqual([key.split('/')[1]]);
    await storage.close();
  });

  it('fails its ping when its folder cannot be made', async () => {
    // Under a plain file (permissions would not stop root, who runs CI).
    await writeFile(join(folder, 'a-file'), 'not a folder');
    const storage = createLocalDiskStorage({ root: join(folder, 'a-file', 'uploads') });
    await expect(storage.ping()).rejects.toThrow();
  });
});

describe('createObjectStorage', () => {
  it('uses a throwaway folder in tests, removed on close', async () => {
    const storage = createObjectStorage(
      loadConfig({ APP_ENV: 'test', APP_URL: 'http://localhost:3000' }),
    );
    expect(storage.kind).toBe('local');
    const key = newObjectKey('lab-files');
    await storage.put(key, Buffer.from('temporary'));
    const other = createObjectStorage(
      loadConfig({ APP_ENV: 'test', APP_URL: 'http://localhost:3000' }),
    );
    // Each app has its own folder: what one test wrote is not another's.
    await expect(other.getBuffer(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await storage.close();
    await other.close();
  });

  it('uses DATA_DIR/uploads otherwise', async () => {
    const dataDir = join(folder, 'data');
    const storage = createObjectStorage(
      loadConfig({ APP_ENV: 'development', APP_URL: 'http://localhost:3000', DATA_DIR: dataDir }),
    );
    const key = newObjectKey('lab-files');
    await storage.put(key, Buffer.from('kept'));
    expect(await readdir(join(dataDir, 'uploads', 'lab-files'))).toContain(key.split('/')[1]);
    await storage.close();
  });
});
