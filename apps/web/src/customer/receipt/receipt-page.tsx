import type { TFunction } from 'i18next';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { customerOrderPath } from '@scanorder/shared/qr/qr-code';
import { useT } from '../i18n/guest-i18n.tsx';
import { instantLabel } from '../lib/format.ts';
import { BusinessHeader } from '../order/business-header.tsx';
import { OrderLines } from '../order/order-lines.tsx';
import { usePaymentFormat } from '../payment/payment-format.ts';
import { methodOf } from './payment-method.ts';
import orderStyles from '../order/order.module.css';
import styles from './receipt.module.css';

/** The state as the guest reads it; written out so the extractor sees each one. */
function stateLabel(summary: OrderPayment, t: TFunction): string {
  const paid = summary.paidMinor + summary.tipMinor;
  if (paid > 0 && summary.refundedMinor >= paid) return t('Refunded');
  if (summary.state === 'Paid') return t('Paid');
  if (summary.state === 'Part paid') return t('Part paid');
  return t('Unpaid');
}

/** Each payment (method, time, amount and its tip), each refund, and what was paid in the end. */
function PaymentsBlock({ order, summary }: { order: Order; summary: OrderPayment }) {
  const t = useT();
  const format = usePaymentFormat();
  const money = (amount: number) => format.money(amount, summary.currency);
  const when = (iso: string) => instantLabel(iso, order.business.timeZone);
  const settled = summary.payments.filter((payment) => payment.status === 'succeeded');
  const paidMinor = settled.reduce((sum, payment) => sum + payment.amountMinor, 0);
  if (settled.length === 0 && summary.refunds.length === 0)
    return <p className={orderStyles.line}>{t('Nothing has been paid online for this order.')}</p>;
  return (
    <>
      <ul className={styles.entries} aria-label={t('Payments and refunds')}>
        {settled.map((payment) => (
          <li key={payment.id} className={styles.entry}>
            <span>
              <span className={styles.entryTitle}>{methodOf(payment, t)}</span>
              <span className={styles.entryNote}>{when(payment.createdAt)}</span>
              {payment.tipMinor > 0 && (
                <span className={styles.entryNote}>
                  {t('Includes a tip of {{amount}}', { amount: money(payment.tipMinor) })}
                </span>
              )}
            </span>
            <span className={styles.amount}>{money(payment.amountMinor)}</span>
          </li>
        ))}
        {summary.refunds.map((refund) => (
          <li key={refund.id} className={styles.entry}>
            <span>
              <span className={styles.entryTitle}>{t('Refund')}</span>
              <span className={styles.entryNote}>{when(refund.createdAt)}</span>
            </span>
            <span className={styles.amount}>{`−${money(refund.amountMinor)}`}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {summary.tipMinor > 0 && (
          <div>
            <dt>{t('Tip added when paying')}</dt>
            <dd>{money(summary.tipMinor)}</dd>
          </div>
        )}
        <div>
          <dt>{t('Total paid')}</dt>
          <dd>{money(paidMinor)}</dd>
        </div>
        {summary.refundedMinor > 0 && (
          <>
            <div>
              <dt>{t('Refunded')}</dt>
              <dd>{`−${money(summary.refundedMinor)}`}</dd>
            </div>
            <div className={styles.net}>
              <dt>{t('Paid after refunds')}</dt>
              <dd>{money(paidMinor - summary.refundedMinor)}</dd>
            </div>
          </>
        )}
      </dl>
    </>
  );
}

/**
 * The guest's receipt (issue 18): the business, the order's lines with tax, service charge and
 * tip, each payment with its card's last 4 digits, refunds, and what was paid in the end. Made to
 * be printed: the print stylesheet keeps the receipt and drops the page's controls.
 */
export function ReceiptPage({ order, payment }: { order: Order; payment: OrderPayment }) {
  const t = useT();
  const { business, customer } = order;
  return (
    <div className={`${orderStyles.page} ${styles.receipt}`}>
      <BusinessHeader business={business} />
      <main className={orderStyles.main}>
        <div className={styles.titleRow}>
          <h2 className={styles.title}>{t('Receipt')}</h2>
          <span className={styles.state}>{stateLabel(payment, t)}</span>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('ORDER ID:')}</dt>
            <dd className={orderStyles.reference}>{order.reference}</dd>
          </div>
          <div>
            <dt>{t('Date')}</dt>
            <dd>{instantLabel(order.createdAt, business.timeZone)}</dd>
          </div>
          <div>
            <dt>{t('Branch Name:')}</dt>
            <dd>{`${order.storeName} · ${order.identifier}`}</dd>
          </div>
          <div>
            <dt>{t('Customer')}</dt>
            <dd>{`${customer.firstName} ${customer.lastName}`}</dd>
          </div>
        </dl>

        <section className={orderStyles.card} aria-labelledby="receipt-items">
          <h3 id="receipt-items" className={orderStyles.cardTitle}>
            {t('Your order')}
          </h3>
          <OrderLines order={order} checkoutTipOnly />
        </section>

        <section className={orderStyles.card} aria-labelledby="receipt-payments">
          <h3 id="receipt-payments" className={orderStyles.cardTitle}>
            {t('Payment')}
          </h3>
          <PaymentsBlock order={order} summary={payment} />
        </section>

        <p className={styles.thanks}>{t('Thank you for your order.')}</p>

        <div className={styles.actions}>
          <button type="button" className={styles.print} onClick={() => window.print()}>
            {t('Print receipt')}
          </button>
          <a className={styles.back} href={customerOrderPath(order)}>
            {t('Back to your order')}
          </a>
        </div>
      </main>
    </div>
  );
}
