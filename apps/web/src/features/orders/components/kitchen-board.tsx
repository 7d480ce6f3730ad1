import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { KitchenSettings } from '@scanorder/shared/business/settings';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import {
  KITCHEN_COLUMN_LABELS,
  KITCHEN_COLUMNS,
  kitchenColumnsOf,
  nextActionOf,
} from '../lib/kitchen.ts';
import { TicketCard, type TicketActions } from './ticket-card.tsx';
import { useTicketText } from './ticket-text.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { FOCUS_TARGET } from '../../../components/focus-target.ts';

interface KitchenBoardProps extends TicketActions {
  tickets: BoardTicket[];
  /** Current: the three kitchen columns; other lists: one column in the list's order. */
  columns: boolean;
  now: Date;
  kitchen: KitchenSettings;
  busyId: string | null;
  /** Enter on a ticket: its next action. */
  onBump: (ticket: BoardTicket) => void;
  emptyText: string;
}

type Lane = { key: string; label: string | null; tickets: BoardTicket[] };

/**
 * The tickets in columns (New, Accepted, Ready; scheduled orders whose prep time has not come wait
 * below) or as one list. Keyboard: arrows pick a ticket, Enter moves it on and the focus follows it
 * into its next column; Backspace (recall) is the board's.
 */
