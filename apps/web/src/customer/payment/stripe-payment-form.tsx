import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useLocale, useT } from '../i18n/guest-i18n.tsx';
import { payOrder, refreshPayment } from './payment-api.ts';
import { usePaymentFormat } from './payment-format.ts';
import {
  TestModeNote,
  TipChoices,
  tipTotal,
  usePaymentAttempt,
  startingTip,
  type PaymentStepProps,
} from './payment-step.tsx';
import { returnUrlFor } from './return-url.ts';
import {
  mountStripeCheckout,
  type ConfirmOutcome,
  type StripeCheckout,
} from './stripe-checkout.ts';
import styles from './payment.module.css';

/** A PaymentIntent the server made for this attempt, waiting for the guest's card or wallet. */
interface Attempt {
  paymentId: string;
  clientSecret: string;
  totalMinor: number;
}

type Message = { tone: 'error' | 'info'; text: string };

/**
 * The payment step with Stripe: the tip first (the server makes the PaymentIntent for the total it
 * computes), then Express Checkout (Apple Pay, Google Pay where the browser offers them) and the
 * Payment Element, confirmed on the page (`redirect: 'if_required'`). One idempotency key per
 * attempt and one PaymentIntent per attempt: a lost answer is asked again with the same key, a
 * confirmation whose answer was lost is read back from the server, so nothing is charged twice.
 */
