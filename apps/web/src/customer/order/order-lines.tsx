import type { Order } from '@scanorder/shared/ordering/place-order';
import { useT } from '../i18n/guest-i18n.tsx';
import { GuestNote } from '../i18n/isolated.tsx';
import { money } from '../lib/format.ts';
import { optionsSummary } from '../lib/line-summary.ts';
import { PriceRows } from '../ui/price-rows.tsx';
import styles from './order.module.css';

/**
 * The order's lines (item, options, note, quantity, price) and its price rows ending in Total
 * Price, as charged: the order page and the receipt show the same.
 */
export function OrderLines({
  order,
  checkoutTipOnly = false,
}: {
  order: Order;
  /**
   * The receipt shows the tip chosen when paying with the payment: the order's own tip row only
   * when one was chosen at checkout.
   */
  checkoutTipOnly?: boolean;
}) {
  const t = useT();
  const { totals } = order;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('Item')}</th>
            <th scope="col" className={styles.number}>
              {t('Qty')}
            </th>
            <th scope="col" className={styles.number}>
              {t('Price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            const summary = optionsSummary(line);
            return (
              <tr key={index}>
                <td>
                  {/* The owner's words in their own direction ("500 g", not "g 500"). */}
                  <span className={styles.itemName} dir="auto">
                    {line.name}
                  </span>
                  {summary && (
                    <span className={styles.itemNote} dir="auto">
                      {summary}
                    </span>
                  )}
                  {line.instruction && (
                    <span className={styles.itemNote}>
                      <GuestNote text={line.instruction} />
                    </span>
                  )}
                </td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{money(line.lineTotalMinor, totals.currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <PriceRows
        currency={totals.currency}
        subtotalMinor={totals.subtotalMinor}
        taxMinor={totals.taxMinor}
        taxTypeName={totals.taxTypeName}
        showTax={totals.includeTaxCalculation}
        serviceChargeMinor={totals.serviceChargeMinor}
        serviceChargePercentage={totals.serviceChargePercentage}
        tipMinor={totals.tipMinor}
        tipPercentage={totals.tipPercentage}
        showTip={totals.includeTips && !checkoutTipOnly}
        totalMinor={totals.totalMinor}
        totalLabel={t('Total Price:')}
      />
    </>
  );
}
