import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { NotificationTarget } from '../../db/client.ts';
import { EVENTS_CHANNEL, eventOfPayload, type AppEvent } from './app-events.ts';

export type EventListener = (event: AppEvent) => void;

export interface EventBus {
  /** Listens until the returned function is called. */
  subscribe(listener: EventListener): () => void;
  /**
   * Called after the LISTEN connection came back from a drop: events may have been missed, so
   * subscribers re-read what they show.
   */
  onReconnect(listener: () => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  logger: FastifyBaseLogger;
  /** First reconnect delay; doubles up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Milliseconds between an event's NOTIFY and its arrival here (metrics). */
  observeLag?: (ms: number) => void;
}

/**
 * Fans PostgreSQL notifications out to in-process subscribers (SSE streams). PGlite: its own
 * connection's `listen`. PostgreSQL: one dedicated `pg.Client` per process (never a pooled one),
 * reconnecting with exponential backoff when the connection drops.
 */
export function createEventBus(target: NotificationTarget, options: EventBusOptions): EventBus {
  const listeners = new Set<EventListener>();
  const reconnectListeners = new Set<() => void>();
  const { logger } = options;
  const initialBackoff = options.initialBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;

  function dispatch(payload: string | undefined) {
    let event: AppEvent;
    try {
      event = eventOfPayload(payload, options.observeLag);
    } catch (error) {
      logger.warn({ err: error, payload }, 'ignored a malformed event');
      return;
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error }, 'event listener failed');
      }
    }
  }

  function announceReconnect() {
    for (const listener of reconnectListeners) {
      try {
        listener();
      } catch (error) {
        logger.error({ err: error }, 'reconnect listener failed');
      }
    }
  }

  const common = {
    subscribe(listener: EventListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReconnect(listener: () => void) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };

  if (target.driver === 'pglite') {
    let unlisten: (() => Promise<void>) | undefined;
    return {
      ...common,
      async start() {
        unlisten = await target.client.listen(EVENTS_CHANNEL, dispatch);
      },
      async close() {
        listeners.clear();
        reconnectListeners.clear();
        // The database may already be closing with the app; nothing is left to stop then.
        await unlisten?.().catch(() => undefined);
        unlisten = undefined;
      },
    };
  }

  const { url } = target;
  let client: pg.Client | undefined;
  let closed = false;
  let backoff = initialBackoff;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  function scheduleReconnect() {
    if (closed || timer) return;
    const delay = backoff;
    backoff = Math.min(backoff * 2, maxBackoff);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    let failed = false;
    const fail = (error?: Error) => {
      if (failed) return;
      failed = true;
      if (client === next) client = undefined;
      next.removeAllListeners('notification');
      if (!closed) logger.warn({ err: error }, 'event listener connection lost; reconnecting');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', fail);
    next.on('end', () => fail());
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) dispatch(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      fail(error as Error);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    backoff = initialBackoff;
    if (everConnected) announceReconnect();
    everConnected = true;
  }

  return {
    ...common,
    async start() {
      await connect();
    },
    async close() {
      closed = true;
      listeners.clear();
      reconnectListeners.clear();
      if (timer) clearTimeout(timer);
      timer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
