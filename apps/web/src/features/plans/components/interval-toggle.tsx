import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface IntervalToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

/** The monthly/yearly switch of every pricing view (yearly is 10 x monthly). */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  const { t } = useOwnerT();
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      aria-label={t('Billing interval')}
      onChange={(_, next: BillingInterval | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="month">{t('Monthly')}</ToggleButton>
      <ToggleButton value="year">{t('Yearly (2 months free)')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
