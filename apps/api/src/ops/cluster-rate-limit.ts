import { LRUCache } from 'lru-cache';

/**
 * Per-address rate limits across API workers (decisions 040 and 056). The primary holds the true
 * fixed-window counts; every worker counts each request there. A request far from its limit does
 * not wait for the primary's answer: its worker answers from what it knows (the primary's last
 * count plus its own increments since) and sends the increment on. Near the limit the request
 * waits for the primary's count, so the limit itself is exact.
 *
 * "Far" is a worker's share of the limit (`max / workers`): however stale every worker's view, the
 * requests answered without waiting add up to at most `max`. Waiting only near the limit takes the
 * primary, and its wake-up on a busy machine, off the path of nearly every request.
 */

const RATE_MESSAGE = 'scanorder:rate-limit';

/** One request's increment of a key, or several coalesced (`count`). */
interface RateCount {
  id: number;
  store: string;
  key: string;
  timeWindow: number;
  count: number;
}

/** Every increment a worker made in one turn of its event loop: one IPC message, not one each. */
export interface RateRequest {
  type: typeof RATE_MESSAGE;
  counts: RateCount[];
}

interface RateAnswer {
  type: typeof RATE_MESSAGE;
  answers: { id: number; current: number; ttl: number }[];
}

export const isRateRequest = (message: unknown): message is RateRequest =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === RATE_MESSAGE &&
  Array.isArray((message as { counts?: unknown }).counts);

const isRateAnswer = (message: unknown): message is RateAnswer =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === RATE_MESSAGE &&
  Array.isArray((message as { answers?: unknown }).answers);

/** The primary's fixed-window counters for every worker (as @fastify/rate-limit's LocalStore). */
export function createRateCounters(now: () => number = Date.now) {
  const windows = new LRUCache<string, { current: number; startedAt: number }>({ max: 100_000 });
  const count = (request: RateCount): { current: number; ttl: number } => {
    const time = now();
    const id = `${request.store}\n${request.key}`;
    const window = windows.get(id);
    if (!window || window.startedAt + request.timeWindow <= time) {
      windows.set(id, { current: request.count, startedAt: time });
      return { current: request.count, ttl: request.timeWindow };
    }
    window.current += request.count;
    return { current: window.current, ttl: window.startedAt + request.timeWindow - time };
  };
  return (message: RateRequest): RateAnswer => ({
    type: RATE_MESSAGE,
    answers: message.counts.map((request) => ({ id: request.id, ...count(request) })),
  });
}

/** How a worker talks to the primary: `process.send` and `process.on('message')` in a cluster. */
export interface RateChannel {
  send(message: RateRequest, done: (error: Error | null) => void): void;
  onMessage(listener: (message: unknown) => void): void;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What a worker knows of one key's window: the primary's last count, and its own increments since. */
interface KeyView {
  endsAt: number;
  known: number;
  unconfirmed: number;
}

/**
 * A worker's side of the counts. `incr` has @fastify/rate-limit's store signature; one counter is
 * shared by every route's store (`store` names the route).
 */
export function createWorkerRateCounter(
  channel: RateChannel,
  workers: number,
  now: () => number = Date.now,
) {
  const views = new LRUCache<string, KeyView>({ max: 100_000 });
  const waiting = new Map<number, (error: Error | null, current?: number, ttl?: number) => void>();
  let nextId = 0;
  let queued: RateCount[] = [];

  channel.onMessage((message) => {
    if (!isRateAnswer(message)) return;
    for (const { id, current, ttl } of message.answers) {
      const settle = waiting.get(id);
      waiting.delete(id);
      settle?.(null, current, ttl);
    }
  });

  const flush = () => {
    const counts = queued;
    queued = [];
    channel.send({ type: RATE_MESSAGE, counts }, (error) => {
      if (!error) return;
      for (const { id } of counts) {
        const settle = waiting.get(id);
        waiting.delete(id);
        settle?.(error);
      }
    });
  };

  const send = (
    store: string,
    key: string,
    timeWindow: number,
    settle: (error: Error | null, current?: number, ttl?: number) => void,
  ) => {
    const id = ++nextId;
    waiting.set(id, settle);
    if (queued.length === 0) setImmediate(flush);
    queued.push({ id, store, key, timeWindow, count: 1 });
  };

  return (store: string, key: string, callback: Callback, timeWindow: number, max: number) => {
    const id = `${store}\n${key}`;
    const time = now();
    let view = views.get(id);
    if (!view || view.endsAt <= time) {
      view = { endsAt: time + timeWindow, known: 0, unconfirmed: 0 };
      views.set(id, view);
    }
    const seen = view;
    const learn = (current: number, ttl: number) => {
      seen.known = current;
      seen.endsAt = now() + ttl;
    };

    if (seen.known + seen.unconfirmed + 1 <= max / workers) {
      seen.unconfirmed += 1;
      send(store, key, timeWindow, (error, current, ttl) => {
        // A lost increment only makes the primary's count low by one; the request was answered.
        seen.unconfirmed = Math.max(0, seen.unconfirmed - 1);
        if (!error) learn(current!, ttl!);
      });
      callback(null, { current: seen.known + seen.unconfirmed, ttl: seen.endsAt - time });
      return;
    }
    send(store, key, timeWindow, (error, current, ttl) => {
      if (error) return callback(error);
      learn(current!, ttl!);
      callback(null, { current: current!, ttl: ttl! });
    });
  };
}
