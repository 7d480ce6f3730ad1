import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { accessLog } from '../db/schema/audit.ts';
import { clientKeyOf } from './client-key.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `collection`: a successful read of this route is a collection read in the access log. */
    audit?: 'collection';
  }
}

type NewAccessRecord = typeof accessLog.$inferInsert;
type AccessKind = NewAccessRecord['kind'];

/** Reads wait for a batch of this many, or this long, whichever comes first (decision 043). */
export const ACCESS_LOG_BATCH = { size: 100, flushMs: 2000 } as const;

/**
 * The access log's writer (decision 043). Reads are queued and inserted in batches, so a read
 * costs an array push; refusals are inserted before their answer leaves. A write that fails is
 * logged at error level with the records it carried: never dropped silently.
 */
export function createAccessLog(ownerDb: Database, logger: FastifyBaseLogger) {
  let queue: NewAccessRecord[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const insert = async (rows: NewAccessRecord[]) => {
    try {
      await ownerDb.insert(accessLog).values(rows);
    } catch (error) {
      logger.error({ err: error, accessRecords: rows }, 'access log write failed');
    }
  };

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = queue;
    queue = [];
    if (rows.length > 0) writing = writing.then(() => insert(rows));
    return writing;
  }

  return {
    /** A read: batched. */
    queue(record: NewAccessRecord): void {
      queue.push(record);
      if (queue.length >= ACCESS_LOG_BATCH.size) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), ACCESS_LOG_BATCH.flushMs);
        timer.unref();
      }
    },
    /** A refused attempt: written now, before the answer. */
    write(record: NewAccessRecord): Promise<void> {
      return insert([record]);
    },
    /** Writes what is queued (shutdown, tests). */
    flush,
  };
}

export type AccessLog = ReturnType<typeof createAccessLog>;

/** An error envelope's code, read without parsing the whole body. */
const ERROR_CODE = /"code"\s*:\s*"([A-Z_]+)"/;

function recordOf(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: AccessKind,
  extra: Record<string, unknown> = {},
): NewAccessRecord {
  const params = request.params as Record<string, unknown> | undefined;
  const actor = request.tenant ?? request.platformAdmin;
  return {
    kind,
    method: request.method,
    route: request.routeOptions.url ?? 'unmatched',
    status: reply.statusCode,
    actorUserId: actor?.userId ?? null,
    actorAccountId: request.tenant?.accountId ?? null,
    clientKey: clientKeyOf(request.ip),
    detail: { ...(params && Object.keys(params).length > 0 ? { params } : {}), ...extra },
  };
}

/**
 * A refusal worth a record: every 403 (role, origin check, cross-tenant) and 429 (sign-in, PIN and
 * placement throttles, stream caps); a 404 only on a route that takes an id, where it is the
 * answer to a probe for someone else's row (a 404 of an unknown path is a crawler's noise).
 */
function isRefusal(request: FastifyRequest, status: number): boolean {
  if (status === 403 || status === 429) return true;
  if (status !== 404 || !request.routeOptions.url) return false;
  const params = request.params as Record<string, unknown> | undefined;
  return !!params && Object.keys(params).length > 0;
}

export function registerAccessLog(app: FastifyInstance, log: AccessLog) {
  // A callback hook, so an answer that is no refusal (nearly all) costs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isRefusal(request, reply.statusCode)) {
      done(null, payload);
      return;
    }
    const code = typeof payload === 'string' ? ERROR_CODE.exec(payload)?.[1] : undefined;
    log.write(recordOf(request, reply, 'refused', code ? { code } : {})).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 400) {
      if (request.platformAdmin && request.method === 'GET')
        log.queue(recordOf(request, reply, 'platform-admin', { query: request.query }));
      else if (request.routeOptions.config.audit === 'collection')
        log.queue(recordOf(request, reply, 'collection-read', { query: request.query }));
    }
    done();
  });
  app.addHook('onClose', () => log.flush());
}
