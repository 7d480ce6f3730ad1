import { LRUCache } from 'lru-cache';

/** How long customers may see a storefront read before it is read again (decision 011). */
export const STOREFRONT_CACHE_TTL_MS = 5000;

export interface StorefrontCacheOptions {
  /** 0 turns the cache off: every read loads. */
  ttlMs?: number;
  /** Entries kept at most (menus differ by branch, QR identifier, page and search). */
  maxEntries?: number;
  /**
   * The JSON size of every entry together, in bytes, kept at most: the least recently read go
   * first. It bounds the memory the cache can hold (about three times as much) however many
   * businesses are read at once.
   */
  maxJsonBytes?: number;
  /** Milliseconds of a monotonic clock (tests pass their own). */
  clock?: () => number;
  /** An entry's weight when its JSON is at hand (else it is serialized to be weighed). */
  sizeOf?: (value: unknown) => number;
}

interface Entry {
  value: unknown;
  /** The invalidation count when the load started: later invalidations make the entry stale. */
  loadedAt: number;
}

/** What an entry weighs: its JSON's length (an unserializable value counts as 1 KB). */
function jsonBytesOf(entry: Entry): number {
  try {
    return Math.max(JSON.stringify(entry.value)?.length ?? 0, 1);
  } catch {
    return 1024;
  }
}

interface Invalidation {
  count: number;
  at: number;
}

/**
 * What customers read of a business (storefront, menu), shared by every request for a few seconds
 * so that a rush of scans costs one load, not one per phone. An owner's change is seen at once:
 * `invalidate(accountId)` drops the account's entries in this process (other processes hear it as a
 * `storefront.changed` event). What changes with the clock alone (opening hours, "Not Available
 * Today", the trial's end) is at most `ttlMs` late. Concurrent misses of one key share one load, and
 * a load that started before an invalidation is never stored.
 */
export function createStorefrontCache(options: StorefrontCacheOptions = {}) {
  const ttl = options.ttlMs ?? STOREFRONT_CACHE_TTL_MS;
  const clock = options.clock ?? (() => performance.now());
  const { sizeOf } = options;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 5000,
    maxSize: options.maxJsonBytes ?? 16 * 1024 * 1024,
    sizeCalculation: sizeOf ? (entry) => Math.max(sizeOf(entry.value), 1) : jsonBytesOf,
    ttl: Math.max(ttl, 1),
    // Read the clock on every get (the default caches it for 1 ms through a timer).
    ttlResolution: 0,
    perf: { now: clock },
  });
  const inflight = new Map<string, { promise: Promise<unknown>; loadedAt: number }>();
  /** Counts invalidations; each load remembers the count it started at. */
  let count = 0;
  let everything = 0;
  const byAccount = new Map<string, Invalidation>();

  function validSince(accountId: string): number {
    return Math.max(everything, byAccount.get(accountId)?.count ?? 0);
  }

  /** An invalidation older than the TTL outlived every entry loaded before it: forget it. */
  function forgetOldInvalidations(now: number) {
    for (const [accountId, invalidation] of byAccount)
      if (now - invalidation.at > ttl) byAccount.delete(accountId);
  }

  return {
    async read<T>(accountId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (ttl <= 0) return load();
      const fullKey = `${accountId}\n${key}`;
      const since = validSince(accountId);
      const hit = entries.get(fullKey);
      if (hit && hit.loadedAt >= since) return hit.value as T;
      const pending = inflight.get(fullKey);
      if (pending && pending.loadedAt >= since) return pending.promise as Promise<T>;

      const loadedAt = count;
      const started = clock();
      const promise = load().then((value) => {
        const left = ttl - (clock() - started);
        if (left > 0 && loadedAt >= validSince(accountId))
          entries.set(fullKey, { value, loadedAt }, { ttl: left });
        return value;
      });
      const tracked = { promise, loadedAt };
      inflight.set(fullKey, tracked);
      const settle = () => {
        if (inflight.get(fullKey) === tracked) inflight.delete(fullKey);
      };
      promise.then(settle, settle);
      return promise;
    },

    /**
     * The value `read` would answer at once from a stored entry, or undefined (nothing stored, or
     * stale): for callers that can skip work when they see it, never loading.
     */
    peek<T>(accountId: string, key: string): T | undefined {
      if (ttl <= 0) return undefined;
      const hit = entries.get(`${accountId}\n${key}`);
      return hit && hit.loadedAt >= validSince(accountId) ? (hit.value as T) : undefined;
    },

    /** The account changed something customers see: its next reads load afresh. */
    invalidate(accountId: string) {
      const now = clock();
      if (byAccount.size > 1000) forgetOldInvalidations(now);
      byAccount.set(accountId, { count: ++count, at: now });
    },

    /** Something that may concern every account changed (a platform admin's edit, billing). */
    invalidateAll() {
      everything = ++count;
      byAccount.clear();
    },
  };
}

export type StorefrontCache = ReturnType<typeof createStorefrontCache>;
