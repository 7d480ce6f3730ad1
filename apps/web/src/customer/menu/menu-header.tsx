import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import styles from './menu.module.css';
import { BusinessBanner } from '../ui/business-banner.tsx';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * Logo, business name, branch and identifier: where this order will go. The logo loads at low
 * priority, like the items' pictures: the text comes first.
 */
export function MenuHeader({ menu }: { menu: PublicMenu }) {
  const { business, branch, identifier } = menu;
  return (
    <BusinessBanner
      business={business}
      classes={styles}
      logoSize={56}
      lowPriority
      noLogo={
        <span className={styles.logoFallback} aria-hidden="true">
          {initialsOf(business.name)}
        </span>
      }
    >
      <div className={styles.headerText}>
        <h1 className={styles.businessName}>{business.name}</h1>
        <p className={styles.where}>
          {/* The space is read aloud as a pause; the dot only shown ("Main Street Table 1"). */}
          <span>{branch.name}</span> <span aria-hidden="true">· </span>
          <span className={styles.identifier}>{identifier}</span>
        </p>
      </div>
    </BusinessBanner>
  );
}
