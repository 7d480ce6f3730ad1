import { useId } from 'react';
import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import type { BillLine, TableBill } from '@scanorder/shared/payments/table-bill';
import { useT } from '../i18n/guest-i18n.tsx';
import { GuestNote } from '../i18n/isolated.tsx';
import { paidLabel, usePaymentFormat } from '../payment/payment-format.ts';
import { lineKey } from './bill-share.ts';
import paymentStyles from '../payment/payment.module.css';
import styles from './bill.module.css';

/** "2 × Paneer Tikka" with the line's choices and the guest's note under it, as the order page shows them. */
function LineText({ line }: { line: BillLine }) {
  const t = useT();
  return (
    <span>
      {t('{{quantity}} × {{name}}', { quantity: line.quantity, name: line.name })}
      {/* The space keeps the name and the options apart when read aloud. */}
      {line.details && ' '}
      {line.details && <span className={styles.details}>{line.details}</span>}
      {line.instruction && ' '}
      {line.instruction && (
        <span className={styles.details}>
          <GuestNote text={line.instruction} />
        </span>
      )}
    </span>
  );
}

/** " Mine" after an order's title or a share: this guest's, among the table's. */
function MineMark() {
  const t = useT();
  return (
    <>
      {' '}
      <em className={styles.mine}>{t('Mine')}</em>
    </>
  );
}

/**
 * The shares paid toward the bill, each with its receipt link. The link's id is
 * `${idPrefix}-receipt-${payment id}`, for the section to hand it the keyboard once paid.
 */
export function BillShares({
  payments,
  currency,
  mine,
  idPrefix,
  receiptHrefOf,
}: {
  payments: TableBill['payments'];
  currency: string;
  /** The shares paid on this device. */
  mine: readonly string[];
  idPrefix: string;
  receiptHrefOf: (paymentId: string) => string;
}) {
  const t = useT();
  const format = usePaymentFormat();
  const money = (amount: number) => format.money(amount, currency);
  const settled = payments.filter((payment) => payment.status === 'succeeded');
  if (settled.length === 0) return null;
  return (
    <ul className={paymentStyles.receipt} aria-label={t('Payments')}>
      {settled.map((payment) => (
        <li key={payment.id}>
          {/* Each link says whose receipt it opens: several shares read "View receipt". */}
          <span id={`${idPrefix}-share-${payment.id}`}>
            {paidLabel(t, money, payment)}
            {payment.method === 'counter' && ` · ${t('At the counter')}`}
            {payment.refundedMinor > 0 &&
              ` · ${t('Refunded {{amount}}', { amount: money(payment.refundedMinor) })}`}
            {mine.includes(payment.id) && <MineMark />}
          </span>{' '}
          <a
            id={`${idPrefix}-receipt-${payment.id}`}
            href={receiptHrefOf(payment.id)}
            aria-describedby={`${idPrefix}-share-${payment.id}`}
          >
            {t('View receipt')}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The payment step's list of the items a share of chosen items pays for, each with its amount. */
export function ChosenLines({
  lines,
  currency,
}: {
  lines: readonly (BillLine & { orderId: string })[];
  currency: string;
}) {
  const t = useT();
  const format = usePaymentFormat();
  const id = useId();
  return (
    <div className={styles.paying}>
      <h3 id={id} className={styles.payingTitle}>
        {t('Items you chose')}
      </h3>
      <ul className={styles.lines} aria-labelledby={id}>
        {lines.map((line) => (
          <li key={lineKey(line.orderId, line.lineIndex)} className={styles.line}>
            <LineText line={line} />
            <span className={styles.amount}>{format.money(line.amountMinor, currency)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every order of the table's bill with its lines and what each costs (its part of tax and service
 * charge included); while the guest chooses items, each line still free is a checkbox.
 */
export function BillOrders({
  bill,
  choosing,
  chosen,
  onToggle,
  mine,
}: {
  bill: TableBill;
  choosing: boolean;
  chosen: readonly string[];
  onToggle: (key: string) => void;
  /** This guest's orders, marked "Mine" among the table's. */
  mine: readonly string[];
}) {
  const t = useT();
  const format = usePaymentFormat();
  const ids = useId();
  const money = (amount: number) => format.money(amount, bill.currency);
  return (
    <div className={styles.orders}>
      {bill.orders.map((order) => (
        <fieldset key={order.orderId} className={styles.order} disabled={!choosing}>
          <legend className={styles.orderTitle}>
            {t('Order #{{number}}', { number: formatOrderReference(order.referenceNumber) })}
            {order.status === 'Order Cancelled' && ` · ${t('Cancelled')}`}
            {mine.includes(order.orderId) && <MineMark />}
          </legend>
          <ul className={styles.lines}>
            {order.lines.map((line) => {
              const key = lineKey(order.orderId, line.lineIndex);
              const free = line.state === 'open' && line.amountMinor > 0;
              const text = <LineText line={line} />;
              return (
                <li key={key} className={styles.line}>
                  {choosing && free ? (
                    <label className={styles.choice}>
                      <input
                        type="checkbox"
                        aria-describedby={`${ids}-${key}`}
                        checked={chosen.includes(key)}
                        onChange={() => onToggle(key)}
                      />
                      {text}
                    </label>
                  ) : (
                    text
                  )}
                  {/* Describes the line's checkbox: a screen reader hears what choosing it costs. */}
                  <span id={`${ids}-${key}`} className={styles.amount}>
                    {line.state === 'paid' && <em className={styles.tag}>{t('Paid')}</em>}
                    {line.state === 'pending' && <em className={styles.tag}>{t('Being paid')}</em>}
                    {money(line.amountMinor)}
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
