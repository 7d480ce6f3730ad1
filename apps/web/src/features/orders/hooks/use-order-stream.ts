import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { orderStreamMessageSchema, type BoardTicket } from '@scanorder/shared/ordering/board';
import { queryKeys } from '../../../api/query-keys.ts';
import { boardQueryKey, type BoardSource } from '../api/board-source.ts';
import { applyStreamedOrder, boardHolds, latestServerTime } from '../lib/board-cache.ts';

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

/** How long to wait before opening a new stream when the browser gave up on the old one. */
const REOPEN_MS = 3000;

interface StreamOptions {
  /** False until the board has its first list, whose server time the stream starts from. */
  enabled: boolean;
  /**
   * An order this stream had not seen before: not in the lists, or created after the list the
   * stream started from (called before it is added to the lists).
   */
  onNewOrder: (order: BoardTicket) => void;
}

/**
 * The board's live feed  (Server-Sent Events). `event: order` updates the lists in place;
 * `event: resync` refetches them. After a dropped connection the browser reconnects by itself and
 * sends the last event id, so the server replays what was missed; if the browser gives up (the
 * server answered with an error) /me is asked again and a new stream is opened and the lists are
 * refetched instead.
 * `source` must keep its identity between renders (memoise it), or the stream reopens.
 */
export function useOrderStream(
  source: BoardSource,
  branchId: string | undefined,
  { enabled, onNewOrder }: StreamOptions,
): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const newOrder = useRef(onNewOrder);
  useEffect(() => {
    newOrder.current = onNewOrder;
  }, [onNewOrder]);
  const path = source.eventsPath(branchId);

  useEffect(() => {
    if (!enabled) return;
    let stream: EventSource | null = null;
    let reopenTimer: number | undefined;
    let stopped = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: boardQueryKey(source) });

    const open = (afterFailure: boolean) => {
      // Changes after the newest list this board holds come first (the browser's own reconnects
      // send Last-Event-ID instead, which the server prefers).
      const since = latestServerTime(queryClient, source);
      const sinceMs = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
      const url = since
        ? `${path}${path.includes('?') ? '&' : '?'}since=${encodeURIComponent(since)}`
        : path;
      stream = new EventSource(url, { withCredentials: true });
      stream.addEventListener('open', () => {
        setStatus('live');
        if (afterFailure) refetch();
      });
      stream.addEventListener('order', (event: MessageEvent<string>) => {
        let payload: unknown;
        try {
          payload = JSON.parse(event.data);
        } catch {
          return;
        }
        const parsed = orderStreamMessageSchema.safeParse(payload);
        if (!parsed.success) return;
        const { order } = parsed.data;
        // Another stream on the same lists (the owner area's alerts beside the ORDERS tab's board)
        // may have put the order in them first: an order created after this stream's starting
        // list is news to it all the same, or the alert came from whichever stream won the race.
        if (Date.parse(order.createdAt) > sinceMs || !boardHolds(queryClient, source, order.id))
          newOrder.current(order);
        applyStreamedOrder(queryClient, source, order);
      });
      stream.addEventListener('resync', refetch);
      stream.addEventListener('error', () => {
        if (stopped || !stream) return;
        setStatus('reconnecting');
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
          // The server refused the stream (a network drop leaves it reconnecting by itself): the
          // session may have ended (member revoked or removed). EventSource hides the status, so ask
          // /me, and the protected layout sends a signed-out user on instead of leaving a stale board.
          void queryClient.invalidateQueries({ queryKey: queryKeys.me }, { cancelRefetch: false });
          reopenTimer = window.setTimeout(() => open(true), REOPEN_MS);
        }
      });
    };
    open(false);

    return () => {
      stopped = true;
      window.clearTimeout(reopenTimer);
      stream?.close();
      setStatus('connecting');
    };
  }, [enabled, path, queryClient, source]);

  return status;
}
