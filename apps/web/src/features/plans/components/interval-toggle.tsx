import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';

interface IntervalToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

/** The monthly/yearly switch of every pricing view (yearly is 10 x monthly). */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      aria-label="Billing interval"
      onChange={(_, next: BillingInterval | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="month">Monthly</ToggleButton>
      <ToggleButton value="year">Yearly (2 months free)</ToggleButton>
    </ToggleButtonGroup>
  );
}
