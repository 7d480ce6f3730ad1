import { useId, useRef, useState, type FormEvent } from 'react';
import { parseAppError } from '@scanorder/shared/errors/app-error';
import { TEST_CARDS, type OrderPayment } from '@scanorder/shared/payments/payments';
import { useT } from '../i18n/guest-i18n.tsx';
import { PublicApiError } from '../lib/api.ts';
import { percent } from '../lib/format.ts';
import { randomId } from '../lib/uuid.ts';
import { payOrder } from './payment-api.ts';
import { usePaymentFormat } from './payment-format.ts';
import styles from './payment.module.css';

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

interface PaymentFormProps {
  orderId: string;
  summary: OrderPayment;
  onSettled: (summary: OrderPayment) => void;
}

/**
 * The payment step with the built-in TEST MODE provider: tip, the total the server will charge,
 * and a test card form. One idempotency key per attempt: a network failure keeps it, so sending
 * again can never charge twice; a decline or a refusal starts a new attempt.
 */
export default function PaymentForm({ orderId, summary, onSettled }: PaymentFormProps) {
  const t = useT();
  const id = useId();
  const [tip, setTip] = useState(0);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<string>(randomId());
  const format = usePaymentFormat();
  const money = (amount: number) => format.money(amount, summary.currency);
  const tipMinor = summary.tipChoices.find((choice) => choice.percentage === tip)?.tipMinor ?? 0;
  const total = summary.dueMinor + tipMinor;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await payOrder(orderId, {
        idempotencyKey: attempt.current,
        tipPercentage: tip,
        card: { number, expiry, cvc },
      });
      attempt.current = randomId();
      if (result.payment.status === 'failed')
        // The server's messages are the spec's English; the catalogue has each of them.
        setError(t(result.payment.failureMessage ?? 'The payment failed. No money was taken.'));
      onSettled(result.order);
    } catch (caught) {
      if (caught instanceof PublicApiError && caught.isTransient) {
        setError(
          t(
            'The connection was lost. Your payment may not have gone through: press Pay again, you will not be charged twice.',
          ),
        );
      } else {
        attempt.current = randomId();
        setError(
          caught instanceof PublicApiError
            ? t(parseAppError(caught.payload).message)
            : t('The payment failed. No money was taken.'),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('Pay by card')} noValidate>
      <p className={styles.testMode} role="note">
        <strong>{t('TEST MODE')}</strong>
        {t(
          ': no real card is charged. Use {{success}} to pay or {{declined}} to see a decline, any future expiry and any 3 digits.',
          { success: spaced(TEST_CARDS.success), declined: spaced(TEST_CARDS.declined) },
        )}
      </p>
      {summary.tipChoices.length > 1 && (
        <fieldset className={styles.tips}>
          <legend>{t('Tip')}</legend>
          <div className={styles.tipChoices}>
            {summary.tipChoices.map((choice) => (
              <label key={choice.percentage} className={styles.tipChoice}>
                <input
                  type="radio"
                  name={`${id}-tip`}
                  value={choice.percentage}
                  checked={tip === choice.percentage}
                  onChange={() => setTip(choice.percentage)}
                />
                {t('{{percentage}} ({{amount}})', {
                  percentage: percent(choice.percentage),
                  amount: money(choice.tipMinor),
                })}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-number`}>
          {t('Card number')}
        </label>
        <input
          id={`${id}-number`}
          className={styles.input}
          inputMode="numeric"
          autoComplete="cc-number"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-expiry`}>
            {t('Expiry (MM/YY)')}
          </label>
          <input
            id={`${id}-expiry`}
            className={styles.input}
            inputMode="numeric"
            autoComplete="cc-exp"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-cvc`}>
            {t('Security code')}
          </label>
          <input
            id={`${id}-cvc`}
            className={styles.input}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={cvc}
            onChange={(event) => setCvc(event.target.value)}
          />
        </div>
      </div>
      <p className={styles.total}>
        <span>{t('Total to pay')}</span>
        <span>{money(total)}</span>
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
        {busy ? t('Paying…') : t('Pay {{total}}', { total: money(total) })}
      </button>
    </form>
  );
}
