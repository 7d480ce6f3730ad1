import { keyed } from '../i18n/guest-messages.ts';
import type { OpenStatus } from './opening.ts';

/** What the API answers about placing and changing an order (the board's own: `boardMessages`). */
export const orderMessages = {
  notFound: 'Order not found',
  stale: 'This order was changed on another device. Check it and try again.',
  refused: (from: string, to: string) => `An order in ${from} cannot move to ${to}`,
  keyUsed: 'This order request was already used. Please place your order again.',
  dineInOff: 'Dine-in is not offered by this store',
  deliveryOff: 'Delivery is not offered by this store',
  /** Keyed with the closed notice as a message of its own when there is one. */
  closedAsap: (status: OpenStatus, canSchedule: boolean) => {
    const then = canSchedule
      ? 'Please schedule a pickup for a later time.'
      : 'Please order when the store is open.';
    return status.message
      ? keyed(`{{closed}} ${then}`, { closed: status.message })
      : { message: then, key: undefined, values: undefined };
  },
  /** Keyed (`message` is the spec's English), so a guest's page words them in its language. */
  deliveryMinimum: (amountMinor: number, currency: string) =>
    keyed('Delivery needs an order of at least {{amount}}', { amount: amountMinor, currency }),
  outsideRadius: (radius: number, unit: string) =>
    keyed('Your location is outside the delivery area ({{radius}} {{unit}})', { radius, unit }),
} as const;
