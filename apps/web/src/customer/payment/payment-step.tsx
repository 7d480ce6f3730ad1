import { useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { parseAppError } from '@scanorder/shared/errors/app-error';
import {
  TEST_CARDS,
  type OrderPayment,
  type PayOrderInput,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText, type Refusal } from '../i18n/guest-message.ts';
import { PublicApiError } from '../lib/api.ts';
import { percent } from '../lib/format.ts';
import { randomId } from '../lib/uuid.ts';
import { usePaymentFormat } from './payment-format.ts';
import styles from './payment.module.css';

/** What each provider's payment step is given by the order page. */
export interface PaymentStepProps {
  orderId: string;
  summary: OrderPayment;
  /** The order's payment side after a payment settled (or failed): the page shows it. */
  onSettled: (summary: OrderPayment) => void;
  /**
   * Starts the attempt (the order's own payment unless given: a share of the table's bill
   * sends its share with it, decision 047) and reads one back after Stripe confirmed it.
   */
  pay?: (input: PayOrderInput) => Promise<PayOrderResult>;
  refresh?: (paymentId: string) => Promise<PayOrderResult>;
  /** The tip the guest chose at checkout (a percentage): the step starts on it if still offered. */
  checkoutTip?: number;
  /** Opened by a button that went away (Pay now): the keyboard goes to the form. */
  focusOnOpen?: boolean;
  /**
   * Fields beside the step that the payment sends (a share's receipt email): false stops the
   * payment, the caller having said why under its field and moved the keyboard there.
   */
  check?: () => boolean;
}

/**
 * The tip a payment step starts on: the one chosen at checkout while the business still offers
 * it, so the guest is not asked again and a tip chosen once is never dropped; else none.
 */
export function startingTip(summary: OrderPayment, checkoutTip = 0): number {
  return summary.tipChoices.some((choice) => choice.percentage === checkoutTip) ? checkoutTip : 0;
}

/** The tip the guest adds on the payment step, and what the server will charge with it. */
export function tipTotal(summary: OrderPayment, percentage: number) {
  const tipMinor =
    summary.tipChoices.find((choice) => choice.percentage === percentage)?.tipMinor ?? 0;
  return { tipMinor, totalMinor: summary.dueMinor + tipMinor };
}

/**
 * 0 % and the business's tip options, each with its amount as the server computed it (a
 * percentage of the subtotal). Nothing to choose when the business offers no tips.
 */
export function TipChoices({
  summary,
  value,
  onChange,
}: {
  summary: OrderPayment;
  value: number;
  onChange: (percentage: number) => void;
}) {
  const t = useT();
  const id = useId();
  const format = usePaymentFormat();
  if (summary.tipChoices.length <= 1) return null;
  return (
    <fieldset className={styles.tips}>
      <legend>{t('Tip')}</legend>
      <div className={styles.tipChoices}>
        {summary.tipChoices.map((choice) => (
          <label key={choice.percentage} className={styles.tipChoice}>
            <input
              type="radio"
              name={`${id}-tip`}
              value={choice.percentage}
              checked={value === choice.percentage}
              onChange={() => onChange(choice.percentage)}
            />
            {t('{{percentage}} ({{amount}})', {
              percentage: percent(choice.percentage),
              amount: format.money(choice.tipMinor, summary.currency),
            })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The TEST MODE note: no real card is charged, and which test cards pay or are declined. */
export function TestModeNote() {
  const t = useT();
  const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <p className={styles.testMode} role="note">
      <strong>{t('TEST MODE')}</strong>
      {t(
        ': no real card is charged. Use {{success}} to pay or {{declined}} to see a decline, any future expiry and any 3 digits.',
        { success: spaced(TEST_CARDS.success), declined: spaced(TEST_CARDS.declined) },
      )}
    </p>
  );
}

/**
 * Why a payment request failed. After a lost connection the same attempt must be sent again (the
 * server may have it, and answers a repeat with it); after a refusal a new attempt starts, and the
 * guest reads the server's reason (the spec's English is a key of every catalogue).
 */
function requestFailure(
  caught: unknown,
  t: TFunction,
  refusal: (refusal: Refusal) => string,
): { sameAttempt: true } | { sameAttempt: false; message: string } {
  if (caught instanceof PublicApiError && caught.isTransient) return { sameAttempt: true };
  return {
    sameAttempt: false,
    message:
      caught instanceof PublicApiError
        ? refusal(parseAppError(caught.payload))
        : t('The payment failed. No money was taken.'),
  };
}

/**
 * Sending a payment attempt, one at a time, under one idempotency key. A lost answer keeps the key,
 * so sending again can never charge twice, and the guest reads `lostMessage`; a refusal starts a new
 * attempt and the guest reads its reason. `request` renews the key itself once the server answered.
 */
export function usePaymentAttempt({
  onStart,
  onError,
  lostMessage,
}: {
  onStart: () => void;
  onError: (text: string) => void;
  lostMessage: string;
}) {
  const t = useT();
  const refusal = useRefusalText();
  const [busy, setBusy] = useState(false);
  // The button stays enabled while busy (a disabled one drops the keyboard): this refuses a second
  // press before the busy render lands.
  const sending = useRef(false);
  const key = useRef<string>(randomId());
  const renewKey = () => {
    key.current = randomId();
  };

  async function send(event: FormEvent, request: (idempotencyKey: string) => Promise<void>) {
    event.preventDefault();
    if (busy || sending.current) return;
    sending.current = true;
    setBusy(true);
    onStart();
    try {
      await request(key.current);
    } catch (caught) {
      const failure = requestFailure(caught, t, refusal);
      if (failure.sameAttempt) onError(lostMessage);
      else {
        renewKey();
        onError(failure.message);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, setBusy, renewKey, send };
}
