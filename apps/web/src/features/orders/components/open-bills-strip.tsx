import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import type { OpenBill } from '@scanorder/shared/payments/table-bill';
import { errorMessageOf } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { boardQueryKey, type BoardSource } from '../api/board-source.ts';

/** A bill names this many of its orders; the rest are counted (a long-open table can hold dozens). */
const ORDERS_NAMED = 6;

/**
 * "Paid at the counter" for one table: asks first (it closes the bill), then records what it owes
 * as paid in cash or at the business's own card terminal. One idempotency key per dialog, so a
 * double tap or a retry records it once.
 */
function CounterPaymentDialog({
  bill,
  source,
  onClose,
}: {
  bill: OpenBill;
  source: BoardSource;
  onClose: () => void;
}) {
  const { t, intlLocale } = useOwnerT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const mutation = useMutation({
    mutationFn: () => source.recordAtCounter(bill.orders[0]!.orderId, { idempotencyKey }),
    onSuccess: () => toast.success(t('{{table}} is paid', { table: bill.table })),
    // Paid meanwhile on a guest's phone, or a card payment under way: the server says which.
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.openBillsOf(source.key) });
      void queryClient.invalidateQueries({ queryKey: boardQueryKey(source) });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      title={t('{{table}}: paid at the counter?', { table: bill.table })}
      confirmLabel={t('Record payment')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
      onCancel={onClose}
    >
      {t(
        "{{amount}} is recorded as paid in cash or by card at the counter, and the table's bill closes: guests can no longer pay it on their phones.",
        { amount: formatCurrencyMinor(bill.dueMinor, bill.currency, intlLocale) },
      )}
    </ConfirmDialog>
  );
}

/**
 * "Open bills" above the current orders (decision 047): each table with dine-in orders not paid
 * yet, what it still owes and its orders, and "Paid at the counter" to close a table that paid
 * there. Read again whenever a ticket of the board changes (a share paid rewrites its orders'
 * payment summaries), so it stays as live as the board.
 */
export function OpenBillsStrip({
  source,
  tickets,
}: {
  source: BoardSource;
  tickets: readonly BoardTicket[];
}) {
  const { t, intlLocale } = useOwnerT();
  const [paying, setPaying] = useState<OpenBill | null>(null);
  const change = tickets.map((ticket) => `${ticket.id}:${ticket.version}`).join(',');
  const bills = useQuery({
    queryKey: queryKeys.openBills(source.key, change),
    queryFn: ({ signal }) => source.openBills(signal),
    placeholderData: (previous) => previous,
  });
  if (!bills.data?.length) return null;
  // One row that scrolls sideways, each bill on one line: at a dinner peak a dozen open tables
  // wrapped into rows of cards and pushed the board's columns below a tablet's fold. On a phone a
  // bill's line is wider than the screen, so there each bill wraps within a card narrower than the
  // screen: its action in view, and the next bill's edge showing that the row scrolls.
  return (
    <Box component="section" aria-labelledby="open-bills-title" sx={{ minWidth: 0 }}>
      <Typography id="open-bills-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('Open bills')}
      </Typography>
      <Box
        role="group"
        aria-labelledby="open-bills-title"
        tabIndex={0}
        data-open-bills-row=""
        sx={{ overflowX: 'auto', pb: 0.5 }}
      >
        <Box component="ul" sx={{ display: 'flex', gap: 1, m: 0, p: 0, width: 'max-content' }}>
          {bills.data.map((bill) => (
            <Box
              component="li"
              key={`${bill.branchId}:${bill.table}:${bill.currency}`}
              sx={{
                listStyle: 'none',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 1.5,
                py: 0.5,
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                maxWidth: { xs: '85vw', sm: 'none' },
                alignItems: 'center',
                columnGap: 1,
                rowGap: 0.5,
                whiteSpace: { xs: 'normal', sm: 'nowrap' },
              }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {bill.table} · {bill.storeName}
              </Typography>
              <Typography component="span">
                {t('Due {{amount}}', {
                  amount: formatCurrencyMinor(bill.dueMinor, bill.currency, intlLocale),
                })}
              </Typography>
              {/* Before the orders: a long table's chips must not push it out of sight. */}
              <Button
                size="small"
                variant="outlined"
                aria-label={t('{{table}} paid at the counter', { table: bill.table })}
                onClick={() => setPaying(bill)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('Paid at the counter')}
              </Button>
              {bill.orders.slice(0, ORDERS_NAMED).map((order) => (
                <Chip
                  key={order.orderId}
                  size="small"
                  label={t('Order #{{number}}', {
                    number: formatOrderReference(order.referenceNumber),
                  })}
                />
              ))}
              {bill.orders.length > ORDERS_NAMED && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('{{count}} more orders', { count: bill.orders.length - ORDERS_NAMED })}
                />
              )}
            </Box>
          ))}
        </Box>
      </Box>
      {paying ? (
        <CounterPaymentDialog bill={paying} source={source} onClose={() => setPaying(null)} />
      ) : null}
    </Box>
  );
}
