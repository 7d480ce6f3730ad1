import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { BoardOrder } from '@scanorder/shared/ordering/board';
import {
  isEditableStatus,
  nextStatusesOf,
  orderAgeLabel,
  type OrderStatus,
} from '@scanorder/shared/ordering/order-status';
import { formatMinor } from '@scanorder/shared/money/format';
import {
  actionLabelOf,
  customerAddressOf,
  formatOrderTime,
  fulfilmentText,
  statusToneOf,
  TONES,
} from './order-format.ts';
import { OrderLines } from './order-lines.tsx';

interface OrderCardProps {
  order: BoardOrder;
  now: Date;
  /** An action on this order is on its way. */
  busy: boolean;
  onMove: (order: BoardOrder, status: OrderStatus) => void;
  onCancel: (order: BoardOrder) => void;
  /** Absent where lines cannot be edited (kiosk). */
  onEdit?: ((order: BoardOrder) => void) | undefined;
}

/** Status changes and line edits, oldest first, each with who and when. */
function historyOf(order: BoardOrder) {
  const timeZone = order.business.timeZone;
  const money = (minor: number) => formatMinor(minor, order.totals.currency);
  return [
    ...order.events.map((event, index) => ({
      key: `status-${index}`,
      at: event.at,
      text: `${event.toStatus} · ${event.actorName} · ${formatOrderTime(event.at, timeZone)}`,
    })),
    ...order.edits.map((edit, index) => ({
      key: `edit-${index}`,
      at: edit.at,
      text: `Items edited · ${edit.actorName} · ${formatOrderTime(edit.at, timeZone)} · ${money(edit.previousTotalMinor)} → ${money(edit.totalMinor)}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="overline" component="h4" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One order on the board: reference, owner label, age, customer, fulfilment and slot, lines,
 * totals, the QR code's additional data, warnings, history, and the moves the transition table
 * allows from its status.
 */
export function OrderCard({ order, now, busy, onMove, onCancel, onEdit }: OrderCardProps) {
  const headingId = useId();
  const timeZone = order.business.timeZone;
  const moves = nextStatusesOf(order.status, order.fulfilment.type);
  const address = customerAddressOf(order.customer);
  const lastEdit = order.edits.at(-1);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mr: 'auto' }}>
          Order {order.reference}
        </Typography>
        <Chip
          size="small"
          label={order.ownerLabel}
          sx={{ ...statusToneOf(order.status), fontWeight: 600 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={order.createdAt} title={formatOrderTime(order.createdAt, timeZone)}>
            {orderAgeLabel(order.createdAt, now)}
          </time>
        </Typography>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          label={`${order.storeName} - ${order.identifier}`.toUpperCase()}
        />
        {order.modified ? (
          <Chip
            size="small"
            color="secondary"
            label="Modified"
            title={
              lastEdit
                ? `Edited by ${lastEdit.actorName}, ${formatOrderTime(lastEdit.at, timeZone)}`
                : undefined
            }
          />
        ) : null}
        {order.fulfilment.type === 'delivery' && !order.distanceVerified ? (
          <Chip
            size="small"
            variant="outlined"
            label="Distance not verified"
            sx={{ color: TONES.attention.color, borderColor: TONES.attention.borderColor }}
          />
        ) : null}
      </Box>

      <Section title="Customer">
        {order.personalDataErased ? (
          <Typography variant="body2">
            Customer details erased after the retention period.
          </Typography>
        ) : (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              {order.customer.firstName} {order.customer.lastName}
            </Typography>
            <Typography variant="body2">{order.customer.mobileNo}</Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {order.customer.emailAddress}
            </Typography>
            {address ? <Typography variant="body2">{address}</Typography> : null}
          </>
        )}
      </Section>

      <Section title="Fulfilment">
        <Typography variant="body2">{fulfilmentText(order)}</Typography>
      </Section>

      <Section title="Items">
        <OrderLines order={order} />
      </Section>

      {order.additionalData.length ? (
        <Section title="Additional data">
          {order.additionalData.map((entry) => (
            <Typography key={entry.key} variant="body2" sx={{ wordBreak: 'break-word' }}>
              {entry.key}: {entry.value}
            </Typography>
          ))}
        </Section>
      ) : null}

      {order.status === 'Order Cancelled' && order.cancelDescription ? (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'error.main' }}>
          Order is Canceled: {order.cancelDescription}
        </Typography>
      ) : null}

      <Box component="details" sx={{ mt: 1.5, '& summary': { cursor: 'pointer' } }}>
        <Typography component="summary" variant="body2">
          Status history
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, my: 0.5 }}>
          {historyOf(order).map((entry) => (
            <Typography component="li" variant="body2" key={entry.key}>
              {entry.text}
            </Typography>
          ))}
        </Box>
      </Box>

      {moves.length || (onEdit && isEditableStatus(order.status)) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 2 }}>
          {moves.map((status) =>
            status === 'Order Cancelled' ? (
              <Button
                key={status}
                color="error"
                disabled={busy}
                onClick={() => onCancel(order)}
                aria-describedby={headingId}
              >
                {actionLabelOf(status)}
              </Button>
            ) : (
              <Button
                key={status}
                variant="contained"
                disabled={busy}
                onClick={() => onMove(order, status)}
                aria-describedby={headingId}
              >
                {actionLabelOf(status)}
              </Button>
            ),
          )}
          {onEdit && isEditableStatus(order.status) ? (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => onEdit(order)}
              aria-describedby={headingId}
            >
              Edit Items
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
