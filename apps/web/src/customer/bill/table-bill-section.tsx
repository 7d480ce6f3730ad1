import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { optionalEmailField } from '@scanorder/shared/ordering/customer';
import type { PayOrderInput } from '@scanorder/shared/payments/payments';
import {
  MAX_SPLIT_PARTS,
  MIN_SPLIT_PARTS,
  type BillShareMode,
  type TableBill,
} from '@scanorder/shared/payments/table-bill';
import { useT } from '../i18n/guest-i18n.tsx';
import { PublicApiError } from '../lib/api.ts';
import { useFocusWhenShown } from '../lib/use-focus-when-shown.ts';
import { usePaymentFormat } from '../payment/payment-format.ts';
import { billPaymentState } from '../payment/refund-state.ts';
import { PaymentStatus } from '../payment/payment-status.tsx';
import { forgetReturn, returnedPaymentId } from '../payment/return-url.ts';
import orderStyles from '../order/order.module.css';
import paymentStyles from '../payment/payment.module.css';
import { fetchBill, payBill, refreshBillPayment } from './bill-api.ts';
import { BillOrders, BillShares, ChosenLines } from './bill-orders.tsx';
import { lineKey, shareAmountOf, shareSummaryOf, type ShareChoice } from './bill-share.ts';
import { rememberMine, type Mine } from './mine.ts';
import { ReceiptEmailField, SplitPartsField } from './share-fields.tsx';
import { useStepInHistory } from './use-step-in-history.ts';
import styles from './bill.module.css';

const PaymentForm = lazy(() => import('../payment/payment-form.tsx'));
const StripePaymentForm = lazy(() => import('../payment/stripe-payment-form.tsx'));

/** Other guests at the table pay too: the bill is read again this often while it is open. */
const REFRESH_MS = 15_000;

/**
 * The table's open bill on a dine-in order's page (decision 047): every order of the table, what
 * is paid and due, and the guest's share (everything, split evenly, or chosen items), each share a
 * payment through the payment step. `fallback` is shown when the order is not paid on a bill.
 */
