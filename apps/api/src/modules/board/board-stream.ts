import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import type { EventBus } from '../events/event-bus.ts';
import { openEventStream } from '../events/event-stream.ts';
import type { BoardScope } from './board.repository.ts';
import type { BoardService } from './board.service.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';

export const BOARD_HEARTBEAT_MS = 15_000;
/**
 * A change is stamped when its statement runs and seen when its transaction commits a moment
 * later, so catch-up reads this far behind the cursor; a re-sent order is harmless (clients keep
 * the highest version of each order).
 */
export const CATCH_UP_OVERLAP_MS = 10_000;
/** Older cursors get `resync`: refetching the list is cheaper than replaying a day. */
export const CATCH_UP_MAX_AGE_MS = 24 * 3_600_000;
/** More changed orders than this since the cursor: `resync` instead of a replay. */
export const CATCH_UP_LIMIT = 500;

/** Ends every open stream when the server closes (open streams would hold app.close() forever). */
export function createStreamTracker(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  return {
    add: (end: () => void) => open.add(end),
    delete: (end: () => void) => open.delete(end),
    get size() {
      return open.size;
    },
  };
}
export type StreamTracker = ReturnType<typeof createStreamTracker>;

/**
 * Reads an order once per change for every stream of this process: ten boards open on one account
 * cost one read per change, not ten.
 */
export function createStreamOrderLoader(board: BoardService) {
  const inFlight = new Map<string, Promise<BoardTicket | undefined>>();
  return (scope: TenantScope, orderId: string, version: number) => {
    const key = `${scope.accountId}:${orderId}:${version}`;
    let load = inFlight.get(key);
    if (!load) {
      load = board.loadForStream(scope, orderId).finally(() => inFlight.delete(key));
      inFlight.set(key, load);
    }
    return load;
  };
}
export type StreamOrderLoader = ReturnType<typeof createStreamOrderLoader>;

/** A cursor is the epoch milliseconds of the newest change sent; anything else is unusable. */
export function parseCursor(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d{1,15}$/.test(text)) return Number(text);
  const parsed = Date.parse(text);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) && Number.isFinite(parsed) ? parsed : null;
}

export interface BoardStreamDeps {
  board: BoardService;
  events: EventBus;
  tracker: StreamTracker;
  load: StreamOrderLoader;
  /** Each read of an open stream runs in a scope of its own: no transaction spans events. */
  scopes: Pick<TenantScopes, 'run' | 'unsafeAsOwner' | 'detached'>;
  heartbeatMs?: number;
}

export interface BoardStreamSource {
  scope: TenantScope;
  kind: BusinessKind;
  board: BoardScope;
  /** Last-Event-ID (a reconnect) or the `since` query (the list's serverTime). */
  cursor: string | undefined;
  /** Checked with every heartbeat; false ends the stream (revoked member, changed kiosk PIN). */
  stillAllowed?: () => Promise<boolean>;
}

const onBoard = (order: BoardTicket, board: BoardScope) =>
  order.businessId === board.businessId && (!board.branchId || order.branchId === board.branchId);

/**
 * Server-Sent Events of a board: `event: order` (`data: {"order": ...}`, `id:` the cursor) for
 * every change of its orders; on reconnect (Last-Event-ID) every order changed since the cursor
 * first, then live; `event: resync` when that cannot be guaranteed; a heartbeat comment every 15 s.
 */
export function openBoardStream(
  request: FastifyRequest,
  reply: FastifyReply,
  source: BoardStreamSource,
  deps: BoardStreamDeps,
): void {
  const { scope, board } = source;
  const response = openEventStream(reply);

  let closed = false;
  let cursor = Date.now();
  const sent = new Map<string, number>();
  const write = (text: string) => {
    if (!closed) response.write(text);
  };
  const send = (order: BoardTicket) => {
    if ((sent.get(order.id) ?? 0) >= order.version || !onBoard(order, board)) return;
    sent.set(order.id, order.version);
    cursor = Math.max(cursor, Date.parse(order.updatedAt));
    write(`event: order\nid: ${cursor}\ndata: ${JSON.stringify({ order })}\n\n`);
  };
  const resync = (reason: string) => {
    cursor = Math.max(cursor, Date.now());
    write(`event: resync\nid: ${cursor}\ndata: ${JSON.stringify({ reason })}\n\n`);
  };

  // One step at a time, so a slow read never lets an older version overtake a newer one.
  let queue = Promise.resolve();
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(async () => {
      if (closed) return;
      try {
        await deps.scopes.detached(() => deps.scopes.run(scope.accountId, step));
      } catch (error) {
        request.log.warn({ err: error }, 'order stream step failed');
        resync('error');
      }
    });
  };

  const catchUp = (from: number) => async () => {
    if (Date.now() - from > CATCH_UP_MAX_AGE_MS) return resync('cursor-too-old');
    const changed = await deps.board.changedSince(
      scope,
      source.kind,
      board,
      new Date(from - CATCH_UP_OVERLAP_MS),
      CATCH_UP_LIMIT,
    );
    if (!changed.complete) return resync('too-many-changes');
    for (const order of changed.orders) send(order);
  };

  const unsubscribe = deps.events.subscribe((event) => {
    if (
      event.type !== 'order.changed' ||
      event.accountId !== scope.accountId ||
      (sent.get(event.orderId) ?? 0) >= event.version
    )
      return;
    enqueue(async () => {
      const order = await deps.load(scope, event.orderId, event.version);
      if (order) send(order);
    });
  });
  // The LISTEN connection dropped and came back: replay what it may have missed.
  const stopCatchUp = deps.events.onReconnect(() => enqueue(catchUp(cursor)));

  const start = parseCursor(source.cursor);
  if (source.cursor !== undefined && start === null) resync('bad-cursor');
  else if (start !== null) {
    cursor = start;
    enqueue(catchUp(start));
  } else write(`id: ${cursor}\n\n`);

  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    const { stillAllowed } = source;
    if (stillAllowed)
      // Membership and kiosk look-ups find the account by who is asking (owner paths).
      deps.scopes
        .detached(() => deps.scopes.unsafeAsOwner('stream access check', stillAllowed))
        .then(
          (allowed) => {
            if (!allowed) end();
          },
          () => undefined,
        );
  }, deps.heartbeatMs ?? BOARD_HEARTBEAT_MS);

  function end() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    stopCatchUp();
    deps.tracker.delete(end);
    response.end();
  }
  deps.tracker.add(end);
  response.on('close', end);
}
