import { useEffect, useRef, useState } from 'react';
import { cartCount } from '@scanorder/shared/ordering/cart';
import type { OrderLineInput } from '@scanorder/shared/ordering/order-line';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { customerOrderPath } from '@scanorder/shared/qr/qr-code';
import { CartBar } from '../cart/cart-bar.tsx';
import { CartDrawer } from '../cart/cart-drawer.tsx';
import { priceSavedCart } from '@scanorder/shared/ordering/saved-cart';
import { useCart } from '../cart/cart-store.ts';
import { useDrawerHistory } from '../cart/use-drawer-history.ts';
import { useItemHistory } from './use-item-history.ts';
import { forgetCheckoutDraft } from '../checkout/checkout-draft.ts';
import { SendStatus } from '../checkout/send-status.tsx';
import { useOrderSender } from '../checkout/use-order-sender.ts';
import { navigateTo } from '../lib/navigate.ts';
import { ItemDialog } from '../menu/item-dialog.tsx';
import { isQuickAdd, quickLine } from '../menu/quick-add.ts';
import type { MenuPageData } from '../page-data.ts';
import styles from '../cart/cart.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

// The menu's product cards show this once the ordering chunk is here (lazy: see use-ordering-module).
export { InlineQuantity } from './inline-quantity.tsx';
export { SkipToCart } from '../cart/skip-to-cart.tsx';

export interface OrderingLayerProps {
  page: MenuPageData;
  /** Every item loaded so far (a grocery menu grows as the customer pages). */
  menuItems: readonly PublicMenuItem[];
  /** The item whose dialog is open. */
  openItem: PublicMenuItem | null;
  /** How often a quick-add product's Add was tapped before this chunk arrived (a double tap: 2). */
  openTaps?: number;
  onCloseItem: () => void;
}

/**
 * Everything a menu needs to take an order: the item dialog, the cart (bar and drawer), checkout and
 * the sender that places the order exactly once. It is its own chunk, loaded when the customer
 * starts doing something (or has a saved cart), so reading the menu costs only the first script.
 */
export function OrderingLayer({
  page,
  menuItems,
  openItem,
  openTaps = 1,
  onCloseItem,
}: OrderingLayerProps) {
  const t = useT();
  const { menu, storage, ordering } = page;
  const { business } = menu;
  const { cart, ...cartActions } = useCart(storage.cartKey);
  const { state: sendState, sender } = useOrderSender(storage.pendingKey);
  const { drawer, show: showDrawer, close: closeDrawer } = useDrawerHistory(cartCount(cart) > 0);
  const [announcement, setAnnouncement] = useState('');
  const price = priceSavedCart(cart, menuItems, menu.orderSettings, 0);
  const waiting = sendState.status === 'sending' || sendState.status === 'waiting';
  const { clear } = cartActions;

  useEffect(() => {
    if (sendState.status !== 'placed') return;
    clear();
    forgetCheckoutDraft(menu);
    navigateTo(
      customerOrderPath({
        accountId: business.accountId,
        kind: business.kind,
        id: sendState.order.id,
      }),
    );
  }, [sendState, clear, menu, business.accountId, business.kind]);

  const quick = openItem !== null && isQuickAdd(openItem, business.kind);
  const closeItem = useItemHistory(openItem && !quick ? openItem.id : null, onCloseItem);
  const add = (item: PublicMenuItem, line: OrderLineInput) => {
    cartActions.add(item, line);
    closeItem();
    setAnnouncement(t('Added {{name}} to the cart', { name: item.name }));
  };
  const { add: addLine } = cartActions;
  const quickAdded = useRef<PublicMenuItem | null>(null);

  // "Add" tapped before this chunk arrived, on a product with nothing to choose: added as is,
  // as many as it was tapped, once (the ref), however often this layer renders before the tap is cleared.
  useEffect(() => {
    if (!openItem || !isQuickAdd(openItem, business.kind) || quickAdded.current === openItem)
      return;
    quickAdded.current = openItem;
    addLine(openItem, quickLine(openItem, Math.max(1, openTaps)));
    onCloseItem();
    setAnnouncement(t('Added {{name}} to the cart', { name: openItem.name }));
  }, [openItem, openTaps, business.kind, addLine, onCloseItem, t]);

  return (
    <>
      <div>
        {waiting && drawer === null && (
          <div className={styles.pendingBanner}>
            <SendStatus state={sendState} kind={business.kind} />
          </div>
        )}
        <CartBar
          cart={cart}
          subtotalMinor={price.ok ? price.breakdown.subtotalMinor : null}
          currency={business.currency}
          announcement={announcement}
          onOpen={() => showDrawer('cart')}
        />
      </div>
      {openItem && !quick && (
        <ItemDialog
          item={openItem}
          currency={business.currency}
          settings={menu.orderSettings}
          onAdd={(line) => add(openItem, line)}
          onClose={closeItem}
        />
      )}
      {drawer && (
        <CartDrawer
          menu={menu}
          menuItems={menuItems}
          cart={cart}
          actions={cartActions}
          view={drawer}
          orderable={ordering.canOrder}
          sendState={sendState}
          pendingKey={sender.pending?.request.idempotencyKey ?? null}
          onViewChange={showDrawer}
          onPlace={(request) => sender.place(request)}
          onClose={closeDrawer}
        />
      )}
    </>
  );
}
