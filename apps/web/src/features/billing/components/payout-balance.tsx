import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  payoutMessages,
  type PayoutBalance as Balance,
  type PayoutStatus,
} from '@scanorder/shared/billing/payouts';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { payoutBalanceQuery } from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';

const STATUS_COLOR: Record<PayoutStatus, 'success' | 'info' | 'default' | 'error'> = {
  paid: 'success',
  pending: 'info',
  in_transit: 'info',
  canceled: 'default',
  failed: 'error',
};

/** A payout's status in the owner's language (each spelled out, so the extractor finds them). */
function usePayoutStatusLabel() {
  const { t } = useOwnerT();
  const labels: Record<PayoutStatus, string> = {
    paid: t('Paid out'),
    pending: t('Pending'),
    in_transit: t('On its way'),
    canceled: t('Canceled'),
    failed: t('Failed'),
  };
  return (status: PayoutStatus) => labels[status];
}

function Balances({ balances }: { balances: Balance['balances'] }) {
  const { t, intlLocale } = useOwnerT();
  if (balances.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>{t('No money has come in yet.')}</Typography>
    );
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}
      aria-label={t('Balance')}
    >
      {balances.flatMap(({ currency, availableMinor, pendingMinor }) =>
        (
          [
            [t('Available ({{currency}})', { currency }), availableMinor],
            [t('Pending ({{currency}})', { currency }), pendingMinor],
          ] as const
        ).map(([label, amount]) => (
          <Box key={label} sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {formatCurrencyMinor(amount, currency, intlLocale)}
            </Typography>
          </Box>
        )),
      )}
    </Box>
  );
}

function Payouts({ payouts }: { payouts: Balance['payouts'] }) {
  const { t, intlLocale } = useOwnerT();
  const labelOf = usePayoutStatusLabel();
  const day = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone: 'UTC' });
  if (payouts.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('No payouts yet.')}</Typography>;
  return (
    <Table size="small" aria-label={t('Recent payouts')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Arrives')}</TableCell>
          <TableCell align="right">{t('Amount')}</TableCell>
          <TableCell>{t('Status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payouts.map((payout) => (
          <TableRow key={payout.id}>
            <TableCell>{day.format(new Date(`${payout.arrivalDate}T00:00:00Z`))}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatCurrencyMinor(payout.amountMinor, payout.currency, intlLocale)}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOR[payout.status]}
                label={labelOf(payout.status)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The payouts page's money (issue 18): the connected account's balance and its latest payouts, or
 * with the built-in provider the TEST MODE simulation from the ledger of guest payments.
 */
export function PayoutBalance() {
  const { t } = useOwnerT();
  const query = useQuery(payoutBalanceQuery);
  return (
    <Box role="group" aria-labelledby="payout-balance-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id="payout-balance-title"
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600 }}
        >
          {t('Balance and payouts')}
        </Typography>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('Refresh')}
        </Button>
      </Box>
      {query.isPending ? (
        <Box aria-busy>
          <Skeleton height={72} />
          <Skeleton height={120} />
        </Box>
      ) : query.isError ? (
        <QueryErrorAlert
          message={billingErrorOf(payoutMessages.balanceFailed, query.error, t)}
          error={query.error}
          onRetry={query.refetch}
        />
      ) : (
        <>
          {query.data.simulated ? (
            <Alert severity="info" sx={{ my: 1.5 }}>
              {t(
                'TEST MODE: payouts are simulated. What guests paid on a day is paid out the next day (UTC); no money moves.',
              )}
            </Alert>
          ) : null}
          <Balances balances={query.data.balances} />
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
            {t('Recent payouts')}
          </Typography>
          <Payouts payouts={query.data.payouts} />
        </>
      )}
    </Box>
  );
}
