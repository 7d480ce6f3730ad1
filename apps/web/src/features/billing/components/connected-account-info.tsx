import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { OnboardingData } from '@scanorder/shared/billing/payouts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { DetailRows } from './detail-rows.tsx';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The connected account information kept after onboarding (docs/product/payments.md). */
export function ConnectedAccountInfo({ data }: { data: OnboardingData }) {
  const { t } = useOwnerT();
  const rows: [string, string][] = [
    ['Account ID', data.id],
    ['Business Name', data.businessName ?? '-'],
    ['Business Description', data.businessDescription ?? '-'],
    ['Country', data.country ?? '-'],
    ['Email', data.email ?? '-'],
    ['Default Currency', data.defaultCurrency?.toUpperCase() ?? '-'],
    ['Details Submitted', t(yesNo(data.detailsSubmitted))],
    ['Charges Enabled', t(yesNo(data.chargesEnabled))],
    ['Payouts Enabled', t(yesNo(data.payoutsEnabled))],
  ];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('Connected account information')}>
        <DetailRows rows={rows} />
      </Table>
    </TableContainer>
  );
}
