import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ACTOR_NAMES, type BoardOrder, type BoardTicket } from '@scanorder/shared/ordering/board';
import { formatMinor } from '@scanorder/shared/money/format';
import { statusLabelOf } from '@scanorder/shared/ordering/order-status';
import { errorMessageOf } from '../../../api/client.ts';
import type { BoardSource } from '../api/board-source.ts';
import { customerAddressOf, formatOrderTime, fulfilmentText } from './order-format.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderPaymentPanel } from './order-payment-panel.tsx';
import { BillSharesPanel } from './bill-shares-panel.tsx';
import { queryKeys } from '../../../api/query-keys.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { PhoneFullScreenDialog } from '../../../components/phone-full-screen-dialog.tsx';

/** Who moved or edited the order: a member's name as it came, the server's other words translated. */
function actorLabelOf(actorName: string, t: ReturnType<typeof useOwnerT>['t']): string {
  if (actorName === ACTOR_NAMES.customer) return t('Customer');
  if (actorName === ACTOR_NAMES.teamMember) return t('Team member');
  if (actorName === ACTOR_NAMES.kiosk) return t('Kiosk');
  if (actorName.startsWith(ACTOR_NAMES.kioskPrefix))
    return t('Kiosk: {{storeName}}', {
      storeName: actorName.slice(ACTOR_NAMES.kioskPrefix.length),
    });
  return actorName;
}

/** Status changes and line edits, oldest first, each with who and when. */
function historyOf(
  order: BoardOrder,
  t: ReturnType<typeof useOwnerT>['t'],
  intlLocale: string | undefined,
) {
  const money = (minor: number) => formatMinor(minor, order.totals.currency, intlLocale);
  return [
    ...order.events.map((event, index) => ({
      key: `status-${index}`,
      at: event.at,
      text: `${t(statusLabelOf(event.toStatus, order.fulfilment.type))} · ${actorLabelOf(event.actorName, t)} · ${formatOrderTime(event.at, order.timeZone, intlLocale)}`,
    })),
    ...order.edits.map((edit, index) => ({
      key: `edit-${index}`,
      at: edit.at,
      text: `${t('Items edited')} · ${actorLabelOf(edit.actorName, t)} · ${formatOrderTime(edit.at, order.timeZone, intlLocale)} · ${money(edit.previousTotalMinor)} → ${money(edit.totalMinor)}`,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * An opened order's money: its own payments and, for a dine-in order, the table's bill it is on.
 * "Paid at the counter" is offered for an order paid on its own; a table's bill is closed from
 * Open bills.
 */
function PaymentSection({
  ticket,
  payments,
}: {
  ticket: BoardTicket;
  payments: NonNullable<BoardSource['payments']>;
}) {
  const { t } = useOwnerT();
  const dineIn = ticket.fulfilment.type === 'dine-in';
  // The same read as the bill's panel below (one request): null when not on a table's bill.
  const bill = useQuery({
    queryKey: queryKeys.orderPayment.bill(ticket.id, ticket.version),
    queryFn: ({ signal }) => payments.bill(ticket.id, signal),
    enabled: dineIn,
  });
  const onItsOwn = !dineIn || (bill.isSuccess && bill.data === null);
  return (
    <Section title={t('Payment')}>
      <OrderPaymentPanel
        orderId={ticket.id}
        version={ticket.version}
        payments={payments}
        counter={onItsOwn && ticket.status !== 'Order Cancelled'}
      />
      {dineIn ? (
        <BillSharesPanel orderId={ticket.id} version={ticket.version} payments={payments} />
      ) : null}
    </Section>
  );
}

interface TicketDetailsDialogProps {
  source: BoardSource;
  ticket: BoardTicket;
  onClose: () => void;
}

/**
 * An opened ticket: customer, fulfilment, priced lines, the QR code's data, and the status history
 * and edits, which load now (the board's list carries tickets only).
 */
export function TicketDetailsDialog({ source, ticket, onClose }: TicketDetailsDialogProps) {
  const { t, intlLocale } = useOwnerT();
  const detail = useQuery({
    queryKey: queryKeys.ordersBoard.order(source.key, ticket.id, ticket.version),
    queryFn: ({ signal }) => source.fetchOrder(ticket.id, signal),
  });
  const address = customerAddressOf(ticket.customer);

  return (
    <PhoneFullScreenDialog
      title={t('Order {{reference}}', { reference: ticket.reference })}
      onClose={onClose}
      maxWidth="sm"
    >
      <DialogContent dividers>
        <Typography sx={{ fontWeight: 600 }}>{t(ticket.ownerLabel)}</Typography>
        <Typography variant="body2">
          {`${ticket.storeName} - ${ticket.identifier}`.toUpperCase()}
        </Typography>
        <Section title={t('Customer')}>
          {ticket.personalDataErased ? (
            <Typography variant="body2">
              {t('Customer details erased after the retention period.')}
            </Typography>
          ) : (
            <>
              <Typography sx={{ fontWeight: 600 }}>
                {ticket.customer.firstName} {ticket.customer.lastName}
              </Typography>
              <Typography variant="body2">{ticket.customer.mobileNo}</Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {ticket.customer.emailAddress}
              </Typography>
              {address ? <Typography variant="body2">{address}</Typography> : null}
            </>
          )}
        </Section>
        <Section title={t('Fulfilment')}>
          <Typography variant="body2">{fulfilmentText(ticket, t, intlLocale)}</Typography>
          {ticket.readyBy ? (
            <Typography variant="body2">
              {t('Ready by')} {formatOrderTime(ticket.readyBy, ticket.timeZone, intlLocale)}
            </Typography>
          ) : null}
        </Section>
        <Section title={t('Items')}>
          <OrderLines order={ticket} />
        </Section>
        {source.payments ? <PaymentSection ticket={ticket} payments={source.payments} /> : null}
        {ticket.additionalData.length ? (
          <Section title={t('Additional data')}>
            {ticket.additionalData.map((entry) => (
              <Typography key={entry.key} variant="body2" sx={{ wordBreak: 'break-word' }}>
                {entry.key}: {entry.value}
              </Typography>
            ))}
          </Section>
        ) : null}
        <Section title={t('Status history')}>
          {detail.isPending ? (
            <Box aria-busy>
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </Box>
          ) : detail.isError ? (
            <QueryErrorAlert
              message={t(errorMessageOf(detail.error))}
              error={detail.error}
              onRetry={detail.refetch}
            />
          ) : (
            <Box component="ol" sx={{ pl: 2.5, my: 0.5 }}>
              {historyOf(detail.data, t, intlLocale).map((entry) => (
                <Typography component="li" variant="body2" key={entry.key}>
                  {entry.text}
                </Typography>
              ))}
            </Box>
          )}
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </PhoneFullScreenDialog>
  );
}
