import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { onBoardMove } from '../lib/board-cache.ts';
import type { BoardSource } from '../api/board-source.ts';
import type { LastMove } from '../components/recall-bar.tsx';

/**
 * What the board keeps of its moves: the last move that can be taken back (the recall bar's), and
 * what a screen reader is told of a move that leaves no bar behind, or that another device made
 * (a sighted cook sees the ticket change column; a blind one was told nothing). `movingId` is the
 * order this board is moving now: its own move, whose stream event may come before the answer.
 */
export function useMoveNotes(source: BoardSource, movingId: string | undefined) {
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  const [lastMove, setLastMove] = useState<LastMove | null>(null);
  const [said, setSaid] = useState('');
  const moving = useRef(movingId);
  useEffect(() => {
    moving.current = movingId;
  }, [movingId]);
  useEffect(
    () =>
      onBoardMove(queryClient, source, (moved) => {
        if (moved.id === moving.current) return;
        setSaid(
          t('Order {{reference}}: {{ownerLabel}}.', {
            reference: moved.reference,
            ownerLabel: t(moved.ownerLabel),
          }),
        );
      }),
    [queryClient, source, t],
  );
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
