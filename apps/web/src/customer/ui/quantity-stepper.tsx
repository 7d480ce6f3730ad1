import styles from './quantity-stepper.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the buttons and the count for screen readers: "quantity of Paneer Tikka". */
  label: string;
}

/** − n + with named buttons; the count is announced when it changes. */
export function QuantityStepper({ value, min, max, onChange, label }: QuantityStepperProps) {
  const t = useT();
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('Decrease {{label}}', { label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label={t('Increase {{label}}', { label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
