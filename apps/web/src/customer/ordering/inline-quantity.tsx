import { useEffect, useRef, useState } from 'react';
import { cartLineKey } from '@scanorder/shared/ordering/cart';
import { MAX_LINE_QUANTITY } from '@scanorder/shared/ordering/order-line';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { useCart } from '../cart/cart-store.ts';
import { quickLine } from '../menu/quick-add.ts';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import styles from '../menu/menu.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

interface InlineQuantityProps {
  item: PublicMenuItem;
  cartKey: string;
}

/**
 * Add, then − n +, on a product card: the cart changes without a sheet. When the control changes
 * shape (Add becomes a stepper, or the last − brings Add back) focus stays on it, and what
 * happened is said: the stepper's count alone ("1") does not tell a screen reader's user that the
 * product went into the cart, or left it.
 */
export function InlineQuantity({ item, cartKey }: InlineQuantityProps) {
  const t = useT();
  const { cart, add, setQuantity } = useCart(cartKey);
  const key = cartLineKey(quickLine(item, 1));
  const count = cart.lines.find((line) => line.key === key)?.quantity ?? 0;
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = box.current?.querySelector<HTMLButtonElement>(
      count > 0 ? 'button:last-of-type' : 'button',
    );
    target?.focus();
  }, [count]);

  return (
    <div ref={box} className={styles.inlineQuantity}>
      {count === 0 ? (
        <button
          type="button"
          className={styles.addButton}
          aria-label={t('Add {{name}}', { name: item.name })}
          // A second tap before the page ran goes to the stepper's + (entry-client.ts).
          data-tap-again="button:last-of-type"
          onClick={() => {
            moved.current = true;
            add(item, quickLine(item, 1));
            setAnnouncement(t('Added {{name}} to the cart', { name: item.name }));
          }}
        >
          {t('Add')}
        </button>
      ) : (
        <QuantityStepper
          name={item.name}
          value={count}
          min={0}
          max={MAX_LINE_QUANTITY}
          onChange={(value) => {
            if (value === 0) {
              moved.current = true;
              setAnnouncement(t('Removed {{name}} from the cart', { name: item.name }));
            }
            setQuantity(key, value);
          }}
        />
      )}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}
