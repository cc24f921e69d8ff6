import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectGarbageWhenIdle } from './idle-garbage';

const MIB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: Server | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * A server watched with a fake heap and counted collections: a full one leaves 45 MiB of room (the
 * young generation not yet shrunk), a young one 20. Its /slow answers when `release` is called,
 * and `arrived` resolves once it has the request.
 */
async function watched(heap: { room: number }) {
  let release = () => {};
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  server = createServer((request, response) => {
    if (request.url !== '/slow') return response.end('ok');
    release = () => response.end('ok');
    arrive();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const collections: string[] = [];
  stop = collectGarbageWhenIdle(server, {
    idleMs: 100,
    youngDelayMs: 60,
    checkMs: 10,
    room: () => heap.room,
    collect: (kind) => {
      collections.push(`${kind} ${heap.room / MIB}`);
      heap.room = (kind === 'full' ? 45 : 20) * MIB;
    },
  });
  return { url, collections, arrived, release: () => release() };
}

describe('the collection when idle', () => {
  it('collects once the server has been idle, never while a request is in flight, then the young generation', async () => {
    const heap = { room: 10 * MIB };
    const { url, collections, arrived, release } = await watched(heap);
    const slow = fetch(`${url}/slow`);
    await arrived;
    heap.room = 70 * MIB;
    await sleep(400);
    expect(collections).toEqual([]);
    release();
    await (await slow).text();
    await vi.waitFor(() => expect(collections).toEqual(['full 70', 'young 45']), {
      timeout: 5_000,
    });
  });

  it('collects again only when the room has grown since the last collection', async () => {
    const heap = { room: 40 * MIB };
    const { url, collections } = await watched(heap);
    await vi.waitFor(() => expect(collections).toEqual(['full 40', 'young 45']), {
      timeout: 5_000,
    });
    // The last ones left 20 MiB: 34 is not yet 16 more.
    heap.room = 34 * MIB;
    await (await fetch(url)).text();
    await sleep(400);
    expect(collections).toHaveLength(2);
    heap.room = 36 * MIB;
    await vi.waitFor(
      () => expect(collections).toEqual(['full 40', 'young 45', 'full 36', 'young 45']),
      { timeout: 5_000 },
    );
  });

  it('leaves a heap with little room alone', async () => {
    const heap = { room: 30 * MIB };
    const { collections } = await watched(heap);
    await sleep(400);
    expect(collections).toEqual([]);
  });
});
