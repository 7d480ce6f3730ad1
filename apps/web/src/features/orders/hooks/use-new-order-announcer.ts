import { useCallback, useEffect, useRef } from 'react';
import { NEW_ORDER_TITLE, type BoardTicket } from '@scanorder/shared/ordering/board';
import { customerShortName } from '@scanorder/shared/ordering/order-status';
import { useToast } from '../../../lib/use-toast.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { isFreshOrder } from '../lib/board-cache.ts';
import type { useOrderSound } from './use-order-sound.ts';

/**
 * The live stream's `onNewOrder` for a screen that raises the alert (the owner area's alerts, or the
 * kiosk's board): once per order, a 'New Order Placed!' toast with the customer's short name and the
 * sound, for an order still placed and placed in the last 20 seconds by the server's clock (`offset`,
 * the server's clock minus this device's).
 */
export function useNewOrderAnnouncer(
  offset: number,
  sound: ReturnType<typeof useOrderSound>,
  enabled = true,
) {
  const toast = useToast();
  const { t } = useOwnerT();
  const offsetRef = useRef(offset);
  useEffect(() => {
    offsetRef.current = offset;
  }, [offset]);
  const announced = useRef(new Set<string>());

  return useCallback(
    (order: BoardTicket) => {
      if (!enabled || announced.current.has(order.id)) return;
      announced.current.add(order.id);
      // Only a placement is news: a fresh order already moved or cancelled elsewhere is not.
      if (order.status !== 'Order Placed') return;
      if (!isFreshOrder(order.createdAt, Date.now() + offsetRef.current)) return;
      const who = order.personalDataErased
        ? ''
        : ` ${customerShortName(order.customer.firstName, order.customer.lastName)}`;
      toast.info(`${t(NEW_ORDER_TITLE)}${who}`);
      sound.play();
    },
    [toast, sound, enabled, t],
  );
}
