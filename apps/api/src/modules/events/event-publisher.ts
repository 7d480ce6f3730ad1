import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { EVENTS_CHANNEL, payloadOf, type AppEvent } from './app-events.ts';

/**
 * Announces events after their change committed, a batch per turn of the event loop, in a
 * transaction of their own that commits asynchronously (decision 041). NOTIFY takes one lock for
 * the whole database at commit and holds it through the commit's WAL flush: NOTIFY inside every
 * order's transaction queued every order behind every other's flush, and placement ran at one
 * order per disk flush. Here the order commits (durably) without it, and the notifications of every
 * order placed meanwhile leave in one statement whose commit waits for no flush. The change is
 * already durable (the order's row, and a move's `order_events` row); a crash between the two
 * loses at most the live notification of that batch, which boards recover on their next reconnect
 * or list.
 */
export function createEventPublisher(db: Database, logger: FastifyBaseLogger) {
  let queued: string[] = [];
  let scheduled = false;
  let inFlight: Promise<void> = Promise.resolve();

  async function flush() {
    scheduled = false;
    const payloads = queued;
    queued = [];
    if (payloads.length === 0) return;
    try {
      await db.execute(sql`
        select pg_notify(${EVENTS_CHANNEL}, payload)
        from (select set_config('synchronous_commit', 'off', true)) as async_commit,
          json_array_elements_text(${JSON.stringify(payloads)}::json)
            with ordinality as queued(payload, position)
        order by position`);
    } catch (error) {
      // The changes themselves are committed; streams catch up on their next reconnect or list.
      logger.warn({ err: error, events: payloads.length }, 'could not announce events');
    }
  }

  return {
    /** Queues the event of a committed change; it is NOTIFYed with the others of this turn. */
    publish(event: AppEvent) {
      queued.push(payloadOf(event));
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        inFlight = inFlight.then(flush);
      });
    },
    /** Resolves when every queued event has been sent (shutdown, tests). */
    async settled() {
      while (scheduled || queued.length > 0) await new Promise((resolve) => setImmediate(resolve));
      await inFlight;
    },
  };
}

export type EventPublisher = ReturnType<typeof createEventPublisher>;