export function TableBillSection({
  orderId,
  fallback,
  receiptHrefOf,
  checkoutTip,
  version = 0,
}: {
  orderId: string;
  /**
   * This order's version as its stream follows it: a share paid or refunded toward it writes its
   * payment again, a new version, and the bill is read again then, unless the guest is paying
   * (the step reads it when it needs to, as for the timer).
   */
  version?: number;
  fallback: ReactNode;
  /** The receipt page of one share (its payment id). */
  receiptHrefOf: (paymentId: string) => string;
  /** The tip this order's guest chose at checkout: a share's card form starts on it. */
  checkoutTip?: number;
}) {
  const t = useT();
  const id = useId();
  const format = usePaymentFormat();
  const [bill, setBill] = useState<TableBill | 'none' | 'failed' | null>(null);
  const [choice, setChoice] = useState<ShareChoice>({ mode: 'all', parts: 2, lines: [] });
  const [paying, setPaying] = useState(false);
  /** What the guest typed for the number of people; the share follows once it is 2 to 20. */
  const [partsText, setPartsText] = useState('2');
  /** Where this share's receipt goes; the server checks it as checkout does. */
  const [email, setEmail] = useState('');
  /** What is wrong with that email (the server's words), shown under it until it is put right. */
  const [emailError, setEmailError] = useState<string | null>(null);
  /**
   * This guest's orders and shares, read with the bill (the server's render knows no browser's):
   * this order's page is open here, so the order is this guest's.
   */
  const [mine, setMine] = useState<Mine>({ orders: [], shares: [] });
  const paidHere = (paymentId: string) => setMine(rememberMine('shares', paymentId));
  const show = useCallback(
    (next: TableBill) => {
      setMine(rememberMine('orders', orderId));
      setBill(next);
    },
    [orderId],
  );

  const load = useCallback(
    () =>
      fetchBill(orderId).then(show, (caught: unknown) =>
        setBill(caught instanceof PublicApiError && caught.status === 404 ? 'none' : 'failed'),
      ),
    [orderId, show],
  );

  useEffect(() => {
    const returned = returnedPaymentId();
    if (returned) {
      forgetReturn();
      void refreshBillPayment(orderId, returned).then(({ bill: next, payment }) => {
        // Back from the bank's page (3-D Secure): the share this browser paid.
        if (payment.status === 'succeeded') setMine(rememberMine('shares', payment.id));
        show(next);
      }, load);
    } else void load();
  }, [orderId, load, show]);

  const heard = useRef(version);
  useEffect(() => {
    if (heard.current === version || paying) return;
    heard.current = version;
    void load();
  }, [version, paying, load]);

  const open = typeof bill === 'object' && bill !== null && bill.status === 'open';
  useEffect(() => {
    if (!open || paying) return;
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, paying, load]);

  // Where the keyboard goes when the control that had it goes away: Pay my share opens the step
  // (to its first field), a paid share closes it (to that share's receipt), and leaving it unpaid
  // (Back, "Change what I pay": nothing is charged, the choice stays) returns to Pay my share.
  const focusWhenShown = useFocusWhenShown();
  const leaveStep = () => {
    focusWhenShown(`${id}-pay`);
    setPaying(false);
  };
  useStepInHistory(paying, leaveStep);

  /**
   * The receipt's email, checked as the server checks it before the step sends it: what is wrong
   * is said under the field, which takes the keyboard, rather than in the card form's alert.
   */
  const checkEmail = () => {
    const result = optionalEmailField.safeParse(email.trim());
    const problem = result.error?.issues[0]?.message ?? null;
    setEmailError(problem);
    if (problem) focusWhenShown(`${id}-email`);
    return !problem;
  };

  if (bill === 'none') return <>{fallback}</>;
  if (bill === null || bill === 'failed')
    return (
      <section className={orderStyles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={orderStyles.cardTitle}>
          {t('Table bill')}
        </h2>
        <p className={orderStyles.line}>
          {bill === 'failed' ? t('Payment details could not be loaded.') : t('Checking payment…')}
        </p>
      </section>
    );

  const money = (amount: number) => format.money(amount, bill.currency);
  const { state, refundedMinor } = billPaymentState(bill);
  const partsValid =
    choice.mode !== 'even' || bill.split !== null || partsText === String(choice.parts);
  const shareMinor = partsValid ? shareAmountOf(bill, choice) : 0;
  const payableHere = bill.provider === 'local' || bill.publishableKey !== null;
  const canPay = bill.status === 'open' && bill.online && payableHere && bill.payableMinor > 0;
  const Form = bill.provider === 'local' ? PaymentForm : StripePaymentForm;
  const setMode = (mode: BillShareMode) => setChoice((current) => ({ ...current, mode }));
  const toggle = (key: string) =>
    setChoice((current) => ({
      ...current,
      lines: current.lines.includes(key)
        ? current.lines.filter((line) => line !== key)
        : [...current.lines, key],
    }));

  // What a share of chosen items pays for, in the bill's order, for the payment step to list.
  const chosenLines = bill.orders.flatMap((order) =>
    order.lines
      .filter((line) => choice.lines.includes(lineKey(order.orderId, line.lineIndex)))
      .map((line) => ({ ...line, orderId: order.orderId })),
  );

  /**
   * Other phones pay too, and the bill is read only every 15 s: the share is read again when the
   * guest opens the payment step and when a payment is refused, so they never pay from a stale
   * amount. A closed bill then shows as paid; chosen items another phone took are unchosen, and
   * with nothing left to pay the step closes.
   */
  async function catchUp() {
    const fresh = await fetchBill(orderId).catch(() => null);
    if (!fresh) return;
    setBill(fresh);
    const open = new Set(
      fresh.orders.flatMap((order) =>
        order.lines
          .filter((line) => line.state === 'open')
          .map((line) => lineKey(order.orderId, line.lineIndex)),
      ),
    );
    const next = { ...choice, lines: choice.lines.filter((line) => open.has(line)) };
    setChoice(next);
    if (shareAmountOf(fresh, next) <= 0) setPaying(false);
  }

  async function pay(input: PayOrderInput) {
    if (typeof bill !== 'object' || bill === null) throw new Error('No bill');
    const chosen = chosenLines.map(({ orderId, lineIndex }) => ({ orderId, lineIndex }));
    const result = await payBill(orderId, {
      ...input,
      mode: choice.mode,
      ...(choice.mode === 'even' ? { parts: bill.split?.parts ?? choice.parts } : {}),
      ...(choice.mode === 'items' ? { lines: chosen } : {}),
      ...(email.trim() ? { emailAddress: email.trim() } : {}),
    }).catch((caught: unknown) => {
      // Refused as things stand (the bill paid, an item taken): show the bill as it is now.
      if (caught instanceof PublicApiError && caught.status === 409) void catchUp();
      throw caught;
    });
    setBill(result.bill);
    if (result.payment.status === 'succeeded') {
      paidHere(result.payment.id);
      focusWhenShown(`${id}-receipt-${result.payment.id}`);
      setPaying(false);
      setChoice((current) => ({ ...current, lines: [] }));
    }
    return { ...result, order: shareSummaryOf(result.bill, shareMinor, orderId) };
  }

  return (
    <section className={orderStyles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={orderStyles.cardTitle}>
        {t('Table bill · {{table}}', { table: bill.table })}
      </h2>
      <PaymentStatus
        state={state}
        givenBack={refundedMinor > 0 ? money(refundedMinor) : undefined}
      />
      <BillOrders
        bill={bill}
        choosing={canPay && !paying && choice.mode === 'items' && !bill.split}
        chosen={choice.lines}
        onToggle={toggle}
        mine={mine.orders}
      />
      <dl className={styles.totals}>
        <dt>{t('Bill total')}</dt>
        <dd>{money(bill.totalMinor)}</dd>
        <dt>{t('Paid so far')}</dt>
        <dd>{money(bill.paidMinor)}</dd>
        {refundedMinor > 0 && (
          <>
            <dt>{t('Refunded')}</dt>
            <dd>{money(refundedMinor)}</dd>
          </>
        )}
        <dt className={styles.due}>{t('Still due')}</dt>
        <dd className={styles.due}>{money(bill.dueMinor)}</dd>
      </dl>
      <BillShares
        payments={bill.payments}
        currency={bill.currency}
        mine={mine.shares}
        idPrefix={id}
        receiptHrefOf={receiptHrefOf}
      />
      {bill.status === 'closed' ? (
        <p className={styles.closed} role="note">
          {t('This bill is paid. Thank you!')}
        </p>
      ) : !bill.online || !payableHere ? (
        <p className={paymentStyles.notice} role="note">
          <strong>{t('Pay at the counter.')}</strong>{' '}
          {bill.unavailableReason === 'pay-at-counter'
            ? t('This business does not take payment online.')
            : t('This business cannot take online payments yet.')}
        </p>
      ) : bill.payableMinor === 0 ? (
        <p className={paymentStyles.notice} role="note">
          {t('A payment for this order is already in progress. Please wait a moment.')}
        </p>
      ) : paying ? (
        <>
          {choice.mode === 'items' && <ChosenLines lines={chosenLines} currency={bill.currency} />}
          <ReceiptEmailField
            id={`${id}-email`}
            value={email}
            error={emailError}
            onChange={setEmail}
          />
          <Suspense fallback={<p className={orderStyles.line}>{t('Loading the payment form…')}</p>}>
            <Form
              orderId={orderId}
              summary={shareSummaryOf(bill, shareMinor, orderId)}
              checkoutTip={checkoutTip}
              onSettled={() => undefined}
              check={checkEmail}
              pay={pay}
              refresh={async (paymentId) => {
                const result = await refreshBillPayment(orderId, paymentId);
                setBill(result.bill);
                if (result.payment.status === 'succeeded') {
                  paidHere(result.payment.id);
                  focusWhenShown(`${id}-receipt-${result.payment.id}`);
                  setPaying(false);
                }
                return { ...result, order: shareSummaryOf(result.bill, shareMinor, orderId) };
              }}
            />
          </Suspense>
          <button type="button" className={paymentStyles.secondary} onClick={leaveStep}>
            {t('Change what I pay')}
          </button>
        </>
      ) : (
        <>
          <fieldset className={styles.modes}>
            <legend>{t('How would you like to pay?')}</legend>
            <label className={styles.mode}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={choice.mode === 'all'}
                onChange={() => setMode('all')}
              />
              {t('Pay the whole bill')}
            </label>
            <label className={styles.mode}>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={choice.mode === 'even'}
                onChange={() => setMode('even')}
              />
              {t('Split evenly')}
            </label>
            {choice.mode === 'even' && (
              <SplitPartsField
                id={`${id}-parts`}
                value={bill.split ? String(bill.split.parts) : partsText}
                disabled={bill.split !== null}
                valid={partsValid}
                onChange={(text) => {
                  setPartsText(text);
                  const parts = Number(text);
                  if (
                    Number.isInteger(parts) &&
                    parts >= MIN_SPLIT_PARTS &&
                    parts <= MAX_SPLIT_PARTS
                  )
                    setChoice((current) => ({ ...current, parts }));
                }}
              />
            )}
            {bill.split && choice.mode === 'even' && (
              <p className={orderStyles.line}>
                {t('Split between {{parts}} people: {{taken}} of {{parts}} shares paid.', {
                  parts: bill.split.parts,
                  taken: bill.split.takenShares,
                })}
              </p>
            )}
            {!bill.split && (
              <label className={styles.mode}>
                <input
                  type="radio"
                  name={`${id}-mode`}
                  checked={choice.mode === 'items'}
                  onChange={() => setMode('items')}
                />
                {t('Pay for chosen items')}
              </label>
            )}
          </fieldset>
          {choice.mode === 'items' && shareMinor === 0 && (
            <p className={orderStyles.line}>{t('Choose the items you pay for above.')}</p>
          )}
          <button
            id={`${id}-pay`}
            type="button"
            className={paymentStyles.primary}
            disabled={shareMinor <= 0}
            onClick={() => {
              focusWhenShown(`${id}-email`);
              setPaying(true);
              void catchUp();
            }}
          >
            {t('Pay my share · {{amount}}', { amount: money(shareMinor) })}
          </button>
        </>
      )}
    </section>
  );
}
