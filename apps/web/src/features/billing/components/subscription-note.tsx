import Alert from '@mui/material/Alert';
import { subscriptionNoteOf } from '@scanorder/shared/billing/messages';
import type { SubscriptionDetails } from '@scanorder/shared/billing/subscription';
import { formatBillingDate } from '../lib/billing-errors.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/**
 * docs/product/plans-and-limits.md: the red paused note, the cancelled note with the last day, else the prompt
 * to pick a plan.
 */
export function SubscriptionNote({ subscription }: { subscription: SubscriptionDetails | null }) {
  const { t, intlLocale } = useOwnerT();
  const periodEnd = subscription
    ? formatBillingDate(subscription.currentPeriodEnd, intlLocale)
    : '';
  const note = subscriptionNoteOf(subscription, periodEnd);
  const severity =
    note.kind === 'paused' ? 'error' : note.kind === 'cancelled' ? 'warning' : 'info';
  return (
    <Alert severity={severity} data-testid="subscription-note" sx={{ my: 2 }}>
      {note.kind === 'cancelled'
        ? t(
            'Your subscription is cancelled. You can use it, till end of the current subscription - {{date}}',
            { date: periodEnd },
          )
        : t(note.text)}
    </Alert>
  );
}
