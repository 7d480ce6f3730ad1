import { useEffect, useMemo } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { kioskBoardSource } from '../api/board-source.ts';
import { useNewOrderCount } from '../hooks/use-new-order-count.ts';
import { OrdersBoard } from './orders-board.tsx';

interface KioskBoardProps {
  kind: BusinessKind;
  branchId: string;
  onSignedOut: () => void;
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const COUNT_PREFIX = /^\(\d+\) /;

/**
 * One branch's board for kiosk mode: the live filters, moves, no export and no editing. The kiosk
 * has no ORDERS tab, so the orders needing action are badged on the board and counted in the
 * browser tab's title, as the owner's are (issue 19).
 */
export function KioskBoard({ kind, branchId, onSignedOut }: KioskBoardProps) {
  const source = useMemo(() => kioskBoardSource(kind, branchId), [kind, branchId]);
  const { count } = useNewOrderCount(source);
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '');
    document.title = count ? `(${count}) ${base}` : base;
    return () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
  return (
    <OrdersBoard
      source={source}
      timeZone={deviceTimeZone()}
      branches={null}
      onSignedOut={onSignedOut}
      newCount={count}
    />
  );
}
