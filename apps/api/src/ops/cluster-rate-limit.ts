import { LRUCache } from 'lru-cache';

/**
 * Per-address rate limits across API workers (decisions 040 and 056). A worker counts a key's
 * requests on its own while they stay within its share of the limit (`max / workers`): the shares
 * add up to the limit, so while every worker is within its own, nothing needs to travel. The request
 * that passes its worker's share hands the key to the primary, which gathers every other worker's
 * count of it; from then until the window ends, every worker's requests of that key are counted in
 * the primary and wait for its total. A guest placing a few orders a minute never leaves its
 * worker, and an address at its limit is counted exactly, whichever workers its requests reach.
 */

const RATE_MESSAGE = 'scanorder:rate-limit';

/**
 * A worker's requests of one key: one waiting for the primary's total (`id`), or, without an id,
 * its answer to a gather (the requests it answered on its own).
 */
interface RateCount {
  id?: number;
  store: string;
  key: string;
  timeWindow: number;
  count: number;
  /** When the worker's own window of the key began (ms since the epoch). */
  since: number;
}

/** Every count a worker sent in one turn of its event loop: one IPC message, not one each. */
export interface RateRequest {
  type: typeof RATE_MESSAGE;
  counts: RateCount[];
}

type KeyOf = Pick<RateCount, 'store' | 'key' | 'timeWindow'>;

/** The primary to one worker: totals for its waiting requests, and keys it must count no more. */
interface RateAnswer {
  type: typeof RATE_MESSAGE;
  answers: { id: number; current: number; ttl: number }[];
  gather: KeyOf[];
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

const idOf = ({ store, key }: { store: string; key: string }) => `${store}\n${key}`;

/** How the primary reaches its workers: the ones that count (listening), and a message to one. */
export interface RatePrimaryChannel {
  workers(): number[];
  send(worker: number, message: RateAnswer): void;
}

interface Gathering {
  waiting: Set<number>;
  current: number;
  since: number;
  timeWindow: number;
  queued: { worker: number; count: RateCount }[];
  timer?: NodeJS.Timeout;
}

/**
 * The primary's side: fixed-window totals of the keys handed to it. A gather waits for every
 * listening worker's answer, or for `gatherTimeout` if one is too busy or gone.
 */
export function createRatePrimary(
  channel: RatePrimaryChannel,
  { now = Date.now, gatherTimeout = 1_000 }: { now?: () => number; gatherTimeout?: number } = {},
) {
  const windows = new LRUCache<string, { current: number; endsAt: number }>({ max: 100_000 });
  const gathering = new Map<string, Gathering>();

  /** What one turn of the primary sends, one message per worker. */
  const outbox = () => {
    const messages = new Map<number, RateAnswer>();
    const to = (worker: number) => {
      let message = messages.get(worker);
      if (!message)
        messages.set(worker, (message = { type: RATE_MESSAGE, answers: [], gather: [] }));
      return message;
    };
    const send = () => {
      for (const [worker, message] of messages) channel.send(worker, message);
    };
    return { to, send };
  };
  type Outbox = ReturnType<typeof outbox>;

  const count = (
    out: Outbox,
    worker: number,
    request: RateCount,
    window: { current: number; endsAt: number },
  ) => {
    window.current += request.count;
    if (request.id === undefined) return;
    const ttl = window.endsAt - now();
    out.to(worker).answers.push({ id: request.id, current: window.current, ttl });
  };

  const finish = (id: string, out: Outbox) => {
    const gathered = gathering.get(id);
    if (!gathered || gathered.waiting.size > 0) return;
    gathering.delete(id);
    clearTimeout(gathered.timer);
    // The window began with the key's first request on any worker.
    const endsAt = Math.max(gathered.since + gathered.timeWindow, now() + 1);
    const window = { current: gathered.current, endsAt };
    windows.set(id, window);
    // What the waiting requests' workers answered on their own was let through before them.
    for (const { count: request } of gathered.queued) window.current += request.count - 1;
    for (const { worker, count: request } of gathered.queued)
      count(out, worker, { ...request, count: 1 }, window);
  };

  const gather = (id: string, worker: number, request: RateCount, out: Outbox) => {
    const others = channel.workers().filter((other) => other !== worker);
    const { store, key, timeWindow, since } = request;
    const gathered: Gathering = {
      waiting: new Set(others),
      current: 0,
      since,
      timeWindow,
      queued: [{ worker, count: request }],
    };
    gathering.set(id, gathered);
    for (const other of others) out.to(other).gather.push({ store, key, timeWindow });
    if (others.length === 0) return finish(id, out);
    gathered.timer = setTimeout(() => {
      gathered.waiting.clear();
      const late = outbox();
      finish(id, late);
      late.send();
    }, gatherTimeout);
    gathered.timer.unref();
  };

  /** One worker's message. */
  const receive = (worker: number, message: RateRequest) => {
    const out = outbox();
    for (const request of message.counts) {
      const id = idOf(request);
      const gathered = gathering.get(id);
      if (gathered && request.id === undefined) {
        gathered.current += request.count;
        if (request.count > 0) gathered.since = Math.min(gathered.since, request.since);
        gathered.waiting.delete(worker);
        finish(id, out);
      } else if (gathered) {
        gathered.queued.push({ worker, count: request });
      } else {
        const window = windows.get(id);
        if (window && window.endsAt > now()) count(out, worker, request, window);
        // A worker's answer after its gather gave up, for a window that has ended, counts nothing.
        else if (request.id !== undefined) gather(id, worker, request, out);
      }
    }
    out.send();
  };

  /** A worker that stopped: no gather waits for it. */
  const leave = (worker: number) => {
    const out = outbox();
    for (const [id, gathered] of gathering) {
      gathered.waiting.delete(worker);
      finish(id, out);
    }
    out.send();
  };

  return { receive, leave };
}

/** How a worker talks to the primary: `process.send` and `process.on('message')` in a cluster. */
export interface RateChannel {
  send(message: RateRequest, done: (error: Error | null) => void): void;
  onMessage(listener: (message: unknown) => void): void;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One key's window in a worker: counted here, or (`shared`) handed to the primary. */
interface KeyView {
  shared: boolean;
  count: number;
  since: number;
  endsAt: number;
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

