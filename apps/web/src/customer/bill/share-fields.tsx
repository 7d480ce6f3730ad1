import { MAX_SPLIT_PARTS, MIN_SPLIT_PARTS } from '@scanorder/shared/payments/table-bill';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText } from '../i18n/guest-message.ts';
import { errorAttributesOf, FieldError } from '../ui/field-error.tsx';
import styles from './bill.module.css';

interface ReceiptEmailFieldProps {
  id: string;
  value: string;
  /** What is wrong with it (the catalogue's words), said under it and read with it. */
  error: string | null;
  onChange: (value: string) => void;
}

/** A bill share's optional receipt email, beside the payment step that sends it. */
export function ReceiptEmailField({ id, value, error, onChange }: ReceiptEmailFieldProps) {
  const t = useT();
  const refusal = useRefusalText();
  return (
    <div className={styles.email}>
      <label htmlFor={id}>{t('Email for my receipt (optional)')}</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        // An address reads left to right on an Arabic page too (as the checkout's).
        dir="ltr"
        value={value}
        {...errorAttributesOf(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} message={error && refusal(error)} className={styles.fieldError} />
    </div>
  );
}

interface SplitPartsFieldProps {
  id: string;
  value: string;
  /** The split is set once its first share is paid. */
  disabled: boolean;
  valid: boolean;
  onChange: (text: string) => void;
}

/** How many people an even split is between, said wrong under it while out of range. */
export function SplitPartsField({ id, value, disabled, valid, onChange }: SplitPartsFieldProps) {
  const t = useT();
  const error = valid
    ? null
    : t('Enter a number of people from {{min}} to {{max}}.', {
        min: MIN_SPLIT_PARTS,
        max: MAX_SPLIT_PARTS,
      });
  return (
    <div className={styles.parts}>
      <label htmlFor={id}>{t('Number of people')}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_SPLIT_PARTS}
        max={MAX_SPLIT_PARTS}
        value={value}
        disabled={disabled}
        {...errorAttributesOf(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={id} message={error} className={styles.partsError} live />
    </div>
  );
}
