import type { BoardTicket } from '@scanorder/shared/ordering/board';
import type { OrderStatus } from '@scanorder/shared/ordering/order-status';

/** A time of the order in the business's zone: "Tue 3 Mar, 18:30". */
/** One formatter per zone and language: making one costs far more than formatting (every ticket's time). */
const orderTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatOrderTime(iso: string, timeZone: string, locale = 'en-IN'): string {
  const key = `${locale}\n${timeZone}`;
  let format = orderTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    orderTimeFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** How the customer gets the order, with the pickup slot when one was chosen. */
export function fulfilmentText(
  order: BoardTicket,
  // The owner app's t(): the English is the catalogue key.
  t: (key: string, values?: Record<string, string>) => string = (key) => key,
  locale?: string,
): string {
  const { fulfilment } = order;
  switch (fulfilment.type) {
    case 'dine-in':
      return t('Dine-in');
    case 'pickup':
      return order.scheduledFor
        ? t('Pickup at {{time}}', {
            time: formatOrderTime(order.scheduledFor, order.timeZone, locale),
          })
        : t('Pickup as soon as possible');
    case 'delivery':
      return order.scheduledFor
        ? t('Delivery at {{time}}', {
            time: formatOrderTime(order.scheduledFor, order.timeZone, locale),
          })
        : t('Delivery');
    default:
      return fulfilment satisfies never;
  }
}

/** Chip colours with AA contrast (MUI's warning and info fills are below 4.5:1 for small text). */
export const TONES = {
  attention: { bgcolor: '#fff4e5', color: '#7a3e00', borderColor: '#7a3e00' },
  working: { bgcolor: '#e6f4f1', color: '#115e59', borderColor: '#115e59' },
  ready: { bgcolor: '#e8f5e9', color: '#1b5e20', borderColor: '#1b5e20' },
  done: { bgcolor: '#eceff1', color: '#37474f', borderColor: '#37474f' },
  failed: { bgcolor: '#fdecea', color: '#b71c1c', borderColor: '#b71c1c' },
} as const;

export function statusToneOf(status: OrderStatus): (typeof TONES)[keyof typeof TONES] {
  switch (status) {
    case 'Order Placed':
      return TONES.attention;
    case 'Order Accepted':
      return TONES.working;
    case 'Order Ready for Pickup':
    case 'Order Ready for Delivery':
      return TONES.ready;
    case 'Order Completed':
      return TONES.done;
    case 'Order Cancelled':
      return TONES.failed;
    default:
      return status satisfies never;
  }
}

export function customerAddressOf(customer: BoardTicket['customer']): string | null {
  if (!customer.streetAddress) return null;
  return [
    [customer.buildingNumber, customer.streetAddress].filter(Boolean).join(', '),
    [customer.stateName, customer.zipCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}
