import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { StripeEmbeddedCheckout as EmbeddedCheckout } from '@stripe/stripe-js';
// The pure entry adds Stripe.js (always from js.stripe.com, as Stripe requires) only when called.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface StripeEmbeddedCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  onError: (message: string) => void;
}

/** Stripe's embedded Checkout, mounted with the session's client secret. */
export function StripeEmbeddedCheckout({
  publishableKey,
  clientSecret,
  onError,
}: StripeEmbeddedCheckoutProps) {
  const { t } = useOwnerT();
  const container = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let checkout: EmbeddedCheckout | null = null;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js could not be loaded');
        return stripe.createEmbeddedCheckoutPage({
          fetchClientSecret: () => Promise.resolve(clientSecret),
        });
      })
      .then((created) => {
        if (cancelled || !container.current) {
          created.destroy();
          return;
        }
        checkout = created;
        created.mount(container.current);
        setMounted(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) onError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [publishableKey, clientSecret, onError]);
  return (
    <Box>
      {mounted ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('Loading the checkout')} />
        </Box>
      )}
      <Box ref={container} data-testid="stripe-embedded-checkout" />
    </Box>
  );
}
