import type { TFunction } from 'i18next';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { OrderPayment } from '@scanorder/shared/payments/payments';
import { useT } from '../i18n/guest-i18n.tsx';
import { instantLabel } from '../lib/format.ts';
import { guestStateLabel, orderPaymentState } from '../payment/refund-state.ts';
import { BusinessHeader } from '../order/business-header.tsx';
import { OrderLines } from '../order/order-lines.tsx';
import orderStyles from '../order/order.module.css';
import styles from './receipt.module.css';
import { ReceiptActions, ReceiptPayments, ReceiptTitle } from './receipt-payments.tsx';

/** Paid, Part paid or Unpaid, or what went back of it: as the order page says it (decision 052). */
function stateLabel(order: Order, summary: OrderPayment, t: TFunction): string {
  return guestStateLabel(orderPaymentState(summary, order.status === 'Order Cancelled'), t);
}

/** The order's succeeded payments and its refunds, or that nothing was paid online. */
function PaymentsBlock({ order, summary }: { order: Order; summary: OrderPayment }) {
  const t = useT();
  const settled = summary.payments.filter((payment) => payment.status === 'succeeded');
  const paidMinor = settled.reduce((sum, payment) => sum + payment.amountMinor, 0);
  if (settled.length === 0 && summary.refunds.length === 0)
    return <p className={orderStyles.line}>{t('Nothing has been paid online for this order.')}</p>;
  return (
    <ReceiptPayments
      timeZone={order.business.timeZone}
      money={{
        currency: summary.currency,
        payments: settled,
        refunds: summary.refunds,
        tipMinor: summary.tipMinor,
        paidMinor,
        refundedMinor: summary.refundedMinor,
        paidAfterRefundsMinor: paidMinor - summary.refundedMinor,
      }}
    />
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
        <ReceiptTitle state={stateLabel(order, payment, t)} />
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

        <ReceiptActions order={order} />
      </main>
    </div>
  );
}
