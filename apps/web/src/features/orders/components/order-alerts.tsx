import { useEffect, useMemo } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { ownerBoardSource } from '../api/board-source.ts';
import { useOrderSound } from '../hooks/use-order-sound.ts';
import { useNewOrderAnnouncer } from '../hooks/use-new-order-announcer.ts';
import { useNewOrderCount } from '../hooks/use-new-order-count.ts';
import { useOrderStream } from '../hooks/use-order-stream.ts';

interface OrderAlertsProps {
  kind: BusinessKind;
  accountId: string;
  businessId: string;
  /** How many orders need action (Needs Action, every branch): the badge and title count. */
  onCount: (kind: BusinessKind, count: number) => void;
}

/**
 * New-order alerts on every owner page (issue 19): the business's current tickets (the same cached
 * list as the ORDERS tab's, kept live by one stream), a 'New Order Placed!' toast and sound for an
 * order placed in the last 20 seconds, and the count of orders that need action. Renders nothing.
 */
export function OrderAlerts({ kind, accountId, businessId, onCount }: OrderAlertsProps) {
  // The board's own key: the ORDERS tab reads the same list and sees the same updates.
  const source = useMemo(
    () => ownerBoardSource(kind, { accountId, businessId }, { canExport: false }),
    [kind, accountId, businessId],
  );
  const { list, offset, count } = useNewOrderCount(source);
  const onNewOrder = useNewOrderAnnouncer(offset, useOrderSound());
  useOrderStream(source, undefined, { enabled: list.data !== undefined, onNewOrder });

  useEffect(() => {
    onCount(kind, count);
  }, [kind, count, onCount]);
  useEffect(() => () => onCount(kind, 0), [kind, onCount]);
  return null;
}
