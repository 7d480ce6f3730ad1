import { useRef } from 'react';
import styles from './quantity-stepper.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /**
   * What is counted (an item, an option), named whole in each button's sentence for screen
   * readers: "Decrease quantity of Paneer Tikka". Each language says the sentence its own way,
   * rather than a verb glued to a label ("Diminuer Quantité").
   */
  name: string;
}

/**
 * − n + with named buttons; the count is announced when it changes. A button that reaches the
 * end of the range is disabled: the keyboard moves to the other one first, or a disabled button
 * would drop it to the page (or, in a dialog, out of the dialog's reach).
 */
export function QuantityStepper({ value, min, max, onChange, name }: QuantityStepperProps) {
  const t = useT();
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  const step = (next: number) => {
    if (next <= min && next < max) increase.current?.focus();
    else if (next >= max && next > min) decrease.current?.focus();
    onChange(next);
  };
  return (
    <div className={styles.stepper} role="group" aria-label={t('quantity of {{name}}', { name })}>
      <button
        ref={decrease}
        type="button"
        className={styles.button}
        aria-label={t('Decrease quantity of {{name}}', { name })}
        disabled={value <= min}
        onClick={() => step(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        ref={increase}
        type="button"
        className={styles.button}
        aria-label={t('Increase quantity of {{name}}', { name })}
        disabled={value >= max}
        onClick={() => step(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
