import { useState } from 'react';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import type { LastMove } from '../components/recall-bar.tsx';

/**
 * What the board keeps of its moves: the last move that can be taken back (the recall bar's), and
 * what a screen reader is told of a move that leaves no bar behind.
 */
export function useMoveNotes() {
  const { t } = useOwnerT();
  const [lastMove, setLastMove] = useState<LastMove | null>(null);
  const [said, setSaid] = useState('');
  return {
    lastMove,
    setLastMove,
    said,
    /**
     * A move that cannot be taken back (completed, cancelled) has no recall bar to say it was
     * done: a screen reader is told here, as the ticket leaves the board. It is now the last move,
     * so the bar of the move before it goes: Backspace would take back a move that is no longer
     * the last, on a ticket that has moved on since (the server refuses its old version).
     */
    noteFinalMove: (moved: BoardTicket) => {
      setLastMove(null);
      setSaid(
        t('Order {{reference}}: {{ownerLabel}}.', {
          reference: moved.reference,
          ownerLabel: t(moved.ownerLabel),
        }),
      );
    },
    /**
     * A recall takes the bar away with nothing in its place: a screen reader is told where the
     * ticket went back to (Backspace and the bar's Recall leave no other trace but the move).
     */
    noteRecall: (recalled: BoardTicket) => {
      setSaid(
        t('Order {{reference}} moved back to {{ownerLabel}}.', {
          reference: recalled.reference,
          ownerLabel: t(recalled.ownerLabel),
        }),
      );
    },
  };
}
