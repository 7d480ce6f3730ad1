import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { useT } from '../i18n/guest-i18n.tsx';
import { PublicApiError } from '../lib/api.ts';
import { instantLabel } from '../lib/format.ts';
import { methodOf } from '../receipt/payment-method.ts';
import { useFocusWhenShown } from '../lib/use-focus-when-shown.ts';
import { fetchOrderPayment, payOrder, refreshPayment } from './payment-api.ts';
import { paidLabel, usePaymentFormat } from './payment-format.ts';
import { orderPaymentState } from './refund-state.ts';
import { PaymentStatus } from './payment-status.tsx';
import { forgetReturn, returnedPaymentId } from './return-url.ts';
import orderStyles from '../order/order.module.css';
import styles from './payment.module.css';

// Each provider's payment step is its own chunk: the order page loads it only when the guest
// pays, and Stripe.js only with Stripe's.
const PaymentForm = lazy(() => import('./payment-form.tsx'));
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

/** Whether this page can take the payment: the built-in form, or Stripe with its publishable key. */
const payableHere = (summary: OrderPayment) =>
  summary.provider === 'local' || summary.publishableKey !== null;

/**
 * The payment to read again from the server when the page opens: the one a redirect came back
 * for, else a Stripe attempt left open (the page was closed or the network lost mid-payment; a
 * payment that went through then shows as paid without waiting for the webhook).
 */
function paymentToCheck(summary: OrderPayment): string | null {
  const returned = returnedPaymentId();
  if (returned) return returned;
  if (summary.provider === 'local') return null;
  return summary.payments.find((payment) => payment.status === 'processing')?.id ?? null;
}

function UnavailableNotice({ summary, delivery }: { summary: OrderPayment; delivery: boolean }) {
  const t = useT();
  // A delivery is paid to whoever brings it, not at a counter.
  const payOffline = delivery ? t('Pay on delivery.') : t('Pay at the counter.');
  if (summary.state === 'Paid') return null;
  if (summary.unavailableReason === 'expired')
    return (
      <p className={styles.notice} role="note">
        <strong>{t('Not paid in time.')}</strong>{' '}
        {t('This order was not sent and nothing was charged. Please order again.')}
      </p>
    );
  if (summary.unavailableReason === 'pay-at-counter')
    return (
      <p className={styles.notice} role="note">
        <strong>{payOffline}</strong> {t('This business does not take payment online.')}
      </p>
    );
  if (summary.unavailableReason === 'payouts-not-ready' || !payableHere(summary))
    return (
      <p className={styles.notice} role="note">
        <strong>{payOffline}</strong> {t('This business cannot take online payments yet.')}
      </p>
    );
  return null;
}

function Receipt({ summary, timeZone }: { summary: OrderPayment; timeZone: string }) {
  const t = useT();
  const format = usePaymentFormat();
  const money = (amount: number) => format.money(amount, summary.currency);
  const settled = summary.payments.filter((payment) => payment.status === 'succeeded');
  if (settled.length === 0 && summary.refunds.length === 0) return null;
  return (
    <ul className={styles.receipt} aria-label={t('Payments')}>
      {settled.map((payment) => (
        <li key={payment.id}>
          {paidLabel(t, money, payment)}
          {(payment.cardLast4 || payment.method === 'counter') && ` · ${methodOf(payment, t)}`}
          {` · ${instantLabel(payment.createdAt, timeZone)}`}
        </li>
      ))}
      {summary.refunds.map((refund) => (
        <li key={refund.id}>
          {t('Refunded {{amount}}', { amount: money(refund.amountMinor) })}
          {` · ${instantLabel(refund.createdAt, timeZone)}`}
        </li>
      ))}
    </ul>
  );
}

/**
 * The payment side of the order page: Paid / Part paid / Unpaid, the receipt lines of each
 * payment, and the way to pay what is due (or why it cannot be paid here).
 */
