import type { Order } from '@scanorder/shared/ordering/place-order';
import type { Payment } from '@scanorder/shared/payments/payments';
import { customerOrderPath } from '@scanorder/shared/qr/qr-code';
import { useT } from '../i18n/guest-i18n.tsx';
import { instantLabel } from '../lib/format.ts';
import { usePaymentFormat } from '../payment/payment-format.ts';
import { methodOf } from './payment-method.ts';
import styles from './receipt.module.css';

/** What a receipt prints of its money; every total is given, the receipt adds nothing up. */
interface ReceiptMoney {
  currency: string;
  /** The succeeded payments: method, time, amount and the tip each added. */
  payments: Payment[];
  refunds: { id: string; amountMinor: number; createdAt: string }[];
  tipMinor: number;
  paidMinor: number;
  refundedMinor: number;
  paidAfterRefundsMinor: number;
}

/**
 * A receipt's payments and refunds, each with its time in the business's time zone, then the tip,
 * what was paid, and, once something went back, what was refunded and paid after it. The order's
 * receipt and a share's print the same block.
 */
export function ReceiptPayments({ money, timeZone }: { money: ReceiptMoney; timeZone: string }) {
  const t = useT();
  const format = usePaymentFormat();
  const amount = (minor: number) => format.money(minor, money.currency);
  const when = (iso: string) => instantLabel(iso, timeZone);
  return (
    <>
      <ul className={styles.entries} aria-label={t('Payments and refunds')}>
        {money.payments.map((payment) => (
          <li key={payment.id} className={styles.entry}>
            <span>
              <span className={styles.entryTitle}>{methodOf(payment, t)}</span>
              <span className={styles.entryNote}>{when(payment.createdAt)}</span>
              {payment.tipMinor > 0 && (
                <span className={styles.entryNote}>
                  {t('Includes a tip of {{amount}}', { amount: amount(payment.tipMinor) })}
                </span>
              )}
            </span>
            <span className={styles.amount}>{amount(payment.amountMinor)}</span>
          </li>
        ))}
        {money.refunds.map((refund) => (
          <li key={refund.id} className={styles.entry}>
            <span>
              <span className={styles.entryTitle}>{t('Refund')}</span>
              <span className={styles.entryNote}>{when(refund.createdAt)}</span>
            </span>
            <span className={styles.amount}>{`−${amount(refund.amountMinor)}`}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {money.tipMinor > 0 && (
          <div>
            <dt>{t('Tip added when paying')}</dt>
            <dd>{amount(money.tipMinor)}</dd>
          </div>
        )}
        <div>
          <dt>{t('Total paid')}</dt>
          <dd>{amount(money.paidMinor)}</dd>
        </div>
        {money.refundedMinor > 0 && (
          <>
            <div>
              <dt>{t('Refunded')}</dt>
              <dd>{`−${amount(money.refundedMinor)}`}</dd>
            </div>
            <div className={styles.net}>
              <dt>{t('Paid after refunds')}</dt>
              <dd>{amount(money.paidAfterRefundsMinor)}</dd>
            </div>
          </>
        )}
      </dl>
    </>
  );
}

/** A receipt's title and its state (Paid, Refunded, ...). */
export function ReceiptTitle({ state }: { state: string }) {
  const t = useT();
  return (
    <div className={styles.titleRow}>
      <h2 className={styles.title}>{t('Receipt')}</h2>
      <span className={styles.state}>{state}</span>
    </div>
  );
}

/** The thanks, Print receipt (the print stylesheet drops these) and the way back to the order. */
export function ReceiptActions({ order }: { order: Order }) {
  const t = useT();
  return (
    <>
      <p className={styles.thanks}>{t('Thank you for your order.')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t('Print receipt')}
        </button>
        <a className={styles.back} href={customerOrderPath(order)}>
          {t('Back to your order')}
        </a>
      </div>
    </>
  );
}
