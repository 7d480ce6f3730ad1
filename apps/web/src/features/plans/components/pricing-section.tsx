import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TRIAL_DAYS } from '@scanorder/shared/account/services';
import type { BillingInterval, PlanPrice } from '@scanorder/shared/plans/catalog';
import { useCurrencyPreference } from '../../../lib/currency-preference.ts';
import { usePlansQuery } from '../api/plans-query.ts';
import { CurrencySelect } from './currency-select.tsx';
import { PlanCard, PlanCardSkeleton } from './plan-card.tsx';

interface PricingSectionProps {
  /** 1 on the pricing page, 2 inside the home page. */
  headingLevel: 1 | 2;
  onGetStarted: (plan: PlanPrice) => void;
}

const PLAN_COUNT = 3;

/** Plans with a monthly/yearly toggle, priced in the visitor's currency preference. */
export function PricingSection({ headingLevel, onGetStarted }: PricingSectionProps) {
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
          Pricing
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Every plan starts with a {TRIAL_DAYS}-day free trial with all features.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={interval}
            aria-label="Billing interval"
            onChange={(_, next: BillingInterval | null) => {
              if (next) setBillingInterval(next);
            }}
          >
            <ToggleButton value="month">Monthly</ToggleButton>
            <ToggleButton value="year">Yearly (2 months free)</ToggleButton>
          </ToggleButtonGroup>
          <CurrencySelect value={currency} onChange={setCurrency} />
        </Box>
        {plans.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
                Retry
              </Button>
            }
          >
            {plans.error.message.toUpperCase()}
          </Alert>
        ) : (
          <Box
            aria-busy={plans.isPending || plans.isPlaceholderData}
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: `repeat(${PLAN_COUNT}, 1fr)` },
              opacity: plans.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 120ms',
            }}
          >
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
              : Array.from({ length: PLAN_COUNT }, (_, index) => <PlanCardSkeleton key={index} />)}
          </Box>
        )}
      </Container>
    </Box>
  );
}
