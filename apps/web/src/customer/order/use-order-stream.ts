import { useEffect, useState } from 'react';
import { isFinalStatus } from '@scanorder/shared/ordering/order-status';
import type { Order } from '@scanorder/shared/ordering/place-order';

export const orderEventsPath = (orderId: string) => `/api/v1/public/orders/${orderId}/events`;

/**
 * The order as it is now: the server-rendered copy first, then every change the order's
 * Server-Sent Events stream reports (the browser reconnects by itself). A completed or cancelled
 * order cannot change any more, so the stream is closed then.
 */
export function useOrderStream(initial: Order): Order {
  const [order, setOrder] = useState(initial);
  const final = isFinalStatus(order.status);

  useEffect(() => {
    if (final || typeof EventSource === 'undefined') return;
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
  }, [initial.id, final]);

  return order;
}
