import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import {
  NEW_ORDER_TITLE,
  ORDER_LIST_LIMIT,
  type BoardOrder,
  type OrderFilter,
} from '@scanorder/shared/ordering/board';
import { customerShortName, type OrderStatus } from '@scanorder/shared/ordering/order-status';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { ApiError, errorMessageOf } from '../../../lib/api.ts';
import { useToast } from '../../../lib/use-toast.ts';
import type { BoardSource } from '../api/board-source.ts';
import { isFreshOrder, ordersOfPages, sortForBoard } from '../lib/board-cache.ts';
import { useBoardQuery } from '../hooks/use-board-query.ts';
import { useOrderSound } from '../hooks/use-order-sound.ts';
import { useBoardList, useOrderActions } from '../hooks/use-board.ts';
import { useNow } from '../hooks/use-now.ts';
import { useOrderStream } from '../hooks/use-order-stream.ts';
import { BoardToolbar } from './board-toolbar.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { EditLinesDialog } from './edit-lines-dialog.tsx';
import { OrderCard } from './order-card.tsx';

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
}

/**
 * The live orders board (spec 02 sections 2 and 4): the filtered list, updated in place from the
 * stream, a 'New Order Placed!' toast and sound for orders placed in the last 20 seconds, and the
 * moves, cancel and edit dialogs. History comes a page at a time with a "Load more orders" button
 * (the CSV export is still the whole range).
 */
export function OrdersBoard({ source, timeZone, branches, onSignedOut }: OrdersBoardProps) {
  const toast = useToast();
  const sound = useOrderSound();
  const board = useBoardQuery(source.filters, timeZone);
  const list = useBoardList(source, board.query, board.valid);
  const { move, edit } = useOrderActions(source);
  // The dialogs act on the order as it was when opened: if another device changed it meanwhile,
  // the server refuses the stale version instead of overwriting that change.
  const [cancelOrder, setCancelOrder] = useState<BoardOrder | null>(null);
  const [editOrder, setEditOrder] = useState<BoardOrder | null>(null);
  const announced = useRef(new Set<string>());

  // The server's clock minus this device's: age labels and the 20-second rule use the server's.
  const firstPage = list.data?.pages[0];
  const offset = firstPage ? Date.parse(firstPage.serverTime) - list.dataUpdatedAt : 0;
  const offsetRef = useRef(offset);
  useEffect(() => {
    offsetRef.current = offset;
  }, [offset]);
  const deviceNow = useNow();
  const now = new Date(deviceNow.getTime() + offset);

  const onNewOrder = useCallback(
    (order: BoardOrder) => {
      if (announced.current.has(order.id)) return;
      announced.current.add(order.id);
      // Only a placement is news: a fresh order already moved or cancelled elsewhere is not.
      if (order.status !== 'Order Placed') return;
      if (!isFreshOrder(order.createdAt, Date.now() + offsetRef.current)) return;
      const who = order.personalDataErased
        ? ''
        : ` ${customerShortName(order.customer.firstName, order.customer.lastName)}`;
      toast.info(`${NEW_ORDER_TITLE}${who}`);
      sound.play();
    },
    [toast, sound],
  );
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
  // What the last "Load more orders" did, for screen readers (the button keeps the focus).
  const [loadedMore, setLoadedMore] = useState('');
  const loadMore = async () => {
    if (list.isFetchingNextPage) return;
    const before = orders.length;
    setLoadedMore('');
    const result = await list.fetchNextPage();
    if (result.data && !result.isError) {
      const after = ordersOfPages(result.data).length;
      setLoadedMore(`${after - before} more ${after - before === 1 ? 'order' : 'orders'} loaded`);
    }
  };
  const busyId = move.isPending
    ? move.variables.order.id
    : edit.isPending
      ? edit.variables.order.id
      : null;

  const errors = serverErrorsOf(source.kind);
  const errorPrefix =
    board.query.filter === 'history' ? errors.retrieveHistory : errors.retrieveTodayOrders;

  const onMove = (order: BoardOrder, status: OrderStatus) => move.mutate({ order, status });

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
        csvHref={source.csvPath && board.valid ? source.csvPath(board.query) : null}
        sound={sound.enabled}
        onSound={sound.setEnabled}
        stream={stream}
      />

      {list.isError && !list.isFetchNextPageError && !signedOut ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          {`${errorPrefix} ${errorMessageOf(list.error)}`}
        </Alert>
      ) : null}
      {firstPage?.truncated ? (
        <Alert severity="info">
          Showing the newest {ORDER_LIST_LIMIT} orders. Choose fewer days to see the others.
        </Alert>
      ) : null}

      {list.isPending && board.valid ? (
        <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
          <Box component="span" role="status" sx={visuallyHidden}>
            Loading orders
          </Box>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Box>
      ) : null}

      {list.data ? (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {orders.length} {orders.length === 1 ? 'order' : 'orders'}
            {list.hasNextPage ? ' shown, newest first' : ''}
          </Typography>
          {orders.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              {EMPTY_TEXT[board.query.filter]}
            </Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  md: 'repeat(2, minmax(0, 1fr))',
                  xl: 'repeat(3, minmax(0, 1fr))',
                },
                alignItems: 'start',
              }}
            >
              {orders.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  now={now}
                  busy={busyId === order.id}
                  onMove={onMove}
                  onCancel={setCancelOrder}
                  onEdit={source.editLines ? setEditOrder : undefined}
                />
              ))}
            </Box>
          )}
          {list.hasNextPage ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
              {list.isFetchNextPageError ? (
                <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
                  {`${errorPrefix} ${errorMessageOf(list.error)}`}
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
                {list.isFetchingNextPage ? 'Loading more orders…' : 'Load more orders'}
              </Button>
            </Box>
          ) : null}
          <Box component="span" role="status" sx={visuallyHidden}>
            {list.isFetchingNextPage ? 'Loading more orders' : loadedMore}
          </Box>
        </>
      ) : null}

      {cancelOrder ? (
        <CancelOrderDialog
          order={cancelOrder}
          pending={move.isPending}
          onClose={() => setCancelOrder(null)}
          onConfirm={(cancelDescription) =>
            move.mutate(
              { order: cancelOrder, status: 'Order Cancelled', cancelDescription },
              { onSettled: () => setCancelOrder(null) },
            )
          }
        />
      ) : null}
      {editOrder ? (
        <EditLinesDialog
          order={editOrder}
          pending={edit.isPending}
          onClose={() => setEditOrder(null)}
          onSave={(lines) =>
            edit.mutate(
              { order: editOrder, lines },
              {
                onSuccess: () => setEditOrder(null),
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