export default function StripePaymentForm({
  orderId,
  summary,
  onSettled,
  checkoutTip,
  focusOnOpen = false,
  pay = (input) => payOrder(orderId, input),
  refresh = (paymentId) => refreshPayment(orderId, paymentId),
  check: checkBeside = () => true,
}: PaymentStepProps) {
  const t = useT();
  const { locale } = useLocale();
  const format = usePaymentFormat();
  const money = (amount: number) => format.money(amount, summary.currency);
  const [tip, setTip] = useState(() => startingTip(summary, checkoutTip));
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [checkout, setCheckout] = useState<StripeCheckout | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** Each try at loading Stripe.js; "Try again" makes another. */
  const [loads, setLoads] = useState(0);
  const [walletsShown, setWalletsShown] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const wallets = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusOnOpenOnce = useRef(focusOnOpen);
  const error = (text: string) => setMessage({ tone: 'error', text });
  const { busy, setBusy, renewKey, send } = usePaymentAttempt({
    onStart: () => setMessage(null),
    onError: error,
    lostMessage: t('The connection was lost. Nothing was charged. Please try again.'),
  });

  const start = (event: FormEvent) => {
    // A field beside the step that the attempt sends (a share's email) said what is wrong.
    if (!checkBeside()) return event.preventDefault();
    return send(event, async (idempotencyKey) => {
      const result = await pay({
        idempotencyKey,
        tipPercentage: tip,
        shownAmountMinor: tipTotal(summary, tip).totalMinor,
      });
      const { payment, clientSecret } = result;
      if (payment.status === 'processing' && clientSecret) {
        setAttempt({ paymentId: payment.id, clientSecret, totalMinor: payment.amountMinor });
        return;
      }
      // The same attempt's first request is still asking Stripe: this key answers once it has.
      if (payment.status === 'processing')
        return error(t('A payment for this order is already in progress. Please wait a moment.'));
      renewKey();
      if (payment.status === 'failed')
        error(t(payment.failureMessage ?? 'The payment failed. No money was taken.'));
      onSettled(result.order);
    });
  };

  /** Where the attempt stands on the server (Stripe's answer, read back by our API). */
  async function check(paymentId: string) {
    if (busy) return;
    setBusy(true);
    try {
      const { payment, order } = await refresh(paymentId);
      setUnknown(false);
      if (payment.status === 'processing' && payment.failureMessage)
        error(t('Your card was declined. No money was taken. Please try another card.'));
      else if (payment.status === 'processing') setMessage(null);
      else onSettled(order);
    } catch {
      setUnknown(true);
    } finally {
      setBusy(false);
    }
  }

  /** What the guest reads after a confirmation, and where the server says it stands. */
  async function settleOutcome(paymentId: string, outcome: ConfirmOutcome) {
    if (outcome.kind === 'declined')
      return error(t('Your card was declined. No money was taken. Please try another card.'));
    if (outcome.kind === 'refused')
      return error(outcome.message ?? t('The payment failed. No money was taken.'));
    if (outcome.kind === 'unknown') setUnknown(true);
    await check(paymentId);
  }

  async function confirm(): Promise<ConfirmOutcome | null> {
    if (!checkout || !attempt || busy || unknown) return null;
    setBusy(true);
    setMessage(null);
    const outcome = await checkout.confirm(returnUrlFor(attempt.paymentId));
    setBusy(false);
    await settleOutcome(attempt.paymentId, outcome);
    return outcome;
  }

  // Stripe's events, registered once per mount, act with the page as it is when they come.
  const onWalletConfirm = useEffectEvent((event: StripeExpressCheckoutElementConfirmEvent) => {
    void confirm().then((outcome) => {
      // The wallet's sheet says it failed; the page says why.
      if (outcome?.kind !== 'confirmed') event.paymentFailed({ reason: 'fail' });
    });
  });
  const onWalletCancel = useEffectEvent(() =>
    setMessage({ tone: 'info', text: t('The payment was cancelled. Nothing was charged.') }),
  );
  const onBackOnline = useEffectEvent(() => {
    if (attempt) void check(attempt.paymentId);
  });

  // Opened by Pay now (a button that went away), the keyboard starts on the form.
  useEffect(() => {
    if (focusOnOpenOnce.current) form.current?.focus();
  }, []);

  // Continue to payment and Change tip go away with their step: the keyboard stays on the form
  // rather than falling to the top of the page.
  const shownAttempt = useRef(attempt);
  useEffect(() => {
    if (shownAttempt.current === attempt) return;
    shownAttempt.current = attempt;
    if (document.activeElement === document.body) form.current?.focus();
  }, [attempt]);

  useEffect(() => {
    if (!attempt || !summary.publishableKey || !wallets.current || !card.current) return;
    let mounted: StripeCheckout | null = null;
    let live = true;
    mountStripeCheckout({
      publishableKey: summary.publishableKey,
      clientSecret: attempt.clientSecret,
      locale,
      wallets: wallets.current,
      card: card.current,
      handlers: {
        onWallets: (available) => {
          if (live) setWalletsShown(available);
        },
        onWalletConfirm: (event) => onWalletConfirm(event),
        onWalletCancel: () => onWalletCancel(),
      },
    }).then(
      (created) => {
        if (!live) return created.destroy();
        mounted = created;
        setCheckout(created);
      },
      () => {
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
      mounted?.destroy();
    };
  }, [attempt, summary.publishableKey, locale, loads]);

  // After a confirmation whose answer was lost: asked again as soon as the phone is back online.
  useEffect(() => {
    if (!unknown) return;
    const again = () => onBackOnline();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [unknown]);

  const label = t('Pay by card or wallet');
  // While busy the buttons wait without `disabled` (a disabled one drops the keyboard to the top
  // of the page): aria-disabled says so, and each action refuses a second press itself.
  if (!attempt)
    return (
      <form
        ref={form}
        onSubmit={(event) => void start(event)}
        aria-label={label}
        tabIndex={-1}
        className={styles.form}
        noValidate
      >
        {summary.testMode && <TestModeNote />}
        <TipChoices summary={summary} value={tip} onChange={setTip} />
        <p className={styles.total}>
          <span>{t('Total to pay')}</span>
          <span>{money(tipTotal(summary, tip).totalMinor)}</span>
        </p>
        <StepMessage message={message} />
        <button type="submit" className={styles.primary} aria-disabled={busy}>
          {busy ? t('Loading the payment form…') : t('Continue to payment')}
        </button>
      </form>
    );

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      aria-label={label}
      tabIndex={-1}
      className={styles.form}
      noValidate
    >
      {summary.testMode && <TestModeNote />}
      <p className={styles.total}>
        <span>{t('Total to pay')}</span>
        <span>{money(attempt.totalMinor)}</span>
      </p>
      {summary.tipChoices.length > 1 && (
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={busy}
          onClick={() => {
            if (busy) return;
            // A new attempt for the new total; the server cancels this one, never confirmed.
            renewKey();
            setAttempt(null);
            setCheckout(null);
            setMessage(null);
          }}
        >
          {t('Change tip')}
        </button>
      )}
      <div ref={wallets} className={styles.wallets} hidden={!walletsShown} />
      {walletsShown && <p className={styles.divider}>{t('Or pay by card')}</p>}
      <div ref={card} className={styles.stripeCard} />
      {!checkout && !loadFailed && <p>{t('Loading the payment form…')}</p>}
      {loadFailed && (
        <p className={styles.error} role="alert">
          {t('The card form could not be loaded. Check your connection and try again.')}{' '}
          <button
            type="button"
            className={styles.inline}
            onClick={() => {
              setLoadFailed(false);
              setLoads((count) => count + 1);
            }}
          >
            {t('Try again')}
          </button>
        </p>
      )}
      {unknown ? (
        <p className={styles.error} role="alert">
          {t(
            'The connection was lost before the payment was confirmed. It may have gone through: it is checked again as soon as you are back online, and you will not be charged twice.',
          )}{' '}
          <button
            type="button"
            className={styles.inline}
            aria-disabled={busy}
            onClick={() => void check(attempt.paymentId)}
          >
            {t('Check payment')}
          </button>
        </p>
      ) : (
        <StepMessage message={message} />
      )}
      <button
        type="submit"
        className={styles.primary}
        disabled={!checkout}
        aria-disabled={busy || unknown}
      >
        {busy ? t('Paying…') : t('Pay {{total}}', { total: money(attempt.totalMinor) })}
      </button>
    </form>
  );
}

function StepMessage({ message }: { message: Message | null }) {
  if (!message) return null;
  return message.tone === 'error' ? (
    <p className={styles.error} role="alert">
      {message.text}
    </p>
  ) : (
    <p className={styles.notice} role="status">
      {message.text}
    </p>
  );
}