export function KitchenBoard(props: KitchenBoardProps) {
  const { t } = useOwnerT();
  const text = useTicketText();
  const { tickets, columns, now, kitchen, busyId } = props;
  const grouped = kitchenColumnsOf(tickets, now.getTime(), kitchen);
  const lanes: Lane[] = columns
    ? KITCHEN_COLUMNS.map((column) => ({
        key: column,
        label: KITCHEN_COLUMN_LABELS[column],
        tickets: grouped[column],
      }))
    : [{ key: 'all', label: null, tickets }];
  const later = columns ? grouped.later : [];
  // The keyboard's lanes: the columns, then the scheduled tickets below them, which the arrows
  // never reached (a column's last ticket was as far as they went).
  const keyLanes: Lane[] = later.length
    ? [...lanes, { key: 'later', label: null, tickets: later }]
    : lanes;

  const elements = useRef(new Map<string, HTMLElement>());
  const [followId, setFollowId] = useState<string | null>(null);
  // Where a ticket moved on (Enter, its buttons or its cancel) stood: when that move takes it off
  // the board (completed, cancelled), the keyboard goes on with the ticket that took its place, or
  // the board's empty text, rather than the page body.
  const bumpedAt = useRef<{ id: string; lane: number; index: number } | null>(null);
  const emptyText = useRef<HTMLElement>(null);
  // When only scheduled tickets are left below the columns, the keyboard goes to their heading.
  const laterHeading = useRef<HTMLHeadingElement>(null);
  // After a bump the ticket re-renders in its next column and its old element took the focus
  // with it: give it the focus again. Only then: a focus the owner put elsewhere (a ticket's
  // button, a filter) stays, or a tap's focus scrolled a ticket that ran below the fold and the
  // tap's click landed beside its button, and every clock tick pulled the focus back here.
  useEffect(() => {
    if (!followId) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const followed = elements.current.get(followId);
    if (followed) {
      followed.focus();
      if (bumpedAt.current?.id === followId) bumpedAt.current = null;
      return;
    }
    const at = bumpedAt.current;
    if (at?.id !== followId) return;
    bumpedAt.current = null;
    const lane = keyLanes[at.lane]?.tickets ?? [];
    const next =
      lane[Math.min(at.index, lane.length - 1)] ?? lanes.find((l) => l.tickets.length)?.tickets[0];
    const target = next
      ? elements.current.get(next.id)
      : (emptyText.current ?? laterHeading.current);
    target?.focus();
  });

  // The tickets are memoized: they get handlers that never change and read the board's latest
  // lanes and callbacks when called, so a render of the board re-renders only changed tickets.
  const latest = useRef({ lanes: keyLanes, busyId, props });
  useLayoutEffect(() => {
    latest.current = { lanes: keyLanes, busyId, props };
  });
  // A tap or a click on a ticket's move or cancel: the focus follows it as Enter's does.
  const markMoving = useCallback((ticket: BoardTicket) => {
    const lanesNow = latest.current.lanes;
    const lane = lanesNow.findIndex((l) => l.tickets.some((item) => item.id === ticket.id));
    // A scheduled ticket below the columns (accepted early, or cancelled) is followed too: into
    // its column, or, when it leaves the board, to the first ticket left.
    const index = lane < 0 ? 0 : lanesNow[lane]!.tickets.findIndex((item) => item.id === ticket.id);
    setFollowId(ticket.id);
    bumpedAt.current = { id: ticket.id, lane, index };
  }, []);
  const actions = useMemo<TicketActions>(
    () => ({
      onMove: (ticket, status, readyInMinutes) => {
        markMoving(ticket);
        latest.current.props.onMove(ticket, status, readyInMinutes);
      },
      onCancel: (ticket) => {
        markMoving(ticket);
        latest.current.props.onCancel(ticket);
      },
      onOpen: (ticket) => latest.current.props.onOpen(ticket),
      onPrint: (ticket) => latest.current.props.onPrint(ticket),
      onEdit: (ticket) => latest.current.props.onEdit?.(ticket),
    }),
    [markMoving],
  );
  const register = useCallback((id: string, element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  const onTicketKey = useCallback(
    (event: KeyboardEvent<HTMLElement>, lane: number, index: number) => {
      if (event.target !== event.currentTarget) return;
      const { lanes: current, busyId: busy, props: board } = latest.current;
      const focusAt = (laneAt: number, indexAt: number) => {
        const target = current[laneAt]?.tickets[indexAt];
        if (!target) return;
        setFollowId(target.id);
        elements.current.get(target.id)?.focus();
      };
      const ticket = current[lane]?.tickets[index];
      if (!ticket) return;
      switch (event.key) {
        case 'ArrowDown': {
          event.preventDefault();
          const size = current[lane]!.tickets.length;
          const laterLane = current.findIndex((l) => l.key === 'later');
          // A column's last ticket goes on to the scheduled tickets below the columns.
          if (index + 1 >= size && laterLane > lane) focusAt(laterLane, 0);
          else focusAt(lane, Math.min(index + 1, size - 1));
          break;
        }
        case 'ArrowUp': {
          event.preventDefault();
          // The first scheduled ticket goes back up to the last ticket of the columns' last one.
          const above = current.slice(0, lane).findLastIndex((l) => l.tickets.length > 0);
          if (index === 0 && current[lane]!.key === 'later' && above >= 0)
            focusAt(above, current[above]!.tickets.length - 1);
          else focusAt(lane, Math.max(index - 1, 0));
          break;
        }
        case 'ArrowLeft':
        case 'ArrowRight': {
          event.preventDefault();
          const step = event.key === 'ArrowLeft' ? -1 : 1;
          for (let next = lane + step; next >= 0 && next < current.length; next += step) {
            const size = current[next]!.tickets.length;
            if (size) {
              focusAt(next, Math.min(index, size - 1));
              break;
            }
          }
          break;
        }
        case 'Enter':
          if (nextActionOf(ticket) && busy !== ticket.id) {
            event.preventDefault();
            setFollowId(ticket.id);
            bumpedAt.current = { id: ticket.id, lane, index };
            board.onBump(ticket);
          }
          break;
        default:
      }
    },
    [],
  );

  const card = (ticket: BoardTicket, lane: number, index: number) => (
    <TicketCard
      key={ticket.id}
      register={register}
      ticket={ticket}
      now={now.getTime()}
      kitchen={kitchen}
      busy={busyId === ticket.id}
      text={text}
      lane={lane}
      index={index}
      {...actions}
      onEdit={props.onEdit ? actions.onEdit : undefined}
      onTicketFocus={setFollowId}
      onTicketKey={onTicketKey}
    />
  );

  if (!columns && tickets.length === 0)
    return (
      <Typography ref={emptyText} {...FOCUS_TARGET} sx={{ color: 'text.secondary' }}>
        {props.emptyText}
      </Typography>
    );

  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: columns
            ? { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }
            : {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
        }}
      >
        {columns
          ? lanes.map((lane, laneIndex) => (
              <Box
                key={lane.key}
                component="section"
                aria-label={`${t(lane.label ?? '', { context: 'column' })} (${lane.tickets.length})`}
                data-column={lane.key}
                sx={{ bgcolor: 'grey.50', borderRadius: 2, p: 1, minHeight: { sm: 160 } }}
              >
                <Typography component="h2" sx={{ fontWeight: 700, mb: 1, px: 0.5 }}>
                  {/* A column names its orders ('Nuevos', like 'Aceptados' and 'Listos'); a ticket's
                      own badge is the one order's ('Nuevo'). */}
                  {t(lane.label ?? '', { context: 'column' })}{' '}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    ({lane.tickets.length})
                  </Box>
                </Typography>
                <Box sx={{ display: 'grid', gap: 1 }}>
                  {lane.tickets.map((ticket, index) => card(ticket, laneIndex, index))}
                </Box>
              </Box>
            ))
          : tickets.map((ticket, index) => card(ticket, 0, index))}
      </Box>
      {columns && tickets.length === 0 ? (
        <Typography ref={emptyText} {...FOCUS_TARGET} sx={{ color: 'text.secondary', mt: 2 }}>
          {props.emptyText}
        </Typography>
      ) : null}
      {later.length ? (
        <Box
          component="section"
          aria-label={t('Scheduled later ({{length}})', { length: later.length })}
          sx={{ mt: 3 }}
        >
          <Typography
            ref={laterHeading}
            component="h2"
            {...FOCUS_TARGET}
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {t(
              'Scheduled later ({{length}}): they move to New {{prepTimeMinutes}} min before their time',
              { length: later.length, prepTimeMinutes: kitchen.prepTimeMinutes },
            )}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {later.map((ticket, index) => card(ticket, lanes.length, index))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
