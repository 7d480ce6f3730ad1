import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SubscriptionControls } from '../lib/subscription-controls.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export type SubscriptionAction =
  'updatePlan' | 'updatePayment' | 'pauseResume' | 'cancelActivate' | 'primary';

interface SubscriptionActionsProps {
  controls: SubscriptionControls;
  /** The action under way: its button spins and every button waits. */
  pending: SubscriptionAction | null;
  /** Managers see the buttons but only admins act (spec 01 section 6). */
  isAdmin: boolean;
  onAction: (action: SubscriptionAction) => void;
}

function ActionButton({
  children,
  disabled,
  pending,
  variant = 'outlined',
  color = 'primary',
  onClick,
}: {
  children: ReactNode;
  disabled: boolean;
  pending: boolean;
  variant?: 'outlined' | 'contained';
  color?: 'primary' | 'error';
  onClick: () => void;
}) {
  return (
    <Button
      variant={variant}
      color={color}
      disabled={disabled}
      onClick={onClick}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : null}
    >
      {children}
    </Button>
  );
}

/** UPDATE PLAN, Update Payment, Pause/Resume, Cancel/Activate and MANAGE BILLING or SUBSCRIBE. */
export function SubscriptionActions({
  controls,
  pending,
  isAdmin,
  onAction,
}: SubscriptionActionsProps) {
  const { t } = useOwnerT();
  const busy = pending !== null;
  const button = (action: SubscriptionAction) => ({
    disabled: busy || controls[action].disabled,
    pending: pending === action,
    onClick: () => onAction(action),
  });
  return (
    <Box>
      <Box
        role="group"
        aria-label={t('Subscription actions')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        <ActionButton variant="contained" {...button('updatePlan')}>
          {t('UPDATE PLAN')}
        </ActionButton>
        <ActionButton {...button('updatePayment')}>{t('Update Payment')}</ActionButton>
        <ActionButton {...button('pauseResume')}>{t(controls.pauseResume.label)}</ActionButton>
        <ActionButton
          color={controls.cancelActivate.label === 'Cancel' ? 'error' : 'primary'}
          {...button('cancelActivate')}
        >
          {t(controls.cancelActivate.label)}
        </ActionButton>
        <ActionButton variant="contained" {...button('primary')}>
          {t(controls.primary.label)}
        </ActionButton>
      </Box>
      {isAdmin ? null : (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {t('Only the account admin can change the subscription.')}
        </Typography>
      )}
    </Box>
  );
}
