import { cartCount } from '@scanorder/shared/ordering/cart';
import { money } from '../lib/format.ts';
import type { SavedCart } from '@scanorder/shared/ordering/saved-cart';
import styles from './cart.module.css';
import { VIEW_CART_ID } from './skip-to-cart.tsx';
import { useT } from '../i18n/guest-i18n.tsx';

interface CartBarProps {
  cart: SavedCart;
  subtotalMinor: number | null;
  currency: string;
  /** Announced once after an item is added ("Added Paneer Tikka to the cart"). */
  announcement: string;
  onOpen: () => void;
}

/** The bar at the bottom: how many items, the subtotal, and the way into the cart. */
export function CartBar({ cart, subtotalMinor, currency, announcement, onOpen }: CartBarProps) {
  const t = useT();
  const count = cartCount(cart);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {count > 0 && (
        <div className={styles.bar}>
          <button type="button" id={VIEW_CART_ID} className={styles.barButton} onClick={onOpen}>
            <span className={styles.barCount}>{t('{{count}} items', { count })}</span>
            <span>{t('View cart')}</span>
            {subtotalMinor !== null && (
              <span className={styles.barTotal}>{money(subtotalMinor, currency)}</span>
            )}
          </button>
        </div>
      )}
    </>
  );
}
