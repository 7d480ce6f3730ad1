import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import {
  ORDER_LIST_LIMIT,
  type BoardTicket,
  type OrderFilter,
} from '@scanorder/shared/ordering/board';
import {
  isFinalStatus,
  RECALL_WINDOW_MS,
  recallTargetOf,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import { FOCUS_TARGET } from '../../../components/focus-target.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { ApiError } from '../../../api/client.ts';
import type { BoardSource } from '../api/board-source.ts';
import { ordersOfPages, sortForBoard } from '../lib/board-cache.ts';
import { useLoadMore } from '../hooks/use-load-more.ts';
import { DEFAULT_KITCHEN, nextActionOf } from '../lib/kitchen.ts';
import { useBoardQuery } from '../hooks/use-board-query.ts';
import { useNewOrderAnnouncer } from '../hooks/use-new-order-announcer.ts';
import { useOrderSound } from '../hooks/use-order-sound.ts';
import { usePrintSettings } from '../hooks/use-print-settings.ts';
import { useMoveNotes } from '../hooks/use-move-notes.ts';
import { useBoardList, useOrderActions } from '../hooks/use-board.ts';
import { useNow } from '../hooks/use-now.ts';
import { useOrderStream } from '../hooks/use-order-stream.ts';
import { BoardToolbar } from './board-toolbar.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { EditLinesDialog } from './edit-lines-dialog.tsx';
import { KitchenBoard } from './kitchen-board.tsx';
import { OpenBillsStrip } from './open-bills-strip.tsx';
import { PrintTicket } from './print-ticket.tsx';
import { RecallBar } from './recall-bar.tsx';
import { ALL_STATUSES, StatusFilter } from './status-filter.tsx';
import { TicketDetailsDialog } from './ticket-details-dialog.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

const EMPTY_TEXT: Record<OrderFilter, string> = {
  current: 'No current orders right now. New orders appear here as they are placed.',
  completed: 'No orders were completed or cancelled today.',
  future: 'No orders are scheduled after today.',
  history: 'No orders were updated on these dates.',
};

export interface OrdersBoardProps {
  /** Where the orders come from; keep it stable between renders (useMemo). */
  source: BoardSource;
  /** The business's IANA time zone ("today" and History's default dates). */
  timeZone: string;
  /** The branches to filter by (owner board); null on a one-branch board (kiosk). */
  branches: { id: string; name: string }[] | null;
  /** The board's session is gone (a kiosk whose PIN session ended). */
  onSignedOut?: () => void;
  /**
   * Toast and sound for new orders here (the kiosk); false where the owner area already raises
   * them on every page.
   */
  announceNewOrders?: boolean;
  /** Orders needing action, badged in the toolbar where no ORDERS tab badge shows it (kiosk). */
  newCount?: number;
}

/**
 * The live orders board (docs/product/screens.md): the filtered list, updated in place from the
 * stream, a 'New Order Placed!' toast and sound for orders placed in the last 20 seconds, and the
 * moves, cancel and edit dialogs. History comes a page at a time with a "Load more orders" button
 * (the CSV export is still the whole range).
 */
export function OrdersBoard({
  source,
  timeZone,
  branches,
  onSignedOut,
  announceNewOrders = true,
  newCount,
}: OrdersBoardProps) {
  const { t, locale } = useOwnerT();
  const sound = useOrderSound();
  const board = useBoardQuery(source.filters, timeZone);
  const list = useBoardList(source, board.query, board.valid);
  const { move, edit } = useOrderActions(source);
  // The dialogs act on the order as it was when opened: if another device changed it meanwhile,
  // the server refuses the stale version instead of overwriting that change.
  const [cancelOrder, setCancelOrder] = useState<BoardTicket | null>(null);
  const [editOrder, setEditOrder] = useState<BoardTicket | null>(null);
  const [openOrder, setOpenOrder] = useState<BoardTicket | null>(null);
  const [printing, setPrinting] = useState<BoardTicket | null>(null);
  const [statusFilter, setStatusFilter] = useState(ALL_STATUSES);
  // Each list (filter and store) opens on All: a status chosen in another list (Order Completed,
  // then Current) would leave this one empty under a filter it does not even offer.
  const listKey = `${board.query.filter} ${board.query.branchId ?? ''}`;
  const [statusFilterOf, setStatusFilterOf] = useState(listKey);
  if (statusFilterOf !== listKey) {
    setStatusFilterOf(listKey);
    setStatusFilter(ALL_STATUSES);
  }
  const { lastMove, setLastMove, said, noteFinalMove, noteRecall } = useMoveNotes(
    source,
    move.isPending ? move.variables.order.id : undefined,
  );
  const print = usePrintSettings();

  // The server's clock minus this device's: age labels and the 20-second rule use the server's.
  const firstPage = list.data?.pages[0];
  const offset = firstPage ? Date.parse(firstPage.serverTime) - list.dataUpdatedAt : 0;
  const deviceNow = useNow();
  const now = new Date(deviceNow.getTime() + offset);

  const onNewOrder = useNewOrderAnnouncer(offset, sound, announceNewOrders);
  // The stream starts from the first list's server time, so nothing between the two is missed.
  const [streamReady, setStreamReady] = useState(false);
  if (!streamReady && list.data) setStreamReady(true);
  const stream = useOrderStream(source, board.query.branchId, {
    enabled: streamReady,
    onNewOrder,
  });

  const signedOut = list.error instanceof ApiError && list.error.status === 401;
  useEffect(() => {
    if (signedOut) onSignedOut?.();
  }, [signedOut, onSignedOut]);

  const orders = useMemo(
    () => (list.data ? sortForBoard(ordersOfPages(list.data), board.query) : []),
    [list.data, board.query],
  );
  const busyId = move.isPending
    ? move.variables.order.id
    : edit.isPending
      ? edit.variables.order.id
      : null;

  const errors = serverErrorsOf(source.kind);
  const errorPrefix =
    board.query.filter === 'history' ? errors.retrieveHistory : errors.retrieveTodayOrders;

  const kitchen = firstPage?.kitchen ?? DEFAULT_KITCHEN;
  const shown = useMemo(
    () =>
      statusFilter === ALL_STATUSES
        ? orders
        : orders.filter((order) => order.ownerLabel === statusFilter),
    [orders, statusFilter],
  );
  const { loadMore, loadedMore, countHeading, boardRegion } = useLoadMore(list, orders, shown);

  // Backspace pressed while a move is on its way (the live stream can show it first): the move is
  // taken back as soon as its answer lands.
  const recallWhenMoved = useRef(false);
  const onMove = (order: BoardTicket, status: OrderStatus, readyInMinutes?: number) =>
    move.mutate(
      { order, status, ...(readyInMinutes === undefined ? {} : { readyInMinutes }) },
      {
        onSuccess: (moved) => {
          const recallable = recallTargetOf(moved.status) === order.status;
          if (recallable && recallWhenMoved.current) {
            recallWhenMoved.current = false;
            move.mutate(
              { order: moved, status: order.status, recall: true },
              { onSuccess: noteRecall },
            );
            return;
          }
          if (recallable) setLastMove({ ticket: moved, from: order.status, at: Date.now() });
          else if (isFinalStatus(moved.status)) noteFinalMove(moved);
          if (status === 'Order Accepted' && print.autoPrint) setPrinting(moved);
        },
        onSettled: () => {
          recallWhenMoved.current = false;
        },
      },
    );
  const onBump = (order: BoardTicket) => {
    const next = nextActionOf(order);
    if (next) onMove(order, next, next === 'Order Accepted' ? kitchen.prepTimeMinutes : undefined);
  };
  const recall = () => {
    if (!lastMove || Date.now() - lastMove.at > RECALL_WINDOW_MS || move.isPending) return;
    // The version the move left; if someone changed it since, the server refuses (409).
    const current = orders.find((order) => order.id === lastMove.ticket.id) ?? lastMove.ticket;
    move.mutate({ order: current, status: lastMove.from, recall: true }, { onSuccess: noteRecall });
    setLastMove(null);
  };
  const onBoardKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Backspace' || (!lastMove && !move.isPending)) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    event.preventDefault();
    if (lastMove) recall();
    else if (!move.variables?.recall) recallWhenMoved.current = true;
  };
  const donePrinting = useCallback(() => setPrinting(null), []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <BoardToolbar
        filters={source.filters}
        filter={board.query.filter}
        onFilter={board.setFilter}
        branches={source.branchFilter ? branches : null}
        branchId={board.query.branchId}
        onBranch={board.setBranch}
        from={board.from}
        to={board.to}
        problems={board.problems}
        onRange={board.setRange}
        csvHref={source.csvPath && board.valid ? source.csvPath(board.query, locale) : null}
        sound={sound.enabled}
        onSound={sound.setEnabled}
        stream={stream}
        print={print}
        newCount={newCount}
      />

      {list.isError && !list.isFetchNextPageError && !signedOut ? (
        <QueryErrorAlert
          message={withServerMessage(t(errorPrefix), list.error, t)}
          error={list.error}
          onRetry={list.refetch}
        />
      ) : null}
      {firstPage?.truncated ? (
        <Alert severity="info">
          {t(
            'Showing the newest {{ORDER_LIST_LIMIT}} orders. Choose fewer days to see the others.',
            { ORDER_LIST_LIMIT },
          )}
        </Alert>
      ) : null}

      {list.isPending && board.valid ? (
        <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
          <Box component="span" role="status" sx={visuallyHidden}>
            {t('Loading orders')}
          </Box>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Box>
      ) : null}

      {list.data ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography
              ref={countHeading}
              {...FOCUS_TARGET}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              {t('{{count}} orders', { count: orders.length })}
              {list.hasNextPage ? t(' shown, newest first') : ''}
            </Typography>
            {orders.length ? (
              <StatusFilter
                // A new list opens its filters scrolled to All, too (at phone width they scroll).
                key={listKey}
                kind={source.kind}
                tickets={orders}
                value={statusFilter}
                onChange={setStatusFilter}
              />
            ) : null}
          </Box>
          {board.query.filter === 'current' ? (
            <OpenBillsStrip source={source} tickets={orders} />
          ) : null}
          <RecallBar last={lastMove} onRecall={recall} onExpire={() => setLastMove(null)} />
          <Box
            ref={boardRegion}
            role="region"
            aria-label={t('Orders board')}
            aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Enter Backspace"
            onKeyDown={onBoardKey}
          >
            <KitchenBoard
              tickets={shown}
              columns={board.query.filter === 'current'}
              now={now}
              kitchen={kitchen}
              busyId={busyId}
              onBump={onBump}
              onMove={onMove}
              onCancel={setCancelOrder}
              onOpen={setOpenOrder}
              onPrint={setPrinting}
              onEdit={source.editLines ? setEditOrder : undefined}
              emptyText={
                orders.length === 0
                  ? t(EMPTY_TEXT[board.query.filter])
                  : t('No orders are {{status}} right now.', { status: t(statusFilter) })
              }
            />
          </Box>
          {list.hasNextPage ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
              {list.isFetchNextPageError ? (
                <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
                  {withServerMessage(t(errorPrefix), list.error, t)}
                </Alert>
              ) : null}
              <Button
                variant="outlined"
                onClick={() => void loadMore()}
                aria-disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage}
                startIcon={
                  list.isFetchingNextPage ? (
                    <CircularProgress size={18} color="inherit" aria-hidden />
                  ) : undefined
                }
                sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 240 } }}
              >
                {list.isFetchingNextPage ? t('Loading more orders…') : t('Load more orders')}
              </Button>
            </Box>
          ) : null}
          <Box component="span" role="status" sx={visuallyHidden}>
            {list.isFetchingNextPage ? t('Loading more orders') : loadedMore}
          </Box>
          <Box component="span" role="status" sx={visuallyHidden}>
            {said}
          </Box>
        </>
      ) : null}

      {cancelOrder ? (
        <CancelOrderDialog
          order={cancelOrder}
          pending={move.isPending}
          onClose={() => setCancelOrder(null)}
          onConfirm={(cancelDescription, onCancelled) =>
            move.mutate(
              { order: cancelOrder, status: 'Order Cancelled', cancelDescription },
              {
                onSuccess: (moved) => {
                  onCancelled();
                  noteFinalMove(moved);
                },
                onSettled: () => setCancelOrder(null),
              },
            )
          }
        />
      ) : null}
      {openOrder ? (
        <TicketDetailsDialog
          source={source}
          ticket={orders.find((order) => order.id === openOrder.id) ?? openOrder}
          onClose={() => setOpenOrder(null)}
        />
      ) : null}
      {printing ? (
        <PrintTicket ticket={printing} paper={print.paper} onDone={donePrinting} />
      ) : null}
      {editOrder ? (
        <EditLinesDialog
          order={editOrder}
          pending={edit.isPending}
          onClose={() => setEditOrder(null)}
          onSave={(lines, onSaved) =>
            edit.mutate(
              { order: editOrder, lines },
              {
                onSuccess: () => {
                  onSaved();
                  setEditOrder(null);
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.status === 409) setEditOrder(null);
                },
              },
            )
          }
        />
      ) : null}
    </Box>
  );
}
