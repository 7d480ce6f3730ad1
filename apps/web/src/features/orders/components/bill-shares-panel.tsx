import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import type { Payment } from '@scanorder/shared/payments/payments';
import { queryKeys } from '../../../api/query-keys.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import type { OrderMoneyProps } from './order-payment-panel.tsx';
import { methodSuffixOf } from './payment-badge.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/**
 * The table's bill an opened dine-in order is on (decision 047): each share a guest paid, what of
 * it was refunded, and for admins and managers a "Refund" of one share, all or in part. Nothing
 * when the order is on no bill.
 */
export function BillSharesPanel({ orderId, version, payments }: OrderMoneyProps) {
  const { t, intlLocale } = useOwnerT();
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const bill = useQuery({
    queryKey: queryKeys.orderPayment.bill(orderId, version),
    queryFn: ({ signal }) => payments.bill(orderId, signal),
  });
  const shares = bill.data?.payments.filter((share) => share.status === 'succeeded') ?? [];
  if (!bill.data || shares.length === 0) return null;
  const { refundShare } = payments;
  const money = (minor: number) => formatCurrencyMinor(minor, bill.data!.currency, intlLocale);
  return (
    <Box component="section" aria-labelledby={`bill-shares-${orderId}`} sx={{ mt: 1 }}>
      <Typography id={`bill-shares-${orderId}`} variant="body2" sx={{ fontWeight: 600 }}>
        {t('Table bill · {{table}} · due {{amount}}', {
          table: bill.data.table,
          amount: money(bill.data.dueMinor),
        })}
      </Typography>
      <Box component="ul" aria-label={t('Shares of the bill')} sx={{ pl: 2.5, my: 0.5 }}>
        {shares.map((share) => (
          <Typography
            component="li"
            variant="body2"
            key={share.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>
              {t('Share {{amount}} (tip {{tip}})', {
                amount: money(share.amountMinor),
                tip: money(share.tipMinor),
              })}
              {methodSuffixOf(share, t)}
              {share.refundedMinor > 0
                ? ` · ${t('Refunded {{amount}}', { amount: money(share.refundedMinor) })}`
                : ''}
            </span>
            {refundShare && share.refundedMinor < share.amountMinor ? (
              <Button
                size="small"
                variant="outlined"
                color="error"
                aria-label={t('Refund share of {{amount}}', { amount: money(share.amountMinor) })}
                onClick={() => setRefunding(share)}
              >
                {t('Refund')}
              </Button>
            ) : null}
          </Typography>
        ))}
      </Box>
      {refunding && refundShare ? (
        <RefundDialog
          currency={bill.data.currency}
          refundable={refunding.amountMinor - refunding.refundedMinor}
          refund={(input) => refundShare(orderId, refunding.id, input)}
          invalidate={queryKeys.orderPayment.all(orderId)}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </Box>
  );
}
