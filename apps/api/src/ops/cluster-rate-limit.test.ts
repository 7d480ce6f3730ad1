import { describe, expect, it } from 'vitest';
import {
  createRatePrimary,
  createWorkerRateCounter,
  type RateChannel,
  type RateRequest,
} from './cluster-rate-limit.ts';

type Result = { current: number; ttl: number };

/**
 * A primary and `workers` workers whose messages (both ways) arrive on the next turn, or, when
 * `prompt` is false, when `deliver()` says so. `silent` workers never answer the primary.
 */
function cluster(
  workers: number,
  options: { prompt: boolean; silent?: number[]; now?: () => number; gatherTimeout?: number },
) {
  const held: (() => void)[] = [];
  const counted = { messages: 0 };
  const listeners: ((message: unknown) => void)[] = [];
  const post = (arrive: () => void) => {
    if (options.prompt) setImmediate(arrive);
    else held.push(arrive);
  };
  const primary = createRatePrimary(
    {
      workers: () => Array.from({ length: workers }, (_, index) => index),
      send: (worker, message) => {
        if (!options.silent?.includes(worker)) post(() => listeners[worker]!(message));
      },
    },
    { now: options.now, gatherTimeout: options.gatherTimeout },
  );
  const counters = Array.from({ length: workers }, (_, worker) => {
    const channel: RateChannel = {
      send(message: RateRequest, done) {
        counted.messages += 1;
        post(() => primary.receive(worker, message));
        done(null);
      },
      onMessage(given) {
        listeners[worker] = given;
      },
    };
    return createWorkerRateCounter(channel, workers, options.now);
  });
  const incr = (worker: number, key: string, max: number, onResult?: () => void) =>
    new Promise<Result>((resolve, reject) =>
      counters[worker]!(
        'POST /api/v1/public/orders',
        key,
        (error, result) => {
          onResult?.();
          if (error) reject(error);
          else resolve(result!);
        },
        60_000,
        max,
      ),
    );
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const deliver = async () => {
    // The workers flush on setImmediate; then everything sent so far arrives, in order.
    for (let round = 0; round < 4; round++) {
      await turn();
      for (const arrive of held.splice(0)) arrive();
    }
  };
  return { incr, deliver, counted, primary };
}

/** A client's next request comes after its answer crossed the network: the counts are in. */
const network = async () => {
  for (let turn = 0; turn < 6; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('rate limits across API workers', () => {
  it('counts one address once across workers: its requests one after another are limited exactly', async () => {
    const { incr } = cluster(3, { prompt: true });
    const allowed: boolean[] = [];
    for (let request = 0; request < 30; request++) {
      const { current } = await incr(request % 3, '203.0.113.7', 10);
      allowed.push(current <= 10);
      await network();
    }
    expect(allowed.slice(0, 10).every(Boolean)).toBe(true);
    expect(allowed.filter(Boolean)).toHaveLength(10);
  });

  it('limits exactly a client that uses one worker, then another, then the first again', async () => {
    const { incr } = cluster(2, { prompt: true });
    const workerOf = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0];
    const allowed: boolean[] = [];
    for (const worker of workerOf) {
      allowed.push((await incr(worker, '198.51.100.20', 10)).current <= 10);
      await network();
    }
    expect(allowed).toEqual([...Array<boolean>(10).fill(true), false, false, false]);
  });

  it('counts a client far from its limit in its worker, sending nothing to the primary', async () => {
    const { incr, counted } = cluster(2, { prompt: false });
    const answered: string[] = [];
    for (let guest = 0; guest < 50; guest++)
      for (let order = 0; order < 3; order++)
        await incr(guest % 2, `192.0.2.${guest}`, 20, () => answered.push(`${guest}`));
    expect(answered).toHaveLength(150);
    expect(counted.messages).toBe(0);
  });

  it('hands a key to the primary past the worker’s share, which gathers the other workers’ counts', async () => {
    const { incr, deliver } = cluster(2, { prompt: false });
    await Promise.all([0, 1, 2].map(() => incr(1, '198.51.100.4', 10)));
    const answered: number[] = [];
    const requests = Array.from({ length: 6 }, (_, index) =>
      incr(0, '198.51.100.4', 10, () => answered.push(index)),
    );
    // Half of ten is this worker's share: five answered at once, the sixth waits for the total.
    expect(answered).toEqual([0, 1, 2, 3, 4]);
    await deliver();
    const results = await Promise.all(requests);
    expect(answered).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((result) => result.current)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(results.every((result) => result.ttl > 59_000 && result.ttl <= 60_000)).toBe(true);
    // From here both workers wait for the primary's count of this address.
    const next = [incr(1, '198.51.100.4', 10), incr(0, '198.51.100.4', 10)];
    await deliver();
    expect((await Promise.all(next)).map((result) => result.current)).toEqual([10, 11]);
  });

  it('lets a burst spread over workers through up to the limit exactly, and then refuses it everywhere', async () => {
    const { incr, deliver } = cluster(3, { prompt: false });
    const requests = Array.from({ length: 60 }, (_, index) => incr(index % 3, '192.0.2.9', 12));
    await deliver();
    const results = await Promise.all(requests);
    expect(results.filter((result) => result.current <= 12)).toHaveLength(12);
    expect(Math.max(...results.map((result) => result.current))).toBe(60);
    const later = [0, 1, 2].map((worker) => incr(worker, '192.0.2.9', 12));
    await deliver();
    const after = await Promise.all(later);
    expect(after.map((result) => result.current)).toEqual([61, 62, 63]);
  });

  it('answers without a worker that does not reply, or that stopped', async () => {
    const timedOut = cluster(2, { prompt: true, silent: [1], gatherTimeout: 20 });
    await timedOut.incr(1, '203.0.113.9', 2);
    expect((await timedOut.incr(0, '203.0.113.9', 2)).current).toBe(1);
    const started = Date.now();
    expect((await timedOut.incr(0, '203.0.113.9', 2)).current).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);

    const stopped = cluster(2, { prompt: true, silent: [1], gatherTimeout: 60_000 });
    await stopped.incr(0, '203.0.113.10', 2);
    const waiting = stopped.incr(0, '203.0.113.10', 2);
    await network();
    stopped.primary.leave(1);
    expect((await waiting).current).toBe(2);
  });

  it('starts a new window when the key’s window ends', async () => {
    let time = 1_000_000;
    const { incr } = cluster(2, { prompt: true, now: () => time });
    for (let request = 0; request < 6; request++) {
      await incr(request % 2, '198.51.100.30', 4);
      await network();
    }
    expect((await incr(0, '198.51.100.30', 4)).current).toBe(7);
    time += 60_000;
    expect((await incr(0, '198.51.100.30', 4)).current).toBe(1);
    expect((await incr(1, '198.51.100.30', 4)).current).toBe(1);
  });

  it('keeps each address and each route apart', async () => {
    const { incr } = cluster(2, { prompt: true });
    for (let request = 0; request < 4; request++) {
      await incr(request % 2, '203.0.113.1', 4);
      await network();
    }
    expect((await incr(0, '203.0.113.1', 4)).current).toBe(5);
    expect((await incr(1, '203.0.113.2', 4)).current).toBe(1);
  });
});
