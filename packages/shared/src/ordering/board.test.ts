import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import {
  boardMessages,
  daysInRange,
  editOrderLinesInputSchema,
  HISTORY_PAGE_SIZE,
  historyCursorOf,
  ordersBoardPath,
  parseHistoryCursor,
  ownerOrdersQuerySchema,
  pushSubscriptionInputSchema,
} from './board.ts';

const businessId = '3b0c7f5e-2a1c-4f55-9a4c-7d1c0e5b9a01';
const messageOf = (input: Record<string, unknown>) =>
  firstMessage(ownerOrdersQuerySchema, { businessId, ...input });

describe('order list query', () => {
  it('defaults to Current and reads from/to for History only', () => {
    expect(ownerOrdersQuerySchema.parse({ businessId })).toMatchObject({ filter: 'current' });
    expect(messageOf({ filter: 'future', from: '2026-01-01' })).toBeUndefined();
  });

  it('needs a History range of at most 31 days, from before to', () => {
    expect(messageOf({ filter: 'history', to: '2026-03-01' })).toBe(
      boardMessages.historyFromRequired,
    );
    expect(messageOf({ filter: 'history', from: '2026-03-02', to: '2026-03-01' })).toBe(
      boardMessages.historyOrder,
    );
    expect(messageOf({ filter: 'history', from: '2026-03-01', to: '2026-03-31' })).toBeUndefined();
    expect(messageOf({ filter: 'history', from: '2026-03-01', to: '2026-04-01' })).toBe(
      boardMessages.historyTooLong,
    );
    expect(messageOf({ filter: 'history', from: '2026-02-30', to: '2026-03-01' })).toBe(
      'Please enter valid From date',
    );
    expect(daysInRange('2026-02-27', '2026-03-01')).toBe(3);
  });

  it('pages History: 50 orders by default, up to 200, after a cursor the server wrote', () => {
    const history = { filter: 'history', from: '2026-03-01', to: '2026-03-02' };
    expect(ownerOrdersQuerySchema.parse({ businessId, ...history })).toMatchObject({
      limit: HISTORY_PAGE_SIZE,
    });
    expect(ownerOrdersQuerySchema.parse({ businessId, ...history, limit: '200' }).limit).toBe(200);
    for (const limit of ['0', '201', 'ten', '2.5'])
      expect(messageOf({ ...history, limit })).toBe(boardMessages.historyLimit);

    const cursor = historyCursorOf({ updatedAtMicros: 1_772_323_200_123_456, referenceNumber: 42 });
    expect(cursor).toBe('1772323200123456.42');
    expect(parseHistoryCursor(cursor)).toEqual({
      updatedAtMicros: 1_772_323_200_123_456,
      referenceNumber: 42,
    });
    expect(messageOf({ ...history, cursor })).toBeUndefined();
    for (const bad of ['', 'abc', '1.2.3', '-1.2', '1e5.2', '99999999999999999.1', '1.2147483648'])
      expect(messageOf({ ...history, cursor: bad }), bad).toBe(boardMessages.historyCursor);
  });

  it('refuses an unknown filter', () => {
    expect(messageOf({ filter: 'all' })).toBe('Please choose a valid filter');
  });
});

describe('edit and push inputs', () => {
  it('needs at least one line', () => {
    expect(firstMessage(editOrderLinesInputSchema, { version: 1, lines: [] })).toBe(
      'Add at least one item to the cart',
    );
  });

  it("accepts a browser's subscription JSON and refuses keys that are not base64url", () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    expect(pushSubscriptionInputSchema.parse(subscription)).toEqual({
      endpoint: subscription.endpoint,
      keys: subscription.keys,
    });
    expect(
      pushSubscriptionInputSchema.safeParse({ ...subscription, keys: { p256dh: 'a b', auth: 'x' } })
        .success,
    ).toBe(false);
  });

  it('links a push to the orders board, with memberId for team members', () => {
    expect(ordersBoardPath({ accountId: 'acc', kind: 'grocery' })).toBe('/acc/grocery?tab=orders');
    expect(ordersBoardPath({ accountId: 'acc', kind: 'restaurant', memberId: 'm1' })).toBe(
      '/acc/restaurant?memberId=m1&tab=orders',
    );
  });
});
