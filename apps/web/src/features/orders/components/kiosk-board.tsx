import { useMemo } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { kioskBoardSource } from '../api/board-source.ts';
import { OrdersBoard } from './orders-board.tsx';

interface KioskBoardProps {
  kind: BusinessKind;
  branchId: string;
  onSignedOut: () => void;
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One branch's board for kiosk mode: the live filters, moves, no export and no editing. */
export function KioskBoard({ kind, branchId, onSignedOut }: KioskBoardProps) {
  const source = useMemo(() => kioskBoardSource(kind, branchId), [kind, branchId]);
  return (
    <OrdersBoard
      source={source}
      timeZone={deviceTimeZone()}
      branches={null}
      onSignedOut={onSignedOut}
    />
  );
}
