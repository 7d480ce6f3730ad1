import type { Order } from '@scanorder/shared/ordering/place-order';
import { useT } from '../i18n/guest-i18n.tsx';
import { LanguagePicker } from '../ui/language-picker.tsx';
import styles from './order.module.css';

/** The business at the top of the order page and the receipt: logo, name, address and phone. */
export function BusinessHeader({ business }: { business: Order['business'] }) {
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={styles.language}>
        <LanguagePicker />
      </div>
      {business.logoUrl ? (
        <img
          className={styles.logo}
          src={business.logoUrl}
          alt={t('{{name}} logo', { name: business.name })}
          width={64}
          height={64}
        />
      ) : null}
      <div>
        <h1 className={styles.businessName}>{business.name}</h1>
        {business.address && <p className={styles.muted}>{business.address}</p>}
        {/* A number reads left to right on a right-to-left page too. */}
        <p className={styles.muted}>
          <span dir="ltr">{`${business.countryCode} ${business.mobileNo}`}</span>
        </p>
      </div>
    </header>
  );
}
