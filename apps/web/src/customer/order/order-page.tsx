import { useState } from 'react';
import type { OrderChange } from '@scanorder/shared/ordering/order-changes';
import { statusLabelOf } from '@scanorder/shared/ordering/order-status';
import type { Order } from '@scanorder/shared/ordering/place-order';
import {
  customerReceiptPath,
  customerShareReceiptPath,
} from '@scanorder/shared/payments/receipt-path';
import { monthDay, timeOfDay } from '../lib/format.ts';
import { TableBillSection } from '../bill/table-bill-section.tsx';
import { OrderPaymentSection } from '../payment/order-payment.tsx';
import { BusinessHeader } from './business-header.tsx';
import { OrderLines } from './order-lines.tsx';
import { StatusNotificationsToggle } from './status-notifications-toggle.tsx';
import { ReadyCountdown } from './ready-countdown.tsx';
import { StatusStepper } from './status-stepper.tsx';
import { useOrderStream } from './use-order-stream.ts';
import styles from './order.module.css';
import type { TFunction } from 'i18next';
import { useT } from '../i18n/guest-i18n.tsx';
import { Isolated, SLOT } from '../i18n/isolated.tsx';

/** "Paneer Tikka (Hot): 1 → 2", "Butter Naan: added, 3", "Masala Chai: removed". */
function changeText(change: OrderChange, t: TFunction): string {
  const name = change.details ? `${change.name} (${change.details})` : change.name;
  if (change.fromQuantity === 0)
    return t('{{name}}: added, {{quantity}}', { name, quantity: change.toQuantity });
  if (change.toQuantity === 0) return t('{{name}}: removed', { name });
  return `${name}: ${change.fromQuantity} → ${change.toQuantity}`;
}

