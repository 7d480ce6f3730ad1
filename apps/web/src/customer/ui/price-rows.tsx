import { money, percent } from '../lib/format.ts';
import styles from './price-rows.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

export interface PriceRowsProps {
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
  /** The business's tax name ("GST", "VAT"). */
  taxTypeName: string;
  showTax: boolean;
  serviceChargeMinor: number;
  serviceChargePercentage: number;
  tipMinor: number;
  tipPercentage: number;
  showTip: boolean;
  totalMinor: number;
  totalLabel: string;
}

/** Subtotal, tax, service charge, tip and the total, two decimals in the menu currency. */
export function PriceRows(props: PriceRowsProps) {
  const t = useT();
  const { currency } = props;
  return (
    <dl className={styles.rows}>
      <div className={styles.row}>
        <dt>{t('Subtotal')}</dt>
        <dd>{money(props.subtotalMinor, currency)}</dd>
      </div>
      {(props.showTax || props.taxMinor > 0) && (
        <div className={styles.row}>
          <dt>{props.taxTypeName}</dt>
          <dd>{money(props.taxMinor, currency)}</dd>
        </div>
      )}
      {props.serviceChargePercentage > 0 && (
        <div className={styles.row}>
          <dt>
            {t('Service charge ({{percent}})', {
              percent: percent(props.serviceChargePercentage),
            })}
          </dt>
          <dd>{money(props.serviceChargeMinor, currency)}</dd>
        </div>
      )}
      {(props.showTip || props.tipMinor > 0) && (
        <div className={styles.row}>
          <dt>{t('Tip ({{percent}})', { percent: percent(props.tipPercentage) })}</dt>
          <dd>{money(props.tipMinor, currency)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{props.totalLabel}</dt>
        <dd data-testid="total-price">{money(props.totalMinor, currency)}</dd>
      </div>
    </dl>
  );
}