  const flush = () => {
    const counts = queued;
    queued = [];
    channel.send({ type: RATE_MESSAGE, counts }, (error) => {
      if (!error) return;
      for (const { id } of counts) {
        if (id === undefined) continue;
        const settle = waiting.get(id);
        waiting.delete(id);
        settle?.(error);
      }
    });
  };

  const send = (count: RateCount) => {
    if (queued.length === 0) setImmediate(flush);
    queued.push(count);
  };

  const live = (id: string, time: number) => {
    const view = views.get(id);
    return view && view.endsAt > time ? view : undefined;
  };

  channel.onMessage((message) => {
    if (!isRateAnswer(message)) return;
    for (const { id, current, ttl } of message.answers) {
      const settle = waiting.get(id);
      waiting.delete(id);
      settle?.(null, current, ttl);
    }
    const time = now();
    for (const key of message.gather) {
      const id = idOf(key);
      const view = live(id, time);
      // A key this worker already handed over has nothing of its own left to count.
      const own = view?.shared ? undefined : view;
      send({ ...key, count: own?.count ?? 0, since: own?.since ?? time });
      // Until the primary's window is known, this worker's requests of the key wait for it.
      if (!view?.shared)
        views.set(id, { shared: true, count: 0, since: time, endsAt: time + key.timeWindow });
    }
  });

  return (store: string, key: string, callback: Callback, timeWindow: number, max: number) => {
    const id = idOf({ store, key });
    const time = now();
    let view = live(id, time);
    if (!view) {
      view = { shared: false, count: 0, since: time, endsAt: time + timeWindow };
      views.set(id, view);
    }
    if (!view.shared && view.count + 1 <= max / workers) {
      view.count += 1;
      callback(null, { current: view.count, ttl: view.endsAt - time });
      return;
    }
    // Past this worker's share: the primary counts this key from here on (this request and every
    // one this worker answered on its own), and the request waits for its total.
    const [count, since] = view.shared ? [1, time] : [view.count + 1, view.since];
    const seen = view;
    seen.shared = true;
    seen.count = 0;
    const requestId = ++nextId;
    waiting.set(requestId, (error, current, ttl) => {
      if (error) return callback(error);
      seen.endsAt = now() + ttl!;
      callback(null, { current: current!, ttl: ttl! });
    });
    send({ id: requestId, store, key, timeWindow, count, since });
  };
}
