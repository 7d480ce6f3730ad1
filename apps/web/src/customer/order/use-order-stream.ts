import { useEffect, useState } from 'react';
import { isFinalStatus } from '@scanorder/shared/ordering/order-status';
import type { Order } from '@scanorder/shared/ordering/place-order';

export const orderEventsPath = (orderId: string) => `/api/v1/public/orders/${orderId}/events`;

const shown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Whether the page is on screen, kept as the browser reports it. */
function usePageShown(): boolean {
  const [isShown, setShown] = useState(shown);
  useEffect(() => {
    const update = () => setShown(shown());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isShown;
}

/**
 * The order as it is now: the server-rendered copy first, then every change the order's
 * Server-Sent Events stream reports (the browser reconnects by itself; the stream starts with the
 * order as it is, so a page that reconnects catches up). A completed or cancelled order's status
 * no longer moves, but its money can (a refund, a share of the table's bill refunded), so its page
 * keeps listening while it is on screen and lets the connection go once it is not.
 */
export function useOrderStream(initial: Order): Order {
  const [order, setOrder] = useState(initial);
  const pageShown = usePageShown();
  const listening = !isFinalStatus(order.status) || pageShown;

  useEffect(() => {
    if (!listening || typeof EventSource === 'undefined') return;
    const source = new EventSource(orderEventsPath(initial.id));
    const onOrder = (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as Order;
      setOrder((current) => (next.version >= current.version ? next : current));
    };
    source.addEventListener('order', onOrder);
    return () => {
      source.removeEventListener('order', onOrder);
      source.close();
    };
  }, [initial.id, listening]);

  return order;
}
