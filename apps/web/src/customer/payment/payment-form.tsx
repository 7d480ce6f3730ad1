import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { testCardSchema, type TestCard } from '@scanorder/shared/payments/payments';
import { useT } from '../i18n/guest-i18n.tsx';
import { useFocusWhenShown } from '../lib/use-focus-when-shown.ts';
import { errorAttributesOf, FieldError } from '../ui/field-error.tsx';
import { payOrder } from './payment-api.ts';
import { usePaymentFormat } from './payment-format.ts';
import {
  TestModeNote,
  TipChoices,
  tipTotal,
  usePaymentAttempt,
  startingTip,
  type PaymentStepProps,
} from './payment-step.tsx';
import styles from './payment.module.css';

type CardFieldName = keyof TestCard;

interface CardFieldProps {
  id: string;
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value (the catalogue's words), shown under it and read with it. */
  error?: string;
}

/**
 * What is wrong with each field of the test card, in the words the server would answer with
 * (the same schema): the form says it under the field rather than send a card the server refuses.
 */
function cardFieldErrors(card: TestCard): Partial<Record<CardFieldName, string>> {
  const errors: Partial<Record<CardFieldName, string>> = {};
  for (const issue of testCardSchema.safeParse(card).error?.issues ?? []) {
    const field = issue.path[0] as CardFieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The expiry as the guest types it, written MM/YY: a phone's number pad (inputMode numeric) has no
 * "/" key, so "1234" reads as "12/34" and "1/34" as "01/34"; the slash comes with the third digit,
 * so deleting back past it never traps the guest. Anything else is left for the schema to refuse.
 */
function expiryAsTyped(raw: string): string {
  const oneDigitMonth = /^\s*(\d)\s*\/(.*)$/.exec(raw);
  const text = oneDigitMonth ? `0${oneDigitMonth[1]}/${oneDigitMonth[2]}` : raw;
  if (/[^\d\s/]/.test(text)) return raw;
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * One of the test card's fields: digits typed on the phone's number pad, left to right on an
 * Arabic page too ("4242 4242 4242 4242" keeps its groups' order, as the checkout's phone number).
 */
function CardField({ id, label, autoComplete, value, onChange, error }: CardFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        dir="ltr"
        autoComplete={autoComplete}
        value={value}
        {...errorAttributesOf(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} message={error} className={styles.fieldError} />
    </div>
  );
}

/**
 * The payment step with the built-in TEST MODE provider: tip, the total the server will charge,
 * and a test card form. One idempotency key per attempt: a network failure keeps it, so sending
 * again can never charge twice; a decline or a refusal starts a new attempt.
 */
export default function PaymentForm({
  orderId,
  summary,
  onSettled,
  checkoutTip,
  focusOnOpen = false,
  pay = (input) => payOrder(orderId, input),
  check: checkBeside = () => true,
}: PaymentStepProps) {
  const t = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const focusOnOpenOnce = useRef(focusOnOpen);

  useEffect(() => {
    if (focusOnOpenOnce.current) form.current?.focus();
  }, []);
  const [tip, setTip] = useState(() => startingTip(summary, checkoutTip));
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardFieldName, string>>>({});
  const focusWhenShown = useFocusWhenShown();
  const { busy, renewKey, send } = usePaymentAttempt({
    onStart: () => setError(null),
    onError: setError,
    lostMessage: t(
      'The connection was lost. Your payment may not have gone through: press Pay again, you will not be charged twice.',
    ),
  });
  const format = usePaymentFormat();
  const money = (amount: number) => format.money(amount, summary.currency);
  const total = tipTotal(summary, tip).totalMinor;

  const submit = (event: FormEvent) => {
    // A field the server would refuse is said under that field, and the keyboard goes to the
    // first one: the screen reader reads its label and what is wrong; nothing is sent.
    // A field above the form (a share's email) is checked first and takes the keyboard first.
    const invalid = cardFieldErrors({ number, expiry, cvc });
    setFieldErrors(invalid);
    const besideValid = checkBeside();
    const first = (['number', 'expiry', 'cvc'] as const).find((field) => invalid[field]);
    if (!besideValid || first) {
      event.preventDefault();
      setError(null);
      if (besideValid && first) focusWhenShown(`${id}-${first}`);
      return;
    }
    return send(event, async (idempotencyKey) => {
      const result = await pay({
        idempotencyKey,
        tipPercentage: tip,
        card: { number, expiry, cvc },
        shownAmountMinor: total,
      });
      renewKey();
      if (result.payment.status === 'failed')
        // The server's messages are the spec's English; the catalogue has each of them.
        setError(t(result.payment.failureMessage ?? 'The payment failed. No money was taken.'));
      onSettled(result.order);
    });
  };

  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      aria-label={t('Pay by card')}
      tabIndex={-1}
      className={styles.form}
      noValidate
    >
      <TestModeNote />
      <TipChoices summary={summary} value={tip} onChange={setTip} />
      <CardField
        id={`${id}-number`}
        error={fieldErrors.number && t(fieldErrors.number)}
        label={t('Card number')}
        autoComplete="cc-number"
        value={number}
        onChange={setNumber}
      />
      <div className={styles.row}>
        <CardField
          id={`${id}-expiry`}
          error={fieldErrors.expiry && t(fieldErrors.expiry)}
          label={t('Expiry (MM/YY)')}
          autoComplete="cc-exp"
          value={expiry}
          onChange={(value) => setExpiry(expiryAsTyped(value))}
        />
        <CardField
          id={`${id}-cvc`}
          error={fieldErrors.cvc && t(fieldErrors.cvc)}
          label={t('Security code')}
          autoComplete="cc-csc"
          value={cvc}
          onChange={setCvc}
        />
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
      {/* Not disabled while busy: a disabled button drops the keyboard to the page; send refuses. */}
      <button type="submit" className={styles.primary} aria-disabled={busy}>
        {busy ? t('Paying…') : t('Pay {{total}}', { total: money(total) })}
      </button>
    </form>
  );
}
