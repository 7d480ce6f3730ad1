import type { Order } from '@scanorder/shared/ordering/place-order';
import { BusinessBanner } from '../ui/business-banner.tsx';
import styles from './order.module.css';

/** The business at the top of the order page and the receipt: logo, name, address and phone. */
export function BusinessHeader({ business }: { business: Order['business'] }) {
  return (
    <BusinessBanner business={business} classes={styles} logoSize={64}>
      <div>
        <h1 className={styles.businessName}>{business.name}</h1>
        {/* The owner's own words keep their direction on a right-to-left page: an English
            address would otherwise show its leading house number at the end of the line. */}
        {business.address && (
          <p className={styles.muted} dir="auto">
            {business.address}
          </p>
        )}
        {/* A number reads left to right on a right-to-left page too. */}
        <p className={styles.muted}>
          <span dir="ltr">{`${business.countryCode} ${business.mobileNo}`}</span>
        </p>
      </div>
    </BusinessBanner>
  );
}
