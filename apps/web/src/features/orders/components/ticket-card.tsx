import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { memo, useId, useState, type KeyboardEvent } from 'react';
import type { KitchenSettings } from '@scanorder/shared/business/settings';
import type { BoardTicket } from '@scanorder/shared/ordering/board';
import {
  isEditableStatus,
  nextStatusesOf,
  orderAgeLabel,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import {
  actionLabelOf,
  ageToneOf,
  dueAtOf,
  nextActionOf,
  readyInChoices,
  type AgeTone,
} from '../lib/kitchen.ts';
import { formatOrderTime, statusToneOf, TONES } from './order-format.ts';
import styles from './ticket-card.module.css';
import type { TicketText } from './ticket-text.ts';

/** Ticket edges and age text by age; text colours keep AA contrast on white. */
const AGE_STYLE: Record<
  AgeTone,
  { ticket: string | undefined; age: string | undefined; label: string }
> = {
  fresh: { ticket: undefined, age: undefined, label: '' },
  amber: { ticket: styles.amber, age: styles.ageAmber, label: 'waiting long' },
  red: { ticket: styles.red, age: styles.ageRed, label: 'late' },
};

/**
 * The ticket's element: an article the board's arrow keys move the focus between (a roving
 * focus over the tickets, with Enter to bump), as the MUI Paper it replaced was.
 */
const TicketElement = 'article';

/** Class names joined, the absent ones left out. */
const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface TicketActions {
  onMove: (ticket: BoardTicket, status: OrderStatus, readyInMinutes?: number) => void;
  onCancel: (ticket: BoardTicket) => void;
  onOpen: (ticket: BoardTicket) => void;
  onPrint: (ticket: BoardTicket) => void;
  /** Absent where lines cannot be edited (kiosk). */
  onEdit?: ((ticket: BoardTicket) => void) | undefined;
}

interface TicketCardProps extends TicketActions {
  ticket: BoardTicket;
  /** The server's time in milliseconds (a number, so an unchanged clock keeps the memo). */
  now: number;
  kitchen: KitchenSettings;
  busy: boolean;
  /** The board's words, translated once for all its tickets (`useTicketText`). */
  text: TicketText;
  /** Where the ticket sits on the board (for the board's keyboard handler). */
  lane?: number;
  index?: number;
  /** Keyboard: Enter moves the ticket on (the board handles arrows and Backspace). */
  onTicketKey?: (event: KeyboardEvent<HTMLElement>, lane: number, index: number) => void;
  onTicketFocus?: (ticketId: string) => void;
  /** Where the board keeps each ticket's element, to move the focus between tickets. */
  register?: (ticketId: string, element: HTMLElement | null) => void;
}

/** "Table 4", "Pickup 18:30 · Asha R.", "Delivery · Asha R.". */
function whereOf(ticket: BoardTicket, { t, intlLocale }: TicketText): string {
  const name = ticket.personalDataErased ? '' : ` · ${ticket.customer.firstName}`;
  const at = ticket.scheduledFor
    ? ` ${formatOrderTime(ticket.scheduledFor, ticket.timeZone, intlLocale)}`
    : '';
  switch (ticket.fulfilment.type) {
    case 'dine-in':
      return `${ticket.identifier}${name}`;
    case 'pickup':
      return `${t('Pickup')}${at}${name}`;
    case 'delivery':
      return `${t('Delivery')}${at}${name}`;
    default:
      return ticket.fulfilment satisfies never;
  }
}

/** "Spice level: Hot · Extra cheese × 2". */
function optionsOf(line: BoardTicket['lines'][number]): string {
  const parts = line.options.map((option) =>
    option.count > 1 ? `${option.value} × ${option.count}` : option.value,
  );
  if (line.variant) parts.unshift(`${line.variant.variantName}: ${line.variant.value}`);
  return parts.join(' · ');
}

/**
 * One compact kitchen ticket: the next action on top (one tap), reference, where it goes, age
 * coloured at the owner's thresholds, the items with options and notes, then the smaller actions.
 * Memoized: the board passes stable handlers, so a live update or a move re-renders only the
 * tickets it changed (the clock still re-renders every ticket when it ticks).
 */
export const TicketCard = memo(function TicketCard({
  ticket,
  now,
  kitchen,
  busy,
  text,
  lane = 0,
  index = 0,
  onMove,
  onCancel,
  onOpen,
  onPrint,
  onEdit,
  onTicketKey,
  onTicketFocus,
  register,
}: TicketCardProps) {
  const { t, intlLocale, paymentState: paymentLabelOf } = text;
  const paymentState = ticket.payment?.state ?? 'Unpaid';
  const headingId = useId();
  const next = nextActionOf(ticket);
  const tone = ageToneOf(ticket, now, kitchen);
  const age = AGE_STYLE[tone];
  const canCancel = nextStatusesOf(ticket.status, ticket.fulfilment.type).includes(
    'Order Cancelled',
  );
  const [readyMenu, setReadyMenu] = useState<HTMLElement | null>(null);
  const accepting = next === 'Order Accepted';
  const dueAt = dueAtOf(ticket, kitchen);
  // A scheduled order accepted before its prep time is not "New": it says when the kitchen starts.
  // (An order placed since the clock last ticked is due a moment after `now`, and is new.)
  const ageText =
    ticket.scheduledFor && dueAt > now
      ? t('Starts in {{count}} min', { count: Math.ceil((dueAt - now) / 60_000) })
      : ownerAgeLabel(t, orderAgeLabel(new Date(dueAt), new Date(now)));
  const statusTone = statusToneOf(ticket.status);

  return (
    <TicketElement
      ref={register ? (element: HTMLElement | null) => register(ticket.id, element) : undefined}
      tabIndex={0}
      aria-label={t('Order {{reference}}', { reference: ticket.reference })}
      data-order-id={ticket.id}
      data-age={tone}
      onKeyDown={onTicketKey ? (event) => onTicketKey(event, lane, index) : undefined}
      onFocus={onTicketFocus ? () => onTicketFocus(ticket.id) : undefined}
      className={cx(styles.ticket, age.ticket)}
    >
      {next ? (
        <div role="group" className={styles.next} aria-describedby={headingId}>
          <button
            type="button"
            className={styles.nextButton}
            disabled={busy}
            onClick={() => onMove(ticket, next, accepting ? kitchen.prepTimeMinutes : undefined)}
            aria-describedby={headingId}
          >
            {/* Each part whole: at a tablet's column width "Aceptar pedido · 15 min" broke as
                "Aceptar pedido · 15" over "min". Where the column is too narrow for one line (a
                tablet held upright), the time goes under the action, smaller, without the dot. */}
            <span className={styles.nowrap}>{t(actionLabelOf(next, ticket.fulfilment.type))}</span>
            {accepting ? (
              <>
                {' '}
                <span className={cx(styles.nowrap, styles.prepTime)}>
                  <span className={styles.prepDot}>· </span>
                  {kitchen.prepTimeMinutes} min
                </span>
              </>
            ) : null}
          </button>
          {accepting ? (
            <button
              type="button"
              className={styles.readyInButton}
              disabled={busy}
              aria-label={t('Choose the ready-in time for order {{reference}}', {
                reference: ticket.reference,
              })}
              aria-haspopup="menu"
              aria-expanded={readyMenu !== null}
              onClick={(event) => setReadyMenu(event.currentTarget)}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden focusable="false">
                <path d="M7 10l5 5 5-5z" fill="currentColor" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
      {accepting && readyMenu ? (
        <Menu anchorEl={readyMenu} open onClose={() => setReadyMenu(null)}>
          {readyInChoices(kitchen.prepTimeMinutes).map((minutes) => (
            <MenuItem
              key={minutes}
              onClick={() => {
                setReadyMenu(null);
                onMove(ticket, 'Order Accepted', minutes);
              }}
            >
              {t('Accept, ready in {{minutes}} min', { minutes })}
            </MenuItem>
          ))}
        </Menu>
      ) : null}

      <div className={styles.head}>
        <h3 id={headingId} className={styles.reference}>
          #{ticket.reference}
        </h3>
        <p className={styles.where}>{whereOf(ticket, text)}</p>
        <p className={cx(styles.age, age.age)}>
          <time
            dateTime={ticket.createdAt}
            title={formatOrderTime(ticket.createdAt, ticket.timeZone, intlLocale)}
          >
            {ageText}
          </time>
          {age.label ? ` (${t(age.label)})` : ''}
        </p>
      </div>

      <div className={styles.chips}>
        <span
          className={cx(styles.chip, styles.status)}
          style={{ background: statusTone.bgcolor, color: statusTone.color }}
        >
          {t(ticket.ownerLabel)}
        </span>
        {/* A plain chip like the others (the board paints hundreds of tickets), named for readers. */}
        <span
          role="note"
          className={cx(styles.chip, styles.payment)}
          data-payment={paymentState}
          aria-label={t('Payment: {{state}}', { state: paymentLabelOf(paymentState) })}
        >
          {paymentLabelOf(paymentState)}
        </span>
        {ticket.modified ? (
          <span className={cx(styles.chip, styles.modified)}>{t('Modified')}</span>
        ) : null}
        {ticket.fulfilment.type === 'delivery' && !ticket.distanceVerified ? (
          <span
            className={cx(styles.chip, styles.unverified)}
            style={{ color: TONES.attention.color, borderColor: TONES.attention.borderColor }}
          >
            {t('Distance not verified')}
          </span>
        ) : null}
      </div>

      <ul aria-label={t('Items')} className={styles.items}>
        {ticket.lines.map((line, index) => {
          const options = optionsOf(line);
          return (
            <li key={`${line.menuItemId}-${index}`}>
              <p className={styles.line}>
                {line.quantity} × {line.name}
              </p>
              {options ? <p className={styles.options}>{options}</p> : null}
              {line.instruction ? (
                <p className={styles.note}>
                  {t('Instruction: {{instruction}}', { instruction: line.instruction })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {ticket.status === 'Order Cancelled' && ticket.cancelDescription ? (
        <p className={styles.cancelled}>
          {t('Order is Canceled: {{cancelDescription}}', {
            cancelDescription: ticket.cancelDescription,
          })}
        </p>
      ) : null}

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={() => onOpen(ticket)}
          aria-describedby={headingId}
        >
          {t('Details')}
        </button>
        <button
          type="button"
          className={styles.action}
          onClick={() => onPrint(ticket)}
          aria-describedby={headingId}
        >
          {t('Print')}
        </button>
        {onEdit && isEditableStatus(ticket.status) ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => onEdit(ticket)}
            aria-describedby={headingId}
          >
            {t('Edit Items')}
          </button>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            className={cx(styles.action, styles.danger)}
            disabled={busy}
            onClick={() => onCancel(ticket)}
            aria-describedby={headingId}
          >
            {t(actionLabelOf('Order Cancelled'))}
          </button>
        ) : null}
      </div>
    </TicketElement>
  );
});

/** The spec's English age ("3 minutes ago") in the owner's language, counted with plurals. */
function ownerAgeLabel(t: TicketText['t'], english: string): string {
  const match = /^(\d+) (minute|hour|day)s? ago$/.exec(english);
  if (!match) return t(english);
  const count = Number(match[1]);
  if (match[2] === 'minute') return t('{{count}} minutes ago', { count });
  if (match[2] === 'hour') return t('{{count}} hours ago', { count });
  return t('{{count}} days ago', { count });
}