/** A staff edit changed the order: say so, and what changed against what the guest ordered. */
function ModifiedNotice({ changes }: { changes: OrderChange[] }) {
  const t = useT();
  return (
    <div className={styles.modified} role="note" aria-label={t('Order modified')}>
      <p>
        <strong>{t('Modified by the business.')}</strong>{' '}
        {changes.length ? t('What changed:') : t('The items below are the order as it is now.')}
      </p>
      {changes.length > 0 && (
        <ul>
          {changes.map((change) => (
            <li key={`${change.name}|${change.details}`}>{changeText(change, t)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fulfilmentLabel(order: Order, t: TFunction): string {
  switch (order.fulfilment.type) {
    case 'dine-in':
      return t('Dine-in at {{identifier}}', { identifier: order.identifier });
    case 'pickup':
      return order.fulfilment.scheduledFor
        ? t('Scheduled pickup')
        : t('Pickup as soon as possible');
    case 'delivery':
      return t('Delivery');
    default:
      return order.fulfilment satisfies never;
  }
}

function CarryoutBlock({ order }: { order: Order }) {
  const t = useT();
  const { business, customer } = order;
  const when = order.scheduledFor ?? order.createdAt;
  const delivery = order.fulfilment.type === 'delivery';
  const deliveryAddress = [
    customer.buildingNumber,
    customer.streetAddress,
    customer.stateName,
    customer.zipCode,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section className={styles.card} aria-labelledby="carryout-title">
      <h2 id="carryout-title" className={styles.cardTitle}>
        {t('Carryout Address')}
      </h2>
      <p className={styles.line}>{fulfilmentLabel(order, t)}</p>
      {business.address && (
        // Alone, the address is the owner's words in their own direction (see BusinessHeader).
        <p className={styles.line} dir={delivery ? undefined : 'auto'}>
          {delivery ? (
            <Isolated line={t('From: {{address}}', { address: SLOT })} value={business.address} />
          ) : (
            business.address
          )}
        </p>
      )}
      {delivery && deliveryAddress && (
        <p className={styles.line}>
          <Isolated line={t('To: {{address}}', { address: SLOT })} value={deliveryAddress} />
        </p>
      )}
      <p className={styles.line}>
        <Isolated
          line={t('Phone: {{phone}}', { phone: SLOT })}
          value={`${business.countryCode} ${business.mobileNo}`}
          dir="ltr"
        />
      </p>
      <p className={styles.line}>
        <strong>{t('CarryOut Order: Date:')}</strong>{' '}
        {`${monthDay(when, business.timeZone)} ${order.scheduledFor ? timeOfDay(when, business.timeZone) : t('(as soon as possible)')}`}
      </p>
    </section>
  );
}

/**
 * The customer's order details page (docs/product/screens.md, restaurant and grocery): business, where
 * the order goes, a live status stepper, the carryout block, the order id and reference, the
 * customer's details and the price table ending in Total Price.
 */
export function OrderPage({ order: initial }: { order: Order }) {
  const t = useT();
  const order = useOrderStream(initial);
  const { business, customer } = order;
  const cancelled = order.status === 'Order Cancelled';
  const carryout = order.fulfilment.type !== 'dine-in';
  // Paid before it was sent, an order is paid on its own, never on its table's bill (decision
  // 047): its payment section stays the one the guest pays in once the order is sent, rather
  // than a new one read again, which took the keyboard off View receipt to the page's body.
  const [paidBeforeSent] = useState(() => Boolean(initial.awaitingPaymentUntil));

  return (
    <div className={styles.page}>
      <BusinessHeader business={business} />
      <main className={styles.main}>
        <p className={styles.where}>
          <span className={styles.identifier}>{capitalized(order.identifier)}</span>
          <span>
            <strong>{t('Branch Name:')}</strong> {order.storeName}
          </span>
        </p>

        <section className={styles.card} aria-labelledby="status-title">
          <h2 id="status-title" className={styles.cardTitle}>
            {t('Order Status')}
          </h2>
          <p className="visually-hidden" role="status">
            {t('Order status: {{status}}', {
              status: t(statusLabelOf(order.status, order.fulfilment.type)),
            })}
          </p>
          {order.awaitingPaymentUntil ? (
            <p className={styles.awaitingPayment} role="note">
              <strong>{t('Not sent yet.')}</strong>{' '}
              {t('Your order goes to {{name}} once it is paid. Please pay by {{time}}.', {
                name: business.name,
                time: timeOfDay(order.awaitingPaymentUntil, business.timeZone),
              })}
            </p>
          ) : (
            <StatusStepper
              status={order.status}
              fulfilment={order.fulfilment.type}
              cancelledFrom={order.cancelledFrom}
            />
          )}
          {order.readyBy && order.status === 'Order Accepted' && (
            <ReadyCountdown readyBy={order.readyBy} timeZone={business.timeZone} />
          )}
          {cancelled && (
            <p className={styles.cancelled} role="alert">
              {/* The owner's reason isolated: on an Arabic page an English "Out of stock." showed
                  its full stop at the wrong end. */}
              <Isolated
                line={t('Order is Canceled: {{reason}}', { reason: SLOT })}
                value={order.cancelDescription ?? ''}
              />
            </p>
          )}
          {/* Not sent yet: its status does not move until it is paid, so there is nothing to follow. */}
          {!order.awaitingPaymentUntil && (
            <StatusNotificationsToggle orderId={order.id} status={order.status} />
          )}
        </section>

        {order.fulfilment.type === 'dine-in' && !paidBeforeSent ? (
          // Paid at the end, a dine-in order is paid on its table's bill (decision 047); the
          // server answers "no bill" when the business does not work that way.
          <TableBillSection
            orderId={order.id}
            version={order.version}
            receiptHrefOf={(paymentId) => customerShareReceiptPath(order, paymentId)}
            checkoutTip={order.totals.tipPercentage}
            fallback={
              <OrderPaymentSection
                orderId={order.id}
                status={order.status}
                version={order.version}
                receiptHref={customerReceiptPath(order)}
                timeZone={business.timeZone}
                checkoutTip={order.totals.tipPercentage}
              />
            }
          />
        ) : (
          <OrderPaymentSection
            orderId={order.id}
            delivery={order.fulfilment.type === 'delivery'}
            status={order.status}
            version={order.version}
            receiptHref={customerReceiptPath(order)}
            timeZone={business.timeZone}
            payFirst={Boolean(order.awaitingPaymentUntil)}
            checkoutTip={order.totals.tipPercentage}
          />
        )}

        {carryout && <CarryoutBlock order={order} />}

        <section className={styles.card} aria-label={t('Order reference')}>
          <p className={styles.line}>
            <strong>{t('ORDER ID:')}</strong>{' '}
            <span className={styles.reference}>{order.reference}</span>
          </p>
          <p className={styles.line}>
            <strong>{t('Reference No: #')}</strong>
            {/* An id reads left to right on a right-to-left page too (its dashes stay put). */}
            <span className={styles.orderId} dir="ltr">
              {order.id}
            </span>
          </p>
          <span className={styles.chip}>
            {`${order.storeName} - ${order.identifier}`.toUpperCase()}
          </span>
        </section>

        <section className={styles.card} aria-labelledby="customer-title">
          <h2 id="customer-title" className={styles.cardTitle}>
            {t('Customer details')}
          </h2>
          {/* A dine-in guest may give a first name only: no blank lines for what was not asked. */}
          <p className={styles.line}>
            {[customer.firstName, customer.lastName].filter(Boolean).join(' ')}
          </p>
          {customer.mobileNo && <p className={styles.line}>{customer.mobileNo}</p>}
          {customer.emailAddress && <p className={styles.line}>{customer.emailAddress}</p>}
          {customer.streetAddress && (
            <p className={styles.line} dir="auto">
              {[
                customer.buildingNumber,
                customer.streetAddress,
                customer.stateName,
                customer.zipCode,
              ]
                .filter(Boolean)
                .join(', ')}
            </p>
          )}
          {order.additionalData.length > 0 && (
            <dl className={styles.additional}>
              {order.additionalData.map((entry) => (
                <div key={entry.key}>
                  <dt>{entry.key}</dt>
                  <dd>{entry.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section className={styles.card} aria-labelledby="items-title">
          <h2 id="items-title" className={styles.cardTitle}>
            {t('Your order')}
          </h2>
          {order.modified && <ModifiedNotice changes={order.changes} />}
          <OrderLines order={order} />
        </section>
        <button type="button" className={styles.printButton} onClick={() => window.print()}>
          {t('Print order')}
        </button>
      </main>
    </div>
  );
}
