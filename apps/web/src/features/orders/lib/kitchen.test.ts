import { describe, expect, it } from 'vitest';
import { makeBoardTicket } from '../../../test/order-fixtures.ts';
import { ageToneOf, columnOf, kitchenColumnsOf, nextActionOf, readyInChoices } from './kitchen.ts';

const kitchen = { prepTimeMinutes: 20, ticketAmberMinutes: 10, ticketRedMinutes: 20 };
const NOW = Date.parse('2030-01-01T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('kitchen board', () => {
  it('puts a scheduled order in New when its prep time comes, not before', () => {
    const slot = (minutes: number) =>
      makeBoardTicket({
        createdAt: at(-60),
        scheduledFor: at(minutes),
        fulfilment: { type: 'pickup', scheduledFor: at(minutes) },
      });
    expect(columnOf(slot(45), NOW, kitchen)).toBe('later');
    expect(columnOf(slot(20), NOW, kitchen)).toBe('new');
    expect(columnOf(slot(5), NOW, kitchen)).toBe('new');
    // An order for now is New even when this device's clock is behind the server's.
    expect(columnOf(makeBoardTicket({ createdAt: at(1) }), NOW, kitchen)).toBe('new');
    // Its age counts from when it became due, not from when it was placed an hour ago.
    expect(ageToneOf(slot(15), NOW, kitchen)).toBe('fresh');
    expect(ageToneOf(slot(5), NOW, kitchen)).toBe('amber');
  });

  it('sorts each column by who has waited longest and colours ages at the thresholds', () => {
    const newer = makeBoardTicket({ createdAt: at(-2) });
    const older = makeBoardTicket({ createdAt: at(-12) });
    const oldest = makeBoardTicket({
      createdAt: at(-25),
      status: 'Order Ready for Delivery',
      fulfilment: { type: 'delivery', latitude: null, longitude: null },
    });
    const done = makeBoardTicket({ createdAt: at(-90), status: 'Order Completed' });
    const columns = kitchenColumnsOf([newer, older, oldest, done], NOW, kitchen);
    expect(columns.new.map((ticket) => ticket.id)).toEqual([older.id, newer.id]);
    expect(columns.ready.map((ticket) => ticket.id)).toEqual([oldest.id]);
    expect(columns.accepted).toEqual([]);
    expect([newer, older, oldest, done].map((ticket) => ageToneOf(ticket, NOW, kitchen))).toEqual([
      'fresh',
      'amber',
      'red',
      'fresh',
    ]);
  });

  it('offers one next move per status and ready-in choices around the prep time', () => {
    const ticket = makeBoardTicket({
      fulfilment: { type: 'delivery', latitude: null, longitude: null },
    });
    expect(nextActionOf(ticket)).toBe('Order Accepted');
    expect(nextActionOf({ ...ticket, status: 'Order Accepted' })).toBe('Order Ready for Delivery');
    expect(nextActionOf({ ...ticket, status: 'Order Ready for Delivery' })).toBe('Order Completed');
    expect(nextActionOf({ ...ticket, status: 'Order Cancelled' })).toBeNull();
    expect(readyInChoices(25)).toEqual([5, 10, 15, 20, 25, 30, 45, 60]);
  });
});
