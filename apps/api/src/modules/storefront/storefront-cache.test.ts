import { describe, expect, it } from 'vitest';
import { createStorefrontCache } from './storefront-cache.ts';

const ACCOUNT = 'account-a';
const OTHER = 'account-b';

function setUp(ttlMs = 5000) {
  let now = 1000;
  const cache = createStorefrontCache({ ttlMs, clock: () => now });
  let loads = 0;
  const load = (value = 'menu') => {
    loads += 1;
    return Promise.resolve(`${value} #${loads}`);
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A load the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('storefront cache', () => {
  it('peeks at what a read would answer from a stored entry, and never loads', async () => {
    const { cache, load, loads, advance } = setUp();
    expect(cache.peek(ACCOUNT, 'menu')).toBeUndefined();
    const reading = cache.read(ACCOUNT, 'menu', () => load());
    expect(cache.peek(ACCOUNT, 'menu')).toBeUndefined();
    await reading;
    expect(cache.peek(ACCOUNT, 'menu')).toBe('menu #1');
    cache.invalidate(OTHER);
    expect(cache.peek(ACCOUNT, 'menu')).toBe('menu #1');
    cache.invalidate(ACCOUNT);
    expect(cache.peek(ACCOUNT, 'menu')).toBeUndefined();
    await cache.read(ACCOUNT, 'menu', () => load());
    advance(5001);
    expect(cache.peek(ACCOUNT, 'menu')).toBeUndefined();
    expect(loads()).toBe(2);
    const off = setUp(0);
    await off.cache.read(ACCOUNT, 'menu', () => off.load());
    expect(off.cache.peek(ACCOUNT, 'menu')).toBeUndefined();
  });

  it('answers from one load until the TTL ends, then loads again', async () => {
    const { cache, load, loads, advance } = setUp();
    expect(await cache.read(ACCOUNT, 'menu', () => load())).toBe('menu #1');
    advance(4999);
    expect(await cache.read(ACCOUNT, 'menu', () => load())).toBe('menu #1');
    advance(2);
    expect(await cache.read(ACCOUNT, 'menu', () => load())).toBe('menu #2');
    expect(loads()).toBe(2);
  });

  it("drops one account's entries on its change, and every account's on invalidateAll", async () => {
    const { cache, load } = setUp();
    await cache.read(ACCOUNT, 'menu', () => load('a'));
    await cache.read(OTHER, 'menu', () => load('b'));

    cache.invalidate(ACCOUNT);
    expect(await cache.read(ACCOUNT, 'menu', () => load('a'))).toBe('a #3');
    expect(await cache.read(OTHER, 'menu', () => load('b'))).toBe('b #2');

    cache.invalidateAll();
    expect(await cache.read(ACCOUNT, 'menu', () => load('a'))).toBe('a #4');
    expect(await cache.read(OTHER, 'menu', () => load('b'))).toBe('b #5');
  });

  it('keeps entries apart by key within one account', async () => {
    const { cache, load } = setUp();
    expect(await cache.read(ACCOUNT, 'Table 1', () => load('t1'))).toBe('t1 #1');
    expect(await cache.read(ACCOUNT, 'Table 2', () => load('t2'))).toBe('t2 #2');
    expect(await cache.read(ACCOUNT, 'Table 1', () => load('t1'))).toBe('t1 #1');
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { cache } = setUp();
    const pending = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const reads = [1, 2, 3].map(() => cache.read(ACCOUNT, 'menu', load));
    pending.resolve('shared');
    expect(await Promise.all(reads)).toEqual(['shared', 'shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('never keeps what a load read before a change it overlapped', async () => {
    const { cache, load } = setUp();
    const before = deferred<string>();
    const stale = cache.read(ACCOUNT, 'menu', () => before.promise);
    cache.invalidate(ACCOUNT);
    // A read after the change does not join the load that started before it.
    const fresh = cache.read(ACCOUNT, 'menu', () => load('after'));
    before.resolve('before the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after #1');
    expect(await cache.read(ACCOUNT, 'menu', () => load('later'))).toBe('after #1');
  });

  it('keeps no failure: the next read loads again', async () => {
    const { cache, load } = setUp();
    await expect(
      cache.read(ACCOUNT, 'menu', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.read(ACCOUNT, 'menu', () => load())).toBe('menu #1');
  });

  it('keeps the JSON size of its entries under its bound, dropping the least recently read', async () => {
    const cache = createStorefrontCache({ ttlMs: 5000, maxJsonBytes: 2500, clock: () => 0 });
    let loads = 0;
    const menuOf = (name: string) => () => {
      loads += 1;
      return Promise.resolve({ name, items: 'x'.repeat(1000) });
    };
    await cache.read(ACCOUNT, 'first', menuOf('first'));
    await cache.read(ACCOUNT, 'second', menuOf('second'));
    await cache.read(ACCOUNT, 'first', menuOf('first'));
    expect(loads).toBe(2);
    // A third menu does not fit beside the other two: the least recently read one goes.
    await cache.read(OTHER, 'third', menuOf('third'));
    await cache.read(ACCOUNT, 'first', menuOf('first'));
    await cache.read(OTHER, 'third', menuOf('third'));
    expect(loads).toBe(3);
    await cache.read(ACCOUNT, 'second', menuOf('second'));
    expect(loads).toBe(4);
    // An entry larger than the whole bound is answered, never kept.
    const huge = { items: 'x'.repeat(3000) };
    expect(await cache.read(ACCOUNT, 'huge', () => Promise.resolve(huge))).toBe(huge);
    let hugeLoads = 0;
    await cache.read(ACCOUNT, 'huge', () => Promise.resolve(huge).finally(() => (hugeLoads += 1)));
    expect(hugeLoads).toBe(1);
  });

  it('loads every time with a TTL of 0', async () => {
    const { cache, load, loads } = setUp(0);
    await cache.read(ACCOUNT, 'menu', () => load());
    await cache.read(ACCOUNT, 'menu', () => load());
    expect(loads()).toBe(2);
  });

  it('counts the TTL from the start of a slow load', async () => {
    const { cache, load, advance } = setUp(5000);
    const slow = deferred<string>();
    const first = cache.read(ACCOUNT, 'menu', () => slow.promise);
    advance(6000);
    slow.resolve('too old to keep');
    expect(await first).toBe('too old to keep');
    expect(await cache.read(ACCOUNT, 'menu', () => load())).toBe('menu #1');
  });
});
