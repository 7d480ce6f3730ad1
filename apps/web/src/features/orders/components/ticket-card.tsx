import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
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
import { PaymentBadge } from './payment-badge.tsx';

/** Ticket edges by age; text colours keep AA contrast on white. */
const AGE_STYLE: Record<AgeTone, { borderColor: string; color: string; label: string }> = {
  fresh: { borderColor: 'divider', color: 'text.secondary', label: '' },
  amber: { borderColor: '#b26a00', color: '#7a3e00', label: 'waiting long' },
  red: { borderColor: '#b71c1c', color: '#b71c1c', label: 'late' },
};

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
  now: Date;
  kitchen: KitchenSettings;
  busy: boolean;
  /** Keyboard: Enter moves the ticket on (the board handles arrows and Backspace). */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: () => void;
}

/** "Table 4", "Pickup 18:30 · Asha R.", "Delivery · Asha R.". */
function whereOf(ticket: BoardTicket): string {
  const name = ticket.personalDataErased ? '' : ` · ${ticket.customer.firstName}`;
  const at = ticket.scheduledFor ? ` ${formatOrderTime(ticket.scheduledFor, ticket.timeZone)}` : '';
  switch (ticket.fulfilment.type) {
    case 'dine-in':
      return `${ticket.identifier}${name}`;
    case 'pickup':
      return `Pickup${at}${name}`;
    case 'delivery':
      return `Delivery${at}${name}`;
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
 */
export const TicketCard = forwardRef<HTMLElement, TicketCardProps>(function TicketCard(
  { ticket, now, kitchen, busy, onMove, onCancel, onOpen, onPrint, onEdit, onKeyDown, onFocus },
  ref,
) {
  const headingId = useId();
  const next = nextActionOf(ticket);
  const tone = ageToneOf(ticket, now.getTime(), kitchen);
  const age = AGE_STYLE[tone];
  const canCancel = nextStatusesOf(ticket.status, ticket.fulfilment.type).includes(
    'Order Cancelled',
  );
  const [readyMenu, setReadyMenu] = useState<HTMLElement | null>(null);
  const accepting = next === 'Order Accepted';
  const ageText = orderAgeLabel(new Date(dueAtOf(ticket, kitchen)), now);

  return (
    <Paper
      ref={ref}
      component="article"
      variant="outlined"
      tabIndex={0}
      aria-label={`Order ${ticket.reference}`}
      data-order-id={ticket.id}
      data-age={tone}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      sx={{
        p: 1.25,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        minWidth: 0,
        borderWidth: tone === 'fresh' ? 1 : 3,
        borderColor: age.borderColor,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {next ? (
        <ButtonGroup variant="contained" fullWidth disabled={busy} aria-describedby={headingId}>
          <Button
            onClick={() => onMove(ticket, next, accepting ? kitchen.prepTimeMinutes : undefined)}
            aria-describedby={headingId}
            sx={{ py: 1, fontWeight: 700 }}
          >
            {actionLabelOf(next, ticket.fulfilment.type)}
            {accepting ? ` · ${kitchen.prepTimeMinutes} min` : ''}
          </Button>
          {accepting ? (
            <Button
              aria-label={`Choose the ready-in time for order ${ticket.reference}`}
              aria-haspopup="menu"
              onClick={(event) => setReadyMenu(event.currentTarget)}
              sx={{ flex: '0 0 auto', width: 44, minWidth: 44 }}
            >
              <ArrowDropDownIcon />
            </Button>
          ) : null}
        </ButtonGroup>
      ) : null}
      {accepting ? (
        <Menu anchorEl={readyMenu} open={readyMenu !== null} onClose={() => setReadyMenu(null)}>
          {readyInChoices(kitchen.prepTimeMinutes).map((minutes) => (
            <MenuItem
              key={minutes}
              onClick={() => {
                setReadyMenu(null);
                onMove(ticket, 'Order Accepted', minutes);
              }}
            >
              Accept, ready in {minutes} min
            </MenuItem>
          ))}
        </Menu>
      ) : null}

      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
          #{ticket.reference}
        </Typography>
        <Typography sx={{ fontWeight: 600, mr: 'auto', wordBreak: 'break-word' }}>
          {whereOf(ticket)}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: age.color, fontWeight: tone === 'fresh' ? 400 : 700 }}
        >
          <time
            dateTime={ticket.createdAt}
            title={formatOrderTime(ticket.createdAt, ticket.timeZone)}
          >
            {ageText}
          </time>
          {age.label ? ` (${age.label})` : ''}
        </Typography>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <Chip
          size="small"
          label={ticket.ownerLabel}
          sx={{ ...statusToneOf(ticket.status), fontWeight: 600 }}
        />
        <PaymentBadge payment={ticket.payment} />
        {ticket.modified ? <Chip size="small" color="secondary" label="Modified" /> : null}
        {ticket.fulfilment.type === 'delivery' && !ticket.distanceVerified ? (
          <Chip
            size="small"
            variant="outlined"
            label="Distance not verified"
            sx={{ color: TONES.attention.color, borderColor: TONES.attention.borderColor }}
          />
        ) : null}
      </Box>

      <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ticket.lines.map((line, index) => {
          const options = optionsOf(line);
          return (
            <Box component="li" key={`${line.menuItemId}-${index}`} sx={{ py: 0.25 }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {line.quantity} × {line.name}
              </Typography>
              {options ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', pl: 2 }}>
                  {options}
                </Typography>
              ) : null}
              {line.instruction ? (
                <Typography variant="body2" sx={{ fontStyle: 'italic', pl: 2 }}>
                  Note: {line.instruction}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {ticket.status === 'Order Cancelled' && ticket.cancelDescription ? (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          Order is Canceled: {ticket.cancelDescription}
        </Typography>
      ) : null}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 'auto' }}>
        <Button size="small" onClick={() => onOpen(ticket)} aria-describedby={headingId}>
          Details
        </Button>
        <Button size="small" onClick={() => onPrint(ticket)} aria-describedby={headingId}>
          Print
        </Button>
        {onEdit && isEditableStatus(ticket.status) ? (
          <Button
            size="small"
            disabled={busy}
            onClick={() => onEdit(ticket)}
            aria-describedby={headingId}
          >
            Edit Items
          </Button>
        ) : null}
        {canCancel ? (
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => onCancel(ticket)}
            aria-describedby={headingId}
          >
            {actionLabelOf('Order Cancelled')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
});
