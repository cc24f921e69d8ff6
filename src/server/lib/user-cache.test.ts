/**
 * The per-user caches against a change feed we drive by hand: a hit needs no load, a change to a
 * table the cache depends on drops the user's entries (and only theirs), a load that overlaps a
 * change is not stored, and nothing is answered from memory while the feed is down.
 */
import { describe, expect, it } from 'vitest';
import { manualFeed } from '../../../tests/setup/manual-change-feed';
import { cachedPerUser, createUserCacheGroup } from './user-cache';

function counter<V>(value: (n: number) => V, userId = 'u1') {
  let loads = 0;
  return {
    load: async () => ({ value: value(++loads), userId }),
    get loads() {
      return loads;
    },
  };
}

describe('a user cache', () => {
  it('answers from memory until a table it depends on changes for that user', async () => {
    const { feed, change } = manualFeed();
    const group = createUserCacheGroup(feed);
    const cache = group.create<number>({ dependsOn: ['sessions'], ttlMs: 60_000, maxEntries: 10 });
    const source = counter((n) => n);
    expect(await cache.getOrLoad('k', source.load)).toBe(1);
    expect(await cache.getOrLoad('k', source.load)).toBe(1);
    change('medications', 'u1'); // not a table this cache reads
    change('sessions', 'u2'); // another user
    expect(await cache.getOrLoad('k', source.load)).toBe(1);
    change('sessions', 'u1');
    expect(await cache.getOrLoad('k', source.load)).toBe(2);
    expect(source.loads).toBe(2);
  });

  it("drops every entry of a user on 'any' change, and no other user's", async () => {
    const { feed, change } = manualFeed();
    const group = createUserCacheGroup(feed);
    const cache = group.create<string>({ dependsOn: 'any', ttlMs: 60_000, maxEntries: 10 });
    const a = counter((n) => `a${n}`, 'a');
    const b = counter((n) => `b${n}`, 'b');
    await cache.getOrLoad('a', a.load);
    await cache.getOrLoad('b', b.load);
    change('habits', 'a');
    expect(await cache.getOrLoad('a', a.load)).toBe('a2');
    expect(await cache.getOrLoad('b', b.load)).toBe('b1');
    change('mood_entries', 'b');
    expect(await cache.getOrLoad('b', b.load)).toBe('b2');
    expect(cache.peek('a')).toBe('a2');
    expect(cache.peek('nobody')).toBeUndefined();
  });

  it('does not store a value whose load overlapped a change (it may predate the write)', async () => {
    const { feed, change } = manualFeed();
    const cache = createUserCacheGroup(feed).create<number>({
      dependsOn: 'any',
      ttlMs: 60_000,
      maxEntries: 10,
    });
    let loads = 0;
    const racing = async () => {
      loads += 1;
      change('medications', 'u1'); // committed while this load was reading
      return { value: loads, userId: 'u1' };
    };
    expect(await cache.getOrLoad('k', racing)).toBe(1);
    expect(await cache.getOrLoad('k', async () => ({ value: 99, userId: 'u1' }))).toBe(99);
    expect(await cache.getOrLoad('k', async () => ({ value: 100, userId: 'u1' }))).toBe(99);
  });

  it('neither answers nor stores while the feed is down, and starts empty after it returns', async () => {
    const { feed, interrupt } = manualFeed();
    const cache = createUserCacheGroup(feed).create<number>({
      dependsOn: 'any',
      ttlMs: 60_000,
      maxEntries: 10,
    });
    const source = counter((n) => n);
    await cache.getOrLoad('k', source.load);
    feed.live = false;
    interrupt();
    expect(await cache.getOrLoad('k', source.load)).toBe(2);
    expect(await cache.getOrLoad('k', source.load)).toBe(3);
    expect(cache.size).toBe(0);
    feed.live = true;
    interrupt();
    expect(await cache.getOrLoad('k', source.load)).toBe(4);
    expect(await cache.getOrLoad('k', source.load)).toBe(4);
  });

  it('expires entries after the TTL or the value’s own expiry, and keeps at most maxEntries', async () => {
    const { feed } = manualFeed();
    let clock = 1_000;
    const cache = createUserCacheGroup(feed, () => clock).create<number>({
      dependsOn: 'any',
      ttlMs: 500,
      maxEntries: 2,
    });
    const source = counter((n) => n);
    await cache.getOrLoad('k', source.load);
    clock += 499;
    expect(await cache.getOrLoad('k', source.load)).toBe(1);
    clock += 1;
    expect(await cache.getOrLoad('k', source.load)).toBe(2);
    // A session that ends sooner than the TTL is not kept past its end.
    await cache.getOrLoad('s', async () => ({ value: 7, userId: 'u1', expiresAt: clock + 10 }));
    clock += 10;
    expect(await cache.getOrLoad('s', async () => ({ value: 8, userId: 'u1' }))).toBe(8);
    await cache.getOrLoad('x', async () => ({ value: 9, userId: 'u2' }));
    expect(cache.size).toBe(2);
  });

  it('lets the requests that miss a key while its load is on its way wait for it (ADR 145)', async () => {
    const { feed } = manualFeed();
    const cache = createUserCacheGroup(feed).create<number>({
      dependsOn: 'any',
      ttlMs: 60_000,
      maxEntries: 10,
    });
    let loads = 0;
    let finish: () => void = () => undefined;
    const slow = async () => {
      loads += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return { value: loads, userId: 'u1' };
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', slow)));
    await Promise.resolve();
    finish();
    expect(await answers).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('loads again for a request that came after a change of the user while a load was on its way', async () => {
    const { feed, change } = manualFeed();
    const cache = createUserCacheGroup(feed).create<string>({
      dependsOn: 'any',
      ttlMs: 60_000,
      maxEntries: 10,
    });
    const finishes: (() => void)[] = [];
    let loads = 0;
    const slow = async () => {
      const mine = ++loads;
      await new Promise<void>((resolve) => finishes.push(resolve));
      return { value: `load ${mine}`, userId: 'u1' };
    };
    const before = cache.getOrLoad('k', slow); // began before the write
    await Promise.resolve();
    change('mood_entries', 'u1'); // the write, heard while that load is on its way
    const after = [cache.getOrLoad('k', slow), cache.getOrLoad('k', slow)];
    finishes.shift()!();
    expect(await before).toBe('load 1');
    // The two that came after the change share one load that began after it.
    await new Promise((resolve) => setTimeout(resolve, 1));
    finishes.shift()!();
    expect(await Promise.all(after)).toEqual(['load 2', 'load 2']);
    expect(loads).toBe(2);
    // A change of another user does not stop a request from waiting for a load on its way.
    const next = cache.getOrLoad('j', slow);
    await Promise.resolve();
    change('mood_entries', 'u2');
    const other = cache.getOrLoad('j', slow);
    finishes.shift()!();
    expect(await Promise.all([next, other])).toEqual(['load 3', 'load 3']);
  });

  it('does not hand a load that failed or found nothing to the requests waiting for it', async () => {
    const { feed } = manualFeed();
    const cache = createUserCacheGroup(feed).create<number>({
      dependsOn: 'any',
      ttlMs: 60_000,
      maxEntries: 10,
    });
    const failing = cache.getOrLoad('k', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      throw new Error('down');
    });
    const waiting = cache.getOrLoad('k', async () => ({ value: 2, userId: 'u1' }));
    await expect(failing).rejects.toThrow('down');
    expect(await waiting).toBe(2);
    const nothing = cache.getOrLoad('m', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return null;
    });
    const own = cache.getOrLoad('m', async () => ({ value: 3, userId: 'u1' }));
    expect(await Promise.all([nothing, own])).toEqual([null, 3]);
  });

  it('does not cache a load that found nothing', async () => {
    const { feed } = manualFeed();
    const cache = createUserCacheGroup(feed).create<number>({
      dependsOn: 'any',
      ttlMs: 60_000,
      maxEntries: 10,
    });
    expect(await cache.getOrLoad('k', async () => null)).toBeNull();
    expect(await cache.getOrLoad('k', async () => ({ value: 1, userId: 'u1' }))).toBe(1);
  });
});

describe('a read kept per user (cachedPerUser)', () => {
  it('keeps an answer until its tables change, and reads a null answer once each time', async () => {
    const { feed, change } = manualFeed();
    const group = createUserCacheGroup(feed);
    const reads: string[] = [];
    const options = { dependsOn: ['profiles'], ttlMs: 60_000, maxEntries: 10 };
    const read = cachedPerUser(group, options, async (userId) => {
      reads.push(userId);
      return userId === 'nobody' ? null : { userId };
    });
    const first = await read('u1');
    expect(await read('u1')).toBe(first);
    change('profiles', 'u1');
    expect(await read('u1')).not.toBe(first);
    expect(await read('nobody')).toBeNull();
    expect(await read('nobody')).toBeNull();
    expect(reads).toEqual(['u1', 'u1', 'nobody', 'nobody']);
  });
});
