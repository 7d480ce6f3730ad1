import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { NEW_ORDER_TITLE, type BoardTicket } from '@scanorder/shared/ordering/board';
import { customerShortName } from '@scanorder/shared/ordering/order-status';
import { useToast } from '../../../lib/use-toast.ts';
import { ownerBoardSource } from '../api/board-source.ts';
import { isFreshOrder } from '../lib/board-cache.ts';
import { useOrderSound } from '../hooks/use-order-sound.ts';
import { useNewOrderCount } from '../hooks/use-new-order-count.ts';
import { useOrderStream } from '../hooks/use-order-stream.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface OrderAlertsProps {
  kind: BusinessKind;
  accountId: string;
  businessId: string;
  /** How many orders need action now (New column, every branch): the badge and title count. */
  onCount: (kind: BusinessKind, count: number) => void;
}

/**
 * New-order alerts on every owner page (issue 19): the business's current tickets (the same cached
 * list as the ORDERS tab's, kept live by one stream), a 'New Order Placed!' toast and sound for an
 * order placed in the last 20 seconds, and the count of orders that need action. Renders nothing.
 */
export function OrderAlerts({ kind, accountId, businessId, onCount }: OrderAlertsProps) {
  const toast = useToast();
  const { t } = useOwnerT();
  const sound = useOrderSound();
  // The board's own key: the ORDERS tab reads the same list and sees the same updates.
  const source = useMemo(
    () => ownerBoardSource(kind, { accountId, businessId }, { canExport: false }),
    [kind, accountId, businessId],
  );
  const { list, offset, count } = useNewOrderCount(source);
  const offsetRef = useRef(offset);
  useEffect(() => {
    offsetRef.current = offset;
  }, [offset]);
  const announced = useRef(new Set<string>());

  const onNewOrder = useCallback(
    (order: BoardTicket) => {
      if (announced.current.has(order.id)) return;
      announced.current.add(order.id);
      if (order.status !== 'Order Placed') return;
      if (!isFreshOrder(order.createdAt, Date.now() + offsetRef.current)) return;
      const who = order.personalDataErased
        ? ''
        : ` ${customerShortName(order.customer.firstName, order.customer.lastName)}`;
      toast.info(`${t(NEW_ORDER_TITLE)}${who}`);
      sound.play();
    },
    [toast, sound, t],
  );
  useOrderStream(source, undefined, { enabled: list.data !== undefined, onNewOrder });

  useEffect(() => {
    onCount(kind, count);
  }, [kind, count, onCount]);
  useEffect(() => () => onCount(kind, 0), [kind, onCount]);
  return null;
}
