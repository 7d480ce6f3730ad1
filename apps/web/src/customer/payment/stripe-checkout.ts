import type {
  PaymentIntentResult,
  Stripe,
  StripeElementLocale,
  StripeElements,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
// The pure entry adds Stripe.js (always from js.stripe.com, as Stripe requires) only when called:
// the plain entry would add it as soon as this chunk loads.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';

/** What became of a confirmation, as the payment step tells the guest. */
export type ConfirmOutcome =
  /** Stripe took it (paid, or still processing): the server reads where it stands. */
  | { kind: 'confirmed' }
  | { kind: 'declined' }
  /** Refused for a reason Stripe words for the guest (expired card, wrong code...), or none. */
  | { kind: 'refused'; message: string | null }
  /**
   * No answer (the network failed), or the intent was no longer waiting for a card (a confirmation
   * whose answer was lost went through): only the server can say whether it was paid.
   */
  | { kind: 'unknown' };

/** Stripe's languages for ours; Stripe has no Hindi, and 'auto' follows the browser's language. */
const STRIPE_LOCALES: Record<GuestLocale, StripeElementLocale> = {
  en: 'en',
  hi: 'auto',
  es: 'es',
  fr: 'fr',
  de: 'de',
  ar: 'ar',
};

/** The customer pages' own colours and corners (theme.css), so the card form looks like the page. */
const APPEARANCE = {
  theme: 'stripe' as const,
  variables: {
    colorPrimary: '#0f766e',
    colorText: '#0f172a',
    colorDanger: '#b91c1c',
    borderRadius: '8px',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  },
};

export function outcomeOf(result: PaymentIntentResult): ConfirmOutcome {
  if (!result.error) return { kind: 'confirmed' };
  const { error } = result;
  if (error.type === 'card_error' && error.code === 'card_declined') return { kind: 'declined' };
  if (error.type === 'card_error' || error.type === 'validation_error')
    return { kind: 'refused', message: error.message ?? null };
  if (error.type === 'api_connection_error' || error.code === 'payment_intent_unexpected_state')
    return { kind: 'unknown' };
  return { kind: 'refused', message: null };
}

export interface StripeCheckoutHandlers {
  /** Whether the browser offers a wallet (Apple Pay, Google Pay) the Express Checkout shows. */
  onWallets: (available: boolean) => void;
  /** The guest approved in the wallet's sheet: confirm, and tell the sheet if it failed. */
  onWalletConfirm: (event: StripeExpressCheckoutElementConfirmEvent) => void;
  /** The guest closed the wallet's sheet without paying. */
  onWalletCancel: () => void;
}

export interface StripeCheckout {
  /** Confirms the PaymentIntent with what the guest gave (card or wallet), staying on the page. */
  confirm: (returnUrl: string) => Promise<ConfirmOutcome>;
  destroy: () => void;
}

/**
 * Stripe.js with the PaymentIntent's client secret: Express Checkout (wallets, shown only where
 * the browser offers one) and the Payment Element (cards), mounted in the two given elements.
 * The intent is the platform's (destination charge, decision 039), so the platform's publishable
 * key mounts it and Stripe reads the connected account from the intent itself.
 */
export async function mountStripeCheckout({
  publishableKey,
  clientSecret,
  locale,
  wallets,
  card,
  handlers,
}: {
  publishableKey: string;
  clientSecret: string;
  locale: GuestLocale;
  wallets: HTMLElement;
  card: HTMLElement;
  handlers: StripeCheckoutHandlers;
}): Promise<StripeCheckout> {
  const stripe: Stripe | null = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  const elements: StripeElements = stripe.elements({
    clientSecret,
    locale: STRIPE_LOCALES[locale],
    appearance: APPEARANCE,
  });
  const express = elements.create('expressCheckout', { buttonHeight: 48 });
  express.on('ready', (event) => {
    const offered = event.availablePaymentMethods;
    handlers.onWallets(Boolean(offered && Object.values(offered).some(Boolean)));
  });
  express.on('confirm', handlers.onWalletConfirm);
  express.on('cancel', handlers.onWalletCancel);
  express.mount(wallets);
  // The wallets have their own buttons above: the card form keeps to cards.
  const payment = elements.create('payment', {
    layout: 'tabs',
    wallets: { applePay: 'never', googlePay: 'never' },
  });
  payment.mount(card);
  return {
    async confirm(returnUrl) {
      try {
        return outcomeOf(
          await stripe.confirmPayment({
            elements,
            confirmParams: { return_url: returnUrl },
            redirect: 'if_required',
          }),
        );
      } catch {
        return { kind: 'unknown' };
      }
    },
    destroy() {
      express.destroy();
      payment.destroy();
    },
  };
}
