import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { checkoutMessages } from '@scanorder/shared/billing/checkout';
import type { CheckoutView, StartedCheckout } from '../hooks/use-checkout.ts';
import { FullScreenDialog } from './full-screen-dialog.tsx';
import { LocalTestCheckout } from './local-test-checkout.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

// Stripe.js is only fetched when the Stripe provider actually opens a checkout.
const StripeEmbeddedCheckout = lazy(() =>
  import('./stripe-embedded-checkout.tsx').then((module) => ({
    default: module.StripeEmbeddedCheckout,
  })),
);

interface CheckoutDialogProps {
  view: CheckoutView;
  /** The built-in provider sends no email, so the notice says so. */
  testMode: boolean;
  completing: boolean;
  onCompleteLocal: (checkout: StartedCheckout) => void;
  onStripeError: (message: string) => void;
  onClose: () => void;
}

function Spinner({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}

function Outcome({
  icon,
  title,
  children,
  onClose,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useOwnerT();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
      {icon}
      <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{children}</Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={onClose}>
        {t('Done')}
      </Button>
    </Box>
  );
}

function EmbeddedCheckout({
  checkout,
  completing,
  onCompleteLocal,
  onStripeError,
}: Omit<CheckoutDialogProps, 'view' | 'onClose' | 'testMode'> & { checkout: StartedCheckout }) {
  const { t } = useOwnerT();
  const { session } = checkout;
  if (session.provider === 'local')
    return (
      <LocalTestCheckout
        checkout={checkout}
        completing={completing}
        onComplete={() => onCompleteLocal(checkout)}
      />
    );
  if (!session.clientSecret || !session.publishableKey)
    return (
      <Typography color="error">
        {t(checkoutMessages.error)} {t(checkoutMessages.contactSupport)}
      </Typography>
    );
  return (
    <Suspense fallback={<Spinner label={t('Loading the checkout')} />}>
      <StripeEmbeddedCheckout
        publishableKey={session.publishableKey}
        clientSecret={session.clientSecret}
        onError={onStripeError}
      />
    </Suspense>
  );
}

type OwnerT = ReturnType<typeof useOwnerT>['t'];

function confirmationNotice(email: string | null, testMode: boolean, t: OwnerT) {
  const to = email ?? t('your email address');
  return testMode
    ? t('A confirmation email goes to {{email}} with a real payment; TEST MODE sends none.', {
        email: to,
      })
    : t('A confirmation email will be sent to {{email}}.', { email: to });
}

/** The full-screen checkout (docs/product/screens.md): embedded checkout, then its outcome. */
export function CheckoutDialog({ view, testMode, onClose, ...checkoutProps }: CheckoutDialogProps) {
  const { t } = useOwnerT();
  const title = view.status === 'payment' ? t('Update Payment') : t('Checkout');
  return (
    <FullScreenDialog
      open={view.status !== null}
      title={title}
      closeLabel={t('Close checkout')}
      onClose={onClose}
    >
      {view.status === 'open' || view.status === 'payment' ? (
        <EmbeddedCheckout checkout={view.checkout} {...checkoutProps} />
      ) : null}
      {view.status === 'checking' ? <Spinner label={t('Checking your payment')} /> : null}
      {view.status === 'complete' ? (
        <Outcome
          icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />}
          title={t(checkoutMessages.complete)}
          onClose={onClose}
        >
          {confirmationNotice(view.customerEmail, testMode, t)}
        </Outcome>
      ) : null}
      {view.status === 'error' ? (
        <Outcome
          icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
          title={t(checkoutMessages.error)}
          onClose={onClose}
        >
          {t(checkoutMessages.contactSupport)}
        </Outcome>
      ) : null}
    </FullScreenDialog>
  );
}
