import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SubscriptionControls } from '../lib/subscription-controls.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

export type SubscriptionAction =
  'updatePlan' | 'updatePayment' | 'pauseResume' | 'cancelActivate' | 'primary';

interface SubscriptionActionsProps {
  controls: SubscriptionControls;
  /** The action under way: its button spins and every button waits. */
  pending: SubscriptionAction | null;
  /** Managers see the buttons but only admins act (docs/product/screens.md). */
  isAdmin: boolean;
  onAction: (action: SubscriptionAction) => void;
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
  // The pressed button waits focused (PendingButton): SUBSCRIBE's checkout hands the focus back.
  const button = (action: SubscriptionAction) => ({
    disabled: (busy && pending !== action) || controls[action].disabled,
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
        <PendingButton variant="contained" {...button('updatePlan')}>
          {t('UPDATE PLAN')}
        </PendingButton>
        <PendingButton variant="outlined" {...button('updatePayment')}>
          {t('Update Payment')}
        </PendingButton>
        <PendingButton variant="outlined" {...button('pauseResume')}>
          {t(controls.pauseResume.label)}
        </PendingButton>
        <PendingButton
          variant="outlined"
          color={controls.cancelActivate.label === 'Cancel' ? 'error' : 'primary'}
          {...button('cancelActivate')}
        >
          {t(controls.cancelActivate.label)}
        </PendingButton>
        <PendingButton variant="contained" {...button('primary')}>
          {t(controls.primary.label)}
        </PendingButton>
      </Box>
      {isAdmin ? null : (
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {t('Only the account admin can change the subscription.')}
        </Typography>
      )}
    </Box>
  );
}
