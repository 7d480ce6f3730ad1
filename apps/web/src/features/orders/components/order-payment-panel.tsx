import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { errorMessageOf } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../lib/use-toast.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import type { BoardSource } from '../api/board-source.ts';
import { methodSuffixOf, usePaymentStateLabel } from './payment-badge.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { queryKeys } from '../../../api/query-keys.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

/** What a panel of an opened order's money is given: the order, its version, and the payments API. */
export interface OrderMoneyProps {
  orderId: string;
  version: number;
  payments: NonNullable<BoardSource['payments']>;
}

/**
 * "Paid at the counter" for an order paid on its own: asks first, then records what it still owes
 * as paid in cash or at the business's own card terminal. One idempotency key per dialog, so a
 * double tap or a retry records it once.
 */
function CounterPaymentButton({
  orderId,
  dueMinor,
  currency,
  payments,
}: {
  orderId: string;
  dueMinor: number;
  currency: string;
  payments: OrderMoneyProps['payments'];
}) {
  const { t, intlLocale } = useOwnerT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const mutation = useMutation({
    mutationFn: () => payments.recordAtCounter(orderId, { idempotencyKey }),
    onSuccess: () => toast.success(t('Payment recorded')),
    onError: (error) => toast.error(errorMessageOf(error)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderPayment.all(orderId) });
      setAsking(false);
      setIdempotencyKey(crypto.randomUUID());
    },
  });
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setAsking(true)}>
        {t('Paid at the counter')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('Paid at the counter?')}
        confirmLabel={t('Record payment')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setAsking(false)}
      >
        {t('{{amount}} is recorded as paid in cash or by card at the counter.', {
          amount: formatCurrencyMinor(dueMinor, currency, intlLocale),
        })}
      </ConfirmDialog>
    </>
  );
}

const settledOf = (summary: OrderPayment) =>
  summary.payments.filter((payment) => payment.status === 'succeeded');
const refundableOf = (summary: OrderPayment) =>
  settledOf(summary).reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0);

/**
 * An opened order's money: each payment (amount, tip, card) and refund (amount, reason), and for
 * admins and managers a "Refund" of all or part of what is still refundable.
 */
export function OrderPaymentPanel({
  orderId,
  version,
  payments,
  counter = false,
}: OrderMoneyProps & {
  /**
   * Whether the team may record it paid at the counter: not cancelled, and not on a table's bill
   * (Open bills closes those).
   */
  counter?: boolean;
}) {
  const { t, intlLocale } = useOwnerT();
  const labelOf = usePaymentStateLabel();
  const [refunding, setRefunding] = useState(false);
  const { refund } = payments;
  const query = useQuery({
    queryKey: queryKeys.orderPayment.at(orderId, version),
    queryFn: ({ signal }) => payments.fetch(orderId, signal),
  });
  // A refund of all that was left takes the Refund button away under the keyboard: the focus goes
  // to the state that now says Refunded, inside the order's dialog, rather than the page body
  // (where the board behind would take it).
  const stateRef = useRef<HTMLElement>(null);
  const refunded = useRef(false);
  const data = query.data;
  useEffect(() => {
    if (!refunded.current || !data) return;
    refunded.current = false;
    if (refundableOf(data) === 0) stateRef.current?.focus();
  }, [data]);
  if (query.isPending) return <Skeleton width="70%" />;
  if (query.isError)
    return (
      <QueryErrorAlert
        message={errorMessageOf(query.error)}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  const summary = query.data;
  const money = (minor: number) => formatCurrencyMinor(minor, summary.currency, intlLocale);
  const settled = settledOf(summary);
  const refundable = refundableOf(summary);
  // The guest's state stays Paid after a refund; the team reads Refunded once all went back, as
  // the ticket's badge says, rather than Paid above a list that ends in the whole refund.
  const allRefunded = settled.length > 0 && refundable === 0 && summary.refunds.length > 0;
  return (
    <>
      <Typography
        ref={stateRef}
        variant="body2"
        tabIndex={-1}
        sx={{ fontWeight: 600, outline: 'none' }}
      >
        {labelOf(allRefunded ? 'Refunded' : summary.state)}
      </Typography>
      {settled.length > 0 && summary.dueMinor > 0 ? (
        // The lines were edited up after the guest paid: the guest's page offers to pay this.
        <Typography variant="body2" sx={{ color: 'warning.main' }}>
          {t('Still due: {{amount}}', { amount: money(summary.dueMinor) })}
        </Typography>
      ) : null}
      {settled.length === 0 && (summary.refunds.length === 0 || summary.state !== 'Unpaid') ? (
        <Typography variant="body2">
          {/* Paid with none of its own payments: a share of the table's bill paid it (decision 047),
              and a share's refund may be listed below. */}
          {summary.state === 'Unpaid'
            ? t('Nothing was paid online.')
            : t("Paid through the table's bill.")}
        </Typography>
      ) : null}
      {settled.length === 0 && summary.refunds.length === 0 ? null : (
        <Box component="ul" aria-label={t('Payments and refunds')} sx={{ pl: 2.5, my: 0.5 }}>
          {settled.map((payment) => (
            <Typography component="li" variant="body2" key={payment.id}>
              {t('Paid {{amount}} (tip {{tip}})', {
                amount: money(payment.amountMinor),
                tip: money(payment.tipMinor),
              })}
              {methodSuffixOf(payment, t)}
            </Typography>
          ))}
          {summary.refunds.map((refund) => (
            <Typography component="li" variant="body2" key={refund.id}>
              {t('Refunded {{amount}}', { amount: money(refund.amountMinor) })}
              {refund.reason ? ` · ${refund.reason}` : ''}
            </Typography>
          ))}
        </Box>
      )}
      {counter && summary.dueMinor > 0 ? (
        <CounterPaymentButton
          orderId={orderId}
          dueMinor={summary.dueMinor}
          currency={summary.currency}
          payments={payments}
        />
      ) : null}
      {refund && refundable > 0 ? (
        <Button size="small" variant="outlined" color="error" onClick={() => setRefunding(true)}>
          {t('Refund')}
        </Button>
      ) : null}
      {refunding && refund ? (
        <RefundDialog
          currency={summary.currency}
          refundable={refundable}
          refund={(input) => refund(orderId, input)}
          invalidate={queryKeys.orderPayment.all(orderId)}
          onRefunded={() => {
            refunded.current = true;
          }}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </>
  );
}
