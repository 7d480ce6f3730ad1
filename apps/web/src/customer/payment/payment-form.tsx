import { useId, useRef, useState, type FormEvent } from 'react';
import { parseAppError } from '@scanorder/shared/errors/app-error';
import { formatCurrencyMinor } from '@scanorder/shared/money/currency-units';
import { TEST_CARDS, type OrderPayment } from '@scanorder/shared/payments/payments';
import { PublicApiError } from '../lib/api.ts';
import { randomId } from '../lib/uuid.ts';
import { payOrder } from './payment-api.ts';
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
  const id = useId();
  const [tip, setTip] = useState(0);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<string>(randomId());
  const money = (amount: number) => formatCurrencyMinor(amount, summary.currency);
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
        setError(result.payment.failureMessage ?? 'The payment failed. No money was taken.');
      onSettled(result.order);
    } catch (caught) {
      if (caught instanceof PublicApiError && caught.isTransient) {
        setError(
          'The connection was lost. Your payment may not have gone through: press Pay again, you will not be charged twice.',
        );
      } else {
        attempt.current = randomId();
        setError(
          caught instanceof PublicApiError
            ? parseAppError(caught.payload).message
            : 'The payment failed. No money was taken.',
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Pay by card" noValidate>
      <p className={styles.testMode} role="note">
        <strong>TEST MODE</strong>: no real card is charged. Use {spaced(TEST_CARDS.success)} to pay
        or {spaced(TEST_CARDS.declined)} to see a decline, any future expiry and any 3 digits.
      </p>
      {summary.tipChoices.length > 1 && (
        <fieldset className={styles.tips}>
          <legend>Tip</legend>
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
                {`${choice.percentage}% (${money(choice.tipMinor)})`}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-number`}>
          Card number
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
            Expiry (MM/YY)
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
            Security code
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
        <span>Total to pay</span>
        <span>{money(total)}</span>
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy} aria-disabled={busy}>
        {busy ? 'Paying…' : `Pay ${money(total)}`}
      </button>
    </form>
  );
}
