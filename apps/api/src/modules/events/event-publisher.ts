import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { EVENTS_CHANNEL, payloadOf, type AppEvent } from './app-events.ts';

/**
 * How long the first event of a batch waits for others before the batch is announced. At a rush
 * (dozens of orders in flight) a batch fills within one turn of the event loop; at an even
 * 250 orders a second per process a batch per turn held one order, and its notifying transaction
 * (and every listener's wake-up for it) was about a quarter of each order's CPU (decision 041,
 * "A window, not a turn"). Ten milliseconds is below anything a screen shows.
 */
export const ANNOUNCE_WINDOW_MS = 10;

/** A batch this large leaves at once rather than waiting out its window. */
const BATCH_LIMIT = 500;

/**
 * Announces events after their change committed, in batches, in a transaction of their own that
 * commits asynchronously (decision 041). NOTIFY takes one lock for the whole database at commit and
 * holds it through the commit's WAL flush: NOTIFY inside every order's transaction queued every
 * order behind every other's flush, and placement ran at one order per disk flush. Here the order
 * commits (durably) without it, and the notifications of every order placed within
 * `windowMs` leave in one statement whose commit waits for no flush. The change is already durable
 * (the order's row, and a move's `order_events` row); a crash between the two loses at most the
 * live notification of that batch, which boards recover on their next reconnect or list.
 */
export function createEventPublisher(
  db: Database,
  logger: FastifyBaseLogger,
  windowMs = ANNOUNCE_WINDOW_MS,
) {
  let queued: string[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  async function send(payloads: string[]) {
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

  /** Sends what is queued now, after the batches before it (events keep their order). */
  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    const payloads = queued;
    queued = [];
    if (payloads.length > 0) inFlight = inFlight.then(() => send(payloads));
  }

  return {
    /** Queues the event of a committed change; it is NOTIFYed with the others of its window. */
    publish(event: AppEvent) {
      queued.push(payloadOf(event));
      if (queued.length >= BATCH_LIMIT) flush();
      else timer ??= setTimeout(flush, windowMs);
    },
    /** Sends what is queued without waiting out the window, and resolves when all is sent (shutdown, tests). */
    async settled() {
      do {
        flush();
        await inFlight;
      } while (queued.length > 0);
    },
  };
}

export type EventPublisher = ReturnType<typeof createEventPublisher>;
