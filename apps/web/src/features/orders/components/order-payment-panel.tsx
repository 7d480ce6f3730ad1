import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { currencyExponent, formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import type { OrderPayment, RefundInput } from '@scanorder/shared/payments/payments';
import { errorMessageOf } from '../../../api/client.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import type { BoardSource } from '../api/board-source.ts';
import { usePaymentStateLabel } from './payment-badge.tsx';
import { queryKeys } from '../../../api/query-keys.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

type Payments = NonNullable<BoardSource['payments']>;

/** "12.50" in the currency's own minor units (yen: whole numbers), or null when it is not one. */
function minorOf(text: string, currency: string): number | null {
  const exponent = currencyExponent(currency);
  const pattern = exponent === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${exponent}})?$`);
  if (!pattern.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

function RefundDialog({
  summary,
  refundable,
  refund,
  onClose,
}: {
  summary: OrderPayment;
  refundable: number;
  refund: NonNullable<Payments['refund']>;
  onClose: () => void;
}) {
  const { t } = useOwnerT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per dialog: a double click or a retry after a lost answer refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const money = (minor: number) => formatCurrencyMinor(minor, summary.currency);
  const mutation = useMutation({
    mutationFn: (input: RefundInput) => refund(summary.orderId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderPayment.all(summary.orderId) });
      toast.success(t('Refund made'));
      onClose();
    },
    onError: (error) => setProblem(errorMessageOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = amount.trim();
    const amountMinor = trimmed === '' ? undefined : minorOf(trimmed, summary.currency);
    if (amountMinor === null || amountMinor === 0) {
      setProblem(t('Please enter an amount like {{example}}', { example: money(refundable) }));
      return;
    }
    setProblem(null);
    mutation.mutate({
      idempotencyKey,
      ...(amountMinor === undefined ? {} : { amountMinor }),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit} aria-label={t('Refund')}>
        <DialogTitle>{t('Refund')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('Up to {{amount}} can be refunded.', { amount: money(refundable) })}
          </Typography>
          <TextField
            fullWidth
            margin="dense"
            label={t('Amount ({{currency}})', { currency: summary.currency })}
            helperText={t('Leave empty to refund everything still refundable.')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            fullWidth
            margin="dense"
            label={t('Reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {problem ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={mutation.isPending}>
            {t('Refund')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * An opened order's money: each payment (amount, tip, card) and refund (amount, reason), and for
 * admins and managers a "Refund" of all or part of what is still refundable.
 */
export function OrderPaymentPanel({
  orderId,
  version,
  payments,
}: {
  orderId: string;
  version: number;
  payments: Payments;
}) {
  const { t } = useOwnerT();
  const labelOf = usePaymentStateLabel();
  const [refunding, setRefunding] = useState(false);
  const query = useQuery({
    queryKey: queryKeys.orderPayment.at(orderId, version),
    queryFn: ({ signal }) => payments.fetch(orderId, signal),
  });
  if (query.isPending) return <Skeleton width="70%" />;
  if (query.isError)
    return <QueryErrorAlert message={errorMessageOf(query.error)} onRetry={query.refetch} />;
  const summary = query.data;
  const money = (minor: number) => formatCurrencyMinor(minor, summary.currency);
  const settled = summary.payments.filter((payment) => payment.status === 'succeeded');
  const refundable = settled.reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {labelOf(summary.state)}
      </Typography>
      {settled.length > 0 && summary.dueMinor > 0 ? (
        // The lines were edited up after the guest paid: the guest's page offers to pay this.
        <Typography variant="body2" sx={{ color: 'warning.main' }}>
          {t('Still due: {{amount}}', { amount: money(summary.dueMinor) })}
        </Typography>
      ) : null}
      {settled.length === 0 && summary.refunds.length === 0 ? (
        <Typography variant="body2">{t('Nothing was paid online.')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('Payments and refunds')} sx={{ pl: 2.5, my: 0.5 }}>
          {settled.map((payment) => (
            <Typography component="li" variant="body2" key={payment.id}>
              {t('Paid {{amount}} (tip {{tip}})', {
                amount: money(payment.amountMinor),
                tip: money(payment.tipMinor),
              })}
              {payment.cardLast4 ? ` · ${payment.cardBrand ?? ''} ···· ${payment.cardLast4}` : ''}
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
      {payments.refund && refundable > 0 ? (
        <Button size="small" variant="outlined" color="error" onClick={() => setRefunding(true)}>
          {t('Refund')}
        </Button>
      ) : null}
      {refunding && payments.refund ? (
        <RefundDialog
          summary={summary}
          refundable={refundable}
          refund={payments.refund}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </>
  );
}
