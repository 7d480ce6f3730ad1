import Box from '@mui/material/Box';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';
import { IntervalToggle } from './interval-toggle.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanGrid } from './plan-grid.tsx';

export interface PlanChooserProps {
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  /** Undefined while loading: skeleton cards show. */
  plans: readonly BillingPrice[] | undefined;
  /** An older answer shows while the other interval loads. */
  stale?: boolean;
  /** The chosen product (kept when the interval changes). */
  selectedPlanId: string | null;
  /** The price the account pays now, if any. */
  currentPriceId: string | null;
  onSelect: (plan: BillingPrice) => void;
}

/**
 * The pricing cards as a picker (SUBSCRIPTIONS): the same cards as the public pricing, with the
 * chosen plan pressed and the current one marked.
 */
export function PlanChooser({
  interval,
  onIntervalChange,
  plans,
  stale = false,
  selectedPlanId,
  currentPriceId,
  onSelect,
}: PlanChooserProps) {
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <IntervalToggle value={interval} onChange={onIntervalChange} />
      </Box>
      <PlanGrid stale={stale}>
        {plans
          ? plans.map((plan) => (
              <PlanCard
                key={plan.planId}
                plan={plan}
                headingComponent="h3"
                actionLabel="Select"
                selected={plan.planId === selectedPlanId}
                current={plan.priceId === currentPriceId}
                onGetStarted={onSelect}
              />
            ))
          : null}
      </PlanGrid>
    </Box>
  );
}
