import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { announceShutdownToStreams } from '../modules/events/event-stream.ts';

/** Orchestrators (Kubernetes, compose, systemd) wait 10 s after SIGTERM before SIGKILL. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
/** In-flight requests get this long; then their connections are cut so the rest can close. */
export const DRAIN_MS = 6_000;
/** Browsers reconnect their live streams after this, to an instance that is still serving. */
export const STREAM_RETRY_MS = 1_000;

interface ShutdownLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Before the app (and its logger) exists, a signal is reported on stderr. */
const startupLogger: ShutdownLogger = {
  info: (details, message) => console.error(message, details),
  error: (details, message) => console.error(message, details),
};

export interface ShutdownOptions {
  exit?: (code: number) => void;
  deadlineMs?: number;
  drainMs?: number;
}

/**
 * SIGTERM and SIGINT, handled from the first moment of start-up (before, a signal during start-up
 * was ignored until the server was listening). Once the app is serving: streams are told to
 * reconnect elsewhere, new requests get 503 (Fastify's `return503OnClosing`), in-flight ones
 * finish within DRAIN_MS, the database closes, and the process exits; whatever still hangs at the
 * deadline is cut by exiting with 1.
 */
export function handleShutdownSignals(options: ShutdownOptions = {}) {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  let closing = false;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const logger: ShutdownLogger = app?.log ?? startupLogger;
    const deadline = setTimeout(
      () => {
        logger.error({ signal }, 'shutdown did not finish in time; exiting');
        exit(1);
      },
      options.deadlineMs ?? SHUTDOWN_DEADLINE_MS - 500,
    );
    deadline.unref();
    try {
      if (app) {
        const streams = announceShutdownToStreams(app, STREAM_RETRY_MS);
        logger.info(
          { signal, streams },
          'shutting down: draining requests, streams reconnect elsewhere',
        );
        const server = app.server;
        const cut = setTimeout(() => server.closeAllConnections(), options.drainMs ?? DRAIN_MS);
        cut.unref();
        await app.close();
        clearTimeout(cut);
        await database?.close();
      } else {
        // Mid-migration or mid-seed: a PostgreSQL transaction rolls back with its connection,
        // and PGlite survives an abrupt exit (the fault suite kills it mid-write).
        logger.info({ signal }, 'stopping while starting');
      }
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => void shutdown(signal);
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  return {
    /** The database is open: close it on the way out. */
    database(handle: DatabaseHandle) {
      database = handle;
    },
    /** The app is built: close it first. */
    app(instance: FastifyInstance) {
      app = instance;
    },
    get closing() {
      return closing;
    },
    shutdown,
  };
}
