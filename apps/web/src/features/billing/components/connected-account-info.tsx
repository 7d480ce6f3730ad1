import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { OnboardingData } from '@scanorder/shared/billing/payouts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

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
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '45%' }}>
                {t(label)}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
