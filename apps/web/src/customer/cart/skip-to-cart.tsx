import { cartCount } from '@scanorder/shared/ordering/cart';
import { useCart } from './cart-store.ts';
import styles from './cart.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

/** The cart bar's button, which "Skip to cart" focuses. */
export const VIEW_CART_ID = 'view-cart';

/**
 * The menu's first stop for the Tab key once something is in the cart: a keyboard user reaches
 * "View cart" (after every product in the page) in one step. Hidden until focused, and absent with
 * an empty cart (there is nothing to skip to).
 */
export function SkipToCart({ cartKey }: { cartKey: string }) {
  const t = useT();
  const { cart } = useCart(cartKey);
  if (cartCount(cart) === 0) return null;
  return (
    <a
      className={styles.skipLink}
      href={`#${VIEW_CART_ID}`}
      onClick={(event) => {
        // Focus, not the address's fragment: Back keeps closing the cart and checkout steps.
        event.preventDefault();
        document.getElementById(VIEW_CART_ID)?.focus();
      }}
    >
      {t('Skip to cart')}
    </a>
  );
}
