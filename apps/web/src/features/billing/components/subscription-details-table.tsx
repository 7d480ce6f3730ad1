import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { statusLabelOf } from '@scanorder/shared/billing/messages';
import {
  isSubscriptionLive,
  type BillingSubscription,
} from '@scanorder/shared/billing/subscription';
import { DEFAULT_PLAN_NAME } from '@scanorder/shared/plans/catalog';
import { planLimitsOf } from '@scanorder/shared/plans/limits';
import { formatMinor } from '@scanorder/shared/money/format';
import { formatBillingDate } from '../lib/billing-errors.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { DetailRows } from './detail-rows.tsx';

const INTERVAL_LABEL = { month: 'Monthly', year: 'Yearly' } as const;

/** docs/product/plans-and-limits.md: the Subscription Details, Active/In Active and the trial. */
export function SubscriptionDetailsTable({ billing }: { billing: BillingSubscription }) {
  const { t, intlLocale } = useOwnerT();
  const titleId = useId();
  const { subscription, trial } = billing;
  // The limits the server enforces (one shared rule), not the plan's own: after the trial without a
  // live subscription that is the Starter Kit, whatever plan is on record.
  const limits = planLimitsOf({
    trialEndsAt: trial.endsAt,
    subscription: subscription && {
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      ...subscription.plan.metadata,
    },
  });
  const rows: [string, string][] = [
    ['Plan', subscription?.plan.productName || DEFAULT_PLAN_NAME],
    ['Status', t(statusLabelOf(subscription?.status))],
    ['Trial', t(trial.inTrial ? 'Started' : 'Ended')],
    [
      trial.inTrial ? 'Trial Ends On' : 'Trial Ended On',
      formatBillingDate(trial.endsAt, intlLocale),
    ],
  ];
  if (subscription) {
    rows.push(
      ['Price', formatMinor(subscription.plan.amount, subscription.plan.currency, intlLocale)],
      ['Billing Interval', t(INTERVAL_LABEL[subscription.plan.interval])],
      [
        subscription.cancelAtPeriodEnd ? 'Ends On' : 'Current Period Ends On',
        formatBillingDate(subscription.currentPeriodEnd, intlLocale),
      ],
      ['Payment Collection', t(subscription.pauseCollection ? 'Paused' : 'Collecting')],
    );
  }
  rows.push(
    ['Branches Allowed', String(limits.entityCount)],
    ['Team Members Allowed', String(limits.memberCount)],
    ['QR Codes Allowed', String(limits.qrCount)],
  );
  // Subscribed during the trial: the table shows the trial's limits, which hold until it ends; the
  // owner also reads what their plan allows from then, so a lower limit does not come as a surprise.
  const planFromTrialEnd =
    trial.inTrial && subscription && isSubscriptionLive(subscription) ? subscription.plan : null;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography id={titleId} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t('Subscription Details')}
      </Typography>
      <Table size="small" aria-labelledby={titleId}>
        <DetailRows rows={rows} />
      </Table>
      {planFromTrialEnd && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t(
            "Your trial includes every feature until it ends. From {{date}}, your {{plan}} plan's limits apply: Branches Allowed {{branches}}, Team Members Allowed {{members}}, QR Codes Allowed {{qrCodes}}.",
            {
              date: formatBillingDate(trial.endsAt, intlLocale),
              plan: planFromTrialEnd.productName,
              branches: planFromTrialEnd.metadata.entityCount,
              members: planFromTrialEnd.metadata.memberCount,
              qrCodes: planFromTrialEnd.metadata.qrCount,
            },
          )}
        </Typography>
      )}
    </TableContainer>
  );
}
