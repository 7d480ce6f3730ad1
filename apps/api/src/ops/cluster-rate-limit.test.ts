import { describe, expect, it } from 'vitest';
import {
  createRateCounters,
  createWorkerRateCounter,
  type RateChannel,
  type RateRequest,
} from './cluster-rate-limit.ts';

type Result = { current: number; ttl: number };

/** A primary and `workers` workers whose messages are delivered when `deliver()` says so. */
function cluster(workers: number, options: { prompt: boolean }) {
  const answer = createRateCounters();
  const held: (() => void)[] = [];
  const counted = { increments: 0 };
  const counters = Array.from({ length: workers }, () => {
    let listener: (message: unknown) => void = () => {};
    const channel: RateChannel = {
      send(message: RateRequest, done) {
        const arrive = () => {
          counted.increments += message.counts.length;
          const reply = answer(message);
          listener(reply);
        };
        if (options.prompt) setImmediate(arrive);
        else held.push(arrive);
        done(null);
      },
      onMessage(given) {
        listener = given;
      },
    };
    return createWorkerRateCounter(channel, workers);
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
  const deliver = async () => {
    // The workers flush on setImmediate; then everything they sent arrives, in order.
    await new Promise((resolve) => setImmediate(resolve));
    for (const arrive of held.splice(0)) arrive();
  };
  return { incr, deliver, counted };
}

/** A client's next request comes after its answer crossed the network: the workers' counts are in. */
const network = async () => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
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
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(allowed.slice(0, 10).every(Boolean)).toBe(true);
  });

  it('answers a request within its worker’s share of the limit without waiting for the primary', async () => {
    const { incr, deliver, counted } = cluster(2, { prompt: false });
    const answered: number[] = [];
    const requests = Array.from({ length: 6 }, (_, index) =>
      incr(0, '198.51.100.4', 10, () => answered.push(index)),
    );
    // Half of ten is this worker's share: five answered at once, the sixth waits for the count.
    expect(answered).toEqual([0, 1, 2, 3, 4]);
    await deliver();
    const results = await Promise.all(requests);
    expect(answered).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((result) => result.current)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.every((result) => result.ttl > 59_000 && result.ttl <= 60_000)).toBe(true);
    // Every increment reached the primary, answered at once or not.
    expect(counted.increments).toBe(6);
  });

  it('keeps a burst spread over workers within the limit and one share per other worker, and loses no count', async () => {
    const { incr, deliver, counted } = cluster(3, { prompt: false });
    const requests = Array.from({ length: 60 }, (_, index) => incr(index % 3, '192.0.2.9', 12));
    await deliver();
    await deliver();
    const results = await Promise.all(requests);
    const allowed = results.filter((result) => result.current <= 12).length;
    expect(allowed).toBeGreaterThanOrEqual(12);
    expect(allowed).toBeLessThanOrEqual(12 + 2 * 4);
    expect(counted.increments).toBe(60);
    // Once the counts are in, every worker refuses the address until its window ends.
    const later = [0, 1, 2].map((worker) => incr(worker, '192.0.2.9', 12));
    await deliver();
    const after = await Promise.all(later);
    expect(after.every((result) => result.current > 12)).toBe(true);
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
