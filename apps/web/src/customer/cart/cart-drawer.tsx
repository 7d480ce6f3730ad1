import { useEffect, useId, useRef } from 'react';
import type { PlaceOrderRequest } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu, PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { CheckoutView } from '../checkout/checkout-view.tsx';
import type { SendState } from '../checkout/send-queue.ts';
import { Modal } from '../ui/modal.tsx';
import { priceSavedCart } from '@scanorder/shared/ordering/saved-cart';
import type { CartActions } from './cart-store.ts';
import type { SavedCart } from '@scanorder/shared/ordering/saved-cart';
import { CartView } from './cart-view.tsx';
import styles from './cart.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

export type DrawerView = 'cart' | 'checkout';

interface CartDrawerProps {
  menu: PublicMenu;
  menuItems: readonly PublicMenuItem[];
  cart: SavedCart;
  actions: CartActions;
  view: DrawerView;
  orderable: boolean;
  sendState: SendState;
  pendingKey: string | null;
  onViewChange: (view: DrawerView) => void;
  onPlace: (request: PlaceOrderRequest) => void;
  onClose: () => void;
}

/** The cart drawer: the cart, then checkout in the same panel. */
export function CartDrawer(props: CartDrawerProps) {
  const t = useT();
  const { menu, menuItems, cart, view } = props;
  const titleId = useId();
  const settings = menu.orderSettings;
  const items = new Map(Object.entries(cart.items));
  for (const item of menuItems) items.set(item.id, item);
  const priceWithTip = (tip: number) => priceSavedCart(cart, menuItems, settings, tip);
  const busy = props.sendState.status === 'sending' || props.sendState.status === 'waiting';
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);

  // Switching between the cart and checkout replaces the button that was pressed: the keyboard
  // and the screen reader go to the new view's heading rather than falling to the page.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    heading.current?.focus();
  }, [view]);

  return (
    <Modal labelledBy={titleId} onClose={props.onClose} variant="drawer">
      <header className={styles.header}>
        {view === 'checkout' && !busy && (
          <button type="button" className={styles.back} onClick={() => props.onViewChange('cart')}>
            <span aria-hidden="true" className={styles.backArrow}>
              ‹{' '}
            </span>
            {t('Cart')}
          </button>
        )}
        <h2 ref={heading} id={titleId} className={styles.title} tabIndex={-1}>
          {view === 'cart' ? t('Your cart') : t('Checkout')}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={props.onClose}
          aria-label={t('Close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {view === 'cart' ? (
        <CartView
          cart={cart}
          items={items}
          price={priceWithTip(0)}
          currency={menu.business.currency}
          kind={menu.business.kind}
          actions={props.actions}
          orderable={props.orderable}
          onCheckout={() => props.onViewChange('checkout')}
        />
      ) : (
        <CheckoutView
          menu={menu}
          cart={cart}
          priceWithTip={priceWithTip}
          sendState={props.sendState}
          pendingKey={props.pendingKey}
          onPlace={props.onPlace}
        />
      )}
    </Modal>
  );
}
