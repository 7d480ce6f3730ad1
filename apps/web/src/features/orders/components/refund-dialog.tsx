import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { currencyExponent, formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import type { RefundInput } from '@scanorder/shared/payments/payments';
import { errorMessageOf } from '../../../api/client.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ProblemAlert } from '../../../components/problem-alert.tsx';

/**
 * "12.50" or "12,50" (a decimal comma, as a Spanish keypad types it) in the currency's own minor
 * units (yen: whole numbers), or null when it is not one. No grouping: "1,000" is not read.
 */
function minorOf(text: string, currency: string): number | null {
  const exponent = currencyExponent(currency);
  const pattern = exponent === 0 ? /^\d+$/ : new RegExp(`^\\d+([.,]\\d{1,${exponent}})?$`);
  if (!pattern.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split(/[.,]/);
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** An amount as the Amount field reads it ("1086.75", in Spanish "1086,75"): no symbol, no grouping. */
function typeable(minor: number, currency: string, locale: string | undefined): string {
  const exponent = currencyExponent(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
    useGrouping: false,
  }).format(minor / 10 ** exponent);
}

/**
 * "Refund": all (amount left empty) or part of what is still refundable, with a reason. `refund`
 * makes it; `invalidate` names what to read again once it is made.
 */
export function RefundDialog({
  currency,
  refundable,
  refund,
  invalidate,
  onClose,
  onRefunded,
}: {
  currency: string;
  refundable: number;
  refund: (input: RefundInput) => Promise<unknown>;
  invalidate: QueryKey;
  onClose: () => void;
  /** After the refund is made, before the dialog closes. */
  onRefunded?: () => void;
}) {
  const { t, intlLocale } = useOwnerT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per dialog: a double click or a retry after a lost answer refunds once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const money = (minor: number) => formatCurrencyMinor(minor, currency, intlLocale);
  const mutation = useMutation({
    mutationFn: refund,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invalidate });
      toast.success(t('Refund made'));
      onRefunded?.();
      onClose();
    },
    onError: (error) => setProblem(errorMessageOf(error)),
  });

  const submit = () => {
    const trimmed = amount.trim();
    const amountMinor = trimmed === '' ? undefined : minorOf(trimmed, currency);
    if (amountMinor === null || amountMinor === 0) {
      setProblem(
        t('Please enter an amount like {{example}}', {
          example: typeable(refundable, currency, intlLocale),
        }),
      );
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
    <FormDialog
      title={t('Refund')}
      onSubmit={submit}
      onClose={onClose}
      pending={mutation.isPending}
      submitLabel={t('Refund')}
      destructive
      maxWidth="xs"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('Up to {{amount}} can be refunded.', { amount: money(refundable) })}
      </Typography>
      <TextField
        fullWidth
        margin="dense"
        label={t('Amount ({{currency}})', { currency })}
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
      <ProblemAlert problem={problem} />
    </FormDialog>
  );
}
