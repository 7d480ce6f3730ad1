import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';
import { RECALL_WINDOW_MS } from '@scanorder/shared/ordering/order-status';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** The board's last move, which Backspace or "Recall" takes back for 10 seconds. */
export interface LastMove {
  /** The ticket as the move left it. */
  ticket: BoardTicket;
  from: OrderStatus;
  /** Device time of the move. */
  at: number;
}

interface RecallBarProps {
  last: LastMove | null;
  onRecall: () => void;
  onExpire: () => void;
}

/** "Order 00012: In the Kitchen. Recall (Backspace)", shown while the move can be taken back. */
export function RecallBar({ last, onRecall, onExpire }: RecallBarProps) {
  const { t } = useOwnerT();
  useEffect(() => {
    if (!last) return;
    const timer = window.setTimeout(onExpire, Math.max(0, last.at + RECALL_WINDOW_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [last, onExpire]);
  if (!last) return null;
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" onClick={onRecall} aria-keyshortcuts="Backspace">
          {t('Recall')}
        </Button>
      }
    >
      {t('Order {{reference}} moved to {{ownerLabel}}. Recall it (Backspace) within 10 seconds.', {
        reference: last.ticket.reference,
        ownerLabel: t(last.ticket.ownerLabel),
      })}
    </Alert>
  );
}
