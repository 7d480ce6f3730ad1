import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { billingMessages } from '@scanorder/shared/billing/messages';
import type { DowngradeCheck } from '@scanorder/shared/billing/plan-change';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import { DEFAULT_PLAN_NAME, type BillingInterval } from '@scanorder/shared/plans/catalog';
import { useCurrencyPreference } from '../../../lib/currency-preference.ts';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { billingPlansQuery, subscriptionQuery } from '../api/billing-api.ts';
import { billingErrorOf } from '../lib/billing-errors.ts';
import { subscriptionControlsOf } from '../lib/subscription-controls.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { useSubscriptionActions } from '../hooks/use-subscription-actions.ts';
import { chosenPlanOf } from '../lib/chosen-plan.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { DowngradeDialog } from './downgrade-dialog.tsx';
import { ManageBillingDialog } from './manage-billing-dialog.tsx';
import { PayoutsPanel } from './payouts-panel.tsx';
import { SubscriptionActions, type SubscriptionAction } from './subscription-actions.tsx';
import { SubscriptionDetailsTable } from './subscription-details-table.tsx';
import { SubscriptionNote } from './subscription-note.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

/** What the app layer's plan cards receive (the pricing cards, as a picker). */
export interface PlanChooserSlotProps {
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  plans: readonly BillingPrice[] | undefined;
  stale: boolean;
  selectedPlanId: string | null;
  currentPriceId: string | null;
  onSelect: (plan: BillingPrice) => void;
}

interface SubscriptionsPageProps {
  renderPlanChooser: (props: PlanChooserSlotProps) => ReactNode;
}

type Selection = { planId: string | null; interval: BillingInterval };

/**
 * SUBSCRIPTIONS (docs/product/plans-and-limits.md): plan cards with the monthly/yearly toggle, the note,
 * UPDATE PLAN, Update Payment, Pause/Resume, Cancel/Activate, MANAGE BILLING or SUBSCRIBE, the
 * Subscription Details and payouts. Admins act; managers look; members are sent away.
 */
