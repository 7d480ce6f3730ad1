import type { ReactNode } from 'react';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { list, money } from '../lib/format.ts';
import styles from './menu.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

interface MenuItemCardProps {
  item: PublicMenuItem;
  currency: string;
  /** Whether this menu takes orders at all now; else the card is for reading only. */
  orderable: boolean;
  /** The first cards load their pictures at once (they are on screen), the rest lazily. */
  eager: boolean;
  onOpen: (item: PublicMenuItem) => void;
  /** Replaces the Add button once ordering is loaded (a grocery product's inline − n +). */
  action?: ReactNode;
  /** "Add" was tapped and the ordering code is still on its way (a slow network). */
  pending?: boolean;
}

/** The lowest price a customer can pay for the item: a grocery item's cheapest variant. */
function fromPrice(item: PublicMenuItem): { amount: number; from: boolean } {
  if (item.variants.length === 0) return { amount: item.priceMinor, from: false };
  const prices = item.variants.map((variant) => variant.newPriceMinor);
  const lowest = Math.min(...prices);
  return { amount: lowest, from: prices.some((price) => price !== lowest) };
}

/**
 * One menu item: name, description, price in the menu currency, tags and allergens, a picture of a
 * fixed size (no layout shift). Not Available Today / Indefinitely read greyed with that label.
 * Pictures load at low priority: the menu's text is what a customer reads first, and it never
 * waits for them.
 */
export function MenuItemCard({
  item,
  currency,
  orderable,
  eager,
  onOpen,
  action,
  pending = false,
}: MenuItemCardProps) {
  const t = useT();
  const available = item.availability === 'Available';
  const price = fromPrice(item);
  return (
    <li className={available ? styles.item : `${styles.item} ${styles.itemUnavailable}`}>
      <div className={styles.itemText}>
        {/* In the owner's language, whatever the page's: see [dir='auto'] in theme.css. */}
        <h3 className={styles.itemName} dir="auto">
          {item.name}
        </h3>
        {/* Clamped to two lines: isolated inside the page's direction rather than dir=auto, or the
            right-aligned left-to-right line pushes its ellipsis out of sight. */}
        {item.description && (
          <p className={styles.itemDescription}>
            <bdi>{item.description}</bdi>
          </p>
        )}
        <p className={styles.itemPrice}>
          {price.from
            ? t('From {{price}}', { price: money(price.amount, currency) })
            : money(price.amount, currency)}
        </p>
        {item.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('Tags')}>
            {item.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {t(tag)}
              </li>
            ))}
          </ul>
        )}
        {item.allergens.length > 0 && (
          <p className={styles.itemAllergens}>
            {t('Allergens: {{list}}', {
              list: list(item.allergens.map((allergen) => t(allergen))),
            })}
          </p>
        )}
        {!available && <p className={styles.unavailable}>{t(item.availability)}</p>}
      </div>
      <div className={styles.itemSide}>
        {item.imageUrl && (
          <img
            className={styles.itemImage}
            src={item.imageUrl}
            alt=""
            width={112}
            height={84}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority="low"
            decoding="async"
          />
        )}
        {orderable && available && action}
        {orderable && available && !action && (
          <button
            type="button"
            className={styles.addButton}
            aria-label={t('Add {{name}}', { name: item.name })}
            aria-haspopup="dialog"
            aria-busy={pending || undefined}
            onClick={() => onOpen(item)}
          >
            {pending ? t('Loading…') : t('Add')}
          </button>
        )}
      </div>
    </li>
  );
}
