import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditOrderLinesRequest, BoardTicket } from '@scanorder/shared/ordering/board';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import {
  boardListOptions,
  boardQueryKey,
  type BoardQuery,
  type BoardSource,
} from '../api/board-source.ts';
import { applyOrderToBoard } from '../lib/board-cache.ts';
import { refusalOrServerMessage } from '../../../api/server-message.ts';

/**
 * A list as pages: History a page at a time (`fetchNextPage` follows `nextCursor`), the other
 * filters in one page. A refetch (the stream's resync, a refused move) reloads the pages shown, in
 * order, so the owner keeps their place in History.
 */
export function useBoardList(source: BoardSource, query: BoardQuery, enabled = true) {
  return useInfiniteQuery({
    ...boardListOptions(source, query),
    enabled,
    // The stream keeps the list fresh; a refetch on focus only repeats it.
    refetchOnWindowFocus: false,
  });
}

export interface MoveRequest {
  order: BoardTicket;
  status: OrderStatus;
  cancelDescription?: string;
  readyInMinutes?: number;
  recall?: boolean;
}

/**
 * Moving an order and editing its lines. The answer goes into every list at once (the stream's
 * event for it is then older or equal and ignored); a refusal refetches the lists so the card
 * shows what the other device did.
 */
export function useOrderActions(source: BoardSource) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOwnerT();
  const errors = serverErrorsOf(source.kind);
  // The catalogue's message and the server's reason, each in the owner's language.
  const failure = (prefix: string, error: unknown) => refusalOrServerMessage(t(prefix), error, t);
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardQueryKey(source) });

  const move = useMutation({
    mutationFn: ({ order, status, cancelDescription, readyInMinutes, recall }: MoveRequest) =>
      source.moveStatus(order.id, {
        status,
        version: order.version,
        cancelDescription,
        readyInMinutes,
        recall,
      }),
    onSuccess: (order) => applyOrderToBoard(queryClient, source, order),
    onError: async (error) => {
      toast.error(failure(errors.updateOrders, error));
      await refresh();
    },
  });

  const edit = useMutation({
    mutationFn: ({
      order,
      lines,
    }: {
      order: BoardTicket;
      lines: EditOrderLinesRequest['lines'];
    }) => {
      if (!source.editLines) throw new Error('Editing is not offered here');
      return source.editLines(order.id, { version: order.version, lines });
    },
    onSuccess: (order) => {
      applyOrderToBoard(queryClient, source, order);
      const updated = t('Order {{reference}} updated', { reference: order.reference });
      toast.info(updated);
    },
    onError: async (error) => {
      toast.error(failure(errors.saveOrderMenuItems, error));
      await refresh();
    },
  });

  return { move, edit };
}
