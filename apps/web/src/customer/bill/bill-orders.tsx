import { useId } from 'react';
import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import type { BillLine, TableBill } from '@scanorder/shared/payments/table-bill';
import { useT } from '../i18n/guest-i18n.tsx';
import { usePaymentFormat } from '../payment/payment-format.ts';
import { lineKey } from './bill-share.ts';
import styles from './bill.module.css';

/** "2 × Paneer Tikka" with the line's choices under it, as the order page shows them. */
export function LineText({ line }: { line: BillLine }) {
  const t = useT();
  return (
    <span>
      {t('{{quantity}} × {{name}}', { quantity: line.quantity, name: line.name })}
      {/* The space keeps the name and the options apart when read aloud. */}
      {line.details && ' '}
      {line.details && <span className={styles.details}>{line.details}</span>}
    </span>
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
            {mine.includes(order.orderId) && (
              <>
                {' '}
                <em className={styles.mine}>{t('Mine')}</em>
              </>
            )}
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