export function OrderPaymentSection({
  orderId,
  status,
  receiptHref,
  timeZone,
  payFirst = false,
  checkoutTip,
  version = 0,
  delivery = false,
}: {
  orderId: string;
  status: string;
  /** A delivery: paid to whoever brings it when the business takes no payment online. */
  delivery?: boolean;
  /**
   * The order's version as its stream follows it: a payment, a refund by hand or a share of its
   * table's bill writes the order's payment again, a new version, and the section reads it again.
   */
  version?: number;
  /** The business's: payments read on its clock, as the order's times and its receipt do. */
  timeZone: string;
  /** The order's receipt page, linked once something was paid. */
  receiptHref: string;
  /** Paid before it is sent: checkout ends here, so the card form opens at once. */
  payFirst?: boolean;
  /** The tip chosen at checkout, which the card form starts on. */
  checkoutTip?: number;
}) {
  const t = useT();
  const format = usePaymentFormat();
  const [summary, setSummary] = useState<OrderPayment | null>(null);
  const [failed, setFailed] = useState(false);
  const [paying, setPaying] = useState(payFirst);
  const [returnFailed, setReturnFailed] = useState(false);
  // Where the keyboard goes when the control that had it goes away: Pay now opens the card form
  // (into it), a completed payment closes it (to View receipt).
  const [openedByPayNow, setOpenedByPayNow] = useState(false);
  const focusWhenShown = useFocusWhenShown();
  const receiptId = `${useId()}-receipt`;

  useEffect(() => {
    let live = true;
    fetchOrderPayment(orderId).then(
      (answer) => {
        if (!live) return;
        setSummary(answer);
        const paymentId = paymentToCheck(answer);
        if (!paymentId) return;
        const returned = paymentId === returnedPaymentId();
        forgetReturn();
        refreshPayment(orderId, paymentId).then(
          ({ payment, order }) => {
            if (!live) return;
            setSummary(order);
            // Back from a bank's page that refused it: the guest tries again at once.
            if (returned && payment.status === 'processing' && payment.failureMessage) {
              setReturnFailed(true);
              setPaying(true);
            }
          },
          // Not readable now (offline, or an address naming no payment): the page shows what it read.
          () => undefined,
        );
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // A status change (cancelled, refunded) can change what is paid, and so can a refund by hand
    // (a new version of the order, its status the same).
  }, [orderId, status, version]);

  if (!summary)
    return (
      <section className={orderStyles.card} aria-labelledby="payment-title">
        <h2 id="payment-title" className={orderStyles.cardTitle}>
          {t('Payment')}
        </h2>
        <p className={orderStyles.line}>
          {failed ? t('Payment details could not be loaded.') : t('Checking payment…')}
        </p>
      </section>
    );

  const canPay = summary.online && summary.dueMinor > 0 && payableHere(summary);
  const Form = summary.provider === 'local' ? PaymentForm : StripePaymentForm;
  const paidSomething =
    summary.payments.some((payment) => payment.status === 'succeeded') ||
    summary.refunds.length > 0;
  // A cancelled order is owed nothing: its payment side is only what was paid and given back.
  const cancelled = status === 'Order Cancelled';
  if (cancelled && !paidSomething) return null;
  const state = orderPaymentState(summary, cancelled);
  const refunded = state === 'Refunded' || state === 'Part refunded';
  return (
    <section className={orderStyles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={orderStyles.cardTitle}>
        {t('Payment')}
      </h2>
      <PaymentStatus
        state={state}
        givenBack={refunded ? format.money(summary.refundedMinor, summary.currency) : undefined}
      />
      <Receipt summary={summary} timeZone={timeZone} />
      {paidSomething && (
        <p className={orderStyles.line}>
          <a id={receiptId} href={receiptHref}>
            {t('View receipt')}
          </a>
        </p>
      )}
      {!cancelled && <UnavailableNotice summary={summary} delivery={delivery} />}
      {returnFailed && (
        <p className={styles.error} role="alert">
          {t('The payment failed. No money was taken.')}
        </p>
      )}
      {canPay &&
        (paying ? (
          <Suspense fallback={<p className={orderStyles.line}>{t('Loading the payment form…')}</p>}>
            <Form
              orderId={orderId}
              summary={summary}
              checkoutTip={checkoutTip}
              focusOnOpen={openedByPayNow}
              pay={(input) =>
                payOrder(orderId, input).catch((caught: unknown) => {
                  // Refused as things stand (the team edited the order, another phone paid): the
                  // step shows what is due now, and Pay charges that.
                  if (caught instanceof PublicApiError && caught.status === 409)
                    void fetchOrderPayment(orderId).then(setSummary, () => undefined);
                  throw caught;
                })
              }
              onSettled={(next) => {
                setReturnFailed(false);
                setSummary(next);
                if (next.dueMinor === 0) {
                  setPaying(false);
                  focusWhenShown(receiptId);
                }
              }}
            />
          </Suspense>
        ) : (
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              setPaying(true);
              setOpenedByPayNow(true);
            }}
          >
            {t('Pay now · {{amount}}', {
              amount: format.money(summary.dueMinor, summary.currency),
            })}
          </button>
        ))}
    </section>
  );
}
