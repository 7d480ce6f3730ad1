import { useId } from 'react';
import { ADDRESS_FIELDS, CUSTOMER_FIELD_LABELS } from '@scanorder/shared/ordering/customer';
import type { GuestDetailField } from '@scanorder/shared/ordering/guest-details';
import type { CustomerField, CustomerValues } from './checkout-form.ts';
import styles from './checkout.module.css';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText } from '../i18n/guest-message.ts';
import { errorAttributesOf, FieldError } from '../ui/field-error.tsx';

/**
 * A phone number and an email address read left to right on every page: on an Arabic page a
 * right-to-left box shows "+91 98765 43210" as "43210 98765 +91" (all but Chrome) and, while it is
 * typed, "asha.k@" as "@asha.k". The address lines take the direction of what is typed in them
 * (aligned with the page, see [dir='auto'] in theme.css): an English "12 MG Road" in a right-to-left
 * box showed as "MG Road 12", while an Arabic address still reads right to left.
 */
const INPUT_PROPS: Record<
  CustomerField,
  {
    type: string;
    autoComplete: string;
    inputMode?: 'tel' | 'email' | 'numeric';
    dir?: 'ltr' | 'auto';
  }
> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  mobileNo: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' },
  emailAddress: { type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr' },
  streetAddress: { type: 'text', autoComplete: 'address-line1', dir: 'auto' },
  buildingNumber: { type: 'text', autoComplete: 'address-line2', dir: 'auto' },
  stateName: { type: 'text', autoComplete: 'address-level1', dir: 'auto' },
  zipCode: { type: 'text', autoComplete: 'postal-code' },
};

interface CustomerFieldsProps {
  values: CustomerValues;
  /** Messages per field, already limited to the fields the customer has touched. */
  errors: Partial<Record<CustomerField, string>>;
  withAddress: boolean;
  /** The contact details the business asks for this fulfilment, and which of them are optional. */
  asked: readonly GuestDetailField[];
  optional: readonly GuestDetailField[];
  /** Whether this device remembers details (then "Forget me" is offered). */
  remembered: boolean;
  onForget: () => void;
  onChange: (field: CustomerField, value: string) => void;
  onBlur: (field: CustomerField) => void;
}

/**
 * The contact details the business asks (first name at least), and the address for delivery,
 * checked as they are typed.
 */
export function CustomerFields({
  values,
  errors,
  withAddress,
  asked,
  optional,
  remembered,
  onForget,
  onChange,
  onBlur,
}: CustomerFieldsProps) {
  const t = useT();
  const refusal = useRefusalText();
  const baseId = useId();
  const fields: readonly CustomerField[] = withAddress ? [...asked, ...ADDRESS_FIELDS] : asked;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('Your details')}</legend>
      {remembered && (
        <p className={styles.remembered}>
          {t('Filled in from your last order on this device.')}{' '}
          <button type="button" className={styles.linkButton} onClick={onForget}>
            {t('Forget me')}
          </button>
        </p>
      )}
      {fields.map((field) => {
        const id = `${baseId}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {t(CUSTOMER_FIELD_LABELS[field])}
              {(optional as readonly string[]).includes(field) && ` ${t('(optional)')}`}
            </label>
            <input
              id={id}
              name={field}
              className={styles.input}
              {...INPUT_PROPS[field]}
              value={values[field]}
              {...errorAttributesOf(id, error)}
              onChange={(event) => onChange(field, event.currentTarget.value)}
              onBlur={() => onBlur(field)}
            />
            <FieldError id={id} message={error && refusal(error)} className={styles.fieldError} />
          </div>
        );
      })}
    </fieldset>
  );
}
