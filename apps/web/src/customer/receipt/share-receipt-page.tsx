import type { TFunction } from 'i18next';
import { formatOrderReference } from '@scanorder/shared/ordering/order-status';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { ShareReceipt } from '@scanorder/shared/payments/share-receipt';
import { useT } from '../i18n/guest-i18n.tsx';
import { instantLabel } from '../lib/format.ts';
import { BusinessHeader } from '../order/business-header.tsx';
import { usePaymentFormat } from '../payment/payment-format.ts';
import orderStyles from '../order/order.module.css';
import styles from './receipt.module.css';
import { guestPaymentState, guestStateLabel } from '../payment/refund-state.ts';
import { ReceiptActions, ReceiptPayments, ReceiptTitle } from './receipt-payments.tsx';

/** How the share was paid, in words: its items, one of N even shares, or the whole bill. */
function shareLabel(receipt: ShareReceipt, t: TFunction): string {
  switch (receipt.mode) {
    case 'items':
      return t('Items you chose');
    case 'even':
      return receipt.splitParts
        ? t('1 of {{count}} equal shares', { count: receipt.splitParts })
        : t('Split evenly');
    case 'all':
      return t('The whole bill');
    default:
      return receipt.mode satisfies never;
  }
}

/**
 * The receipt of one share of a table's bill (decision 047): the business, the table, when it was
 * paid, what the share paid (its items, or its amount of each order, as its allocations recorded
 * it), the tip, the card, the share's refunds and what was paid after them. Every amount is the
 * server's; nothing is added up here. Printed like the order's receipt.
 */
export function ShareReceiptPage({ order, receipt }: { order: Order; receipt: ShareReceipt }) {
  const t = useT();
  const format = usePaymentFormat();
  const { business } = order;
  const { payment } = receipt;
  const money = (amount: number) => format.money(amount, receipt.currency);
  const when = (iso: string) => instantLabel(iso, business.timeZone);
  // A share is paid in full when it succeeds; what went back of it is all that can change.
  const state = guestPaymentState({
    state: 'Paid',
    dueMinor: 0,
    refundedMinor: payment.refundedMinor,
    paidMinor: payment.amountMinor,
    owing: false,
  });
  const orderLabel = (referenceNumber: number) =>
    t('Order #{{number}}', { number: formatOrderReference(referenceNumber) });
  return (
    <div className={`${orderStyles.page} ${styles.receipt}`}>
      <BusinessHeader business={business} />
      <main className={orderStyles.main}>
        <ReceiptTitle state={guestStateLabel(state, t)} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('Table bill')}</dt>
            <dd>{`${order.storeName} · ${order.identifier}`}</dd>
          </div>
          <div>
            <dt>{t('Date')}</dt>
            <dd>{when(payment.createdAt)}</dd>
          </div>
        </dl>

        <section className={orderStyles.card} aria-labelledby="share-receipt-items">
          <h3 id="share-receipt-items" className={orderStyles.cardTitle}>
            {t('What you paid for')}
          </h3>
          <p id="share-receipt-mode" className={styles.entryNote}>
            {shareLabel(receipt, t)}
          </p>
          <ul className={styles.entries} aria-labelledby="share-receipt-mode">
            {receipt.parts.map((part) => (
              <li key={`${part.orderId}:${part.lineIndex ?? ''}`} className={styles.entry}>
                <span>
                  <span className={styles.entryTitle}>
                    {part.name !== null
                      ? t('{{quantity}} × {{name}}', { quantity: part.quantity, name: part.name })
                      : orderLabel(part.referenceNumber)}
                  </span>
                  {part.details ? <span className={styles.entryNote}>{part.details}</span> : null}
                  {part.name !== null && (
                    <span className={styles.entryNote}>{orderLabel(part.referenceNumber)}</span>
                  )}
                </span>
                <span className={styles.amount}>{money(part.amountMinor)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <div>
              <dt>{t('Your share')}</dt>
              <dd>{money(receipt.shareMinor)}</dd>
            </div>
          </dl>
        </section>

        <section className={orderStyles.card} aria-labelledby="share-receipt-payment">
          <h3 id="share-receipt-payment" className={orderStyles.cardTitle}>
            {t('Payment')}
          </h3>
          <ReceiptPayments
            timeZone={business.timeZone}
            money={{
              currency: receipt.currency,
              payments: [payment],
              refunds: receipt.refunds,
              tipMinor: payment.tipMinor,
              paidMinor: payment.amountMinor,
              refundedMinor: payment.refundedMinor,
              paidAfterRefundsMinor: receipt.paidAfterRefundsMinor,
            }}
          />
        </section>

        <ReceiptActions order={order} />
      </main>
    </div>
  );
}