export function SubscriptionsPage({ renderPlanChooser }: SubscriptionsPageProps) {
  const { t } = useOwnerT();
  useDocumentTitle('Subscriptions');
  const me = useMeQuery();
  const location = useLocation();
  const role = me.data?.member.role;
  const canView = role === 'admin' || role === 'manager';
  const billing = useQuery({ ...subscriptionQuery, enabled: canView });
  const [preference] = useCurrencyPreference();
  const [picked, setPicked] = useState<Selection | null>(null);
  const [downgrade, setDowngrade] = useState<{ check: DowngradeCheck; plan: string } | null>(null);
  const [managing, setManaging] = useState(false);
  const checkout = useCheckout();

  const subscription = billing.data?.subscription ?? null;
  const selection: Selection = picked ??
    chosenPlanOf(location.state) ?? {
      planId: subscription?.plan.planId ?? null,
      interval: subscription?.plan.interval ?? 'month',
    };
  const currency = subscription?.currency ?? preference.currencyCode;
  const plans = useQuery({
    ...billingPlansQuery(selection.interval, currency),
    enabled: canView,
    placeholderData: keepPreviousData,
  });
  const planList = plans.data?.plans;
  const selectedPrice =
    planList && !plans.isPlaceholderData
      ? (planList.find((plan) => plan.planId === selection.planId) ??
        planList.find((plan) => plan.name === DEFAULT_PLAN_NAME) ??
        planList[0] ??
        null)
      : null;
  const actions = useSubscriptionActions((check) =>
    setDowngrade({ check, plan: selectedPrice?.name ?? '' }),
  );

  if (me.data && !canView) return <Navigate to="/unauthorized" replace />;

  const controls = subscriptionControlsOf({
    role: role ?? 'member',
    subscription,
    selectedPriceId: selectedPrice?.priceId ?? null,
  });
  const pending: SubscriptionAction | null = actions.updatePlan.isPending
    ? 'updatePlan'
    : actions.pauseResume.isPending
      ? 'pauseResume'
      : actions.cancelActivate.isPending
        ? 'cancelActivate'
        : checkout.startingMode === 'payment-update'
          ? 'updatePayment'
          : checkout.startingMode === 'subscription'
            ? 'primary'
            : null;

  const onAction = (action: SubscriptionAction) => {
    switch (action) {
      case 'updatePlan':
        if (selectedPrice)
          actions.updatePlan.mutate({
            priceId: selectedPrice.priceId,
            currency: selectedPrice.currency,
          });
        return;
      case 'updatePayment':
        checkout.start({ input: { mode: 'payment-update' }, plan: null });
        return;
      case 'pauseResume':
        actions.pauseResume.mutate(!subscription?.pauseCollection);
        return;
      case 'cancelActivate':
        actions.cancelActivate.mutate(!subscription?.cancelAtPeriodEnd);
        return;
      case 'primary':
        if (controls.primary.label === 'MANAGE BILLING') setManaging(true);
        else if (selectedPrice)
          checkout.start({
            input: {
              mode: 'subscription',
              priceId: selectedPrice.priceId,
              currency: selectedPrice.currency,
            },
            plan: selectedPrice,
          });
        return;
      default:
        action satisfies never;
    }
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {t('Subscriptions')}
        </Typography>
        {billing.data?.testMode ? (
          // The warning palette's white-on-orange is below 4.5:1; the alert's brown on cream is not.
          <Chip
            label={t('TEST MODE')}
            sx={{ bgcolor: '#fff4e5', color: '#663c00', fontWeight: 700 }}
          />
        ) : null}
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {role === 'admin'
          ? t('Choose your plan, pause or cancel it, and manage billing and payouts.')
          : // A manager looks; the notice below says only the admin changes it.
            t("See the account's plan, its limits and its billing.")}
      </Typography>

      {billing.isError ? (
        <QueryErrorAlert
          sx={{ mb: 2 }}
          message={billingErrorOf(billingMessages.fetchFailed, billing.error, t).toUpperCase()}
          error={billing.error}
          onRetry={billing.refetch}
        />
      ) : null}

      <Box component="section" aria-labelledby="plans-title">
        <Typography id="plans-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Plans')}
        </Typography>
        {plans.isError ? (
          <QueryErrorAlert
            message={plans.error.message.toUpperCase()}
            error={plans.error}
            onRetry={plans.refetch}
          />
        ) : (
          renderPlanChooser({
            interval: selection.interval,
            // docs/product/screens.md: the toggle keeps the same product at the other interval.
            onIntervalChange: (interval) =>
              setPicked({ planId: selectedPrice?.planId ?? selection.planId, interval }),
            plans: planList,
            stale: plans.isPlaceholderData,
            selectedPlanId: selectedPrice?.planId ?? null,
            currentPriceId: subscription?.plan.id ?? null,
            onSelect: (plan) => setPicked({ planId: plan.planId, interval: plan.interval }),
          })
        )}
      </Box>

      {billing.data ? (
        <>
          <SubscriptionNote subscription={subscription} />
          <SubscriptionActions
            controls={controls}
            pending={pending}
            isAdmin={role === 'admin'}
            onAction={onAction}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              mt: 3,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <SubscriptionDetailsTable billing={billing.data} />
            <PayoutsPanel isAdmin={role === 'admin'} />
          </Box>
          <ManageBillingDialog
            open={managing}
            billing={billing.data}
            onClose={() => setManaging(false)}
          />
        </>
      ) : billing.isPending ? (
        <Box aria-busy sx={{ mt: 2 }}>
          <Skeleton height={56} />
          <Skeleton variant="rounded" height={40} width="70%" />
          <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
        </Box>
      ) : null}

      <CheckoutDialog
        view={checkout.view}
        testMode={billing.data?.testMode ?? false}
        completing={checkout.completing}
        onCompleteLocal={checkout.completeLocal}
        onStripeError={checkout.fail}
        onClose={checkout.close}
      />
      <DowngradeDialog
        downgrade={downgrade?.check ?? null}
        planName={downgrade?.plan ?? ''}
        onClose={() => setDowngrade(null)}
      />
    </Box>
  );
}
