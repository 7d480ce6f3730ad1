import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { TRIAL_DAYS } from '@scanorder/shared/account/services';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';
import { useCurrencyPreference } from '../../../lib/currency-preference.ts';
import { usePlansQuery } from '../api/plans-query.ts';
import { CurrencySelect } from './currency-select.tsx';
import { IntervalToggle } from './interval-toggle.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanGrid } from './plan-grid.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

interface PricingSectionProps {
  /** 1 on the pricing page, 2 inside the home page. */
  headingLevel: 1 | 2;
  /** Without it the plans are shown read-only, with `notice` saying who can choose one. */
  onGetStarted?: (plan: BillingPrice) => void;
  notice?: ReactNode;
}

/** Plans with a monthly/yearly toggle, priced in the visitor's currency preference. */
export function PricingSection({ headingLevel, onGetStarted, notice }: PricingSectionProps) {
  const { t } = useOwnerT();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const [currency, setCurrency] = useCurrencyPreference();
  const plans = usePlansQuery(interval, currency.currencyCode);

  return (
    <Box
      component="section"
      id="pricing"
      aria-labelledby="pricing-title"
      sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 80 }}
    >
      <Container maxWidth="lg">
        <Typography
          id="pricing-title"
          variant={headingLevel === 1 ? 'h3' : 'h4'}
          component={headingLevel === 1 ? 'h1' : 'h2'}
          sx={{ mb: 1 }}
        >
          {t('Pricing')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {t('Every plan starts with a {{TRIAL_DAYS}}-day free trial with all features.', {
            TRIAL_DAYS,
          })}
        </Typography>
        {notice}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
          <IntervalToggle value={interval} onChange={setBillingInterval} />
          <CurrencySelect value={currency} onChange={setCurrency} />
        </Box>
        {plans.isError ? (
          <QueryErrorAlert
            message={plans.error.message.toUpperCase()}
            error={plans.error}
            onRetry={plans.refetch}
          />
        ) : (
          <PlanGrid stale={plans.isPlaceholderData}>
            {plans.data
              ? plans.data.map((plan) => (
                  <PlanCard
                    key={plan.planId}
                    plan={plan}
                    headingComponent={headingLevel === 1 ? 'h2' : 'h3'}
                    highlighted={plan.rank === 1}
                    onGetStarted={onGetStarted}
                  />
                ))
              : null}
          </PlanGrid>
        )}
      </Container>
    </Box>
  );
}
