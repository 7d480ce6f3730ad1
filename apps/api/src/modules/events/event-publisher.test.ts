import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ANNOUNCE_WINDOW_MS, createEventPublisher } from './event-publisher.ts';

const ACCOUNT = '8549dd03-0bfd-4486-919a-9e7a5b19f518';
const orderEvent = (version: number) => ({
  type: 'order.changed' as const,
  accountId: ACCOUNT,
  orderId: 'a7666ebe-0c79-443b-89c2-4485ba50225d',
  version,
});

/** A database that records the events of each NOTIFY statement it is given. */
function recordingDatabase() {
  const batches: number[][] = [];
  const dialect = new PgDialect();
  const execute = vi.fn(async (query: SQL) => {
    const { params } = dialect.sqlToQuery(query);
    const payloads = JSON.parse(String(params[1])) as string[];
    batches.push(payloads.map((payload) => (JSON.parse(payload) as { version: number }).version));
    return { rows: [] };
  });
  return { db: { execute } as unknown as Database, batches };
}

const logger = { warn: vi.fn() } as unknown as FastifyBaseLogger;

afterEach(() => vi.useRealTimers());

describe('the event publisher', () => {
  it('announces the events of one window in one statement, in the order they came', async () => {
    vi.useFakeTimers();
    const { db, batches } = recordingDatabase();
    const publisher = createEventPublisher(db, logger);
    publisher.publish(orderEvent(1));
    await vi.advanceTimersByTimeAsync(ANNOUNCE_WINDOW_MS / 2);
    publisher.publish(orderEvent(2));
    publisher.publish(orderEvent(3));
    expect(batches).toEqual([]);

    await vi.advanceTimersByTimeAsync(ANNOUNCE_WINDOW_MS / 2);
    expect(batches).toEqual([[1, 2, 3]]);

    publisher.publish(orderEvent(4));
    await vi.advanceTimersByTimeAsync(ANNOUNCE_WINDOW_MS);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('sends what is queued at once when asked to settle (shutdown), without waiting out the window', async () => {
    const { db, batches } = recordingDatabase();
    const publisher = createEventPublisher(db, logger, 60_000);
    publisher.publish(orderEvent(1));
    publisher.publish(orderEvent(2));
    await publisher.settled();
    expect(batches).toEqual([[1, 2]]);
  });

  it('sends a full batch at once, at a rush', async () => {
    vi.useFakeTimers();
    const { db, batches } = recordingDatabase();
    const publisher = createEventPublisher(db, logger);
    for (let version = 1; version <= 500; version++) publisher.publish(orderEvent(version));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(500);
  });

  it('keeps going when a batch cannot be sent: the changes are committed, streams catch up', async () => {
    const execute = vi
      .fn()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue({ rows: [] });
    const publisher = createEventPublisher({ execute } as unknown as Database, logger, 1);
    publisher.publish(orderEvent(1));
    await publisher.settled();
    publisher.publish(orderEvent(2));
    await publisher.settled();
    expect(execute).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ events: 1 }),
      'could not announce events',
    );
  });
});
